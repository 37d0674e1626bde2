// What most browser test files share: the built app served on loopback and one Chromium, started
// before the file's tests and closed after them, and a fresh context per test whose page must end
// without errors.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  type AppServer,
  assertNoErrors,
  launchBrowser,
  openPage,
  type PageErrors,
  startAppServer,
} from './harness';

export interface AppFixture {
  /** The app's base URL, with a trailing slash. */
  readonly url: string;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll; read `url` and `browser` inside tests and hooks. */
export function useApp(): AppFixture {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the app server has not started: read app.url inside a test');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started: read app.browser inside a test');
      return browser;
    },
  };
}

export interface OpenedPage {
  page: Page;
  errors: PageErrors;
  context: BrowserContext;
}

/**
 * Opens `url` in the context `open` resolves to, runs `body`, then checks that the page reported no
 * error and reached no other host; the context is closed whatever happens.
 */
export async function inContext(
  open: Promise<BrowserContext>,
  url: string,
  body: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const context = await open;
  try {
    const { page, errors } = await openPage(context, url);
    await body({ page, errors, context });
    assertNoErrors(errors, context);
  } finally {
    await context.close();
  }
}
