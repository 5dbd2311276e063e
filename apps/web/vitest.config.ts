import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // jsdom renders of whole pages take about 1 s on a quiet machine; the default 5 s left no room on a busy CI
    // host, where they timed out without any fault of the page.
    testTimeout: 20_000,
  },
});
