// Session 15 audit, GMT 2021 core rules: Honor & Fortune tokens and victory, through the state
// machine. Seed 003: the common pool and the reserves (1846-1858); the ways to gain tokens
// (1861-1876); the end of the game (1892-1894).

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import { playDragon } from '../dragon/kit';
import { scene } from '../dragon/scenes';
import {
  act,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  newGame,
  order,
  playCard,
  script,
  scriptLeft,
  setHand,
  toBattle,
  tokens,
} from '../flow/harness';

const DUEL = {
  units: [
    { id: 'b1', side: 'bottom' as const, type: 'SSp' as const, hex: '10,8' },
    { id: 't1', side: 'top' as const, type: 'SSp' as const, hex: '11,7' },
  ],
};

describe('the common pool and the reserves (seed 003:1846-1858)', () => {
  it('tokens earned in combat leave the common pool for the reserve, and both reserves are public', () => {
    const s = toBattle(DUEL, ['b1']);
    const pool = s.pool;
    // Two honor symbols for b1; the battle back misses without honor.
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(7);
    expect(s.pool).toBe(pool - 2);
    expect(tokens(s)).toBe(30);
    // Each player sees the other's reserve (1857-1858).
    const view = samuraiBattles.view(s, 'top');
    expect(view.players.bottom.honor).toBe(7);
    expect(view.players.bottom.hand).toBeNull();
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('ways to gain tokens (seed 003:1861-1876)', () => {
  function toReplenish(dragons: number) {
    const s = newGame({ ...DUEL, dragons: { bottom: dragons } }, { options: { dragonCards: true } });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    return s;
  }

  it('2 tokens instead of a Dragon card at the end of the turn (seed 003:1865, 1870-1871)', () => {
    const s = toReplenish(0);
    expect(expectAt(s, 'replenish', 'bottom')).toEqual([{ type: 'take-dragon' }, { type: 'take-honor' }]);
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(7);
    expect(s.players.bottom.dragonHand).toHaveLength(0);
  });

  it('1 token for a Dragon card discarded when none was played (seed 003:1873-1874)', () => {
    const s = toReplenish(1);
    const held = s.players.bottom.dragonHand[0]!;
    act(s, { type: 'take-honor' });
    expectAt(s, 'discard-dragon', 'bottom');
    act(s, { type: 'discard-dragon', card: held });
    expect(s.players.bottom.honor).toBe(8);
    expect(s.players.bottom.dragonHand).toHaveLength(0);
  });

  it('some Dragon cards give tokens (seed 003:1876)', () => {
    const { s } = scene('tea-ceremony');
    const before = s.players.bottom.honor;
    script(s, 'honor', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'tea-ceremony');
    const paid = dragonDef('tea-ceremony').cost;
    expect(s.players.bottom.honor).toBe(before - paid + 2);
    expect(eventsOf(ev, 'honor').some((e) => e.side === 'bottom' && e.delta === 2)).toBe(true);
  });
});

describe('the end of the game (seed 003:1892-1894)', () => {
  it('the game ends as soon as a player has the banners the scenario asks for', () => {
    const s = toBattle({ ...DUEL, banners: 1, units: [DUEL.units[0]!, { ...DUEL.units[1]!, blocks: 1 }] }, [
      'b1',
    ]);
    script(s, 'square', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'game-over')).toEqual([expect.objectContaining({ winner: 'bottom' })]);
    expect(s.winner).toBe('bottom');
    expect(scriptLeft(s)).toBe(0);
  });
});
