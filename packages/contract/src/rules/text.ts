/** Removes every whitespace character, including full-width spaces pasted from Chinese documents. */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True for a non-empty string of ASCII digits only (quantity and phone inputs). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** RFC 5321 caps a forward path at 254 characters; longer input is never a deliverable address. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Splits the order-settings e-mail field ("a@x.cn;b@y.cn;") into addresses, dropping blanks. */
export function parseEmailList(value: string): string[] {
  return value
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Joins addresses the way the legacy field stores them: ';'-separated with a trailing ';'. */
export function joinEmailList(addresses: readonly string[]): string {
  return addresses.map((address) => `${address};`).join('');
}
