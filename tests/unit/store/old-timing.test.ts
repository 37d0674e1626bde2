// A save recorded under rules version 1 (the command tent captured at the start of EVERY turn, so an
// enemy unit on it took it at the start of its owner's turn) opens and continues under version 2 (the
// start of the occupier's own turn: seed 003:766-771, 2731-2734, 4019-4021; rules-decisions A-1).
// The old engine is stood in for by the new one plus the old capture, applied where it used to happen.

import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { randomInt } from '../../../src/engine/rng';
import type { Action } from '../../../src/games/samurai-battles/index';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { resumeSave } from '../../../src/store/resume';
import { samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import { createSave, flushSaves, loadSave } from '../../../src/store/saves';
import { scenario } from '../flow/harness';
import { freshDatabase } from './db-helpers';

type SamuraiModule = typeof samuraiBattles;

/** Version 1: after a turn starts, the enemy tent of the player now active falls to the unit on it. */
const versionOne: SamuraiModule = {
  ...samuraiBattles,
  rulesVersion: 1,
  apply(state, seat, action) {
    const r = samuraiBattles.apply(state, seat, action);
    if (r.ok && r.events.some((e) => e.type === 'turn-start')) oldCapture(state);
    return r;
  },
};

function oldCapture(s: GameState): void {
  for (const [hex, cell] of Object.entries(s.terrain)) {
    const u = Object.values(s.units).find((x) => x.hex === hex);
    if (cell.t !== 'tent' || cell.side !== s.active || !u || u.side === s.active) continue;
    delete s.terrain[hex];
    const hand = s.players[s.active].hand;
    s.commandDiscard.push(...hand.splice(randomInt(s.rng, hand.length), 1));
    s.players[s.active].handSize -= 1;
    s.players[u.side].banners += 3;
    for (let i = 0; i < 3; i++) s.players[u.side].bannerLog.push({ turn: s.turn, reason: 'captured' });
  }
}

const SETUP: Setup = {
  scenario: scenario({
    terrain: { '10,0': { t: 'tent', side: 'top' } },
    units: [
      { id: 'b1', side: 'bottom', type: 'ASp', hex: '11,1' },
      { id: 't1', side: 'top', type: 'ASp', hex: '20,2' },
    ],
  }),
  options: { dragonCards: false },
};

/** Bottom walks b1 into the top tent; every other decision takes the first plain choice. */
function pick(s: GameState, module: SamuraiModule): { seat: Side; action: Action } {
  const d = soleDecision(module, s)!;
  const find = (p: (a: Action) => boolean) => d.actions.find(p);
  const action =
    find((a) => a.type === 'order' && a.choice.kind === 'unit' && a.choice.unit === 'b1') ??
    find((a) => a.type === 'move' && a.piece === 'b1' && a.to === '10,0') ??
    find((a) =>
      ['end-orders', 'end-movement', 'end-battles', 'take-honor', 'keep-dragons'].includes(a.type),
    ) ??
    d.actions[0]!;
  return { seat: d.seat, action };
}

beforeEach(() => {
  freshDatabase();
});

describe('a save from before the tent timing changed (rules version 1 → 2)', () => {
  it('opens at the state its players saw and plays on under the new timing', async () => {
    const seed = 1;
    const state = versionOne.setup(SETUP, seed);
    const save = await createSave({ ...samuraiNewSave(SETUP, seed, state), rulesVersion: 1 });
    // Play until the top player's turn has started (the old capture) and he has played his card.
    while (!(state.active === 'top' && state.turnState.card)) {
      const { seat, action } = pick(state, versionOne);
      const r = versionOne.apply(state, seat, action);
      if (!r.ok) throw new Error(r.detail);
      await save.appendAction({ seat, action }, samuraiProgress(state), state);
    }
    // Under version 1 the tent fell as its owner's turn began.
    expect(state.terrain['10,0']).toBeUndefined();
    expect(state.players.bottom.banners).toBe(3);
    await save.snapshotNow(state);
    await flushSaves();
    save.close();

    const resumed = await resumeSave(save.id, samuraiBattles);
    // The log gives another game under version 2, so it goes on from the state the players saw.
    expect(resumed.notice).toBeNull();
    expect(resumed.fromSnapshot).toBe(resumed.session.log.length);
    expect(sameAction(resumed.session.state, state)).toBe(true);
    const s = resumed.session.state;
    let turnStarts = 0;
    while (turnStarts < 2) {
      const { seat, action } = pick(s, samuraiBattles);
      const r = samuraiBattles.apply(s, seat, action);
      if (!r.ok) throw new Error(r.detail);
      turnStarts += r.events.filter((e) => e.type === 'turn-start').length;
      // The tent is gone: nothing is captured twice.
      expect(r.events.filter((e) => e.type === 'tent-captured')).toEqual([]);
      resumed.session.log.push({ seat, action });
      await resumed.save.appendAction({ seat, action }, samuraiProgress(s), s);
    }
    await flushSaves();
    expect(s.winner).toBeNull();
    expect(s.players.bottom.banners).toBe(3);
    // Saved on under the rules of today (version 2 brought the timing; later versions keep it).
    expect((await loadSave(save.id)).header.rulesVersion).toBe(samuraiBattles.rulesVersion);
  });
});
