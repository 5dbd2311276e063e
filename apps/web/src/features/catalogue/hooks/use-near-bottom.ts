import { useEffect, useRef } from 'react';

/** Spec part 1 section 9: the next page loads when the reader is within 120 px of the bottom. */
export const SCROLL_BOTTOM_LIMIT_PX = 120;

export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  limit = SCROLL_BOTTOM_LIMIT_PX,
): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= limit;
}

function pageIsNearBottom(): boolean {
  const root = document.documentElement;
  return isNearBottom(window.scrollY || root.scrollTop, window.innerHeight, root.scrollHeight);
}

/**
 * Calls `onReach` when the window is scrolled to within 120 px of the bottom, and also right after each
 * change of `watch` (a page appended) in case the content is still too short to scroll at all.
 */
export function useNearBottom(onReach: () => void, enabled: boolean, watch: unknown): void {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!enabled) return undefined;
    const check = (): void => {
      if (pageIsNearBottom()) callback.current();
    };
    // In the next frame, not at once: measuring right after a commit forces the page's layout inside React's task.
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, watch]);
}
