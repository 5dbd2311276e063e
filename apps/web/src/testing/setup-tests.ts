import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetApiClientConfig } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

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
