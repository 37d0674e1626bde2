// The pairing screens (src/ui/net/offline) in real Chromium, two phones at 390x844: the host picks
// a battle and shows its offer; the joining phone's camera films that QR code (a fake camera
// playing a video of it) and the screen reads it with jsQR; the joining phone shows its answer,
// whose text the host pastes; both open the game screen and play over the data channel. Also the
// messages for a damaged or cut code and for a phone without a camera.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertNoErrors,
  assertNoHorizontalOverflow,
  collectErrors,
  newPhoneContext,
  screenshot,
} from './harness';
import { launchCameraBrowser, waitOffline, writeQrVideo } from './net-offline-page';
import { offlinePageSuite } from './phone-suites';

const suite = offlinePageSuite();
/** Chromiums with a fake camera, one a test. */
const extra: Browser[] = [];
const dir = mkdtempSync(join(tmpdir(), 'kassen-offline-ui-'));

afterAll(async () => {
  for (const b of extra) await b.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The host's screen up to its offer: picks the first battle and hosts it. Returns the offer text. */
async function hostOffer(host: Page): Promise<string> {
  await host.evaluate(() => window.__kassenOffline.mountUi('host'));
  await host.getByRole('heading', { name: 'Phones, no internet' }).waitFor();
  await host.locator('button.battle').first().click();
  await host.getByRole('button', { name: 'Host this battle' }).click();
  const shown = host.locator('textarea.offline-code-text[readonly]');
  await shown.waitFor();
  return shown.inputValue();
}

describe('pairing screens', () => {
  it('the camera reads the host’s QR code, the host pastes the answer, and both phones play', async () => {
    const host = await suite.phone();
    const offer = await hostOffer(host.page);
    expect(offer).toMatch(/^K1O[0-9A-Z$%*+\-./:]+$/);
    const version = Number(await host.page.locator('.offline-qr').getAttribute('data-qr-version'));
    expect(version).toBeGreaterThan(0);
    expect(version).toBeLessThanOrEqual(8);
    expect(await host.page.locator('.offline-qr svg').count()).toBe(1);
    await assertNoHorizontalOverflow(host.page);
    await screenshot(host.page, 'offline-host-offer');

    // The joining phone: its camera films the host's screen.
    const video = join(dir, 'offer.y4m');
    writeQrVideo(offer, video);
    const camera = await launchCameraBrowser(video);
    extra.push(camera);
    const guest = await suite.phone(camera);
    await guest.page.evaluate(() => window.__kassenOffline.mountUi('join'));
    await guest.page.getByRole('button', { name: 'Scan with the camera' }).click();
    const answerBox = guest.page.locator('textarea.offline-code-text[readonly]');
    await answerBox.waitFor({ timeout: 20_000 });
    const answer = await answerBox.inputValue();
    expect(answer).toMatch(/^K1A[0-9A-Z$%*+\-./:]+$/);
    // The camera is off once the code was taken (no picture is left playing).
    const filming = await guest.page.evaluate(
      () => [...document.querySelectorAll('video')].filter((v) => v.srcObject !== null).length,
    );
    expect(filming).toBe(0);
    await assertNoHorizontalOverflow(guest.page);
    await screenshot(guest.page, 'offline-join-answer');

    // The host first pastes its own code by mistake: told so, the offer stays on the screen.
    await host.page.getByLabel('Code from the other phone').fill(offer);
    await host.page.getByRole('button', { name: 'Use this code' }).click();
    await expect
      .poll(() => host.page.locator('[data-testid="offline-code-error"]').textContent())
      .toMatch(/host’s code/);
    expect(await host.page.locator('textarea.offline-code-text[readonly]').inputValue()).toBe(offer);
    // Then the answer's text (no camera on this phone).
    await host.page
      .getByLabel('Code from the other phone')
      .fill(`${answer.slice(0, 50)}\n${answer.slice(50)}`);
    await host.page.getByRole('button', { name: 'Use this code' }).click();
    await host.page.waitForFunction(() => window.__kassenOffline.uiScreen() === 'game', null, {
      timeout: 20_000,
    });
    await guest.page.waitForFunction(() => window.__kassenOffline.uiScreen() === 'game', null, {
      timeout: 20_000,
    });
    await host.page.locator('.net-game').waitFor();
    await guest.page.locator('.net-game').waitFor();
    const g = await waitOffline(guest.page, (i) => i.status === 'connected', 'the guest to be connected');
    expect(g.seat).toBe('top');
    await screenshot(guest.page, 'offline-join-game');
    // A few actions over the connection, played on the game's clients.
    const [h, gp] = await Promise.all([
      host.page.evaluate(() => window.__kassenOffline.autoplay({ seed: 3, max: 4, idleMs: 3_000 })),
      guest.page.evaluate(() => window.__kassenOffline.autoplay({ seed: 4, max: 4, idleMs: 3_000 })),
    ]);
    expect(h.played + gp.played).toBeGreaterThan(2);
    const hostInfo = await host.page.evaluate(() => window.__kassenOffline.info());
    await waitOffline(guest.page, (i) => i.rev === hostInfo.rev, 'the guest to see the host’s actions');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('a damaged or cut pasted code and a missing camera get clear messages, and pasting still works', async () => {
    const host = await suite.phone();
    const offer = await hostOffer(host.page);
    // A phone without a camera, opened by hand: its errors are collected from the start.
    const context = await newPhoneContext(suite.browser);
    suite.closeAfterTest(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(suite.url, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof window.__kassenOffline === 'object');
    await page.evaluate(() => window.__kassenOffline.mountUi('join'));
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/camera|Paste the code/));
    const damaged = offer.slice(0, 40) + (offer[40] === 'A' ? 'B' : 'A') + offer.slice(41);
    await page.getByLabel('Code from the other phone').fill(damaged);
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect
      .poll(() => page.locator('[data-testid="offline-code-error"]').textContent())
      .toMatch(/damaged/);
    await page.getByLabel('Code from the other phone').fill(offer.slice(0, offer.length - 5));
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect
      .poll(() => page.locator('[data-testid="offline-code-error"]').textContent())
      .toMatch(/incomplete/);
    await screenshot(page, 'offline-join-errors');
    await assertNoHorizontalOverflow(page);
    // The right code, pasted: the answer appears.
    await page.getByLabel('Code from the other phone').fill(offer);
    await page.getByRole('button', { name: 'Use this code' }).click();
    await page.locator('textarea.offline-code-text[readonly]').waitFor();
    assertNoErrors(
      { console: errors.console.filter((e) => !/Permission|NotAllowed|camera/i.test(e)), page: errors.page },
      context,
    );
    assertNoErrors(host.errors, host.context);
  });
});
