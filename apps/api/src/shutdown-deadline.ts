const SHUTDOWN_DEADLINE_MS = 15_000;

interface Closable {
  close(): Promise<void>;
}

/**
 * SIGTERM / SIGINT close the application gracefully: the server stops accepting connections, in-flight requests
 * and jobs finish, queues and connections close, and the process exits 0 (Nest's own shutdown hooks would end it
 * by re-raising the signal instead, which a supervisor reads as a crash). A dependency that is already gone
 * (Redis down, say) can make a close wait forever: after the deadline the process exits 1 anyway.
 */
export function closeOnSignals(app: Closable, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      setTimeout(() => {
        console.error(`Shutdown did not finish within ${deadlineMs} ms; exiting`);
        process.exit(1);
      }, deadlineMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}
