/** The most characters a nickname may have (UpdateNickName). */
export const NICK_NAME_MAX_LENGTH = 50;

export const NICK_NAME_MESSAGES = {
  required: '请输入昵称',
  tooLong: `昵称不能超过${NICK_NAME_MAX_LENGTH}个字符`,
} as const;

/**
 * The message for a nickname, or null when it may be saved. Surrounding blanks are ignored; characters are counted
 * as code points, as class-validator's MaxLength counts them, so an emoji is one.
 */
export function validateNickName(value: string | null | undefined): string | null {
  const nickName = (value ?? '').trim();
  if (nickName.length === 0) return NICK_NAME_MESSAGES.required;
  if ([...nickName].length > NICK_NAME_MAX_LENGTH) return NICK_NAME_MESSAGES.tooLong;
  return null;
}
