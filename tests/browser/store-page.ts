// Puts the store into the built app's page for the store browser tests and the benchmark:
// tests/browser/pages/store-entry.ts is bundled once (an IIFE string) and added to a page with
// addScriptTag, so it runs on the app's origin (same IndexedDB, same service worker) without a
// test page in the production build. Also offline: the script comes from Node, not the network.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { REPO_ROOT } from './harness';

let bundle: Promise<string> | null = null;

/** The store test script as one self-contained script (built on first use). */
export function storeBundle(): Promise<string> {
  bundle ??= (async () => {
    const out = await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'warn',
      mode: 'production',
      // Vitest runs with NODE_ENV=test, which would make this a non-production build; the page must
      // behave as the app's production build does (e.g. register the service worker).
      define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
      build: {
        write: false,
        minify: false,
        target: 'es2022',
        lib: {
          entry: join(REPO_ROOT, 'tests/browser/pages/store-entry.ts'),
          formats: ['iife'],
          name: 'kassenStoreTest',
        },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('the store test bundle has no script');
    return chunk.code;
  })();
  return bundle;
}

/** Adds window.__kassenStore to the page (after each navigation). */
export async function injectStore(page: Page): Promise<void> {
  await page.addScriptTag({ content: await storeBundle() });
  await page.waitForFunction(() => typeof window.__kassenStore === 'object');
}
