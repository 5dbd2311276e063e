import { MAX_CUSTOM_SAMPLE_COLUMNS } from '@seqportal/contract';
import { useSyncExternalStore } from 'react';

/**
 * The customer's own choice of sample-table columns (/sample_select, at most five): kept in this browser like
 * the other client-held display settings (spec part 2 section 3, "sample columns"); null until chosen, which
 * means the default columns.
 */
const STORAGE_KEY = 'seqportal.sampleColumns';
export const TOO_MANY_COLUMNS = `最多只能选择${MAX_CUSTOM_SAMPLE_COLUMNS}列`;

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cached: string[] | null = null;

function read(): string[] | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const value: unknown = raw === null ? null : JSON.parse(raw);
      cached = Array.isArray(value) && value.every((key) => typeof key === 'string') ? (value as string[]) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function saveColumnChoice(keys: readonly string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keys.slice(0, MAX_CUSTOM_SAMPLE_COLUMNS)));
  } catch {
    // Privacy mode: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useColumnChoice(): string[] | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Toggling one column: refused (null) when it would make more than five. */
export function toggleColumn(selected: readonly string[], key: string): string[] | null {
  if (selected.includes(key)) return selected.filter((other) => other !== key);
  if (selected.length >= MAX_CUSTOM_SAMPLE_COLUMNS) return null;
  return [...selected, key];
}
