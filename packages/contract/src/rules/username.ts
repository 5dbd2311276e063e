export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;

export const USERNAME_MESSAGES = {
  required: '请输入用户名',
  invalid: '请按规则输入账号',
} as const;

/** Counted in code points, so a Chinese name of two characters is two, not a byte count. */
function usernameLength(value: string): number {
  return [...value].length;
}

/** The spec's message for a username, or null when it is acceptable. Surrounding blanks are ignored. */
export function validateUsername(value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  if (name.length === 0) {
    return USERNAME_MESSAGES.required;
  }
  const length = usernameLength(name);
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH) {
    return USERNAME_MESSAGES.invalid;
  }
  return null;
}

export function isValidUsername(value: string | null | undefined): boolean {
  return validateUsername(value) === null;
}
