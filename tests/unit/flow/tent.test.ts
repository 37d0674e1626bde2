// The command tent falls at the start of its occupier's own turn, not the owner's: the owner first
// gets a whole turn to attack the unit or drive it out. Seed 003:766-771 (the rule), 2731-2734 (battle
// 7: "at the start of his turn" for the Ouchi captor), 4019-4021 (battle 39: "at the start of your
// turn"); rules-decisions A-1. The hand count at the owner's turn start: 1903-1904.

import { describe, expect, it } from 'vitest';
import type { DieFace, GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  newGame,
  order,
  passTurn,
  playCard,
  script,
  scriptLeft,
  setHand,
} from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];
const TOP_HAND = ['order-two-center', 'order-one-left', 'order-two-right', 'cranes-wing'];

const TENT: BattleSpec = {
  terrain: { '10,0': { t: 'tent', side: 'top' } },
  units: [
    { id: 'b1', side: 'bottom', type: 'ASp', hex: '11,1', blocks: 1 },
    { id: 't1', side: 'top', type: 'ASp', hex: '20,2' },
    { id: 't2', side: 'top', type: 'ASp', hex: '12,0' },
  ],
};

/** Bottom moves b1 into the top tent and ends its turn: returns the events of the last action (top's turn start). */
function stepOntoTent(s: GameState): ReturnType<typeof act> {
  setHand(s, 'bottom', HAND);
  playCard(s, 'order-two-center');
  order(s, 'b1');
  act(s, { type: 'move', piece: 'b1', to: '10,0' });
  endBattles(s);
  expectAt(s, 'replenish', 'bottom');
  return act(s, { type: 'take-honor' });
}

/** Top plays Order Two Center, orders t2 and neither moves nor attacks. */
function topPasses(s: GameState): void {
  playCard(s, 'order-two-center');
  order(s, 't2');
  endMovement(s);
  endBattles(s);
  expectAt(s, 'replenish', 'top');
}

/** Bottom steps onto the tent; in the next turn top attacks it from t2 with these dice. */
function topStrikesTent(s: GameState, ...faces: DieFace[]): ReturnType<typeof act> {
  setHand(s, 'top', TOP_HAND);
  stepOntoTent(s);
  playCard(s, 'order-two-center');
  order(s, 't2');
  endMovement(s);
  script(s, ...faces);
  return act(s, { type: 'battle', unit: 't2', target: '10,0', mode: 'close' });
}

describe('command tent timing (seed 003:766-771, 2731-2734, 4019-4021)', () => {
  it('a unit on the tent at the start of the owner’s turn captures nothing, and the owner may attack it', () => {
    const s = newGame(TENT);
    setHand(s, 'top', TOP_HAND);
    const ev = stepOntoTent(s);
    expect(eventsOf(ev, 'tent-captured')).toEqual([]);
    expect(s.terrain['10,0']).toEqual({ t: 'tent', side: 'top' });
    expect(s.players.bottom.banners).toBe(0);
    expect(s.players.top.hand).toHaveLength(4);
    expect(s.players.top.handSize).toBe(4);
    expectAt(s, 'command', 'top');
    playCard(s, 'order-two-center');
    order(s, 't2');
    endMovement(s);
    expect(actionsOf(s, 'battle')).toContainEqual({
      type: 'battle',
      unit: 't2',
      target: '10,0',
      mode: 'close',
    });
  });

  it('the occupier captures it at the start of his own next turn: 3 banners, a random card, a smaller command', () => {
    const s = newGame(TENT);
    const top = setHand(s, 'top', TOP_HAND);
    stepOntoTent(s);
    topPasses(s);
    // Top holds its three cards left and the one drawn; the random discard takes the second.
    script(s, 1);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([{ type: 'tent-captured', side: 'top', by: 'bottom' }]);
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
    expect(s.players.bottom.bannerLog.map((b) => b.reason)).toEqual(
      Array(3).fill('captured the enemy command tent'),
    );
    expect(s.commandDiscard).toContain(top[2]);
    expect(s.players.top.hand).not.toContain(top[2]);
    expect(s.players.top.hand).toHaveLength(3);
    expect(s.players.top.handSize).toBe(3);
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'command', 'bottom');
  });

  it('a unit eliminated on the tent during the owner’s turn captures nothing', () => {
    const s = newGame(TENT);
    const ev = topStrikesTent(s, 'triangle', 'circle', 'circle');
    expect(eventsOf(ev, 'unit-eliminated')).toEqual([
      { type: 'unit-eliminated', unit: 'b1', side: 'bottom' },
    ]);
    expectAt(s, 'gain-ground', 'top');
    act(s, { type: 'stay' });
    endBattles(s);
    finishEndOfTurn(s);
    expectAt(s, 'command', 'bottom');
    expect(s.terrain['10,0']).toEqual({ t: 'tent', side: 'top' });
    expect(s.players.bottom.banners).toBe(0);
    expect(s.players.top.banners).toBe(1);
  });

  it('a unit driven off the tent by a retreat during the owner’s turn captures nothing', () => {
    const s = newGame({ ...TENT, units: TENT.units!.map((u) => (u.id === 'b1' ? { ...u, blocks: 4 } : u)) });
    topStrikesTent(s, 'flag', 'circle', 'circle');
    while (actionsOf(s, 'retreat').length > 0) act(s, actionsOf(s, 'retreat')[0]!);
    expect(s.units.b1!.hex).not.toBe('10,0');
    for (const a of ['stay', 'no-bonus'] as const) if (actionsOf(s, a).length > 0) act(s, { type: a });
    endBattles(s);
    finishEndOfTurn(s);
    expectAt(s, 'command', 'bottom');
    expect(s.terrain['10,0']).toEqual({ t: 'tent', side: 'top' });
    expect(s.players.bottom.banners).toBe(0);
  });

  it('a tent lost with two cards in hand leaves one, and its owner surrenders as his own turn starts (seed 003:1903-1904)', () => {
    const s = newGame(TENT);
    setHand(s, 'top', ['order-two-center', 'order-one-left']);
    stepOntoTent(s);
    topPasses(s);
    // Top drew back to 2 at the end of its turn; the tent takes one.
    script(s, 0);
    act(s, { type: 'take-honor' });
    expect(s.players.top.hand).toHaveLength(1);
    expect(s.winner).toBeNull();
    setHand(s, 'bottom', HAND.slice(0, 3));
    passTurn(s, 'order-two-center', 'b1');
    expect(s.winner).toBe('bottom');
    expect(s.endReason).toBe('surrender');
  });

  it('the scenario may give the tent another number of banners (seed 003:769-770)', () => {
    const s = newGame(TENT);
    s.victory.tentBanners = { top: 2 };
    setHand(s, 'top', TOP_HAND);
    stepOntoTent(s);
    topPasses(s);
    script(s, 0);
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.banners).toBe(2);
  });
});

// The capture first asks whether any unit of the player whose turn starts stands on an enemy tent,
// from the units' side, keeping nothing (flow/turn.ts): a tent laid or lifted by hand between
// actions, on a game under way, is seen as it is then.
describe('tents laid or lifted by hand during a game', () => {
  /** Bottom steps onto 10,0 (no tent there yet) and top ends its turn, at replenish. */
  function onTheHex(spec: BattleSpec): GameState {
    const s = newGame(spec);
    setHand(s, 'top', TOP_HAND);
    stepOntoTent(s);
    topPasses(s);
    return s;
  }

  it('a tent laid by hand under a unit falls at the start of that unit’s turn', () => {
    const s = onTheHex({ ...TENT, terrain: {} });
    s.terrain['10,0'] = { t: 'tent', side: 'top' };
    script(s, 0);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([{ type: 'tent-captured', side: 'top', by: 'bottom' }]);
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
  });

  it('a tent of the unit’s own side, or a camp, laid by hand does not fall', () => {
    for (const cell of [
      { t: 'tent', side: 'bottom' },
      { t: 'tent', side: 'top', camp: true },
    ] as const) {
      const s = onTheHex({ ...TENT, terrain: {} });
      s.terrain['10,0'] = { ...cell };
      const ev = act(s, { type: 'take-honor' });
      expect(eventsOf(ev, 'tent-captured')).toEqual([]);
      expect(s.terrain['10,0']).toEqual(cell);
    }
  });

  it('a tent lifted by hand before the turn starts does not fall', () => {
    const s = onTheHex(TENT);
    delete s.terrain['10,0'];
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([]);
    expect(s.players.bottom.banners).toBe(0);
  });
});
