import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

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
