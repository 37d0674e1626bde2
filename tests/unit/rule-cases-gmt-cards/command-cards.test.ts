// Session 24: rule cases written from the GMT 2021 Command card faces (seed 003:4110-5080), each a
// position, the card and the result the face asks for, on points the earlier audits left open:
// whole-turn bonuses in bonus combats and past terrain caps, the square bow cavalry, the "if it can"
// of Serpent, Leadership around a lone leader, and the cards' bonuses meeting a Dragon card's.
// Board: bottom's baseline is r = 10; a hex's neighbours are (c +-2, r) and (c +-1, r +-1).

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  board,
  CENTER_HAND,
  close,
  decision,
  dragonGame,
  endMovement,
  eventsOf,
  giveDragon,
  ldr,
  movesOf,
  newGame,
  order,
  orderable,
  passWindows,
  playCard,
  playDragon,
  ranged,
  rolled,
  script,
  scriptLeft,
  setHand,
  u,
} from '../rule-cases-gmt/cases';

/** A top unit far from everything, so that no test ends the battle by banners. */
const FAR = u('t9', 'ASp', '1,1');

/** bottom holds `card` and the centre hand's others, and plays it. */
function playAs(s: GameState, card: string): void {
  setHand(s, 'bottom', [card, ...CENTER_HAND.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
}

/** The number of dice of each close-combat roll `side` made in these events. */
function closeRolls(ev: GameEvent[], side: 'bottom' | 'top'): number[] {
  return eventsOf(ev, 'dice')
    .filter((d) => d.purpose === 'close' && d.side === side)
    .map((d) => d.faces.length);
}

/** The ranged and close attacks offered now, as "unit>hex mode". */
function battles(s: GameState): string[] {
  return actionsOf(s, 'battle')
    .map((a) => `${a.unit}>${a.target} ${a.mode}`)
    .sort();
}

describe('Cavalry Charge (seed 003:4311-4329, 4829-4849)', () => {
  it('the extra die is for the whole turn: the bonus close combat after gaining ground rolls it too (003:4313-4317, 4831-4835)', () => {
    const s = newGame(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6'), FAR]),
    );
    playAs(s, 'cavalry-charge');
    order(s, 'b1');
    endMovement(s);
    const ev: GameEvent[] = [];
    // 4 dice + 1: the triangle destroys the one-block ashigaru.
    script(s, 'triangle', 'circle', 'circle', 'circle', 'circle');
    ev.push(...act(s, close('b1', '11,7')));
    ev.push(...act(s, { type: 'gain-ground' }));
    // The bonus combat: 4 + 1 again; t2 then battles back with its own 3.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    ev.push(...act(s, { type: 'bonus-combat', target: '12,6' }));
    expect(closeRolls(ev, 'bottom')).toEqual([5, 5]);
    expect(closeRolls(ev, 'top')).toEqual([3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the extra die comes on top of a forest cap: 2 + 1 against a unit in a forest (003:4313-4317 with 2104-2107, 2123-2124)', () => {
    const s = newGame(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7'), FAR], [], { terrain: { '11,7': 'forest' } }),
    );
    playAs(s, 'cavalry-charge');
    order(s, 'b1');
    endMovement(s);
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(closeRolls(ev, 'bottom')).toEqual([3]);
  });

  it('the samurai bow cavalry is red-square cavalry too: 3 hexes, then close combat with 3 + 1 dice, and no shot (003:4319-4325, 4837-4843)', () => {
    const s = newGame(board([u('b1', 'SBC', '10,10'), u('t1', 'ASp', '14,6'), u('t2', 'ASp', '12,4'), FAR]));
    playAs(s, 'cavalry-charge');
    order(s, 'b1');
    // 13,7 is 3 hexes from 10,10; a 4th hex is out of reach.
    expect(movesOf(s, 'b1')).toContain('13,7');
    expect(movesOf(s, 'b1')).not.toContain('14,6');
    expect(movesOf(s, 'b1')).not.toContain('12,6');
    act(s, { type: 'move', piece: 'b1', to: '13,7' });
    endMovement(s);
    // t2 at 12,4 is 3 hexes away, in bow range, but the charge forbids the shot.
    expect(battles(s)).toEqual(['b1>14,6 close']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '14,6'));
    expect(closeRolls(ev, 'bottom')).toEqual([4]);
  });

  it('Katchu Keiba on a charging red-square unit: 3 + 2 = 5 hexes, and it still battles (003:4319-4321 with 5416-5424)', () => {
    const s = dragonGame(board([u('b1', 'SSpC', '10,10'), u('t1', 'ASp', '10,4'), FAR]));
    giveDragon(s, 'bottom', 'katchu-keiba');
    playAs(s, 'cavalry-charge');
    order(s, 'b1');
    playDragon(s, 'katchu-keiba', 'b1');
    // 11,5 is 5 hexes from 10,10 and touches t1; 10,4 itself is 6 away.
    expect(movesOf(s, 'b1')).toContain('11,5');
    act(s, { type: 'move', piece: 'b1', to: '11,5' });
    endMovement(s);
    expect(battles(s)).toEqual(['b1>10,4 close']);
  });
});

describe('Stand and Fire (seed 003:4289-4309, 4330-4350)', () => {
  it('with Fire Arrows each of the two shots rolls the extra die, and the second may pick another target (003:4293-4295 with 5301-5313)', () => {
    const s = dragonGame(board([u('b1', 'AB', '10,10'), u('t1', 'SSp', '12,8'), u('t2', 'SSp', '8,8'), FAR]));
    giveDragon(s, 'bottom', 'fire-arrows');
    playAs(s, 'stand-and-fire');
    playDragon(s, 'fire-arrows');
    order(s, 'b1');
    endMovement(s);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = [...act(s, ranged('b1', '12,8'))];
    passWindows(s);
    expect(battles(s)).toEqual(['b1>12,8 ranged', 'b1>8,8 ranged']);
    ev.push(...act(s, ranged('b1', '8,8')));
    // The ashigaru bow's 2 dice at range 2, plus the card's 1, on both shots.
    expect(rolled(ev, 'ranged').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('Leadership (seed 003:4352-4359, 4850-4855, note 2066-2068)', () => {
  it("a lone leader's hex can be the leader's hex: he and 4 units in a linked chain from it, no fifth (003:4354-4357, 2066)", () => {
    const s = newGame(
      board(
        [
          u('u1', 'ASp', '12,8'),
          u('u2', 'ASp', '14,8'),
          u('u3', 'ASp', '8,8'),
          u('u4', 'ASp', '6,8'),
          u('u5', 'ASp', '4,8'),
          FAR,
        ],
        [ldr('bL', 'foot', '10,8')],
      ),
    );
    playAs(s, 'leadership');
    expect(orderable(s)).toContain('bL');
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bL' } });
    for (const id of ['u1', 'u2', 'u3', 'u4']) act(s, { type: 'order', choice: { kind: 'unit', unit: id } });
    // Five hexes ordered: u5, next in the chain, is out.
    expect(orderable(s)).toEqual([]);
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['bL', 'u1', 'u2', 'u3', 'u4']);
  });
});

describe('Serpent Command (seed 003:4979-5033, note 2075-2076)', () => {
  it('"if it can": a samurai bow that moved 1 hex still shoots with one die fewer; an arquebus that moved may not shoot (003:4995-5001, 5019-5025)', () => {
    const s = newGame(board([u('b1', 'SB', '10,10'), u('b2', 'AA', '12,10'), u('t1', 'SSp', '12,6'), FAR]));
    playAs(s, 'serpent');
    order(s, 'b1', 'b2');
    act(s, { type: 'move', piece: 'b1', to: '11,9' });
    act(s, { type: 'move', piece: 'b2', to: '13,9' });
    endMovement(s);
    // Both stand 3 hexes from t1: the bow (range 2-3) may shoot, the arquebus (range 2-4) may not.
    expect(battles(s)).toEqual(['b1>12,6 ranged']);
    script(s, 'circle');
    const ev = act(s, ranged('b1', '12,6'));
    expect(rolled(ev, 'ranged').map((r) => r.length)).toEqual([1]);
  });

  it('a lone leader is part of the group and links it: unit, lone leader, unit (003:4987-4993, 2075)', () => {
    const s = newGame(
      board(
        [u('b1', 'SSp', '10,10'), u('b2', 'ASp', '14,10'), u('t1', 'ASp', '10,2'), FAR],
        [ldr('bL', 'foot', '12,10')],
      ),
    );
    playAs(s, 'serpent');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    // b2 does not touch b1; the lone leader between them does.
    expect(orderable(s)).toEqual(['bL']);
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bL' } });
    expect(orderable(s)).toEqual(['b2']);
  });

  it('with Move Like the Wind the 1 hex of the card becomes 2, for samurai and levies alike (003:4993-4995 with 5634-5640)', () => {
    const s = dragonGame(
      board([u('b1', 'SSp', '10,10'), u('b2', 'LI', '12,10'), u('t1', 'ASp', '10,2'), FAR]),
    );
    giveDragon(s, 'bottom', 'move-like-the-wind');
    playAs(s, 'serpent');
    playDragon(s, 'move-like-the-wind');
    order(s, 'b1', 'b2');
    // 2 hexes, never 3: levies move 2 normally, the card's 1 limits them first.
    expect(movesOf(s, 'b1')).toContain('10,8');
    expect(movesOf(s, 'b2')).toContain('16,10');
    expect(movesOf(s, 'b2')).not.toContain('18,10');
    expect(movesOf(s, 'b2')).not.toContain('13,7');
  });
});

describe('Infantry Assault (seed 003:4923-4977)', () => {
  it('with Move Like the Wind the 2 hexes become 3 and the units still close-combat (003:4927-4933 with 5634-5640)', () => {
    const s = dragonGame(
      board([u('b1', 'SSp', '10,10'), u('b2', 'ASp', '12,10'), u('t1', 'ASp', '12,6'), FAR]),
    );
    giveDragon(s, 'bottom', 'move-like-the-wind');
    playAs(s, 'infantry-assault');
    playDragon(s, 'move-like-the-wind');
    order(s, 'b1', 'b2');
    // 11,7 and 13,7 are 3 hexes from the start and touch t1.
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    act(s, { type: 'move', piece: 'b2', to: '13,7' });
    endMovement(s);
    expect(battles(s)).toEqual(['b1>12,6 close', 'b2>12,6 close']);
  });
});

describe('Shogun (seed 003:4188-4216)', () => {
  it('a flag may order a lone leader; crossed swords order nothing (003:4188-4194)', () => {
    const s = newGame(
      board([u('b1', 'SSp', '10,10'), u('t1', 'ASp', '10,2'), FAR], [ldr('bL', 'foot', '12,10')]),
    );
    // One die per card of the command (4): a flag and three swords.
    script(s, 'flag', 'swords', 'swords', 'swords');
    playAs(s, 'shogun');
    expect(orderable(s)).toEqual(['b1', 'bL']);
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bL' } });
    expect(orderable(s)).toEqual([]);
  });
});

describe('First Strike (seed 003:4878-4922)', () => {
  it('answers a bonus close combat too: it is a close combat declared like any other (003:4878-4882 with 1791-1793)', () => {
    const s = newGame(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6'), FAR]),
    );
    setHand(s, 'top', ['first-strike', 'order-two-center', 'advance-left', 'order-three-left']);
    playAs(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    act(s, close('b1', '11,7'));
    // Top lets the first attack go; the one-block ashigaru falls and b1 gains ground.
    expect(actionsOf(s, 'first-strike')).toHaveLength(1);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'pass' });
    act(s, { type: 'gain-ground' });
    act(s, { type: 'bonus-combat', target: '12,6' });
    expect(decision(s).seat).toBe('top');
    expect(actionsOf(s, 'first-strike')).toHaveLength(1);
    // t2 strikes first with its 3 dice, then b1 makes its bonus combat with 4.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, actionsOf(s, 'first-strike')[0]!);
    expect(closeRolls(ev, 'top')).toEqual([3]);
    expect(closeRolls(ev, 'bottom')).toEqual([4]);
    expect(scriptLeft(s)).toBe(0);
  });
});
