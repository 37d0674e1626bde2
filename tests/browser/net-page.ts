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
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { SignalSettings } from '../../src/net/signal';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NO_WAY_OUT, REPO_ROOT } from './harness';
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

function netPageScript(): Promise<PageScript> {
  bundle ??= buildPageScript('net-entry.ts', 'kassenNetTest');
  return bundle;
}

/** The test page script as one self-contained script (built on first use). */
export async function netBundle(): Promise<string> {
  return (await netPageScript()).script;
}

/** Serves the test page on 127.0.0.1 at a free port (every path: the page). */
export async function serveNetPage(): Promise<Served> {
  return servePage({
    title: 'Kassen net test',
    scriptPath: '/net-test.js',
    script: await netPageScript(),
    // Cross-origin isolated, so performance.now() ticks in 5 µs steps instead of 100 µs (the benchmark).
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  });
}

export interface SignalServer {
  port: number;
  /** The settings a phone uses for this server (loopback, no STUN/TURN). */
  signal: SignalSettings;
  close(): Promise<void>;
}

export interface SignalOptions {
  /** How long an offer to a code no phone holds waits before the server says so (EXPIRE); PeerJS's
   *  5 s by default. A test that waits for that answer may shorten it (`--expire-ms`). */
  expireMs?: number;
}

/** Starts `npm run signal` on loopback at a free port. */
export async function startSignalServer(options: SignalOptions = {}): Promise<SignalServer> {
  const expire = options.expireMs === undefined ? [] : ['--expire-ms', String(options.expireMs)];
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'scripts/signal.mjs'), '--host', '127.0.0.1', '--port', '0', ...expire],
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
export const NET_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

export function launchNetBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: NET_CHROMIUM_ARGS });
}

/** A persistent profile (IndexedDB on disk, as on a phone), isolated like the harness's contexts. */
export async function launchNetProfile(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: NET_CHROMIUM_ARGS,
    proxy: NO_WAY_OUT,
  });
  return context;
}

export type NetApi = Window['__kassenNet'];

/** A phone: its own context (own storage), the test page open. */
export function openPhone(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  return openTestPhone(browser, url, () => typeof window.__kassenNet === 'object');
}

/** Waits until the page's info() satisfies the check. */
export function waitInfo(
  page: Page,
  check: (info: ReturnType<NetApi['info']>) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<ReturnType<NetApi['info']>> {
  return pollPage(page, () => window.__kassenNet.info(), check, what, timeoutMs);
}

export type HostOptions = Parameters<NetApi['host']>[0];

/**
 * The host opens a room and the guest joins by its link, both with the fast time limits the long
 * tests play under; resolves once the guest is connected, with the room and the guest's first info.
 */
export async function hostAndJoin(
  host: Page,
  guest: Page,
  options: Omit<HostOptions, 'fast'>,
): Promise<{ room: Awaited<ReturnType<NetApi['host']>>; joined: ReturnType<NetApi['info']> }> {
  const room = await host.evaluate((o) => window.__kassenNet.host({ ...o, fast: true }), options);
  await guest.evaluate((link) => window.__kassenNet.guest({ link, fast: true }), room.link);
  const joined = await waitInfo(guest, (i) => i.status === 'connected', 'the guest to connect');
  return { room, joined };
}
