// Child processes of `pnpm start`: one-shot tasks (build, migrations, seeds) and long-running services.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { prefixLines } from './log.mjs';
import { own } from './lifecycle.mjs';

const POSIX = process.platform !== 'win32';

/**
 * Each child gets a process group of its own (detached on POSIX) so that stopping it also stops whatever it
 * started (pnpm build runs tsc and vite), and so that no terminal signal reaches it behind our back.
 * Output: 'tagged' copies each line with the child's name; 'inherit' hands the terminal over (pnpm's own
 * progress display); 'captured' keeps only the last lines in `child.recentOutput()`, for chatty servers whose
 * output matters only when they fail.
 */
export function spawnChild(name, command, args, { env, cwd, output = 'tagged' }) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: POSIX,
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let recent = '';
  child.recentOutput = () => recent.trim();
  if (output === 'tagged') {
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
  } else if (output === 'captured') {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        recent = (recent + chunk.toString('utf8')).slice(-3000);
      });
    }
  }
  child.finished = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('close', (code, signal) => resolve({ code, signal, error: null }));
  });
  return child;
}

export function describeExit({ code, signal, error }) {
  if (error) return error.code === 'ENOENT' ? `${error.path} not found` : error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

function signalChild(child, signal) {
  try {
    if (POSIX) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // The group is gone already.
  }
}

export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null || child.pid === undefined;
}

/** SIGTERM, then SIGKILL if it is still there after the grace period. */
export async function stopChild(child, graceMs = 10_000) {
  if (hasExited(child)) return;
  signalChild(child, 'SIGTERM');
  const stoppedInTime = await Promise.race([child.finished.then(() => true), delay(graceMs).then(() => false)]);
  if (!stoppedInTime) {
    signalChild(child, 'SIGKILL');
    await child.finished;
  }
}

export function killChild(child) {
  signalChild(child, 'SIGKILL');
}

/** Runs a task to completion; a Ctrl-C meanwhile stops it. Rejects when it fails. */
export async function runTask(name, command, args, options) {
  const child = spawnChild(name, command, args, options);
  const disown = own(
    name,
    () => stopChild(child, 5_000),
    () => killChild(child),
  );
  const result = await child.finished;
  disown();
  if (result.error || result.code !== 0) {
    throw new Error(`${name} failed (${describeExit(result)}).`);
  }
}
