import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The contract is consumed from source so that neither `vite` nor `vitest` needs a prior build of
 * packages/contract; its package.json points at dist for the API's production build only.
 */
const fromHere = (relative: string): string => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export const aliases = {
  '@': fromHere('./src'),
  '@seqportal/contract': fromHere('../../packages/contract/src/index.ts'),
};

const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  server: { port: 5173, proxy: apiProxy },
  // The same proxy for `vite preview`, so the built app can be checked against a running API.
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
