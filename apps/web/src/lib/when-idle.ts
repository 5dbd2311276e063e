/**
 * Runs `task` once the browser is idle, and after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari) after `timeoutMs`. Returns what cancels it (for an effect's clean-up).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(handle);
}
