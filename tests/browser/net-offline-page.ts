// The page for the browser tests of pairing by QR codes: the bundle of
// tests/browser/pages/net-offline-entry.ts (with the app's styles) on a loopback HTTP server, and a
// Chromium whose camera films a QR code. Chromium is set up as in net-page.ts (plain local
// addresses for WebRTC: see the note there), so the two pages connect over this machine's own
// address with `iceServers: []` and no packet leaves the machine.

import { writeFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import solid from 'vite-plugin-solid';
import { pairingQr } from '../../src/net/rtc/qr';
import { CHROMIUM_PATH } from './harness';
import { NET_CHROMIUM_ARGS } from './net-page';
import {
  buildPageScript,
  openTestPhone,
  type PageScript,
  pollPage,
  type Served,
  servePage,
} from './test-page';

export type { Served } from './test-page';

let bundle: Promise<PageScript> | null = null;

/** Serves the test page on 127.0.0.1 at a free port (every path: the page). */
export async function serveOfflinePage(): Promise<Served> {
  // The pairing screens are Solid components with the app's styles.
  bundle ??= buildPageScript('net-offline-entry.ts', 'kassenOfflineTest', [solid()]);
  return servePage({
    title: 'Kassen offline pairing test',
    scriptPath: '/offline-test.js',
    script: await bundle,
  });
}

export type OfflineApi = Window['__kassenOffline'];
export type OfflineInfo = ReturnType<OfflineApi['info']>;

/** A phone: its own context (own storage), the test page open. */
export function openOfflinePhone(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  return openTestPhone(browser, url, () => typeof window.__kassenOffline === 'object');
}

/** Waits until the page's info() satisfies the check. */
export function waitOffline(
  page: Page,
  check: (info: OfflineInfo) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<OfflineInfo> {
  return pollPage(page, () => window.__kassenOffline.info(), check, what, timeoutMs);
}

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
      ...NET_CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
