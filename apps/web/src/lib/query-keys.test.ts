import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queryKeys from './query-keys';

// Tests run from apps/web (vitest's root); jsdom's import.meta.url is not a file URL.
const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first element of every key a group builds (with sample arguments), which invalidation matches on. */
function roots(group: Record<string, unknown>): Set<unknown> {
  const found = new Set<unknown>();
  for (const value of Object.values(group)) {
    const key = typeof value === 'function' ? (value as (...args: unknown[]) => unknown[])(1, 1, 1, 1) : value;
    found.add((key as unknown[])[0]);
  }
  return found;
}

describe('query keys', () => {
  it('puts the cart list and the header badge under one root, so that one invalidation refreshes both', () => {
    expect(queryKeys.cartKeys.list(7).slice(0, 1)).toEqual(queryKeys.cartKeys.all);
    expect(queryKeys.cartKeys.count(7).slice(0, 1)).toEqual(queryKeys.cartKeys.all);
  });

  it('keeps every key of a group under that group’s single root', () => {
    for (const [name, group] of Object.entries(queryKeys)) {
      expect([name, roots(group as Record<string, unknown>).size]).toEqual([name, 1]);
    }
  });

  it('keys a customer’s data by member, so another identity never reads it from the cache', () => {
    expect(queryKeys.ordersKeys.detail(7, 'A1')).not.toEqual(queryKeys.ordersKeys.detail(8, 'A1'));
    expect(queryKeys.personalCentreKeys.addressList(7).slice(0, 2)).toEqual(queryKeys.personalCentreKeys.addresses());
  });

  it('is the only place that spells a query key: no source file writes an inline key array', () => {
    const inline = sourceFiles(SRC).filter((path) => /queryKey: \[\s*'/.test(readFileSync(path, 'utf8')));
    expect(inline).toEqual([]);
  });
});
