import type { AdminLoginResponse, StaffRoleValue } from '@seqportal/contract';

/**
 * The lab console's own sign-in, kept apart from the customer session (lib/session.ts): a different storage
 * key, sessionStorage only (a shared bench computer must not stay signed in after the browser closes), and
 * never sent with customer calls. A customer logging out in another tab therefore does not end a staff shift,
 * and a staff token can never leak into the shop's requests.
 */
const STAFF_SESSION_KEY = 'seqportal.staff';

export interface StaffSession {
  token: string;
  username: string;
  displayName: string;
  roles: StaffRoleValue[];
  /** Epoch ms after which the token is dead; the console signs out instead of sending it. */
  expiresAt: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
// useSyncExternalStore needs the same object between changes, so the parsed value is cached by its raw text.
let cachedRaw: string | null = null;
let cachedSession: StaffSession | null = null;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
}

function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.username === 'string' &&
    typeof candidate.displayName === 'string' &&
    Array.isArray(candidate.roles) &&
    typeof candidate.expiresAt === 'number'
  );
}

export function getStaffSession(): StaffSession | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedSession = isStaffSession(parsed) ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

/** The token to send, or null when signed out or expired. */
export function getStaffToken(now = Date.now()): string | null {
  const session = getStaffSession();
  return session && session.expiresAt > now ? session.token : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveStaffSession(login: AdminLoginResponse, now = Date.now()): void {
  const session: StaffSession = {
    token: login.token,
    username: login.username,
    displayName: login.displayName,
    roles: login.roles,
    expiresAt: now + login.expiresIn * 1000,
  };
  try {
    sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Privacy mode: the console then asks for the password again after a reload.
  }
  notify();
}

export function clearStaffSession(): void {
  try {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Nothing stored means nothing to remove.
  }
  notify();
}

export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
