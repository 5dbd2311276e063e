/**
 * Token store (spec part 2 section 4, "Login persistence"): the token always lives in sessionStorage for the
 * current tab, and additionally in localStorage when the user ticked "keep login" so a new tab or a restarted
 * browser stays signed in. Listeners let React re-render when the API client clears a dead token.
 */
const TOKEN_KEY = 'seqportal.token';
const REFRESH_TOKEN_KEY = 'seqportal.refreshToken';
const OWN_KEYS = [TOKEN_KEY, REFRESH_TOKEN_KEY];

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage access throws in some privacy modes; a failing store must degrade to "logged out", not crash the shell.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session then lasts only as long as the page.
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

export function getToken(): string | null {
  return read(sessionStorage, TOKEN_KEY) ?? read(localStorage, TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(sessionStorage, REFRESH_TOKEN_KEY) ?? read(localStorage, REFRESH_TOKEN_KEY);
}

/** True when the current session was kept across browser restarts ("15天免登录"). */
export function isPersistentSession(): boolean {
  return read(localStorage, TOKEN_KEY) !== null;
}

export function setToken(token: string, refreshToken: string | null, persistent: boolean): void {
  write(sessionStorage, TOKEN_KEY, token);
  if (refreshToken) write(sessionStorage, REFRESH_TOKEN_KEY, refreshToken);
  else remove(sessionStorage, REFRESH_TOKEN_KEY);
  if (persistent) {
    write(localStorage, TOKEN_KEY, token);
    if (refreshToken) write(localStorage, REFRESH_TOKEN_KEY, refreshToken);
    else remove(localStorage, REFRESH_TOKEN_KEY);
  } else {
    // A non-persistent login must not leave an older persistent token behind to resurrect later.
    for (const key of OWN_KEYS) remove(localStorage, key);
  }
  notify();
}

export function clearSession(): void {
  for (const key of OWN_KEYS) {
    remove(sessionStorage, key);
    remove(localStorage, key);
  }
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab logging out (or in) changes localStorage; follow it so both tabs agree on who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || OWN_KEYS.includes(event.key)) notify();
  });
}
