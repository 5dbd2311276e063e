import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * One catch-all route: AppRoot does its own matching so that it can match pages against the background
 * location while a layer is open. Tests mount the same table in a memory router.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <AppRoot />, errorElement: <RouteErrorPage /> }];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
