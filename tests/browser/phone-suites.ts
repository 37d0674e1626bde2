// The once-per-file setup of the browser tests that put two (or three) phones side by side: the page
// the phones open (the built app or a test page), the local PeerJS signaling server where the test
// needs one, and the Chromium set up for WebRTC on loopback (net-page.ts). A suite registers vitest
// hooks where it is called, so each test file calls one suite, once, at its top.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeContexts } from './fixture';
import { collectErrors, newPhoneContext, type PageErrors } from './harness';
import { openOfflinePhone, serveOfflinePage } from './net-offline-page';
import {
  openPhone,
  type SignalOptions,
  type SignalServer,
  serveNetPage,
  startSignalServer,
} from './net-page';
import { sharedAppServer, sharedNetBrowser } from './shared';
import type { Served } from './test-page';

/** One phone: its own browser context (own storage), its page, and what the page reported. */
export interface Phone {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
}

interface Suite {
  /** Chromium with plain local addresses for WebRTC (launchNetBrowser). */
  readonly browser: Browser;
  /** The address of the page the phones open, with a trailing slash. */
  readonly url: string;
}

interface WithSignal {
  /** The local signaling server (127.0.0.1, a free port). */
  readonly signal: SignalServer;
}

/** A suite on a test page (net-page.ts, net-offline-page.ts), which the tests drive through its API. */
export interface TestPageSuite extends Suite {
  /** A phone with the test page open and its API ready; its context closes after the test. */
  phone(on?: Browser): Promise<Phone>;
  /** For a phone the test opens its own way: its context closes after the test too. */
  closeAfterTest(context: BrowserContext): void;
}

/** A suite on the built app, which the tests drive by taps. */
export interface AppSuite extends Suite {
  /** A phone with the app open at `url` and Home shown. The test closes its context (after any
   *  failure screenshots). */
  phone(url: string): Promise<Phone>;
}

interface Started {
  browser?: Browser;
  served?: Served;
  signal?: SignalServer;
}

/** A piece the beforeAll hook starts: reading it before then is a mistake in the test, said plainly. */
function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test`);
  return value;
}

/**
 * Starts the page server (and the signaling server) before the file's tests, stops them after; the
 * WebRTC Chromium is the run's (shared.ts), and the contexts the file left open in it are closed.
 * Its `signal` throws when none was started; the exported suites without one do not show it.
 */
function startForFile(serve: () => Promise<Served>, withSignal: SignalOptions | false): Suite & WithSignal {
  const s: Started = {};
  beforeAll(async () => {
    // Each piece is kept as soon as it runs, so afterAll stops it even when another one failed.
    await Promise.all([
      serve().then((served) => {
        s.served = served;
      }),
      withSignal
        ? startSignalServer(withSignal).then((signal) => {
            s.signal = signal;
          })
        : undefined,
      sharedNetBrowser().then((browser) => {
        s.browser = browser;
      }),
    ]);
  });
  afterAll(async () => {
    if (s.browser) await closeContexts(s.browser);
    await s.served?.close();
    await s.signal?.close();
  });
  return {
    get browser() {
      return started(s.browser, 'the browser');
    },
    get url() {
      return started(s.served, 'the page server').url;
    },
    get signal() {
      return started(s.signal, 'the signaling server');
    },
  };
}

/** Phones on a test page, each closed after its test (also when the test failed). */
function testPagePhones(
  suite: Suite,
  open: (browser: Browser, url: string) => Promise<{ context: BrowserContext; page: Page }>,
): Pick<TestPageSuite, 'phone' | 'closeAfterTest'> {
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts) await c.close();
    contexts = [];
  });
  return {
    async phone(on = suite.browser) {
      const p = await open(on, suite.url);
      contexts.push(p.context);
      return { ...p, errors: collectErrors(p.page) };
    },
    closeAfterTest(context) {
      contexts.push(context);
    },
  };
}

/** Phones on net-page.ts's test page, paired through a local signaling server. */
export function peerPageSuite(): TestPageSuite & WithSignal {
  const suite = startForFile(serveNetPage, {});
  // Object.assign keeps the suite's getters: they read what beforeAll started.
  return Object.assign(suite, testPagePhones(suite, openPhone));
}

/** Phones on net-offline-page.ts's test page, paired by codes: no server but the page's. */
export function offlinePageSuite(): TestPageSuite {
  const suite = startForFile(serveOfflinePage, false);
  return Object.assign(suite, testPagePhones(suite, openOfflinePhone));
}

/** The built app on phones; with a local signaling server when asked (Settings must point at it),
 *  its options given as `signaling` (e.g. a shorter expiry for a file that waits for it). */
export function appSuite(): AppSuite;
export function appSuite(options: { signaling: true | SignalOptions }): AppSuite & WithSignal;
export function appSuite(options?: { signaling: true | SignalOptions }): AppSuite {
  // The run's app server: this file must not stop it (a no-op close).
  const served = () => sharedAppServer().then(({ url }) => ({ url, close: async () => {} }));
  const signaling = options?.signaling;
  const suite = startForFile(served, signaling === undefined ? false : signaling === true ? {} : signaling);
  return Object.assign(suite, {
    async phone(url: string): Promise<Phone> {
      const context = await newPhoneContext(suite.browser);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(url, { waitUntil: 'load' });
      await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
      return { context, page, errors };
    },
  });
}
