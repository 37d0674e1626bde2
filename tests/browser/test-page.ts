// A test page: one entry script under tests/browser/pages bundled by Vite into a single IIFE, served
// in a bare HTML page on 127.0.0.1, and opened on a phone. The PeerJS page (net-page.ts) and the QR
// pairing page (net-offline-page.ts) are built and served the same way; only their entry, their
// headers and the API they put on window differ. No vitest here: the benchmarks use these too.

import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build, type PluginOption, type Rollup } from 'vite';
import { newPhoneContext, REPO_ROOT } from './harness';

export interface PageScript {
  script: string;
  /** The styles the entry imports (empty when it imports none). */
  css: string;
}

/** Bundles `tests/browser/pages/<entry>` as one self-contained script, exposed as `name`. */
export async function buildPageScript(
  entry: string,
  name: string,
  plugins: PluginOption[] = [],
): Promise<PageScript> {
  const out = await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    mode: 'production',
    plugins,
    // Vitest runs with NODE_ENV=test; the page must behave as the app's production build does.
    define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: join(REPO_ROOT, 'tests/browser/pages', entry), formats: ['iife'], name },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const files = outputs.flatMap((o) => o.output);
  const chunk = files.find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`the test bundle of ${entry} has no script`);
  const css = files
    .flatMap((o) => (o.type === 'asset' && o.fileName.endsWith('.css') ? [String(o.source)] : []))
    .join('\n');
  return { script: chunk.code, css };
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

export interface PageToServe {
  title: string;
  /** Where the page loads its script from, e.g. /net-test.js. */
  scriptPath: string;
  script: PageScript;
  /** Extra headers on every answer (the benchmark's page asks for cross-origin isolation). */
  headers?: OutgoingHttpHeaders;
}

/** Serves the page on 127.0.0.1 at a free port: its script at scriptPath, the page at every other path. */
export async function servePage(page: PageToServe): Promise<Served> {
  const style = page.script.css ? `<style>${page.script.css}</style>` : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">${style}</head>` +
    `<body><script src="${page.scriptPath}"></script></body></html>`;
  const server: Server = createServer((req, res) => {
    for (const [name, value] of Object.entries(page.headers ?? {})) {
      if (value !== undefined) res.setHeader(name, value);
    }
    if (req.url?.startsWith(page.scriptPath)) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(page.script.script);
    } else if (req.url?.startsWith('/favicon')) {
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        // Pages keep connections open; without this, close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A phone (its own context, so its own storage) with the test page open and its API on window. */
export async function openTestPhone(
  browser: Browser,
  url: string,
  apiReady: () => boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(apiReady);
  return { context, page };
}

/**
 * Reads `read` in the page every 50 ms until `check` holds; a timeout names `what` and the last
 * value read, which is what one needs to see why the pages did not get there.
 */
export async function pollPage<T>(
  page: Page,
  read: () => T,
  check: (value: T) => boolean,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await page.evaluate(read);
    if (check(value)) return value;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
