import { render, waitFor, type RenderResult } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { preloadLazyComponents } from '@/lib/lazy-named';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

// The pages and layers load on demand (issue 22). A test file fetches them all once before its first test, so that
// its waits measure the screen under test rather than the first compilation of its chunk on a busy machine.
beforeAll(() => preloadLazyComponents(), 120_000);

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Mounts the whole app (providers, shell, layers) in a memory router starting at `path`. */
export function renderApp(path = '/'): RenderResult & { router: TestRouter } {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/**
 * Waits until the router shows `expected`, path and query together. Waiting for the path alone and reading the
 * query afterwards let a test judge the first location it caught; a failure here names every location the router
 * went through while waiting, so a wrong or missing query says where the app went instead.
 */
export async function waitForLocation(
  router: TestRouter,
  expected: string,
  options?: { timeout?: number },
): Promise<void> {
  const current = () => `${router.state.location.pathname}${router.state.location.search}`;
  const visited = [current()];
  const unsubscribe = router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
  try {
    await waitFor(() => expect(current(), `locations: ${visited.join(' → ')}`).toBe(expected), options);
  } finally {
    unsubscribe();
  }
}
