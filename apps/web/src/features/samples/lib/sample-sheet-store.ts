import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '@/lib/session';

/**
 * The client-held "sampleInfo" of spec part 2 section 4: what the last sample-sheet upload parsed to, the rows
 * the customer is editing and the chosen contract. It lives in sessionStorage so that the layers of the flow
 * (/sample_info_error, /sample_info_main, /sample_input, ...) survive a reload of their own URL, and it is
 * dropped when the session ends so the next customer on the machine never sees it.
 */
const STORAGE_KEY = 'seqportal.sampleSheet';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedValue: unknown = null;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored value parsed once per change, so useSyncExternalStore sees a stable snapshot. */
function snapshot(): unknown {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedValue = raw === null ? null : (JSON.parse(raw) as unknown);
    } catch {
      cachedValue = null;
    }
  }
  return cachedValue;
}

export function readStored<T>(guard: (value: unknown) => value is T): T | null {
  const value = snapshot();
  return guard(value) ? value : null;
}

export function writeStored(value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the flow then only survives as long as the page is not reloaded.
  }
  notify();
}

export function subscribeStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (getToken() === null && readRaw() !== null) writeStored(null);
  });
}

export function useStored<T>(guard: (value: unknown) => value is T): T | null {
  const value = useSyncExternalStore(subscribeStored, snapshot, snapshot);
  return guard(value) ? value : null;
}
