import type { RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * One catch-all route: AppRoot does its own matching so that it can match pages against the background
 * location while a layer is open. Tests mount this table in a memory router (testing/render-app.tsx); the app
 * itself mounts AppRoot in a BrowserRouter with the same error page (app.tsx).
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <AppRoot />, errorElement: <RouteErrorPage /> }];
