// Session 14 audit: every printed Command card face of the GMT 2021 rulebook (seed 003:4110-5080)
// against the engine. The faces are interleaved by the text extraction; the lines named are the
// title and text of each copy. Icons (the unit symbols) are lost in the extraction.

import { describe, expect, it } from 'vitest';
import { COMMAND_CARDS, commandCardText } from '../../../src/games/samurai-battles/data/commandCards';
import { legalOrderChoices } from '../../../src/games/samurai-battles/orders/choices';
import { choiceKey } from '../../../src/games/samurai-battles/orders/pieces';
import { type OrderPlan, startOrders } from '../../../src/games/samurai-battles/orders/plan';
import { planTurnEffects, turnEffects } from '../../../src/games/samurai-battles/orders/turnEffects';
import { defaultOptions } from '../../../src/games/samurai-battles/setup';
import type { GameState, Section } from '../../../src/games/samurai-battles/types';
import { l, legalKeys, makeState, u } from '../orders/fixture';

/** The printed faces: the title line of each copy (seed 003). */
const FACES: Record<string, number[]> = {
  'order-one-left': [4127, 4381],
  'order-one-center': [4442, 4448],
  'order-one-right': [4495, 4515],
  'order-two-left': [4523, 4541, 4568],
  'order-two-center': [4133, 4387, 4413, 4419],
  'order-two-right': [4550, 4556, 4562],
  'order-three-left': [4597, 4601, 4605],
  'order-three-center': [4672, 4675, 4679],
  'order-three-right': [4159, 4609, 4668],
  'advance-left': [4171, 4682],
  'advance-center': [4726, 4730],
  'advance-right': [4734, 4742],
  'cranes-wing': [4772, 4776],
  'flight-of-geese': [4220, 4762],
  'flank-attack': [4797, 4801],
  'tigers-tail-left': [4815],
  'tigers-tail-right': [4285],
  // The three symbol cards: six faces whose symbol icon is lost (4230, 4234, 4259, 5034, 5038, 5042).
  // The faces share a private-use glyph by symbol (4232/5036, 4236/5044, 4261/5040; rules-decisions
  // "Session 16 audit: GMT card faces"), which pairs them so.
  'order-circle': [4230, 5034],
  'order-triangle': [4234, 5042],
  'order-square': [4259, 5038],
  'cavalry-charge': [4289, 4849],
  'counter-attack': [4380, 4858],
  // Both First Strike titles share one line.
  'first-strike': [4900, 4900],
  'stand-and-fire': [4289, 4330],
  'infantry-assault': [4947, 4951],
  leadership: [4352, 4858],
  serpent: [4979, 4983],
  shogun: [4188],
};

describe('the deck as printed on the faces (seed 003:4112-5080)', () => {
  it('each card has as many copies as faces printed: 60 in all', () => {
    const copies = Object.fromEntries(Object.values(COMMAND_CARDS).map((d) => [d.id, d.copies]));
    const faces = Object.fromEntries(Object.entries(FACES).map(([id, lines]) => [id, lines.length]));
    expect(copies).toEqual(faces);
    expect(Object.values(faces).reduce((a, b) => a + b, 0)).toBe(60);
  });
});

/**
 * Five units in each section, none on a dashed line (bottom player: columns 1-5 left, 9-13 centre,
 * 17-21 right), so a section card's orders per section can be counted by ordering greedily.
 */
function fullBoard(handSize = 5): GameState {
  const cols: Record<Section, number[]> = { left: [1, 3, 5], center: [9, 11, 13], right: [17, 19, 21] };
  const units = (Object.keys(cols) as Section[]).flatMap((s) => [
    ...cols[s].map((c) => u(`${s}${c}`, 'ASp', `${c},5`)),
    ...cols[s].slice(0, 2).map((c) => u(`${s}${c}b`, 'SSp', `${c},3`)),
  ]);
  return makeState({ units, handSize: { bottom: handSize } });
}

/** Orders pieces one at a time, the first legal each time, and counts them per section. */
function greedy(state: GameState, plan: OrderPlan): Record<Section, number> {
  const ordered: string[] = [];
  for (;;) {
    const next = legalOrderChoices(state, 'bottom', plan, ordered).map(choiceKey).sort()[0];
    if (next === undefined) break;
    ordered.push(next);
  }
  const out: Record<Section, number> = { left: 0, center: 0, right: 0 };
  for (const id of ordered) out[(['left', 'center', 'right'] as Section[]).find((s) => id.startsWith(s))!]++;
  return out;
}

describe('section cards: orders per section as printed', () => {
  const cases: [string, string, Record<Section, number>][] = [
    ['order-one-left', '003:4127-4131, 4139-4157, 4381-4411', { left: 1, center: 0, right: 0 }],
    ['order-one-center', '003:4438-4476', { left: 0, center: 1, right: 0 }],
    ['order-one-right', '003:4480-4519', { left: 0, center: 0, right: 1 }],
    ['order-two-left', '003:4511-4545, 4546-4548, 4568-4596', { left: 2, center: 0, right: 0 }],
    ['order-two-center', '003:4133-4157, 4387-4437', { left: 0, center: 2, right: 0 }],
    ['order-two-right', '003:4546-4596', { left: 0, center: 0, right: 2 }],
    ['order-three-left', '003:4597-4639', { left: 3, center: 0, right: 0 }],
    ['order-three-center', '003:4640-4681', { left: 0, center: 3, right: 0 }],
    ['order-three-right', '003:4159-4169, 4609-4615, 4640-4670', { left: 0, center: 0, right: 3 }],
    ['cranes-wing', '003:4758, 4772-4790', { left: 1, center: 1, right: 1 }],
    ['flight-of-geese', '003:4218-4228, 4756, 4762-4770', { left: 2, center: 2, right: 2 }],
    ['flank-attack', '003:4791-4811', { left: 2, center: 0, right: 2 }],
    ['tigers-tail-left', '003:4813-4827', { left: 1, center: 2, right: 0 }],
    ['tigers-tail-right', '003:4273-4287', { left: 0, center: 2, right: 1 }],
  ];
  for (const [id, lines, counts] of cases) {
    it(`${id} (seed ${lines})`, () => {
      const s = fullBoard();
      expect(greedy(s, startOrders(s, 'bottom', id))).toEqual(counts);
    });
  }

  it('Advance: one order per card of the command, this card included (seed 003:4171-4187, 4682-4756)', () => {
    for (const [id, section] of [
      ['advance-left', 'left'],
      ['advance-center', 'center'],
      ['advance-right', 'right'],
    ] as const) {
      for (const hand of [3, 4]) {
        const s = fullBoard(hand);
        expect(greedy(s, startOrders(s, 'bottom', id))[section]).toBe(hand);
      }
    }
  });

  it('section cards order units and/or leaders: a lone leader takes an order (seed 003:4139-4141, 4151-4155)', () => {
    const s = makeState({ units: [u('a', 'ASp', '3,5')], leaders: [l('lone', 'foot', '5,5')] });
    expect(legalKeys(s, startOrders(s, 'bottom', 'order-one-left'))).toEqual(['a', 'lone']);
  });
});

describe('Order One Unit faces (seed 003:4139-4148, 4454-4476, 4480-4509)', () => {
  it('draw 2 keep 1 on all three; the extra Dragon card printed on the faces is an option, off by default', () => {
    for (const id of ['order-one-left', 'order-one-center', 'order-one-right']) {
      expect(turnEffects(id)).toMatchObject({ drawTwoKeepOne: true, faceDrawsDragon: true });
    }
    expect(turnEffects('order-two-left').faceDrawsDragon).toBe(false);
    expect(defaultOptions().orderOneDrawsDragon).toBe(false);
  });
});

describe('symbol cards (seed 003:4230-4271, 5034-5080)', () => {
  const army = (hand: number) =>
    makeState({
      units: [
        u('c1', 'AB', '1,5'),
        u('c2', 'LI', '3,5'),
        u('c3', 'AA', '19,5'),
        u('c4', 'AB', '21,5'),
        u('t1', 'ASp', '11,5'),
        u('s1', 'SSp', '13,5'),
      ],
      handSize: { bottom: hand },
    });

  it('one order per card of the command, this card included, anywhere on the field (4238-4242, 5046-5050)', () => {
    const s = army(3);
    const plan = startOrders(s, 'bottom', 'order-circle');
    expect(plan.pools).toEqual([{ sections: 'any', count: 3, filter: 'circle', label: 'circle' }]);
    const t = army(4);
    expect(startOrders(t, 'bottom', 'order-circle').pools[0]!.count).toBe(4);
  });

  it('with no unit of the symbol, 1 unit of your choice and none of the card (4244-4246, 5052-5054)', () => {
    const s = makeState({ units: [u('s1', 'SSp', '13,5'), u('s2', 'SSp', '11,5')], handSize: { bottom: 4 } });
    const plan = startOrders(s, 'bottom', 'order-triangle');
    expect(plan.mode).toBe('fallback');
    expect(plan.pools).toEqual([{ sections: 'any', count: 1, filter: 'unit', label: 'any-unit' }]);
  });
});

describe('Cavalry Charge (seed 003:4311-4329, 4829-4849)', () => {
  it('up to 4 cavalry units; +1 close-combat die all turn; 3 hexes and battle; no ranged combat', () => {
    const s = makeState({
      units: ['1,3', '5,3', '11,3', '17,3', '21,3'].map((h, i) => u(`k${i}`, 'SBC', h)),
    });
    const plan = startOrders(s, 'bottom', 'cavalry-charge');
    expect(plan.pools).toEqual([{ sections: 'any', count: 4, filter: 'cavalry', label: 'cavalry' }]);
    const e = planTurnEffects(plan);
    expect(e).toMatchObject({ closeBonus: 1, anyBonus: 0, noRanged: true });
    expect(e.move).toEqual({ SSpC: 3, SBC: 3 });
    expect(e.moveAndBattle).toEqual({ SSpC: 3, SBC: 3 });
  });
});

describe('Stand and Fire (seed 003:4289-4309, 4330-4350)', () => {
  it('up to 4 missile units not next to an enemy unit or leader; fire twice; no move before or after', () => {
    const s = makeState({
      units: [
        u('a1', 'AB', '1,5'),
        u('a2', 'AA', '5,5'),
        u('a3', 'SB', '13,5'),
        u('a4', 'SBC', '17,5'),
        u('a5', 'AB', '21,5'),
        u('near', 'AB', '9,5'),
        u('enemy', 'SSp', '10,4', 'top'),
      ],
    });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.pools[0]!.count).toBe(4);
    expect(legalKeys(s, plan)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(planTurnEffects(plan)).toMatchObject({ fireTwice: true, noMove: true });
  });
});

describe('Stand and Fire: its "1 unit of your choice" (seed 003:4305-4309, 4346-4350)', () => {
  it('is for a side with no missile unit at all', () => {
    const s = makeState({ units: [u('spear', 'ASp', '9,5'), u('enemy', 'SSp', '10,4', 'top')] });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.mode).toBe('fallback');
    expect(legalKeys(s, plan)).toEqual(['spear']);
  });

  it('missile units that all stand next to an enemy are not ordered, and nothing else is', () => {
    const s = makeState({
      units: [u('bow', 'AB', '9,5'), u('spear', 'ASp', '21,5'), u('enemy', 'SSp', '10,4', 'top')],
    });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.mode).toBe('card');
    expect(legalKeys(s, plan)).toEqual([]);
  });
});

describe('Infantry Assault (seed 003:4923-4977)', () => {
  it('up to 4 foot units in one group; spears move 2 and close combat; missile units may not battle', () => {
    const types = ['ASp', 'SSp', 'AB', 'LI', 'SSp'] as const;
    const s = makeState({ units: types.map((t, i) => u('abcde'[i]!, t, `${5 + 2 * i},5`)) });
    const plan = startOrders(s, 'bottom', 'infantry-assault');
    expect(plan.pools[0]).toMatchObject({ count: 4, filter: 'foot' });
    expect(plan.group).toEqual({ maxHexes: null, leaderHex: false });
    // Five foot units in a row: the fifth joins no more once four are ordered.
    expect(legalKeys(s, plan, ['a', 'b', 'c', 'd'])).toEqual([]);
    const e = planTurnEffects(plan);
    expect(e.moveAndBattle).toMatchObject({ ASp: 2, SSp: 2 });
    expect(e.noBattle).toEqual(expect.arrayContaining(['SB', 'AB', 'AA']));
    expect(e.noBattle).not.toContain('LI');
  });
});

describe('Leadership (seed 003:4352-4359, 4850-4858)', () => {
  it("the leader's hex and up to 4 connected hexes, or 1 unit of your choice", () => {
    const s = makeState({
      units: Array.from({ length: 7 }, (_, i) => u(`x${i}`, 'ASp', `${1 + 2 * i},5`)),
      leaders: [l('L', 'foot', '1,5')],
    });
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(plan.group).toMatchObject({ maxHexes: 5, leaderHex: true });
    expect(legalKeys(s, plan, ['x0', 'x1', 'x2', 'x3', 'x4'])).toEqual([]);
    expect(legalKeys(s, plan, ['x0', 'x1', 'x2', 'x3'])).toEqual(['x4']);
    expect(commandCardText('leadership#1', 'gmt2021')).toMatch(/up to 4 more hexes/);
  });
});

describe('Serpent Command (seed 003:4979-5033)', () => {
  it('a connected group of any size; each piece moves 1 hex at most, then battles as usual', () => {
    const s = makeState({ units: Array.from({ length: 9 }, (_, i) => u(`x${i}`, 'ASp', `${1 + 2 * i},5`)) });
    const plan = startOrders(s, 'bottom', 'serpent');
    const all = Array.from({ length: 9 }, (_, i) => `x${i}`);
    // Nine units across all three sections: the ninth still joins the group.
    expect(legalKeys(s, plan, all.slice(0, 8))).toEqual(['x8']);
    expect(planTurnEffects(plan)).toMatchObject({ maxMove: 1, noMove: false, noRanged: false });
  });
});

describe('Counter-attack (seed 003:4362-4380, 4858-4876)', () => {
  it("becomes the opponent's last card with the sections swapped", () => {
    const s = fullBoard();
    s.players.top.lastCard = 'tigers-tail-left';
    const plan = startOrders(s, 'bottom', 'counter-attack');
    expect(plan.effective).toBe('tigers-tail-right');
    expect(greedy(s, plan)).toEqual({ left: 0, center: 2, right: 1 });
  });
});

describe('First Strike (seed 003:4878-4922)', () => {
  it('is played on the opponent turn as an answer; its owner draws his replacement first', () => {
    const d = COMMAND_CARDS['first-strike']!;
    expect(d.reaction).toBe(true);
    expect(d.text).toMatch(/draw your replacement card first/);
  });
});

describe('Shogun (seed 003:4188-4216)', () => {
  it('orders by the dice, anywhere; +1 die in every combat this turn; both decks reshuffled before the draw', () => {
    const s = makeState({
      units: [u('c', 'AB', '1,5'), u('t', 'ASp', '11,5'), u('q', 'SSp', '19,5')],
      leaders: [l('lone', 'foot', '9,7')],
    });
    const plan = startOrders(s, 'bottom', 'shogun', {
      shogunFaces: ['circle', 'square', 'flag', 'honor', 'swords'],
    });
    expect(plan.pools.map((p) => [p.label, p.count, p.sections])).toEqual([
      ['circle', 1, 'any'],
      ['square', 1, 'any'],
      ['flag', 1, 'any'],
    ]);
    expect(plan.shogun!.honor).toBe(1);
    expect(planTurnEffects(plan)).toMatchObject({ anyBonus: 1, closeBonus: 0, reshuffleBeforeDraw: true });
  });
});
