// Shogun companion games in the store (src/store/shogun-companion.ts): the save records the rules
// version and the season as progress, and resumes as the same game.

import { beforeEach, describe, expect, it } from 'vitest';
import { act, startSession } from '../../../src/engine/session';
import { shogunCompanion } from '../../../src/games/shogun-companion/index';
import { resumeSave } from '../../../src/store/resume';
import { createSave, flushSaves, listSaves } from '../../../src/store/saves';
import {
  SHOGUN_COMPANION_RULES_VERSION,
  shogunCompanionNewSave,
  shogunCompanionProgress,
} from '../../../src/store/shogun-companion';
import { freshDatabase } from './db-helpers';

const PLAYERS = [
  { name: 'Aiko', colour: 'red' },
  { name: 'Ben', colour: 'blue' },
  { name: '', colour: 'black' },
];

beforeEach(() => {
  freshDatabase();
});

describe('Shogun companion saves', () => {
  it('repeat the module’s rules version', () => {
    expect(SHOGUN_COMPANION_RULES_VERSION).toBe(shogunCompanion.rulesVersion);
  });

  it('list the game as a companion with its season, and resume it as the same game', async () => {
    const setup = { players: 3, side: 'sun', start: 'fixed', tower: 'twoLevels' } as const;
    const session = startSession(shogunCompanion, setup, 7);
    const save = await createSave(
      shogunCompanionNewSave(setup, 7, session.state, PLAYERS, ['Aiko', 'Ben', 'Black']),
    );
    expect(shogunCompanionProgress(session.state).turn).toBe(0);
    for (const [seat, action] of [
      ['p1', { type: 'begin' }],
      ['p1', { type: 'bid', bid: 2 }],
      ['p2', { type: 'bid', bid: 'province' }],
    ] as const) {
      expect(act(session, seat, action).ok).toBe(true);
      await save.appendAction({ seat, action }, shogunCompanionProgress(session.state), session.state);
    }
    await flushSaves();
    const [row] = await listSaves();
    expect(row).toMatchObject({
      ok: true,
      header: {
        game: 'shogun-companion',
        kind: 'companion',
        turn: 1,
        actions: 3,
        rulesVersion: SHOGUN_COMPANION_RULES_VERSION,
      },
    });
    save.close();
    const resumed = await resumeSave(save.id, shogunCompanion);
    expect(resumed.session.state).toEqual(session.state);
    resumed.save.close();
  });
});
