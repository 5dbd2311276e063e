import { useEffect, useState } from 'react';
import { NARROW_MAX_WIDTH, RESIZE_DEBOUNCE_MS } from '@/config/constants';

export function isNarrowWidth(width: number): boolean {
  return width <= NARROW_MAX_WIDTH;
}

/**
 * Narrow (phone) layout at 768 px or less. It is rechecked only once resizing has stopped for 300 ms
 * (spec part 2 section 4, "Screen") so dragging a window edge does not re-lay the whole shell on every frame.
 */
export function useNarrowMode(): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowWidth(window.innerWidth));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setNarrow(isNarrowWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return narrow;
}
