import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { loadLandingPage } from './app/app-root';
import { prefetchFirstPage } from './app/prefetch-first-page';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
// The home page's largest paint is its first banner, the catalogue pages' a product's picture: their data is asked
// for now, while React renders the first frame, rather than after the page mounts (issue 22).
prefetchFirstPage(queryClient, window.location);

// The first render as a transition: React then renders in slices of a few milliseconds and lets the browser in
// between, instead of holding the main thread for the whole first page (issue 22: the page's total blocking time).
// On a catalogue page it waits for the page's module, which the document is already fetching (loadLandingPage); if
// that fails, the page's error boundary tells it as it would later.
const root = createRoot(container);
const render = (): void =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
const landing = loadLandingPage(window.location.pathname);
if (landing) void landing.then(render, render);
else render();
