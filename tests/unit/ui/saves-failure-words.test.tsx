// @vitest-environment jsdom
// A saves-list task that failed with an error of the browser's own (no SaveError) says so in the
// player's language (session 23): as the browser's refusal (storeFailureText, as on Campaigns and My
// battles), not its English message, nor "an error in the app" standing alone.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { createSave, samuraiNewSave } from '../../../src/store/index';
import { switchLocale, t } from '../../../src/ui/i18n';
import { SavesScreen } from '../../../src/ui/screens/Saves';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

const REFUSED = "Failed to execute 'createObjectURL' on 'URL': Overload resolution failed.";

/** What URL.createObjectURL was before a test made the browser refuse it. */
const real = URL.createObjectURL;

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  cleanup();
  URL.createObjectURL = real;
  await switchLocale('en');
});

describe('a saves-list task the browser refused', () => {
  it('says so in Italian, without the browser’s English', async () => {
    const r = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const setup = { scenario: r.scenario };
    (await createSave(samuraiNewSave(setup, 3, samuraiBattles.setup(setup, 3)))).close();
    // The export's download: the browser refuses it (a module mock would not reach the screen's
    // import of the store, kept between files by the unit project's isolate: false).
    URL.createObjectURL = () => {
      throw new TypeError(REFUSED);
    };
    await switchLocale('it');
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    await screen.findByText('Test: Duel');
    const row = document.querySelector<HTMLElement>('.save-row')!;
    fireEvent.click(within(row).getByText(t('saves.export'), { selector: 'button' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('saveError.io'));
    expect(alert.textContent).toMatch(/browser non/);
    expect(alert.textContent).not.toMatch(/createObjectURL|Overload|errore dell’app/);
  });
});
