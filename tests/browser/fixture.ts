// What most browser test files share: the built app served on loopback and one Chromium, shared by
// the files of the run (shared.ts), and a fresh context per test whose page must end without errors.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, assertNoErrors, openPage, type PageErrors } from './harness';
import { sharedAppServer, sharedBrowser } from './shared';

export interface AppFixture {
  /** The app's base URL, with a trailing slash. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * Registers the file's beforeAll, which gets the run's app server and Chromium (started by the first
 * file that needs them), and its afterAll; read `url` and `browser` inside tests and hooks. The
 * browser and the server stay for the next file.
 */
export function useApp(): AppFixture {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedAppServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    if (browser) await closeContexts(browser);
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

/**
 * Closes every context still open in a shared browser when a file ends (one left by a test that
 * timed out, say), so that nothing of it runs on into the next file, as when each file had its own
 * browser. Files run one at a time, so these are all the file's own.
 */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
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
