// @vitest-environment jsdom
// Numbers and dates follow the app's language, not the device's (session 21's walk): the saves
// list's "last played" date, the storage note's megabytes and the luck report's decimals read
// "2,5" and Italian or Russian dates when the app speaks Italian or Russian on an English device.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createSave, listSaves, samuraiNewSave } from '../../../src/store/index';
import { switchLocale } from '../../../src/ui/i18n';
import { LuckScreen } from '../../../src/ui/review/LuckScreen';
import { buildReview } from '../../../src/ui/review/review';
import { SavesScreen } from '../../../src/ui/screens/Saves';
import { StorageNote } from '../../../src/ui/screens/StorageNote';
import { randomGameLog } from '../review/random-log';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLocale('en');
});

function duel(): Setup {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { scenario: result.scenario };
}

describe('numbers and dates in the app’s language', () => {
  it('dates a save in Italian on the saves list when the app is in Italian', async () => {
    const setup = duel();
    const save = await createSave(samuraiNewSave(setup, 3, samuraiBattles.setup(setup, 3)));
    save.close();
    const [entry] = await listSaves();
    if (!entry?.ok) throw new Error('no save');
    await switchLocale('it');
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    const when = await screen.findByText(/^Giocata l’ultima volta /);
    const italian = new Intl.DateTimeFormat('it', { dateStyle: 'medium', timeStyle: 'short' }).format(
      entry.header.lastPlayed,
    );
    expect(when.textContent).toBe(`Giocata l’ultima volta ${italian}`);
  });

  it('writes megabytes with a decimal comma in Italian', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: () => Promise.resolve({ usage: 2_500_000, quota: 12_000_000_000 }) },
    });
    await switchLocale('it');
    render(() => <StorageNote finished={0} version={1} />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe('Kassen usa 2,5 MB dei 12.000 MB che questo dispositivo gli concede.');
  });

  it('writes the luck report’s expected hits with a decimal comma in Russian', async () => {
    const setup: Setup = { scenario: duel().scenario };
    // A random legal game long enough to roll dice: expected hits are then fractions.
    const { log } = randomGameLog(setup, 5, 80);
    const review = buildReview(samuraiBattles, eventsFor, { title: 'T', setup, seed: 5, log });
    expect(review.luck.top.total.dice + review.luck.bottom.total.dice).toBeGreaterThan(0);
    await switchLocale('ru');
    render(() => <LuckScreen review={review} onBack={() => {}} />);
    const expected = screen.getByRole('rowheader', { name: 'Ожидалось попаданий' }).parentElement;
    const cells = [...(expected?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell).toMatch(/^\d+,\d$/);
    for (const line of document.querySelectorAll('.luck-verdicts li')) {
      expect(line.textContent).toMatch(/удача как в среднем$|на \d+,\d попадания$/);
    }
  });
});
