// The page for the browser tests of pairing by QR codes: the bundle of
// tests/browser/pages/net-offline-entry.ts (with the app's styles) on a loopback HTTP server, and a
// Chromium whose camera films a QR code. Chromium is set up as in net-page.ts (plain local
// addresses for WebRTC: see the note there), so the two pages connect over this machine's own
// address with `iceServers: []` and no packet leaves the machine.

import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import solid from 'vite-plugin-solid';
import { pairingQr } from '../../src/net/rtc/qr';
import { CHROMIUM_PATH, newPhoneContext, REPO_ROOT } from './harness';

let bundle: Promise<{ script: string; css: string }> | null = null;

function offlineBundle(): Promise<{ script: string; css: string }> {
  bundle ??= (async () => {
    const out = await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'warn',
      mode: 'production',
      plugins: [solid()],
      define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
      build: {
        write: false,
        minify: false,
        target: 'es2022',
        lib: {
          entry: join(REPO_ROOT, 'tests/browser/pages/net-offline-entry.ts'),
          formats: ['iife'],
          name: 'kassenOfflineTest',
        },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
    const files = outputs.flatMap((o) => o.output);
    const chunk = files.find((o) => o.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('the offline test bundle has no script');
    const css = files
      .flatMap((o) => (o.type === 'asset' && o.fileName.endsWith('.css') ? [String(o.source)] : []))
      .join('\n');
    return { script: chunk.code, css };
  })();
  return bundle;
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves the test page on 127.0.0.1 at a free port (every path: the page). */
export async function serveOfflinePage(): Promise<Served> {
  const { script, css } = await offlineBundle();
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kassen offline pairing test</title>' +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><style>${css}</style></head>` +
    '<body><script src="/offline-test.js"></script></body></html>';
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/offline-test.js')) {
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

export type OfflineApi = Window['__kassenOffline'];
export type OfflineInfo = ReturnType<OfflineApi['info']>;

/** A phone: its own context (own storage), the test page open. */
export async function openOfflinePhone(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__kassenOffline === 'object');
  return { context, page };
}

/** Waits until the page's info() satisfies the check. */
export async function waitOffline(
  page: Page,
  check: (info: OfflineInfo) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<OfflineInfo> {
  const start = Date.now();
  for (;;) {
    const info = await page.evaluate(() => window.__kassenOffline.info());
    if (check(info)) return info;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(info)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The harness's Chromium flags with plain local addresses for WebRTC (as net-page.ts). */
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

/**
 * Writes a video (Y4M, 640x480, one still frame) of the QR code of `code` on a light background,
 * as a phone's camera would see another phone's screen held in front of it.
 */
export function writeQrVideo(code: string, path: string): void {
  const width = 640;
  const height = 480;
  const qr = pairingQr(code);
  const scale = Math.floor(Math.min(width, height) / (qr.size + 8));
  const side = (qr.size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 200);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - 4;
      const c = Math.floor(x / scale) - 4;
      const dark = r >= 0 && c >= 0 && r < qr.size && c < qr.size && qr.isDark(r, c);
      luma[(top + y) * width + left + x] = dark ? 20 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}

/** A Chromium whose camera films `video` (writeQrVideo); the camera is granted without asking. */
export function launchCameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
