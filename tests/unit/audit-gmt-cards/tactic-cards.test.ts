// Session 16 audit: the GMT 2021 tactic-card faces (seed 003:4188-4380, 4829-5080) through the state
// machine, each statement of a face named where it is printed. The symbol icons survive in the seed as
// private-use glyphs (U+F06C green circle, U+F071 blue triangle, U+F0A2 red square), so each symbol
// face can be told apart: circle 4230-4232 and 5034-5036, triangle 4234-4236 and 5042-5044, square
// 4259-4261 and 5038-5040.

import { describe, expect, it } from 'vitest';
import { COMMAND_CARDS } from '../../../src/games/samurai-battles/data/commandCards';
import {
  act,
  actionsOf,
  decision,
  endBattles,
  endMovement,
  eventsOf,
  legal,
  order,
  script,
  setHand,
} from '../flow/harness';
import { attack, board, diceCounts, many, orderable, play, reach } from './builder';

/** One unit of each symbol in each flank, a lone leader and the bodyguards (crossed swords). */
const ARMY = [
  'b-ab AB 0,10',
  'b-li LI 2,10',
  'b-asp ASp 4,10',
  'b-ssp SSp 16,10',
  'b-sb SB 18,10',
  'b-bg BG 10,10',
  't1 ASp 11,1',
];

/**
 * Plays `card` on a board with none of the pieces it names: each of `units` may be ordered, one
 * order in all. Returns the state with the first of them ordered.
 */
function anyOneUnit(card: string, units: string[]) {
  const s = board({ units: [...units, 't1 ASp 11,9'] });
  play(s, card);
  const ids = units.map((x) => x.split(' ')[0]!);
  expect(orderable(s)).toEqual([...ids].sort());
  act(s, { type: 'order', choice: { kind: 'unit', unit: ids[0]! } });
  expect(actionsOf(s, 'order')).toEqual([]);
  return s;
}

describe('the tactic cards in the deck (seed 003:4188-5080)', () => {
  it("copies are checked with the section cards' (section-cards.test.ts); First Strike is played on the opponent's turn; Shogun carries the helmet (003:4878, 4188)", () => {
    expect(COMMAND_CARDS['first-strike']!.reaction).toBe(true);
    expect(COMMAND_CARDS.shogun!.helmet).toBe(true);
  });
});

describe('the symbol cards (seed 003:4230-4271, 5034-5080)', () => {
  it('each face names its symbol by its glyph: circle 003:4230-4232, 5034-5036; triangle 003:4234-4236, 5042-5044; square 003:4259-4261, 5038-5040', () => {
    expect(COMMAND_CARDS['order-circle']!.order).toEqual({ kind: 'symbol', symbol: 'circle' });
    expect(COMMAND_CARDS['order-triangle']!.order).toEqual({ kind: 'symbol', symbol: 'triangle' });
    expect(COMMAND_CARDS['order-square']!.order).toEqual({ kind: 'symbol', symbol: 'square' });
  });

  it('one order per Command card held, this one included, for units with the symbol anywhere; never the lone leader nor the bodyguards (003:4238-4242, 4248-4252, 4263-4267)', () => {
    const s = board({ units: ARMY, leaders: ['bL foot 8,8'], command: 3 });
    play(s, 'order-circle');
    expect(orderable(s)).toEqual(['b-ab', 'b-li']);
    const sq = board({ units: [...ARMY, 'b-ssp2 SSp 20,10', 'b-ssp3 SSp 0,8'], command: 3 });
    play(sq, 'order-square');
    for (let i = 0; i < 3; i++) act(sq, actionsOf(sq, 'order')[0]!);
    // Three orders with a command of 3, though a fourth square unit is there.
    expect(actionsOf(sq, 'order')).toEqual([]);
  });

  it('the second faces read the same (003:5046-5050, 5058-5062, 5070-5074: circle, square, triangle)', () => {
    const s = board({ units: ARMY, command: 4 });
    play(s, 'order-triangle');
    expect(orderable(s)).toEqual(['b-asp']);
  });

  it('with no unit of the symbol, 1 unit of your choice (003:4244-4246, 4254-4256, 4269-4271, 5052-5054, 5064-5066, 5076-5078)', () => {
    const s = board({ units: ['b-ssp SSp 16,10', 'b-bg BG 10,10', 't1 ASp 11,1'], leaders: ['bL foot 8,8'] });
    play(s, 'order-circle');
    expect(orderable(s)).toEqual(['b-bg', 'b-ssp']);
    act(s, actionsOf(s, 'order')[0]!);
    expect(actionsOf(s, 'order')).toEqual([]);
  });

  it('the bars name the symbol card (003:4258, 4273, 5056, 5068, 5080): tactic cards, no helmet', () => {
    for (const id of ['order-circle', 'order-triangle', 'order-square'])
      expect([COMMAND_CARDS[id]!.kind, COMMAND_CARDS[id]!.helmet]).toEqual(['tactic', false]);
  });
});

describe('Cavalry Charge (seed 003:4289, 4311-4329, 4829-4849)', () => {
  it('orders 4 cavalry units or fewer, anywhere (003:4311, 4829)', () => {
    const s = board({
      units: [
        'c1 SSpC 0,10',
        'c2 SSpC 4,10',
        'c3 SBC 10,10',
        'c4 SSpC 16,10',
        'c5 SBC 20,10',
        'f1 SSp 8,10',
        't1 ASp 11,1',
      ],
    });
    play(s, 'cavalry-charge');
    expect(orderable(s)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    for (let i = 0; i < 4; i++) act(s, actionsOf(s, 'order')[0]!);
    expect(actionsOf(s, 'order')).toEqual([]);
  });

  it('red-square cavalry moves 3 hexes and still battles, with 1 extra die in close combat (003:4313-4321, 4831-4839)', () => {
    const spec = { units: ['c1 SSpC 10,10', 't1 ASp 14,6'] };
    const normal = board(spec);
    play(normal, 'order-two-center');
    order(normal, 'c1');
    expect(reach(normal, 'c1')).not.toContain('13,7');
    const s = board(spec);
    play(s, 'cavalry-charge');
    order(s, 'c1');
    act(s, { type: 'move', piece: 'c1', to: '13,7' });
    endMovement(s);
    many(s, 'circle');
    expect(diceCounts(attack(s, 'c1', '14,6'), 'close')[0]).toBe(5);
  });

  it('the ordered units may not battle at range (003:4321-4325, 4841-4843)', () => {
    const spec = { units: ['c1 SBC 10,10', 't1 ASp 12,8'] };
    const normal = board(spec);
    play(normal, 'order-two-center');
    order(normal, 'c1');
    endMovement(normal);
    expect(legal(normal, { type: 'battle', unit: 'c1', target: '12,8', mode: 'ranged' })).toBe(true);
    const s = board(spec);
    play(s, 'cavalry-charge');
    order(s, 'c1');
    endMovement(s);
    expect(legal(s, { type: 'battle', unit: 'c1', target: '12,8', mode: 'ranged' })).toBe(false);
  });

  it('with no cavalry, 1 unit of your choice, which gets neither the die nor the 3 hexes (003:4327-4329, 4845-4847)', () => {
    const s = anyOneUnit('cavalry-charge', ['b1 SSp 10,10', 'b2 ASp 2,10']);
    order(s);
    endMovement(s);
    many(s, 'circle');
    expect(diceCounts(attack(s, 'b1', '11,9'), 'close')[0]).toBe(4);
  });
});

describe('Stand and Fire (seed 003:4289-4309, 4330-4350)', () => {
  it('orders 4 missile units or fewer, none next to an enemy unit or lone enemy leader (003:4291-4299, 4332-4340)', () => {
    const s = board({
      units: [
        'a1 AB 0,10',
        'a2 AA 4,10',
        'a3 SB 16,10',
        'a4 SBC 20,10',
        'a5 AB 10,10',
        'a6 AB 8,8',
        'f1 SSp 12,10',
        't1 ASp 21,9',
      ],
      leaders: ['tL foot 9,7'],
    });
    play(s, 'stand-and-fire');
    // a4 touches t1 and a6 the lone leader tL: neither may be ordered; f1 has no missile weapon.
    expect(orderable(s)).toEqual(['a1', 'a2', 'a3', 'a5']);
  });

  it('each ordered unit may fire twice and may move neither before nor after (003:4295, 4299-4303, 4336, 4340-4344)', () => {
    const s = board({ units: ['a1 AB 10,10', 't1 SSp 12,8', 't2 SSp 11,1'] });
    play(s, 'stand-and-fire');
    order(s, 'a1');
    expect(actionsOf(s, 'move').filter((a) => a.piece === 'a1')).toEqual([]);
    endMovement(s);
    many(s, 'circle', 4);
    attack(s, 'a1', '12,8', 'ranged');
    expect(legal(s, { type: 'battle', unit: 'a1', target: '12,8', mode: 'ranged' })).toBe(true);
    attack(s, 'a1', '12,8', 'ranged');
    expect(decision(s).actions.some((a) => a.type === 'battle' || a.type === 'move')).toBe(false);
  });

  it('with no missile unit at all, 1 unit of your choice (003:4305-4309, 4346-4350)', () => {
    anyOneUnit('stand-and-fire', ['b1 SSp 10,10', 'b2 ASp 2,10']);
  });
});

describe('Leadership (seed 003:4352-4359, 4850-4858)', () => {
  it("the leader's hex and up to 4 hexes joined to it in one connected group (003:4354-4357, 4850-4853)", () => {
    const s = board({
      units: [
        'u0 SSp 10,8',
        'u1 ASp 12,8',
        'u2 ASp 14,8',
        'u3 ASp 16,8',
        'u4 ASp 18,8',
        'u5 ASp 20,8',
        't1 ASp 11,1',
      ],
      leaders: ['bL foot 10,8'],
    });
    play(s, 'leadership');
    for (const id of ['u0', 'u1', 'u2', 'u3', 'u4'])
      act(s, { type: 'order', choice: { kind: 'unit', unit: id } });
    // Five hexes: the sixth in the chain is out of the group; no leader may leave his unit.
    expect(orderable(s)).toEqual([]);
    expect(actionsOf(s, 'order')).toEqual([]);
  });

  it('or else 1 unit of your choice, anywhere (003:4358-4359, 4854-4855)', () => {
    const s = board({ units: ['u0 SSp 10,8', 'far ASp 2,10', 't1 ASp 11,1'], leaders: ['bL foot 10,8'] });
    play(s, 'leadership');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'far' } });
    expect(actionsOf(s, 'order')).toEqual([]);
  });
});

describe('Counter-attack (seed 003:4362-4380, 4858-4876)', () => {
  it("becomes the card the opponent played on his last turn, left and right swapped, with that card's draw (003:4362-4378, 4860-4868, 4870-4876)", () => {
    const s = board({ units: ['l1 SSp 2,10', 'r1 SSp 18,10', 'r2 ASp 20,10', 't1 ASp 11,1'] });
    s.players.top.lastCard = 'order-one-left';
    play(s, 'counter-attack');
    expect(orderable(s)).toEqual(['r1', 'r2']);
    order(s, 'r1');
    endMovement(s);
    endBattles(s);
    // Order One's draw 2, keep 1 comes with the copy.
    expect(decision(s).point).toBe('keep-card');
  });

  it('a copied Shogun rolls its dice and reshuffles both decks at the end (003:4368-4370)', () => {
    const s = board({ units: ['c1 AB 10,10', 't1 ASp 11,1'], dragons: true });
    s.players.top.lastCard = 'shogun';
    script(s, 'circle', 'honor', 'swords', 'swords');
    const ev = play(s, 'counter-attack');
    expect(diceCounts(ev, 'shogun')).toEqual([4]);
    order(s, 'c1');
    const end = [...endMovement(s), ...endBattles(s)];
    expect(eventsOf(end, 'reshuffled')).toHaveLength(2);
  });

  it("copies Tiger's Tail Left as Tiger's Tail Right (003:4372-4378)", () => {
    const s = board({
      units: ['l1 SSp 2,10', 'c1 SSp 10,10', 'c2 SSp 12,10', 'c3 SSp 8,10', 'r1 SSp 18,10', 't1 ASp 11,1'],
    });
    s.players.top.lastCard = 'tigers-tail-left';
    play(s, 'counter-attack');
    for (let i = 0; i < 3; i++) act(s, actionsOf(s, 'order').find((a) => a.choice.kind === 'unit')!);
    const ordered = Object.keys(s.turnState.ordered).sort();
    expect(ordered.filter((id) => id.startsWith('c'))).toHaveLength(2);
    expect(ordered).toContain('r1');
    expect(ordered).not.toContain('l1');
  });
});

describe('First Strike (seed 003:4878-4922)', () => {
  it('after the close combat is declared and before the roll, the defender battles first; the attacker then battles as ordered; no battle back (003:4878-4886, 4888-4894, 4902-4910, 4912-4918)', () => {
    const s = board({ units: ['a ASp 10,8', 't1 ASp 11,7'] });
    play(s, 'order-two-center');
    order(s, 'a');
    endMovement(s);
    const [fs] = setHand(s, 'top', ['first-strike', 'order-one-left', 'order-two-right', 'cranes-wing']);
    attack(s, 'a', '11,7');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'first-strike', card: fs! });
    expect(eventsOf(ev, 'dice').map((d) => d.side)).toEqual(['top', 'bottom']);
  });

  it('the player who played it draws his replacement first (003:4896-4898, 4920-4922)', () => {
    const s = board({ units: ['a ASp 10,8', 't1 ASp 11,7'] });
    play(s, 'order-two-center');
    order(s, 'a');
    endMovement(s);
    const [fs] = setHand(s, 'top', ['first-strike', 'order-one-left', 'order-two-right', 'cranes-wing']);
    const top = s.commandDeck[s.commandDeck.length - 1];
    attack(s, 'a', '11,7');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs! });
    expect(s.players.top.hand).toContain(top);
  });
});

describe('Infantry Assault (seed 003:4923-4977)', () => {
  it('4 foot units or fewer in one connected group (003:4923-4925, 4955-4957)', () => {
    const s = board({
      units: [
        'f1 SSp 8,10',
        'f2 ASp 10,10',
        'f3 AB 12,10',
        'f4 LI 14,10',
        'f5 ASp 16,10',
        'far SSp 2,10',
        'c1 SSpC 6,10',
        't1 ASp 11,1',
      ],
    });
    play(s, 'infantry-assault');
    expect(orderable(s)).not.toContain('c1');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'f2' } });
    // Only units joining the group may follow: f1 and f3 touch f2; far and f5 do not.
    expect(orderable(s)).toEqual(['f1', 'f3']);
    for (const id of ['f3', 'f4', 'f1']) act(s, { type: 'order', choice: { kind: 'unit', unit: id } });
    // Four units: f5, now joined to the group, is one too many.
    expect(actionsOf(s, 'order')).toEqual([]);
  });

  it('blue-triangle and red-square units move 2 hexes and still close-combat (003:4927-4933, 4959-4965)', () => {
    const s = board({ units: ['f1 SSp 10,10', 't1 ASp 13,7'] });
    play(s, 'infantry-assault');
    order(s, 'f1');
    act(s, { type: 'move', piece: 'f1', to: '12,8' });
    endMovement(s);
    expect(legal(s, { type: 'battle', unit: 'f1', target: '13,7', mode: 'close' })).toBe(true);
  });

  it('green-circle units may be ordered, but ordered missile units battle neither close nor at range (003:4933-4941, 4965-4973)', () => {
    const s = board({ units: ['ab AB 10,8', 'li LI 12,8', 't1 ASp 11,7', 't2 ASp 13,5'] });
    play(s, 'infantry-assault');
    order(s, 'ab', 'li');
    endMovement(s);
    expect(legal(s, { type: 'battle', unit: 'ab', target: '11,7', mode: 'close' })).toBe(false);
    expect(legal(s, { type: 'battle', unit: 'li', target: '11,7', mode: 'close' })).toBe(true);
  });

  it('with no foot unit, 1 unit of your choice (003:4943-4945, 4975-4977)', () => {
    anyOneUnit('infantry-assault', ['c1 SSpC 10,10', 'c2 SSpC 2,10']);
  });
});

describe('Serpent Command (seed 003:4979-5033)', () => {
  it('one connected group of any size; each moves 1 hex only (003:4987-4995, 5011-5019)', () => {
    const chain = ['s1 ASp 2,10', 's2 ASp 4,10', 's3 ASp 6,10', 's4 ASp 8,10', 's5 ASp 10,10', 's6 LI 12,10'];
    const s = board({ units: [...chain, 'far ASp 20,10', 't1 ASp 11,1'] });
    play(s, 'serpent');
    order(s, 's1', 's2', 's3', 's4', 's5', 's6');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    // An ashigaru spear unit or a levy moves 2 normally; here 1.
    expect(reach(s, 's6')).toEqual(['11,9', '13,9', '14,10']);
  });

  it('after moving a unit may battle at range or in close combat, gain ground and make a bonus close combat (003:4995-5009, 5019-5033)', () => {
    const s = board({
      units: ['ab AB 8,10', 'cav SSpC 10,10', 't1 ASp 6,6', 't2 ASp 11,9 1', 't3 ASp 12,8'],
    });
    play(s, 'serpent');
    order(s, 'ab', 'cav');
    act(s, { type: 'move', piece: 'ab', to: '7,9' });
    endMovement(s);
    expect(legal(s, { type: 'battle', unit: 'ab', target: '6,6', mode: 'ranged' })).toBe(true);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    attack(s, 'cav', '11,9');
    expect(legal(s, { type: 'gain-ground' })).toBe(true);
    act(s, { type: 'gain-ground' });
    expect(legal(s, { type: 'bonus-combat', target: '12,8' })).toBe(true);
  });
});

describe('Shogun (seed 003:4188-4216)', () => {
  it('one die per Command card, this one included; each unit symbol orders a unit with it, each flag any unit or leader, anywhere; each honor symbol 1 token (003:4188-4200, 4206-4210)', () => {
    const s = board({
      units: ['c1 AB 0,10', 'c2 LI 2,10', 'q1 SSp 20,10', 'q2 SSp 18,10', 'b1 ASp 10,10', 't1 ASp 11,1'],
      leaders: ['lone foot 6,8'],
      command: 4,
    });
    script(s, 'circle', 'flag', 'honor', 'swords');
    const honor = s.players.bottom.honor;
    const ev = play(s, 'shogun');
    expect(diceCounts(ev, 'shogun')).toEqual([4]);
    expect(s.players.bottom.honor).toBe(honor + 1);
    // The circle orders c1 or c2; the flag anything, the lone leader too; the square rolled none.
    expect(orderable(s)).toEqual(['b1', 'c1', 'c2', 'lone', 'q1', 'q2']);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'c1' } });
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'lone' } });
    expect(actionsOf(s, 'order')).toEqual([]);
  });

  it('a flag may order a leader away from his unit: the helmet (003:4190-4194)', () => {
    const s = board({ units: ['q1 SSp 20,10', 't1 ASp 11,1'], leaders: ['bL foot 20,10'], command: 4 });
    script(s, 'flag', 'swords', 'swords', 'swords');
    play(s, 'shogun');
    expect(orderable(s)).toEqual(['detach:bL', 'q1']);
  });

  it('ordered units battle with 1 extra die this turn, at range too (003:4202-4204)', () => {
    const s = board({ units: ['ab AB 10,10', 't1 SSp 12,8'] });
    script(s, 'circle', 'circle', 'circle', 'circle');
    play(s, 'shogun');
    order(s, 'ab');
    endMovement(s);
    many(s, 'triangle');
    expect(diceCounts(attack(s, 'ab', '12,8', 'ranged'), 'ranged')).toEqual([3]);
  });

  it('at the end of the turn, before drawing, both decks are shuffled with their discards (003:4212-4216)', () => {
    const s = board({ units: ['ab AB 10,10', 't1 SSp 10,4'], dragons: true });
    script(s, 'circle', 'circle', 'circle', 'circle');
    play(s, 'shogun');
    order(s, 'ab');
    const ev = [...endMovement(s), ...endBattles(s)];
    expect(eventsOf(ev, 'reshuffled').map((e) => e.deck)).toEqual(['command', 'dragon']);
    expect(s.commandDiscard).toEqual([]);
  });
});
