// Taps at a pass-and-play table (src/ui/table): each tap waits until its action is saved and shown
// (the table is aria-busy meanwhile), and buttons are found by their accessible name.

import type { Locator, Page } from 'playwright-core';
import { tap as tapOnly } from './ui-driver';

export async function tapSaved(locator: Locator): Promise<void> {
  await tapOnly(locator);
  await locator.page().waitForFunction(() => document.querySelector('.table[aria-busy="true"]') === null);
}

/** The first button with this name (exact when a string). */
export function namedButton(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}
