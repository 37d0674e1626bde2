// GMT 2021 rule cases, Honor & Fortune and victory (session 16): tokens gained and paid, an empty pool,
// lack of honor, seppuku and the hand it costs, banners counted the moment they are won. Seed 003.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import {
  act,
  actionsOf,
  board,
  centreWithDragons,
  chooseLoss,
  close,
  dragonBattle,
  duel,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  giveDragon,
  holdHex,
  ldr,
  order,
  playDragon,
  ranged,
  script,
  scriptLeft,
  setHonor,
  strike,
  toBattle,
  tokens,
  u,
} from './cases';

function over(s: Parameters<typeof soleDecision>[1]): boolean {
  return soleDecision(samuraiBattles, s) === null;
}

describe('the game ends the moment the last banner is won', () => {
  it('by the defender’s battle back in the active player’s turn: the defender wins (seed 003:1899-1902)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8', 1), u('t1', 'SSp', '11,7')], [], { banners: 1 }), [
      'b1',
    ]);
    script(s, 'circle', 'circle', 'circle', 'circle');
    script(s, 'square', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'game-over').map((e) => e.winner)).toEqual(['top']);
    expect(s.winner).toBe('top');
    expect(over(s)).toBe(true);
  });

  it('mid-turn, with a second ordered unit still to battle: the game is over at once (seed 003:785, 1899-1900)', () => {
    const s = toBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('b2', 'SSp', '14,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '15,7')],
        [],
        {
          banners: 1,
        },
      ),
      ['b1', 'b2'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    expect(s.winner).toBe('bottom');
    expect(over(s)).toBe(true);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a unit and its leader falling in one attack give 2 banners: 2 needed, won there (seed 003:781-782, 1521-1525)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7', 1)], [ldr('tL', 'foot', '11,7')], { banners: 2 }),
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    script(s, 'swords');
    act(s, close('b1', '11,7'));
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(2);
    expect(s.winner).toBe('bottom');
  });

  it('a unit destroyed by its own lack-of-honor roll gives the enemy a banner, which can end the game (seed 003:1713-1717, 1727-1728)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7', 1)], [], { banners: 1 }), [
      'b1',
    ]);
    setHonor(s, 'top', 0);
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // 1 owed, none held: 5 dice, the triangle is the retreating unit's own symbol.
    script(s, 'triangle', 'flag', 'honor', 'swords', 'flag');
    act(s, { type: 'retreat', to: '12,6' });
    expect(s.units.t1).toBeUndefined();
    expect(s.winner).toBe('bottom');
  });

  it('gaining ground onto an objective hex worth the last banner ends the game before any bonus combat (seed 003:1773-1776, 1895-1900)', () => {
    const s = strike(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6')], [], {
        banners: 2,
        objectives: [holdHex('bottom', '11,7')],
      }),
      ['triangle', 'circle', 'circle', 'circle'],
    );
    expect(s.players.bottom.banners).toBe(1);
    expect(s.winner).toBeNull();
    act(s, { type: 'gain-ground' });
    expect(s.players.bottom.banners).toBe(2);
    expect(s.winner).toBe('bottom');
    expect(over(s)).toBe(true);
  });
});

describe('lack of honor', () => {
  it('swords, flags and honor do nothing; another symbol costs a block of the nearest unit bearing it, the owner choosing between equals (seed 003:1716-1717, 1730-1737)', () => {
    const s = toBattle(duel('ASp', { units: [u('tA', 'AB', '8,4'), u('tB', 'AB', '16,4')] }), ['b1']);
    setHonor(s, 'top', 0);
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'swords', 'flag', 'honor', 'square');
    act(s, { type: 'retreat', to: '12,6' });
    // tA at 8,4 and tB at 16,4 are both 3 hexes from 12,6, where the retreat ended: top picks.
    chooseLoss(s, 'top', ['tA', 'tB'], 'tB');
    expect(s.units.tB!.blocks).toBe(3);
    expect(s.units.tA!.blocks).toBe(4);
    // The square found no square unit; the triangle unit that retreated lost nothing.
    expect(s.units.t1!.blocks).toBe(4);
    expect(s.players.top.honor).toBe(0);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('tokens gained and the common pool', () => {
  it('with the common pool empty, honor symbols rolled give nothing (seed 003:1886-1889)', () => {
    const s = toBattle(duel('SSp'), ['b1']);
    setHonor(s, 'bottom', 5 + s.pool);
    expect(s.pool).toBe(0);
    script(s, 'honor', 'honor', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    expect(s.players.bottom.honor).toBe(25);
    expect(tokens(s)).toBe(30);
  });

  it('seppuku with 2 tokens left in the pool gives 2, not 5 (seed 003:1649-1650, 1886-1889)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'foot', '11,7')]), ['b1']);
    setHonor(s, 'bottom', 5 + s.pool - 2);
    expect(s.pool).toBe(2);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.players.top.honor).toBe(7);
    expect(s.pool).toBe(0);
  });

  it('a bow unit gains a token for an honor symbol at range, an arquebus unit does not (seed 003:1253-1254, 1881-1882)', () => {
    const s = toBattle(
      board([u('b1', 'AB', '10,8'), u('b2', 'AA', '14,8'), u('t1', 'SSp', '11,5'), u('t2', 'SSp', '15,5')]),
      ['b1', 'b2'],
    );
    script(s, 'honor', 'circle');
    act(s, ranged('b1', '11,5'));
    expect(s.players.bottom.honor).toBe(6);
    script(s, 'honor', 'circle');
    act(s, ranged('b2', '15,5'));
    expect(s.players.bottom.honor).toBe(6);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('seppuku, the hand and surrender', () => {
  it('a seppuku that leaves a single Command card makes its player surrender as his next turn starts (seed 003:1649-1652, 1903-1904)', () => {
    const s = strike(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'foot', '11,7')], { command: { top: 2 } }), [
      'circle',
      'circle',
      'circle',
      'circle',
    ]);
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.players.top.hand).toHaveLength(1);
    act(s, { type: 'stay' });
    finishEndOfTurn(s);
    expect(s.winner).toBe('bottom');
    expect(s.endReason).toBe('surrender');
  });
});

describe('the end of the turn', () => {
  it('the player who played no Dragon card may discard one he held before for a token, not the one just drawn (seed 003:1815-1826)', () => {
    const s = dragonBattle(board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '10,2')]), ['b1']);
    const old = giveDragon(s, 'bottom', 'courage');
    endBattles(s);
    if (soleDecision(samuraiBattles, s)?.point === 'keep-card') act(s, actionsOf(s, 'keep-card')[0]!);
    act(s, { type: 'take-dragon' });
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expect(actionsOf(s, 'discard-dragon')).toEqual([{ type: 'discard-dragon', card: old }]);
    act(s, { type: 'discard-dragon', card: old });
    expect(s.players.bottom.honor).toBe(6);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
    expectAt(s, 'command', 'top');
  });

  it('after playing a Dragon card in his turn the active player is offered no discard for a token (seed 003:1820-1821)', () => {
    const s = centreWithDragons(board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,3')]), [
      'fire-arrows',
      'courage',
    ]);
    playDragon(s, 'fire-arrows');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    act(s, { type: 'take-honor' });
    expectAt(s, 'command', 'top');
    expect(s.players.bottom.dragonHand).toHaveLength(1);
  });
});
