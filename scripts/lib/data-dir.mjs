// The data folder of the embedded services (.data by default): one `pnpm start` at a time, and cleanup after
// a start that was killed before it could stop its servers.
import { API_DIST_DIR } from './build.mjs';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { say } from './log.mjs';

function readPid(file) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** On Linux, also make sure a recycled pid does not pass for ours. Elsewhere, trust that it is alive. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

function isAliveAndLooksLike(pid, needle) {
  if (!isAlive(pid)) return false;
  const commandLine = commandLineOf(pid);
  return commandLine === null ? process.platform !== 'linux' : commandLine.includes(needle);
}

function workingDirOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}

/** Asks a process left behind by a killed start to stop, and waits (up to 15 s) until it has. */
async function stopLeftover(pidFile, needle, signal, label, cwd) {
  const pid = readPid(pidFile);
  if (!pid || !isAliveAndLooksLike(pid, needle)) return;
  // Another checkout's API (or the system's Redis) has the same command line; ours runs in our folder.
  if (cwd && ![cwd, null].includes(workingDirOf(pid))) return;
  say(`Stopping the ${label} (pid ${pid}) that a previous, killed start left running ...`);
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await delay(100);
}

/** Where the pid of a process that `pnpm start` owns is kept, so that the next start can clean up after a kill. */
export function pidFileOf(dataRoot, name) {
  return path.join(dataRoot, `${name}.pid`);
}

export function rememberPid(dataRoot, name, pid) {
  writeFileSync(pidFileOf(dataRoot, name), `${pid}\n`);
  return () => rmSync(pidFileOf(dataRoot, name), { force: true });
}

/**
 * Claims the data folder for this start. Refuses when another live start holds it; when the previous holder
 * died without cleaning up (SIGKILL, OOM), first stops the API, PostgreSQL and redis-server it left running.
 * Returns a function that releases the claim.
 */
export async function claimDataDir(dataRoot, root) {
  mkdirSync(dataRoot, { recursive: true });
  const lockFile = path.join(dataRoot, 'start.pid');
  const holder = readPid(lockFile);
  if (holder && holder !== process.pid) {
    if (isAliveAndLooksLike(holder, 'start.mjs')) {
      throw new Error(
        `Another \`pnpm start\` (pid ${holder}) is already using ${dataRoot}. Stop it first, or point SEQPORTAL_DATA_DIR elsewhere.`,
      );
    }
    const pgData = path.join(dataRoot, 'postgres');
    await stopLeftover(pidFileOf(dataRoot, 'api'), `${API_DIST_DIR}/main.js`, 'SIGTERM', 'API', root);
    await stopLeftover(path.join(pgData, 'postmaster.pid'), `-D ${pgData}`, 'SIGINT', 'PostgreSQL');
    await stopLeftover(pidFileOf(dataRoot, 'redis-server'), 'redis-server', 'SIGTERM', 'redis-server', dataRoot);
  }
  writeFileSync(lockFile, `${process.pid}\n`);
  return () => {
    if (existsSync(lockFile) && readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}
