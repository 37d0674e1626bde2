// Zvezda 2012 rule cases, the turn around the battles (session 24): the common pool of Honor & Fortune
// tokens, seppuku and what it leaves of the hand, the end of the turn after the opponent's Dragon card,
// First Strike's moment and the Shogun card's extra die at range. Seed 002 is the Russian original of
// the 2012 rulebook; lines are seed 002 lines.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { sectionsOf } from '../../../src/games/samurai-battles/hex';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { playDragon } from '../dragon/kit';
import {
  act,
  actionsOf,
  decision,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
} from '../flow/harness';
import { z2Playing } from '../zvezda/audit-002-kit';
import { attackOn, game, previewOf, toBattle } from '../zvezda/combatKit';

const REST = ['advance-left', 'order-three-left', 'order-three-right'];

describe('the common pool of tokens (seed 002:502-506, 612-614, 757-767)', () => {
  it('the token paid to inspire goes back to the pool at once, so an empty pool can pay the honor the roll earns (seed 002:505, 511, 766-767)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      ['a'],
    );
    setHonor(s, 'bottom', 25);
    expect(s.pool).toBe(0);
    act(s, attackOn('a', '11,7'));
    // Two honor symbols: the first is not kept (inspired), the second is paid by the returned token.
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'inspire', leader: 'bL' });
    expect(s.players.bottom.honor).toBe(25);
    expect(s.pool).toBe(0);
    expect(scriptLeft(s)).toBe(0);
  });

  it('seppuku earns 5 tokens only while the pool holds them: 2 left in it, 2 earned (seed 002:612-614, 766-767)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,4' },
          { id: 'x', side: 'top', type: 'ASp', hex: '20,0' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
      },
      ['b1'],
    );
    setHonor(s, 'bottom', 23);
    expect(s.pool).toBe(2);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('b1', '11,3'));
    const ev = act(s, { type: 'seppuku' });
    expect(eventsOf(ev, 'seppuku')).toHaveLength(1);
    expect(s.players.top.honor).toBe(7);
    expect(s.pool).toBe(0);
  });
});

describe('seppuku and the cards it leaves (seed 002:231, 612-617, 883-887)', () => {
  it('after a seppuku the hand is one card smaller, and Advance orders one unit fewer: it counts the cards held (seed 002:231, 614, 883-887)', () => {
    const centre = ['9,1', '11,1', '13,1', '10,0'];
    expect(centre.every((hex) => sectionsOf(hex, 'top').includes('center'))).toBe(true);
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,4' },
          ...centre.map((hex, i) => ({ id: `t${i}`, side: 'top' as const, type: 'ASp' as const, hex })),
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('b1', '11,3'));
    act(s, { type: 'seppuku' });
    expect(s.players.top.hand).toHaveLength(3);
    if (decision(s).point === 'gain-ground') act(s, { type: 'stay' });
    endBattles(s);
    finishEndOfTurn(s);
    expectAt(s, 'command', 'top');
    setHand(s, 'top', ['advance-center', 'order-two-left', 'order-two-right']);
    playCard(s, 'advance-center');
    expect(viewOf(s, 'top').ordersLeft).toBe(3);
    order(s, 't0', 't1', 't2');
    expect(soleDecision(samuraiBattles, s)?.point).toBe('movement');
  });
});

describe('the end of the turn after the opponent played a Dragon card (seed 002:741-747, 801)', () => {
  it("only the active player's own Dragon card bars turning one in: the opponent's, played in this turn, does not; the opponent is not replenished (seed 002:745, 747, 801)", () => {
    const s = z2Playing(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
        ],
      },
      'order-two-center',
      { give: { bottom: ['panic'], top: ['followers-of-bishamon'] } },
    );
    // Bottom passes with his card; top answers it with hers.
    while (decision(s).point !== 'window:after-opponent-command') act(s, { type: 'pass' });
    expect(decision(s).seat).toBe('top');
    playDragon(s, 'followers-of-bishamon');
    expect(s.turnState.dragonPlayed.top).not.toBeNull();
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    while (decision(s).point.startsWith('window:')) act(s, { type: 'pass' });
    act(s, { type: 'take-honor' });
    const panic = s.players.bottom.dragonHand[0]!;
    expect(expectAt(s, 'discard-dragon', 'bottom')).toContainEqual({ type: 'discard-dragon', card: panic });
    act(s, { type: 'discard-dragon', card: panic });
    expect(s.players.top.dragonHand).toHaveLength(0);
    expectAt(s, 'command', 'top');
  });
});

describe("First Strike's moment (seed 002:907-909, 498)", () => {
  function holding(s: GameState): boolean {
    const d = soleDecision(samuraiBattles, s);
    return !!d && d.actions.some((a) => a.type === 'first-strike');
  }

  it('it answers a close combat only: a volley, or an attack on a lone leader who cannot battle, gives it no moment (seed 002:909, 498)', () => {
    const close = game({
      units: [
        { id: 'a', side: 'bottom', type: 'AB', hex: '11,5' },
        { id: 'n', side: 'bottom', type: 'SSp', hex: '12,4' },
        { id: 't', side: 'top', type: 'ASp', hex: '11,3' },
        { id: 't2', side: 'top', type: 'ASp', hex: '16,2' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '15,3' }],
    });
    setHand(close, 'bottom', ['order-two-center', ...REST]);
    playCard(close, 'order-two-center');
    order(close, 'a', 'n');
    endMovement(close);
    setHand(close, 'top', ['first-strike', 'order-two-left', 'order-two-right', 'cranes-wing']);
    // The bows fire at 11,3 from two hexes away: no First Strike offered before their roll.
    script(close, 'square', 'square');
    const volley = act(close, attackOn('a', '11,3', 'ranged'));
    expect(rolled(volley, 'ranged')).toEqual([['square', 'square']]);
    expect(holding(close)).toBe(false);
    expect(close.players.top.hand.some((c) => c.startsWith('first-strike'))).toBe(true);
    // The naginata attack the same yari in close combat: now it is offered.
    act(close, attackOn('n', '11,3'));
    expect(holding(close)).toBe(true);
  });

  it('a lone leader attacked in close combat holds First Strike in vain (seed 002:498, 909)', () => {
    const s = game({
      units: [
        { id: 'n', side: 'bottom', type: 'SSp', hex: '12,4' },
        { id: 'x', side: 'top', type: 'ASp', hex: '20,0' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
    });
    setHand(s, 'bottom', ['order-two-center', ...REST]);
    playCard(s, 'order-two-center');
    order(s, 'n');
    endMovement(s);
    setHand(s, 'top', ['first-strike', 'order-two-left', 'order-two-right', 'cranes-wing']);
    act(s, attackOn('n', '11,3'));
    expect(holding(s)).toBe(false);
  });
});

describe('the Shogun card at range (seed 002:926-930)', () => {
  it('"1 more die in battle" holds for a volley too: bows ordered by it fire 3 dice at 2 hexes (seed 002:928; 384-386)', () => {
    const s = game({
      units: [
        { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '10,6' },
      ],
    });
    setHand(s, 'bottom', ['shogun', ...REST]);
    // 4 dice for 4 cards held: one circle orders the bows; the honor symbols give tokens.
    script(s, 'circle', 'honor', 'honor', 'honor');
    playCard(s, 'shogun');
    order(s, 'a');
    endMovement(s);
    const fire = attackOn('a', '10,6', 'ranged');
    expect(previewOf(s, fire).dice.total).toBe(3);
    script(s, 'square', 'square', 'square');
    const ev = act(s, fire);
    expect(rolled(ev, 'ranged')).toEqual([['square', 'square', 'square']]);
    expect(actionsOf(s, 'battle')).toEqual([]);
  });
});
