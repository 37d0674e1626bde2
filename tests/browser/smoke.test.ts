// Smoke test of the built app in real Chromium at phone and tablet sizes.
// The test script (scripts/test.mjs) runs `vite build` before this project, so dist/ is fresh.
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import {
  assertNoErrors,
  assertNoHorizontalOverflow,
  blockedRequests,
  DEVICES,
  newPhoneContext,
  openPage,
  screenshot,
} from './harness';

const app = useApp();

describe('app shell', () => {
  for (const device of DEVICES) {
    it(`loads on a ${device.name} with the Kassen title and heading, no errors and no sideways scroll`, async () => {
      await inContext(device.open(app.browser), app.url, async ({ page }) => {
        const heading = page.locator('h1').filter({ hasText: 'Kassen' }).first();
        await heading.waitFor({ state: 'visible', timeout: 15_000 });

        expect(await page.title()).toBe('Kassen');
        expect(await heading.textContent()).toContain('Kassen');
        await assertNoHorizontalOverflow(page);
        await screenshot(page, `smoke-${device.name}`);
      });
    });
  }

  it('answers an unknown path with the app (SPA fallback)', async () => {
    await inContext(
      newPhoneContext(app.browser),
      new URL('some/deep/link', app.url).href,
      async ({ page }) => {
        await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
        expect(await page.title()).toBe('Kassen');
      },
    );
  });

  it('keeps the page on this machine: a request to another host fails in the browser and is named', async () => {
    const context = await newPhoneContext(app.browser);
    try {
      const { page, errors } = await openPage(context, app.url);
      await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
      // A name that can never resolve (RFC 2606), asked for the way a careless script would.
      const failed = context.waitForEvent('requestfailed');
      const outcome = await page.evaluate(() =>
        fetch('http://kassen.invalid/tracker.js').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(outcome).toBe('failed');
      // Refused at the closed proxy, so not even a DNS lookup left the machine.
      expect((await failed).failure()?.errorText).toMatch(/PROXY/);
      expect(blockedRequests(context)).toEqual(['http://kassen.invalid/tracker.js']);
      expect(() => assertNoErrors(errors, context)).toThrow(
        /blocked request to another host: http:\/\/kassen\.invalid/,
      );
      // The app's own files still load: loopback is not sent to the closed proxy.
      expect(await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.status))).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('has a /favicon.ico for pages that name no icon (a JSON file opened in the browser)', async () => {
    const response = await fetch(new URL('favicon.ico', app.url));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO header (reserved 0, type 1) around a PNG.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect([...bytes.slice(23, 26)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('serves scripts with a JavaScript MIME type', async () => {
    const html = await (await fetch(app.url)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html links a built script').toBeDefined();
    const response = await fetch(new URL(script ?? '', app.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
