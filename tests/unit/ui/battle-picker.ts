// Opening a shipped battle on New game or the companion's setup, in a jsdom test. Both screens load
// the battle list and each battle's file by dynamic import (src/ui/scenarios.ts), which under load
// takes longer than a findBy*'s 1 s: a test that only polls for the list races the module loader.
// These helpers await the same imports first (a module loads once; a second import of it waits
// for the first), so what is left to wait for is the screen's render. The DOM is then read with
// CSS queries: a role query walks every battle's button on each poll, slow under load.

import { fireEvent, waitFor } from '@solidjs/testing-library';
import type { ScenarioIndexEntry } from '../../../src/games/samurai-battles/scenario/format';
import { scenarioTitle } from '../../../src/ui/scenario-text';
import { loadScenario, loadScenarioIndex } from '../../../src/ui/scenarios';

/** The shipped battle whose title (in the current language) matches, from the loaded list. */
export async function shippedBattle(title: RegExp): Promise<ScenarioIndexEntry> {
  const entry = (await loadScenarioIndex()).find((e) => title.test(scenarioTitle(e.id, e.title)));
  if (!entry) throw new Error(`no shipped battle is titled ${title}`);
  return entry;
}

/** The listed battle's button, once the list the screen loads has rendered. */
export async function battleButton(title: RegExp): Promise<HTMLElement> {
  await shippedBattle(title);
  return waitFor(() => {
    const button = [...document.querySelectorAll<HTMLElement>('button.battle')].find((b) =>
      title.test(b.querySelector('.battle-title')?.textContent ?? ''),
    );
    if (!button) throw new Error(`the battle ${title} is not listed yet`);
    return button;
  });
}

/** Opens the battle's page and waits until it shows the rules edition choice. */
export async function openBattle(title: RegExp): Promise<void> {
  const entry = await shippedBattle(title);
  fireEvent.click(await battleButton(title));
  await loadScenario(entry);
  await waitFor(() => {
    if (!document.querySelector('fieldset.edition-choice'))
      throw new Error('the battle page is not open yet');
  });
}
