import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root, found by walking up to pnpm-workspace.yaml, so that paths work the same from
 * the TypeScript sources (tests), the compiled dist and any working directory.
 */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string | null {
  let current = start;
  for (;;) {
    if (existsSync(join(current, 'pnpm-workspace.yaml'))) return current;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/** Loads the root .env (if any) without overriding variables that are already set. */
export function loadDotEnv(): void {
  const root = findProjectRoot();
  const file = root ? join(root, '.env') : null;
  if (file && existsSync(file)) process.loadEnvFile(file);
}

export function defaultWebDistDir(): string | null {
  const root = findProjectRoot();
  return root ? join(root, 'apps', 'web', 'dist') : null;
}
