/** Optional leading 0 (trunk prefix), then 13-19, then nine more digits (spec part 1 section 5). */
const PHONE_PATTERN = /^0?1[3-9]\d{9}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

const MASK = '****';

/**
 * '13800000001' → '138****0001'. Input too short to keep 3 + 4 digits visible (under 8 characters) keeps
 * only a quarter at each end, so that a short value is never shown in full.
 */
export function maskPhone(value: string): string {
  const phone = value.trim();
  if (phone.length >= 8) {
    return `${phone.slice(0, 3)}${MASK}${phone.slice(-4)}`;
  }
  const visible = Math.floor(phone.length / 4);
  if (visible === 0) {
    return '*'.repeat(phone.length);
  }
  return `${phone.slice(0, visible)}${'*'.repeat(phone.length - 2 * visible)}${phone.slice(-visible)}`;
}
