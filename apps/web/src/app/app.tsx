import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app-root';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The app in the browser's history. AppRoot matches its pages itself, so the declarative router is enough: the
 * data router (createBrowserRouter) would add its loaders' and actions' machinery, about 17 KiB gzipped of
 * JavaScript no page uses, to every first load (issue 22). Tests mount AppRoot in a memory data router (router.tsx).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoot />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
