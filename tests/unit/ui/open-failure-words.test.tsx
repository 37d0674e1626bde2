// @vitest-environment jsdom
// A saved game that cannot be opened says why in the player's language: the store's SaveError by
// its code after the app's own sentence (session 22: the Italian app read "Impossibile continuare
// questa partita: Could not replay…", the store's English).

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { createSave, samuraiNewSave } from '../../../src/store/index';
import { App } from '../../../src/ui/App';
import { switchLocale, t } from '../../../src/ui/i18n';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await switchLocale('en');
});

/** A battle whose saved log holds a move no rule knows: it cannot be replayed. */
async function damagedBattle(): Promise<string> {
  const r = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  const setup = { scenario: r.scenario };
  const state = samuraiBattles.setup(setup, 5);
  const save = await createSave(
    samuraiNewSave(setup, 5, state, 'pass-and-play', { players: { top: 'Aiko', bottom: 'Ben' } }),
  );
  await save.appendAction({ seat: 'top', action: { type: 'no-such-move' } }, { turn: 1, finished: false });
  save.close?.();
  return save.id;
}

describe('a save that cannot open, in the player’s language', () => {
  it('in Italian: the app’s sentence and the store’s reason, no English', async () => {
    const id = await damagedBattle();
    await switchLocale('it');
    // Reopened as after a reload: the app goes straight to the save that was open.
    sessionStorage.setItem('kassen.openGame', id);
    // The app loads the battle's code on demand: loaded first, so the test waits on the save alone.
    await import('../../../src/ui/local-game');
    render(() => <App />);
    const alert = await screen.findByText((text) => text.startsWith(t('app.resumeFailed', { detail: '' })));
    expect(alert.textContent).toBe(t('app.resumeFailed', { detail: t('saveError.replayFailed') }));
    expect(alert.textContent).toContain('Le mosse di questa partita');
    expect(alert.textContent).not.toMatch(/[Rr]eplay|Could not|save/);
  });
});
