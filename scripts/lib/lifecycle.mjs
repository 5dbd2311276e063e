// What `pnpm start` owns and how it lets go of it. Resources are stopped in the reverse order of their start,
// so the API (started last) stops first while PostgreSQL, Redis and S3 are still there to finish its work.
import { complain, say } from './log.mjs';

/** Thrown by checkpoint() once a shutdown has begun, so that the start sequence stops starting things. */
export class StartAborted extends Error {
  constructor() {
    super('start aborted');
  }
}

const resources = [];
const startsInFlight = new Set();
let stopping = false;

/**
 * Registers something to stop at shutdown. `stop` is the graceful way (awaited, one at a time);
 * `kill` the immediate one, used when the user presses Ctrl-C a second time. Higher `stopRank` stops
 * earlier, equal ranks in reverse order of registration: the backing services start side by side, so their
 * stop order comes from their rank rather than from which one happened to be up first.
 */
export function own(name, stop, kill, stopRank = 100) {
  const entry = { name, stop, kill, stopRank };
  resources.push(entry);
  return () => {
    const index = resources.indexOf(entry);
    if (index >= 0) resources.splice(index, 1);
  };
}

/**
 * A service that is still starting cannot be stopped yet (PostgreSQL in initdb has no process to signal);
 * shutdown waits for it to come up and then stops it, instead of leaving it behind.
 */
export function trackStart(promise) {
  startsInFlight.add(promise);
  const forget = () => startsInFlight.delete(promise);
  promise.then(forget, forget);
  return promise;
}

export function isStopping() {
  return stopping;
}

export function checkpoint() {
  if (stopping) throw new StartAborted();
}

async function stopAllOwned() {
  while (resources.length > 0) {
    // Removed only once stopped, so that a second Ctrl-C can still kill the one that is stopping.
    const entry = resources.reduce((next, candidate) => (candidate.stopRank >= next.stopRank ? candidate : next));
    try {
      await entry.stop();
    } catch (error) {
      complain(`Could not stop ${entry.name} cleanly: ${error?.message ?? error}`);
    }
    resources.splice(resources.indexOf(entry), 1);
  }
}

/** Stops everything in order and exits. Only the first call counts. */
export async function shutdown(exitCode, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) (exitCode === 0 ? say : complain)(reason);
  await stopAllOwned();
  // Anything that was still starting registers itself when it is up; stop it too.
  while (startsInFlight.size > 0) {
    await Promise.allSettled([...startsInFlight]);
    await stopAllOwned();
  }
  if (exitCode === 0) say('Stopped.');
  process.exit(exitCode);
}

export function fail(reason) {
  return shutdown(1, reason);
}

function killEverythingNow() {
  complain('Second interrupt: killing everything now.');
  for (const { kill } of resources) {
    try {
      kill?.();
    } catch {
      // Best effort: the process may be gone already.
    }
  }
  process.exit(1);
}

/**
 * Ctrl-C, SIGTERM and a closed terminal stop everything in order and exit 0; a second one while stopping
 * kills what is left. `disconnect` fires when the launching process (see session.mjs) is killed outright.
 */
export function handleSignals() {
  const onSignal = () => {
    if (stopping) killEverythingNow();
    else void shutdown(0, `Stopping SeqPortal ...`);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
  process.on('disconnect', () => void shutdown(1, 'The launching process went away: stopping SeqPortal ...'));
  process.on('unhandledRejection', (error) => void fail(`Unexpected error: ${error?.stack ?? error}`));
}
