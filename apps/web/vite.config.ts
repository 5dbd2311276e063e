import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { stripRouteSummaries } from './vite-strip-route-summaries.ts';

/**
 * The contract is consumed from source so that neither `vite` nor `vitest` needs a prior build of
 * packages/contract; its package.json points at dist for the API's production build only.
 */
const fromHere = (relative: string): string => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export const aliases = {
  '@': fromHere('./src'),
  '@seqportal/contract': fromHere('../../packages/contract/src/index.ts'),
};

/** MUI and what it is built on. */
const MUI_CORE =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

/** What the catalogue pages use of MUI beyond the first page's: their components, icons and the helpers of these. */
const MUI_SHOP =
  /node_modules[\\/]@mui[\\/](material[\\/](Breadcrumbs|Chip)[\\/]|icons-material[\\/](Close|InfoOutlined|BoltOutlined|CloudDoneOutlined|FactCheckOutlined|SupportAgentOutlined|AddShoppingCart)\.|utils[\\/](setRef|contains)[\\/]|material[\\/]utils[\\/](debounce|ownerWindow|contains)\.)/;

const ORDER_ACTIONS =
  /node_modules[\\/]@mui[\\/]icons-material[\\/](Add|Remove)\.|node_modules[\\/]@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js$|apps[\\/]web[\\/]src[\\/](components[\\/](radio-card|quantity-stepper-box)|lib[\\/](submit-order|idempotency|quantity))\.tsx?$|packages[\\/]contract[\\/]src[\\/]entities[\\/]cart\.ts$/;

/** The app's modules outside the pages and features, less the two that bring decimal.js. */
const APP_SHARED =
  /[\\/](apps[\\/]web[\\/]src[\\/](lib|config)[\\/](?!money\.)|packages[\\/]contract[\\/]src[\\/](?!rules[\\/]rounding\.))/;

const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), stripRouteSummaries(), precompress()],
  resolve: { alias: aliases },
  server: { port: 5173, proxy: apiProxy },
  // The same proxy for `vite preview`, so the built app can be checked against a running API.
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the API announces a lazy page's chunks in that page's document (its page-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The split groups are named after every page sharing them ('mui-lazy~all-goods-page~…'): the hash is name
        // enough for a file.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // Libraries change far less often than the app: separate chunks stay cached across deployments. A group is
        // one chunk, loaded as a whole, and takes its modules' own dependencies along, so the groups are claimed in
        // priority order: what the entry needs ($initial) first, then what only lazy pages need. The charts
        // (workbench, billing), the date pickers and the lab console thus never load on the shop's first page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 50,
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            { name: 'mui', priority: 40, tags: ['$initial'], test: MUI_CORE },
            { name: 'vendor', priority: 30, tags: ['$initial'], test: /node_modules[\\/]/ },
            // The app's own modules of the first page, shared with lazy pages (paths, the API client, the session,
            // the contract's enums ...): one chunk instead of a dozen of a few hundred bytes, each a round trip. Not
            // the decimal arithmetic (lib/money, the contract's rounding rules): a group takes its modules'
            // dependencies along, and decimal.js is for the sample box and checkout only.
            { name: 'app', priority: 28, tags: ['$initial'], test: APP_SHARED },
            // The MUI components of the product list and the product page, which visitors land on from search engines
            // and shared links: one file with the page's own instead of ten of a few hundred bytes to 15 KB, each a
            // round trip on a phone's connection. Other pages using one of them load the whole (a few KB more).
            { name: 'mui-shop', priority: 26, test: MUI_SHOP },
            // What ordering from a product page needs (the mutation hook, the order call, its idempotency key, the
            // option cards, the quantity rules, the steppers' markup and its +/− icons, the sample box's cap): a few
            // hundred bytes each, one file for the pages that order. The icons come here and not to mui-shop, which
            // the stepper would otherwise drag into pages that load this group only (/sample_info_main).
            { name: 'order-actions', priority: 26, test: ORDER_ACTIONS },
            // MUI components only lazy pages use, and what the charts and the date pickers share: split by the set
            // of pages using them, so that the product list does not fetch the lab console's tables and dialogs.
            // (Merging the small subgroups into their neighbours was measured: more bytes per page, no fewer files.)
            { name: 'mui-lazy', priority: 25, test: MUI_CORE, entriesAware: true },
            // dayjs on its own: the date pickers' group would otherwise take it along, and every page formatting a
            // date (the print sheets) would fetch the pickers with it.
            { name: 'dayjs', priority: 22, test: /node_modules[\\/]dayjs[\\/]/ },
            {
              name: 'mui-x',
              priority: 24,
              test: /node_modules[\\/](@mui[\\/]x-internals|@base-ui[\\/]utils|reselect|use-sync-external-store)[\\/]/,
            },
            {
              name: 'charts',
              priority: 20,
              test: /node_modules[\\/](@mui[\\/]x-charts[^\\/]*|d3-[^\\/]+|internmap|delaunator|robust-predicates)[\\/]/,
            },
            { name: 'pickers', priority: 10, test: /node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/ },
          ],
        },
      },
    },
  },
});
