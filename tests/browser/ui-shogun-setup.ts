// The Shogun setup on one device as the browser tests reach it: from Home to "New game of Shogun"
// with player 1 named and the seats given to the computer chosen by taps.

import type { Page } from 'playwright-core';
import { namedButton as button, tapSaved as tap } from './table-driver';

/** Home → New game → Shogun, player 1 named `name`, players `computers` played by the computer. */
export async function shogunSetup(page: Page, name: string, computers: readonly number[]): Promise<void> {
  await page.getByRole('heading', { name: 'Kassen' }).waitFor();
  await tap(button(page, 'New game'));
  await tap(button(page, /^Shogun: 3 to 5 warlords/));
  await page.getByRole('heading', { name: 'New game of Shogun' }).waitFor();
  await page.getByLabel('Player 1', { exact: true }).fill(name);
  for (const n of computers)
    await tap(
      page
        .getByRole('group', { name: `Player ${n} is played by` })
        .getByRole('radio', { name: 'The computer' }),
    );
}
