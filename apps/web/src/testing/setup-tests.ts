import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetApiClientConfig } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

// Pages and layers load on demand (issue 22), which adds a render pass before a screen appears, and the first test
// of a file to open a page also waits for its modules to be transformed. On a busy shared host the default 1 s for
// findBy/waitFor was too short for whole-app renders, and 5 s failed a CI run once. The tests still fail when the
// screen never comes; a longer wait only costs time when they do.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the shell scrolls to the top on page changes.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  notifier.reset();
  resetApiClientConfig();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
