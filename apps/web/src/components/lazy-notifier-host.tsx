import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { useNotices } from '@/lib/notifier';

const NotifierHost = lazyNamed(() => import('./notifier-host'), 'NotifierHost');

/**
 * NotifierHost with its Snackbar and Dialog fetched when the first notice arrives, not with the first page
 * (issue 22); mounted from then on, so later notices and their exit transitions behave as before.
 */
export function LazyNotifierHost() {
  const notices = useNotices();
  const [needed, setNeeded] = useState(notices.length > 0);
  if (notices.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotifierHost />
    </Suspense>
  );
}
