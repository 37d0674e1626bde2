// The benchmarks' own build of the app (in test-artifacts/bench-dist, so dist/ is left alone) and a
// loopback server for it. Built once per `npm run bench`, whichever benchmarks use it.

import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_PATH, isLocalUrl, REPO_ROOT, TABLET_VIEWPORT } from '../tests/browser/harness';

export const BENCH_DIST = join(REPO_ROOT, 'test-artifacts', 'bench-dist');

let built: Promise<string> | null = null;

/** Builds the app with the project's vite.config.ts; resolves to the output folder. */
export function buildApp(): Promise<string> {
  built ??= build({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: BENCH_DIST, emptyOutDir: true },
  }).then(() => BENCH_DIST);
  return built;
}

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/** Serves the benchmark build on 127.0.0.1 at a free port. */
export async function serveApp(): Promise<Served> {
  const dir = await buildApp();
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      open: false,
      // Cross-origin isolation: performance.now() then ticks in 5 us steps rather than 100 us.
      headers: {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      },
    },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Median, mean and 95th percentile of a list of numbers. */
export function stats(values: number[]): { median: number; mean: number; p95: number } {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  return { median: at(0.5), mean: s.reduce((a, b) => a + b, 0) / s.length, p95: at(0.95) };
}

/**
 * Chromium with an on-disk profile (a normal context keeps IndexedDB in memory, which would time
 * nothing real). Same isolation as the test harness: other hosts neither resolve nor load.
 */
export async function launchProfile(profile: string, offline = false): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    offline,
    viewport: TABLET_VIEWPORT,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  await context.route('**/*', (route) =>
    isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
  );
  return context;
}
