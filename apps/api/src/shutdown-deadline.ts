const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * Graceful shutdown lets in-flight requests and jobs finish, but a dependency that is already gone
 * (Redis down, say) can make a close wait forever. After the deadline the process exits anyway.
 */
export function exitIfShutdownStalls(deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Shutdown did not finish within ${deadlineMs} ms; exiting`);
        process.exit(1);
      }, deadlineMs).unref();
    });
  }
}
