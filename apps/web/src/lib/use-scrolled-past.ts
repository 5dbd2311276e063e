import { useEffect, useState } from 'react';
import { SCROLLED_THRESHOLD_PX } from '@/config/constants';

/** True once the page is scrolled beyond `threshold` px; drives the back-to-top button. */
export function useScrolledPast(threshold: number = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);

  useEffect(() => {
    const onScroll = (): void => setScrolled(window.scrollY > threshold);
    // Checked again in the next frame rather than at once: reading scrollY right after the first commit forced the
    // layout of the whole page inside React's task (a third of a phone's longest task; issue 22), where the frame's
    // own layout, a moment later, costs nothing extra.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);

  return scrolled;
}
