import { useEffect, useState } from 'react';
import { SCROLLED_THRESHOLD_PX } from '@/config/constants';

/** True once the page is scrolled beyond `threshold` px; drives the back-to-top button. */
export function useScrolledPast(threshold: number = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);

  useEffect(() => {
    const onScroll = (): void => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return scrolled;
}
