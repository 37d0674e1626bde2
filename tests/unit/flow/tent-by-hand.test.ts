// The tent capture at a turn start (flow/turn.ts captureTents) first asks whether any unit of the
// player whose turn starts stands on an enemy tent, from the units' side, keeping nothing: a tent laid
// or taken away by hand between actions, on a game already under way, is seen as it is then.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  newGame,
  order,
  playCard,
  script,
  setHand,
} from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];
const TOP_HAND = ['order-two-center', 'order-one-left', 'order-two-right', 'cranes-wing'];

const OPEN: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'ASp', hex: '11,1', blocks: 1 },
    { id: 't1', side: 'top', type: 'ASp', hex: '20,2' },
    { id: 't2', side: 'top', type: 'ASp', hex: '12,0' },
  ],
};

/** Bottom moves b1 to 10,0 and ends its turn; top plays a card and ends its turn at replenish. */
function toTopsReplenish(s: GameState): void {
  setHand(s, 'bottom', HAND);
  setHand(s, 'top', TOP_HAND);
  playCard(s, 'order-two-center');
  order(s, 'b1');
  act(s, { type: 'move', piece: 'b1', to: '10,0' });
  endBattles(s);
  expectAt(s, 'replenish', 'bottom');
  act(s, { type: 'take-honor' });
  playCard(s, 'order-two-center');
  order(s, 't2');
  endMovement(s);
  endBattles(s);
  expectAt(s, 'replenish', 'top');
}

describe('tents laid or lifted by hand during a game', () => {
  it('a tent laid by hand under a unit is captured at the start of that unit’s turn', () => {
    const s = newGame(OPEN);
    toTopsReplenish(s);
    s.terrain['10,0'] = { t: 'tent', side: 'top' };
    script(s, 1);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([{ type: 'tent-captured', side: 'top', by: 'bottom' }]);
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
  });

  it('a tent of the unit’s own side, or a camp, laid by hand is not captured', () => {
    for (const cell of [
      { t: 'tent', side: 'bottom' },
      { t: 'tent', side: 'top', camp: true },
    ] as const) {
      const s = newGame(OPEN);
      toTopsReplenish(s);
      s.terrain['10,0'] = { ...cell };
      const ev = act(s, { type: 'take-honor' });
      expect(eventsOf(ev, 'tent-captured')).toEqual([]);
      expect(s.terrain['10,0']).toEqual(cell);
    }
  });

  it('a tent lifted by hand before the turn starts is not captured', () => {
    const s = newGame({ ...OPEN, terrain: { '10,0': { t: 'tent', side: 'top' } } });
    toTopsReplenish(s);
    delete s.terrain['10,0'];
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([]);
    expect(s.players.bottom.banners).toBe(0);
  });
});
