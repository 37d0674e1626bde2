// Shogun games in the store (src/store/shogun.ts): the save records the rules version, the players
// and the year and season; a resumed save is the same game; export and import carry it whole.

import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { createRng } from '../../../src/engine/rng';
import { act, startSession } from '../../../src/engine/session';
import { shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { resumeSave } from '../../../src/store/resume';
import { createSave, flushSaves, GameSave, listSaves, loadSave } from '../../../src/store/saves';
import {
  SHOGUN_RULES_VERSION,
  shogunNewSave,
  shogunPlayersOf,
  shogunProgress,
  shogunSeasonOf,
} from '../../../src/store/shogun';
import { exportSave, importSave } from '../../../src/store/transfer';
import { freshDatabase } from './db-helpers';
import { expectSaveError } from './expect-error';

const PLAYERS = [
  { name: 'Aiko', colour: 'red' },
  { name: 'Ben', colour: 'blue' },
  { name: '', colour: 'black' },
];

/** A 3-player draft game saved action by action, as the table saves it. */
async function played(n: number) {
  const session = startSession(shogun, { players: 3, side: 'moon', start: 'draft' }, 42);
  const save = await createSave(
    shogunNewSave(session.setup, 42, session.state, PLAYERS, ['Aiko (Red)', 'Ben (Blue)', 'Black']),
  );
  const rng = createRng(5);
  for (let i = 0; i < n; i++) {
    const d = shogun.decisions(session.state)[0]!;
    const action = randomChoice(rng, d.seat, d.actions);
    expect(act(session, d.seat, action).ok).toBe(true);
    await save.appendAction({ seat: d.seat, action }, shogunProgress(session.state), session.state);
  }
  await flushSaves();
  return { session, save };
}

beforeEach(() => {
  freshDatabase();
});

describe('Shogun saves', () => {
  it('repeat the engine’s rules version', () => {
    expect(SHOGUN_RULES_VERSION).toBe(shogun.rulesVersion);
  });

  it('read progress as year and season', () => {
    expect(shogunSeasonOf(0)).toBeNull();
    expect(shogunSeasonOf(1)).toEqual({ year: 1, season: 0 });
    expect(shogunSeasonOf(4)).toEqual({ year: 1, season: 3 });
    expect(shogunSeasonOf(6)).toEqual({ year: 2, season: 1 });
  });

  it('list the game with its players, and resume it as the same game', async () => {
    const { session, save } = await played(60);
    const [row] = await listSaves();
    expect(row).toMatchObject({
      ok: true,
      header: {
        game: 'shogun',
        edition: 'shogun',
        actions: 60,
        rulesVersion: SHOGUN_RULES_VERSION,
        armies: ['Aiko (Red)', 'Ben (Blue)', 'Black'],
      },
    });
    expect(row?.ok && row.header.turn).toBe(session.state.calendar);
    expect(shogunPlayersOf(row?.ok ? row.header.extra : undefined, 3)).toEqual(PLAYERS);
    save.close();
    const resumed = await resumeSave(save.id, shogun);
    expect(resumed.session.log).toEqual(session.log);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
    resumed.save.close();
  });

  it('export and import whole', async () => {
    const { session, save } = await played(25);
    const { text } = await exportSave(save.id);
    const header = await importSave(text, { shogun });
    expect(header.game).toBe('shogun');
    const opened = await resumeSave(header.id, shogun);
    expect(sameAction(opened.session.state, session.state)).toBe(true);
    opened.save.close();
  });

  it('refuse a stale tab’s planning: another tab wrote first, nothing of the stale one is stored (issue 27)', async () => {
    const { session, save } = await played(30);
    // The other tab opens the same save and plans for the next seat asked.
    const other = new GameSave((await loadSave(save.id)).header);
    const d = shogun.decisions(session.state)[0]!;
    const action = randomChoice(createRng(9), d.seat, d.actions);
    expect(act(session, d.seat, action).ok).toBe(true);
    await other.appendAction({ seat: d.seat, action }, shogunProgress(session.state), session.state);
    // The first tab, still at 30 actions, plays too: refused, and the save keeps the other tab's game.
    const before = await loadSave(save.id);
    await expectSaveError(
      save.appendAction({ seat: d.seat, action }, shogunProgress(session.state)),
      'conflict',
    );
    await expectSaveError(save.truncate(29, shogunProgress(session.state)), 'conflict');
    const after = await loadSave(save.id);
    expect(after.header.revision).toBe(before.header.revision);
    expect(after.log).toEqual(before.log);
    expect(after.log).toHaveLength(31);
    other.close();
    save.close();
  });

  it('keep which seats the computer plays (and only a true flag counts)', () => {
    const extra = {
      players: [
        { name: 'Aiko', colour: 'red' },
        { name: '', colour: 'blue', computer: true },
        { name: '', colour: 'black', computer: 'yes' },
      ],
    };
    expect(shogunPlayersOf(extra, 3)).toEqual([
      { name: 'Aiko', colour: 'red' },
      { name: '', colour: 'blue', computer: true },
      { name: '', colour: 'black' },
    ]);
  });

  it('read missing players as unnamed', () => {
    expect(shogunPlayersOf(undefined, 2)).toEqual([
      { name: '', colour: '' },
      { name: '', colour: '' },
    ]);
  });
});
