// Smoke test of the built app in real Chromium at phone and tablet sizes.
// The test script (scripts/test.mjs) runs `vite build` before this project, so dist/ is fresh.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  assertNoErrors,
  assertNoHorizontalOverflow,
  launchBrowser,
  newPhoneContext,
  newTabletContext,
  openPage,
  screenshot,
  startAppServer,
} from './harness';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const devices: { name: string; open: (b: Browser) => Promise<BrowserContext> }[] = [
  { name: 'phone', open: (b) => newPhoneContext(b) },
  { name: 'tablet', open: (b) => newTabletContext(b) },
];

describe('app shell', () => {
  for (const device of devices) {
    it(`loads on a ${device.name} with the Kassen title and heading, no errors and no sideways scroll`, async () => {
      const context = await device.open(browser);
      try {
        const { page, errors } = await openPage(context, server.url);
        const heading = page.locator('h1').filter({ hasText: 'Kassen' }).first();
        await heading.waitFor({ state: 'visible', timeout: 15_000 });

        expect(await page.title()).toBe('Kassen');
        expect(await heading.textContent()).toContain('Kassen');
        await assertNoHorizontalOverflow(page);
        await screenshot(page, `smoke-${device.name}`);
        assertNoErrors(errors, context);
      } finally {
        await context.close();
      }
    });
  }

  it('answers an unknown path with the app (SPA fallback)', async () => {
    const context = await newPhoneContext(browser);
    try {
      const { page, errors } = await openPage(context, new URL('some/deep/link', server.url).href);
      await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe('Kassen');
      assertNoErrors(errors, context);
    } finally {
      await context.close();
    }
  });

  it('serves scripts with a JavaScript MIME type', async () => {
    const html = await (await fetch(server.url)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html links a built script').toBeDefined();
    const response = await fetch(new URL(script ?? '', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
