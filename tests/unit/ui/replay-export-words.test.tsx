// @vitest-environment jsdom
// A replay file that cannot be exported says why in the player's language (session 22: the note
// under the replay read the store's English alone, e.g. "No saved game with id …").

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { SaveError } from '../../../src/store/index';
import { switchLocale, t } from '../../../src/ui/i18n';
import { ReplayScreen } from '../../../src/ui/review/ReplayScreen';
import { buildReview } from '../../../src/ui/review/review';
import { scenarioJson } from './fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('a failed export of a replay, in the player’s language', () => {
  it('in Italian: the store’s code, not its English', async () => {
    await switchLocale('it');
    const r = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const review = buildReview(samuraiBattles, eventsFor, {
      title: 'T',
      setup: { scenario: r.scenario },
      seed: 5,
      log: [],
    });
    const gone = new SaveError('not-found', 'No saved game with id x: it may have been deleted.');
    render(() => (
      <ReplayScreen
        review={review}
        onBack={() => {}}
        onLuck={() => {}}
        onExport={() => Promise.reject(gone)}
      />
    ));
    // A cheap query: a role query would name each of the board's hexes (screen-queries.ts).
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'Esporta il file di replay',
    );
    if (!button) throw new Error('no export button');
    fireEvent.click(button);
    const note = await screen.findByText(t('saveError.notFound'));
    expect(note.textContent).toBe('Questa partita salvata non è più su questo dispositivo.');
    expect(document.body.textContent).not.toMatch(/No saved game/);
  });
});
