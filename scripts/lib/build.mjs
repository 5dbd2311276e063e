// Build only when needed: a fresh checkout, or sources changed since the last build.
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runTask } from './children.mjs';

// tsc compiles the API with migrations/ and seeds/ from the repository root, so dist keeps that layout.
export const API_DIST_DIR = 'apps/api/dist/apps/api/src';
const OUTPUTS = [['packages/contract/dist/index.js'], [`${API_DIST_DIR}/main.js`], ['apps/web/dist/index.html']];
// Inputs of the web build besides its src/.
const EXTRA_SOURCES = ['apps/web/index.html', 'apps/web/public'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);
// Written after every build that `pnpm start` ran. tsc may leave an unchanged main.js untouched, so the
// outputs' own times alone could ask for a rebuild at every start.
const STAMP = 'node_modules/.cache/seqportal/last-build';

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function sourceRoots(root) {
  const apps = readdirSync(path.join(root, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, 'apps', entry.name, 'src'));
  return [
    ...apps,
    ...['packages/contract/src', 'migrations', 'seeds', ...EXTRA_SOURCES].map((dir) => path.join(root, dir)),
  ];
}

/** The first file under `dir` modified after `since`, or null. Stops at the first hit: a start stays quick. */
function firstFileNewerThan(dir, since) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    // A plain file (apps/web/index.html) is its own answer; a missing folder has nothing newer.
    if (error.code === 'ENOTDIR') return (mtimeOf(dir) ?? 0) > since ? dir : null;
    return null;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const found = firstFileNewerThan(full, since);
      if (found) return found;
    } else if (entry.isFile() && (mtimeOf(full) ?? 0) > since) {
      return full;
    }
  }
  return null;
}

/** Why a build is needed, or null when the build output is up to date. */
export function reasonToBuild(root) {
  const times = [];
  for (const candidates of OUTPUTS) {
    const time = candidates.map((output) => mtimeOf(path.join(root, output))).find((found) => found !== null);
    if (time === undefined) return `${candidates[0]} is missing`;
    times.push(time);
  }
  const builtAt = Math.max(Math.min(...times), mtimeOf(path.join(root, STAMP)) ?? 0);
  for (const dir of sourceRoots(root)) {
    const changed = firstFileNewerThan(dir, builtAt);
    if (changed) return `${path.relative(root, changed)} changed since the last build`;
  }
  return null;
}

/** The folder of the compiled API (main.js, worker.js, cli/), relative to the root; null before a build. */
export function apiDistDir(root) {
  return existsSync(path.join(root, API_DIST_DIR, 'main.js')) ? API_DIST_DIR : null;
}

/** pnpm itself when we were started by it (npm_execpath), else the pnpm on PATH. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/i.test(path.basename(execPath)) && existsSync(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['pnpm', []];
}

export async function build(root, env) {
  // A development NODE_ENV (as in .env.example) would make Vite bundle React's development build.
  const buildEnv = { ...env };
  delete buildEnv.NODE_ENV;
  const [command, prefix] = pnpmCommand();
  // Dated to the build's start: a file saved while the build runs still counts as newer next time.
  const startedAt = new Date();
  await runTask('build', command, [...prefix, 'build'], { cwd: root, env: buildEnv, output: 'inherit' });
  const stamp = path.join(root, STAMP);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
