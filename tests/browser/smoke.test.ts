// Smoke test of the built app in real Chromium at phone and tablet sizes.
// The test script (scripts/test.mjs) runs `vite build` before this project, so dist/ is fresh.
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, DEVICES, newPhoneContext, screenshot } from './harness';

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

  it('serves scripts with a JavaScript MIME type', async () => {
    const html = await (await fetch(app.url)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html links a built script').toBeDefined();
    const response = await fetch(new URL(script ?? '', app.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
