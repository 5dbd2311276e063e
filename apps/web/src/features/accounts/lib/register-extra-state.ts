/** What /register passes to /register_extra in history state (spec part 2 section 2.4). */
export interface RegisterExtraState {
  phone: string;
  key: string;
  companyName: string;
  account: string;
}

export function readRegisterExtraState(state: unknown): RegisterExtraState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phone, key, companyName, account } = state as Record<string, unknown>;
  if (typeof phone !== 'string' || typeof key !== 'string' || typeof companyName !== 'string' || companyName === '') {
    return null;
  }
  return { phone, key, companyName, account: typeof account === 'string' ? account : '' };
}
