import type { LoginIdentity } from '@seqportal/contract';

/**
 * The identities a successful SMS login may choose from, held between /login and the /choice_login layer.
 * Kept in memory only: the ticket is short-lived and must not outlive the page in any storage.
 */
export interface PendingLogin {
  identities: readonly LoginIdentity[];
  ticket: string;
  avoidLogin: boolean;
}

let pending: PendingLogin | null = null;

export function setPendingLogin(value: PendingLogin | null): void {
  pending = value;
}

export function getPendingLogin(): PendingLogin | null {
  return pending;
}
