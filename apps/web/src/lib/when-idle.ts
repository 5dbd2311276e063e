import { useEffect, useState } from 'react';

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

/**
 * False in a component's first render, true once the browser has been idle after it (or `timeoutMs` has passed):
 * for what need not be drawn on the way to the page's first paint.
 */
export function useIdleAfterMount(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!idle) return whenIdle(() => setIdle(true), timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}
