// Shared helpers for the browser tests: real Debian Chromium driven by playwright-core, the built app
// served from dist/ on loopback, phone and tablet contexts with touch, screenshots, and error collection.
// Nothing here may reach another host: every non-loopback request is aborted.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { preview } from 'vite';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built app; KASSEN_DIST points elsewhere (several people building in one tree). */
export const DIST_DIR = process.env.KASSEN_DIST ?? join(REPO_ROOT, 'dist');
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-artifacts', 'screenshots');

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE_VIEWPORT: Viewport = { width: 390, height: 844 };
export const TABLET_VIEWPORT: Viewport = { width: 1024, height: 768 };

/** Exported so the WebRTC tests' Chromium (net-page.ts) starts from the same isolation. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Belt and braces next to the request routing below: names other than loopback do not resolve,
  // which also stops traffic that routing cannot see (e.g. WebRTC STUN lookups).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Launches Debian's Chromium. Throws (never skips) when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface AppServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  close: () => Promise<void>;
}

/** Serves the built dist/ on 127.0.0.1 at a free port. The test script builds before the browser tests. */
export async function startAppServer(): Promise<AppServer> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(
      `${DIST_DIR}/index.html not found: the app was not built (run npx vite build) or the build failed`,
    );
  }
  const server = await preview({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: DIST_DIR },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') {
    await server.close();
    throw new Error('preview server did not report a TCP port');
  }
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** True for loopback hosts and for URLs that never touch the network (data:, blob:, about:). */
export function isLocalUrl(raw: string): boolean {
  const url = new URL(raw);
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  const host = url.hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
}

/** Requests that aimed at another host, per context (tests assert it stays empty). */
const blockedByContext = new WeakMap<BrowserContext, string[]>();

export function blockedRequests(context: BrowserContext): string[] {
  return blockedByContext.get(context) ?? [];
}

/**
 * Every context sends whatever is not loopback to a proxy on a closed loopback port, so such a
 * request fails in the browser without leaving the machine (no connection, no DNS lookup). This
 * replaced routing every request through Playwright, which held each request for a round trip to
 * the test process and turned the HTTP cache off: about a tenth of a page load.
 */
export const NO_WAY_OUT = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' };

/** Records the requests that aimed at another host (the proxy above makes them fail). */
function isolate(context: BrowserContext): BrowserContext {
  const blocked: string[] = [];
  blockedByContext.set(context, blocked);
  context.on('request', (request) => {
    const url = request.url();
    if (!isLocalUrl(url)) blocked.push(url);
  });
  return context;
}

/**
 * What a test context may do beyond the defaults. The built app's service worker precaches every
 * file of the app on a page's first visit, a few seconds of CPU per fresh context that only the
 * tests of offline starts and updates need; everywhere else it is blocked (the app then runs as in
 * a browser without service workers, which it supports).
 */
export interface ContextOptions {
  serviceWorker?: boolean;
}

function serviceWorkers(options: ContextOptions): 'allow' | 'block' {
  return options.serviceWorker ? 'allow' : 'block';
}

/** A phone held upright: 390x844 CSS pixels, touch, mobile viewport handling, 2x pixels. */
export async function newPhoneContext(
  browser: Browser,
  viewport: Viewport = PHONE_VIEWPORT,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    screen: viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    serviceWorkers: serviceWorkers(options),
    proxy: NO_WAY_OUT,
  });
  return isolate(context);
}

/** A tablet in landscape: 1024x768 CSS pixels, touch, 1x pixels. Real tablet browsers honour the
 *  viewport meta tag, so isMobile is on here too. */
export async function newTabletContext(
  browser: Browser,
  viewport: Viewport = TABLET_VIEWPORT,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    screen: viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    serviceWorkers: serviceWorkers(options),
    proxy: NO_WAY_OUT,
  });
  return isolate(context);
}

/** The two sizes the UI is checked at: a phone held upright and a tablet in landscape. */
export const DEVICES: { name: 'phone' | 'tablet'; open: (b: Browser) => Promise<BrowserContext> }[] = [
  { name: 'phone', open: (b) => newPhoneContext(b) },
  { name: 'tablet', open: (b) => newTabletContext(b) },
];

export interface PageErrors {
  /** console.error messages */
  console: string[];
  /** uncaught exceptions and unhandled rejections in the page */
  page: string[];
}

/** Starts collecting console errors and page errors; attach before navigating. */
export function collectErrors(page: Page): PageErrors {
  const errors: PageErrors = { console: [], page: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.console.push(message.text());
  });
  page.on('pageerror', (error) => {
    errors.page.push(error.stack ?? error.message);
  });
  return errors;
}

/** Opens a new page in the context with error collection on, and navigates to url. */
export async function openPage(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; errors: PageErrors }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/** Throws when the page logged errors, threw, or tried to reach another host. */
export function assertNoErrors(errors: PageErrors, context?: BrowserContext): void {
  const problems: string[] = [
    ...errors.page.map((e) => `page error: ${e}`),
    ...errors.console.map((e) => `console error: ${e}`),
    ...(context ? blockedRequests(context).map((u) => `blocked request to another host: ${u}`) : []),
  ];
  if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
}

/**
 * Saves a full-page PNG to test-artifacts/screenshots/<name>.png and returns its path, one image
 * pixel per CSS pixel: no test reads them, and a phone's 2x picture of a tall page (a Shogun table)
 * cost about three times as long (session 22, docs/performance.md).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '-');
  const path = join(SCREENSHOT_DIR, `${safe}.png`);
  await page.screenshot({ path, fullPage: true, scale: 'css' });
  return path;
}

/**
 * Throws when the document is wider than the viewport, naming up to five elements that stick out.
 * Mobile emulation zooms out to fit wide content, which makes innerWidth grow with the overflow, so the
 * limit is the smallest of innerWidth, the layout viewport (clientWidth) and the context's viewport.
 */
export async function assertNoHorizontalOverflow(page: Page): Promise<void> {
  const viewportWidth = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  const report = await page.evaluate((limitFromContext) => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    const limit = Math.min(window.innerWidth, document.documentElement.clientWidth, limitFromContext);
    const offenders: string[] = [];
    if (scrolling.scrollWidth > limit) {
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const rect = el.getBoundingClientRect();
        if (rect.right > limit + 0.5 && offenders.length < 5) {
          const id = el.id ? `#${el.id}` : '';
          const cls =
            typeof el.className === 'string' && el.className
              ? `.${el.className.trim().split(/\s+/).join('.')}`
              : '';
          offenders.push(`${el.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(rect.right)}px)`);
        }
      }
    }
    // A screen wider than the phone inside a clipping parent does not widen the page, yet its
    // edge is cut off where no finger can scroll: the screens themselves must fit too.
    const clipped = Array.from(document.querySelectorAll('main'))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > limit + 0.5)
      .map(
        ({ el, rect }) =>
          `main.${el.className.trim().split(/\s+/).join('.')} (${Math.round(rect.width)}px wide)`,
      );
    return { scrollWidth: scrolling.scrollWidth, limit, offenders, clipped };
  }, viewportWidth);
  if (report.scrollWidth > report.limit) {
    throw new Error(
      `horizontal overflow: scrollWidth ${report.scrollWidth}px > viewport width ${report.limit}px; ` +
        `wide elements: ${report.offenders.join(', ') || 'none found'}`,
    );
  }
  if (report.clipped.length > 0) {
    throw new Error(`screens wider than the viewport (${report.limit}px): ${report.clipped.join(', ')}`);
  }
}
