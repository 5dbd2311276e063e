import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): for what sits below the
 * fold and need not be asked for before the customer scrolls towards it. Returns the ref callback to attach. True
 * at once where there is no IntersectionObserver.
 */
export function useNearViewport(margin: string): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
