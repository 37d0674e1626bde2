// What the two-phone browser tests and the network benchmark share: the test page (the bundle of
// tests/browser/pages/net-entry.ts on a loopback HTTP server), a local PeerJS signaling server
// (scripts/signal.mjs on 127.0.0.1, a free port), and Chromium set up for WebRTC on loopback.
//
// WebRTC note: Chromium normally hides a page's local addresses behind random "*.local" names that
// the other side resolves over multicast DNS. The harness makes every name but localhost fail to
// resolve (nothing may leave the machine), so those candidates would never connect. Here Chromium
// gives plain addresses instead (WebRtcHideLocalIpsWithMdns off): the two pages then reach each
// other at this machine's own address, which the kernel delivers locally; with `iceServers: []`
// no STUN or TURN server is asked, and no packet leaves the machine.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import type { SignalSettings } from '../../src/net/signal';
import { CHROMIUM_PATH, isLocalUrl, newPhoneContext, REPO_ROOT } from './harness';

let bundle: Promise<string> | null = null;

/** The test page script as one self-contained script (built on first use). */
export function netBundle(): Promise<string> {
  bundle ??= (async () => {
    const out = await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'warn',
      mode: 'production',
      define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
      build: {
        write: false,
        minify: false,
        target: 'es2022',
        lib: {
          entry: join(REPO_ROOT, 'tests/browser/pages/net-entry.ts'),
          formats: ['iife'],
          name: 'kassenNetTest',
        },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('the net test bundle has no script');
    return chunk.code;
  })();
  return bundle;
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves the test page on 127.0.0.1 at a free port (every path: the page). */
export async function serveNetPage(): Promise<Served> {
  const script = await netBundle();
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kassen net test</title>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body><script src="/net-test.js"></script></body></html>';
  const server: Server = createServer((req, res) => {
    // Cross-origin isolated, so performance.now() ticks in 5 µs steps instead of 100 µs (the benchmark).
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    if (req.url?.startsWith('/net-test.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(script);
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
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SignalServer {
  port: number;
  /** The settings a phone uses for this server (loopback, no STUN/TURN). */
  signal: SignalSettings;
  close(): Promise<void>;
}

/** Starts `npm run signal` on loopback at a free port. */
export async function startSignalServer(): Promise<SignalServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'scripts/signal.mjs'), '--host', '127.0.0.1', '--port', '0'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the signaling server did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening \S+ (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += String(d);
    });
    child.on('exit', (code) => reject(new Error(`the signaling server exited (${code}): ${out}`)));
  });
  return {
    port,
    signal: { kind: 'custom', host: '127.0.0.1', port, path: '/', secure: false, iceServers: [] },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The harness's Chromium flags, plus plain local addresses for WebRTC (see the note above). */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

export function launchNetBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** A persistent profile (IndexedDB on disk, as on a phone), isolated like the harness's contexts. */
export async function launchNetProfile(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
  });
  await context.route('**/*', (route) =>
    isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
  );
  return context;
}

export type NetApi = Window['__kassenNet'];

/** A phone: its own context (own storage), the test page open. */
export async function openPhone(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__kassenNet === 'object');
  return { context, page };
}

/** Waits until the page's info() satisfies the check (run in the page: pass a function source). */
export async function waitInfo(
  page: Page,
  check: (info: ReturnType<NetApi['info']>) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<ReturnType<NetApi['info']>> {
  const start = Date.now();
  for (;;) {
    const info = await page.evaluate(() => window.__kassenNet.info());
    if (check(info)) return info;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(info)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
