import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startSystem, type RunningSystem } from './system.js';

export interface SystemAndBrowser {
  system: RunningSystem;
  browser: Browser;
}

/**
 * The set-up every browser test file shares: the built system started as `pnpm start` would (on a fresh database)
 * and Debian's Chromium, once for the calling describe block. Call it first in the block: its beforeAll then runs
 * before the block's own (which may read the answer's fields), and its afterAll after the block's own (vitest
 * runs after-hooks in reverse), so the block can close its pages and contexts before the browser goes.
 */
export function useSystemAndBrowser(): SystemAndBrowser {
  const started: Partial<SystemAndBrowser> = {};
  const suite = {
    get system(): RunningSystem {
      if (!started.system)
        throw new Error('useSystemAndBrowser: the system has not started (read it in a hook or test)');
      return started.system;
    },
    get browser(): Browser {
      if (!started.browser)
        throw new Error('useSystemAndBrowser: the browser has not started (read it in a hook or test)');
      return started.browser;
    },
  };
  beforeAll(async () => {
    started.system = await startSystem();
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.system?.stop();
  });
  return suite;
}
