// Small network probes: is a port taken, does a Redis answer, is the API healthy.
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** True when something accepts TCP connections on host:port. */
export function isListening(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function assertPortFree(port, what, variable) {
  if (await isListening(port)) {
    throw new Error(
      `Port ${port} (${what}) is already in use on this machine. Stop whatever listens there, or set ${variable} to another port.`,
    );
  }
}

/**
 * A Redis that answers PING without a password. A server that wants AUTH answers -NOAUTH: not usable
 * without credentials, so it counts as absent here (set REDIS_URL with the password to use it).
 */
export function redisAnswersPing(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
    socket.once('end', () => done(false));
  });
}

/**
 * Polls the health endpoint until it answers HTTP 200 with `{ code: 0 }` (Postgres, Redis and S3 all up).
 * `shouldGiveUp` ends the wait early, e.g. when the API process has died or a shutdown began.
 */
export async function waitForHealthy(url, { timeoutMs, shouldGiveUp, onSlow }) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  let nextReport = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (Date.now() >= nextReport) {
      onSlow?.(lastProblem);
      nextReport += 15_000;
    }
    if (shouldGiveUp()) return { healthy: false, lastProblem };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.json().catch(() => null);
      if (response.status === 200 && body?.code === 0) return { healthy: true };
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`;
    } catch (error) {
      lastProblem = error?.cause?.code ?? error?.message ?? String(error);
    }
    await delay(250);
  }
  return { healthy: false, lastProblem };
}
