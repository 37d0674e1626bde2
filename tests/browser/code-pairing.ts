// Pairing two phones of the built app by QR codes, the way a player without a camera does it: each
// code goes across as the text its screen shows under the QR code, pasted on the other phone.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Phone } from './phone-suites';
import { fitAndShoot } from './phones';

/** The code this phone shows for the other one ('O' the host's offer, 'A' the guest's answer). */
export async function shownCode(page: Page, kind: 'O' | 'A'): Promise<string> {
  const box = page.locator('textarea.offline-code-text[readonly]');
  await box.waitFor({ timeout: 30_000 });
  const code = await box.inputValue();
  expect(code).toMatch(new RegExp(`^K1${kind}[0-9A-Z$%*+\\-./:]+$`));
  return code;
}

/** Pastes the other phone's code and uses it. */
export async function paste(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code from the other phone').fill(code);
  // A plain tap: what comes next (the answer, the game) is waited for by the caller.
  await page.getByRole('button', { name: 'Use this code' }).tap();
}

/**
 * The host's offer goes to the guest, the guest's answer back to the host. With `shot`, both phones
 * showing their codes must fit and are saved as `<shot>-host` and `<shot>-guest`.
 */
export async function exchangeCodes(host: Phone, guest: Phone, shot?: string): Promise<void> {
  await paste(guest.page, await shownCode(host.page, 'O'));
  const answer = await shownCode(guest.page, 'A');
  if (shot) await fitAndShoot(host, guest, shot);
  await paste(host.page, answer);
}
