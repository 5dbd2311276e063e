import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from '@/config/paths';
import { prefetchHomeBanners } from '@/features/catalogue/api/get-banner';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
// The home page's largest paint is its first banner: its list is asked for now, while React renders the first
// frame, and the picture as soon as the list is there, rather than after the carousel mounts (issue 22).
if (window.location.pathname === paths.home) prefetchHomeBanners(queryClient);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
