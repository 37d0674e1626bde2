// The cards played with the Command card, and the answers to it: their effects, with scripted dice.
// Seed 003 lines name each card's face; the FAQ list of "before orders" cards is cards-gmt.md §3.1.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  order,
  rolled,
  script,
  scriptLeft,
} from '../flow/harness';
import { offers, playDragon } from './kit';
import { FIELD, scene } from './scenes';

const BOTTOM_TENT = { t: 'tent', side: 'bottom' } as const;
const withTent = (hex = '10,10'): BattleSpec => ({
  ...FIELD,
  terrain: { ...FIELD.terrain, [hex]: BOTTOM_TENT },
});

function orderChoices(s: GameState): string[] {
  return actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : a.choice.leader));
}

describe('Tea Ceremony (seed 003:5767-5789)', () => {
  it('rolls one die per card of command; each honor symbol earns 2 tokens', () => {
    const { s } = scene('tea-ceremony');
    script(s, 'honor', 'honor', 'circle', 'flag');
    const ev = playDragon(s, 'tea-ceremony');
    expect(rolled(ev, 'Tea Ceremony')).toEqual([['honor', 'honor', 'circle', 'flag']]);
    expect(s.players.bottom.honor).toBe(9);
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'orders', 'bottom');
  });

  it('3 tokens per honor symbol with the command tent on the battlefield', () => {
    const { s } = scene('tea-ceremony', { spec: withTent() });
    script(s, 'honor', 'swords', 'swords', 'swords');
    playDragon(s, 'tea-ceremony');
    expect(s.players.bottom.honor).toBe(8);
  });
});

describe('Success (seed 003:5898-5913)', () => {
  it('draws a Command card at once and the command grows by one for good', () => {
    const { s } = scene('success');
    const top = s.commandDeck[s.commandDeck.length - 1]!;
    const ev = playDragon(s, 'success');
    expect(s.players.bottom.hand).toContain(top);
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(s.players.bottom.handSize).toBe(5);
    expect(eventsOf(ev, 'hand-size')).toEqual([{ type: 'hand-size', side: 'bottom', size: 5 }]);
  });
});

describe('Physician (seed 003:5153-5169)', () => {
  it('gives a weakened unit 1 block back', () => {
    const { s } = scene('physician');
    expect(offers(s, 'physician').map((a) => a.target)).toEqual(['b1']);
    const ev = playDragon(s, 'physician', 'b1');
    expect(s.units.b1!.blocks).toBe(3);
    expect(eventsOf(ev, 'blocks-restored')).toEqual([
      { type: 'blocks-restored', unit: 'b1', count: 1, blocks: 3 },
    ]);
  });

  it('gives every lost block back when the command tent is in the same section', () => {
    const { s } = scene('physician', { spec: withTent('10,10') });
    playDragon(s, 'physician', 'b1');
    expect(s.units.b1!.blocks).toBe(4);
  });

  it('only 1 block with the tent in another section', () => {
    const { s } = scene('physician', { spec: withTent('2,10') });
    playDragon(s, 'physician', 'b1');
    expect(s.units.b1!.blocks).toBe(3);
  });
});

describe('Ninja Thief (seed 003:5610-5624)', () => {
  it('takes a discarded Dragon card, which may still be played this turn on top of the one card', () => {
    const { s } = scene('ninja-thief');
    const [steal] = offers(s, 'ninja-thief');
    expect(steal!.target).toMatch(/^tea-ceremony#/);
    const ev = playDragon(s, 'ninja-thief', steal!.target);
    expect(eventsOf(ev, 'card-taken')).toEqual([
      { type: 'card-taken', side: 'bottom', deck: 'dragon', card: steal!.target },
    ]);
    expect(s.dragonDiscard).toEqual([]);
    // The stolen card is offered at once, although a Dragon card was already played this turn.
    expectAt(s, 'window:with-command', 'bottom');
    script(s, 'honor', 'circle', 'circle', 'circle');
    playDragon(s, 'tea-ceremony');
    expect(s.players.bottom.honor).toBe(5 - 1 + 2);
    expect(s.dragonInPlay.map((d) => d.card.split('#')[0])).toEqual(['ninja-thief', 'tea-ceremony']);
  });

  it('the stolen card may be kept for a later turn instead', () => {
    const { s } = scene('ninja-thief');
    playDragon(s, 'ninja-thief', offers(s, 'ninja-thief')[0]!.target);
    act(s, { type: 'pass' });
    expect(s.players.bottom.dragonHand.map((c) => c.split('#')[0])).toEqual(['tea-ceremony']);
    expectAt(s, 'orders', 'bottom');
  });
});

describe('Ninja Assassin (seed 003:5098-5116)', () => {
  it('crossed swords kill the enemy leader; his side loses a Command card and its command shrinks', () => {
    const { s } = scene('ninja-assassin');
    expect(offers(s, 'ninja-assassin').map((a) => a.target)).toEqual(['tL']);
    const hand = [...s.players.top.hand];
    // The die, then the random Command card the top player loses (the first of his hand).
    script(s, 'swords', 0);
    const ev = playDragon(s, 'ninja-assassin', 'tL');
    expect(rolled(ev, 'Ninja Assassin')).toEqual([['swords']]);
    expect(s.leaders.tL).toBeUndefined();
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tL', side: 'top', cause: 'dragon' },
    ]);
    // The usual banner for an eliminated leader (rules-decisions G).
    expect(s.players.bottom.banners).toBe(1);
    expect(s.players.top.hand).toEqual(hand.slice(1));
    expect(s.players.top.handSize).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('any other result misses', () => {
    const { s } = scene('ninja-assassin');
    script(s, 'flag');
    playDragon(s, 'ninja-assassin', 'tL');
    expect(s.leaders.tL).toBeDefined();
    expect(s.players.top.hand).toHaveLength(4);
  });
});

describe('Blue Dragon (seed 003:5209-5231)', () => {
  it('one die at each enemy unit in or next to water; its own symbol is a hit, nothing else is', () => {
    const { s } = scene('blue-dragon');
    // t1 (blue triangle, next to the river) and t3 (green circle, next to it); t2 is not.
    script(s, 'triangle', 'swords');
    const ev = playDragon(s, 'blue-dragon');
    expect(eventsOf(ev, 'dice').map((e) => [e.target, e.faces])).toEqual([
      ['t1', ['triangle']],
      ['t3', ['swords']],
    ]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.units.t3!.blocks).toBe(4);
    // Losses from a Dragon card bring no leader casualty check (tL is with t1).
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(eventsOf(ev, 'blocks-lost')).toEqual([
      { type: 'blocks-lost', unit: 't1', count: 1, left: 3, cause: 'dragon' },
    ]);
  });
});

describe('Red Dragon (seed 003:5691-5717)', () => {
  it('3 dice; each unit symbol makes the opponent retreat a unit with that symbol, paying honor as usual', () => {
    const { s } = scene('red-dragon');
    script(s, 'circle', 'square', 'flag');
    playDragon(s, 'red-dragon');
    // The only circle unit (t3) retreats at once: one way back, the river being impassable.
    expect(s.units.t3!.hex).toBe('8,4');
    // The only square unit (t2) has two ways back: its owner picks.
    expect(
      actionsOf(s, 'retreat')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['12,4', '14,4']);
    act(s, { type: 'retreat', to: '14,4' });
    expect(s.units.t2!.hex).toBe('14,4');
    // 1 token for the circle, 2 for the square.
    expect(s.players.top.honor).toBe(2);
    expectAt(s, 'orders', 'bottom');
  });

  it('4 dice with the command tent on the field; the owner chooses among units with the symbol', () => {
    const { s } = scene('red-dragon', {
      spec: {
        ...withTent(),
        units: [...FIELD.units!, { id: 't4', side: 'top', type: 'ASp', hex: '17,3' }],
      },
    });
    script(s, 'triangle', 'honor', 'swords', 'flag');
    const ev = playDragon(s, 'red-dragon');
    expect(rolled(ev, 'Red Dragon')[0]).toHaveLength(4);
    expect(expectAt(s, 'dragon-retreat', 'top')).toEqual([
      { type: 'dragon-retreat', unit: 't1' },
      { type: 'dragon-retreat', unit: 't4' },
    ]);
    act(s, { type: 'dragon-retreat', unit: 't4' });
    act(s, { type: 'retreat', to: '18,2' });
    expect(s.units.t4!.hex).toBe('18,2');
    expect(s.units.t1!.hex).toBe('11,5');
  });
});

describe('Rice Famine (seed 003:5723-5750)', () => {
  const TWO_CIRCLES: BattleSpec = {
    ...FIELD,
    units: [...FIELD.units!, { id: 't5', side: 'top', type: 'AB', hex: '5,5' }],
  };

  it('one die per enemy green-circle unit; a symbol costs a block of a unit with it, the owner choosing', () => {
    const { s } = scene('rice-famine', { spec: TWO_CIRCLES });
    script(s, 'circle', 'triangle');
    const ev = playDragon(s, 'rice-famine');
    expect(rolled(ev, 'Rice Famine')).toEqual([['circle', 'triangle']]);
    // The triangle can only be t1; the circle is t3's or t5's, top's choice.
    expect(s.units.t1!.blocks).toBe(3);
    expect(expectAt(s, 'lack-of-honor', 'top')).toEqual([
      { type: 'lose-block', unit: 't3' },
      { type: 'lose-block', unit: 't5' },
    ]);
    const after = act(s, { type: 'lose-block', unit: 't5' });
    expect(s.units.t5!.blocks).toBe(3);
    expect(eventsOf(after, 'blocks-lost')[0]!.cause).toBe('dragon');
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
  });

  it('an honor symbol costs 2 tokens; what cannot be paid brings a lack-of-honor roll by symbol (seed 003:1759-1766)', () => {
    const { s } = scene('rice-famine', { spec: { ...FIELD, honor: { top: 1 } } });
    // Rice Famine's die, then 4 + 1 lack-of-honor dice: the square costs t2 (the only one) a block.
    script(s, 'honor', 'square', 'flag', 'swords', 'honor', 'flag');
    const ev = playDragon(s, 'rice-famine');
    expect(s.players.top.honor).toBe(0);
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 1 }]);
    expect(s.units.t2!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a unit destroyed by it gives the card player a banner (seed 003:5749-5750)', () => {
    const spec: BattleSpec = {
      ...FIELD,
      units: FIELD.units!.map((u) => (u.id === 't3' ? { ...u, blocks: 1 } : u)),
    };
    const { s } = scene('rice-famine', { spec });
    script(s, 'circle');
    playDragon(s, 'rice-famine');
    expect(s.units.t3).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('Turncoat (seed 003:5261-5289; designer FAQ: costs 3, a turned unit is not ordered)', () => {
  it('aims only at enemy units without a leader', () => {
    const { s } = scene('turncoat');
    expect(offers(s, 'turncoat').map((a) => a.target)).toEqual(['t2', 't3']);
  });

  it('more honor symbols for the card player: the unit changes sides; it is not ordered, but the card may order it', () => {
    const { s } = scene('turncoat');
    // Bottom: 3 dice. Top: 3 + 2 for more Honor & Fortune (5 against 2 once the card is paid).
    script(s, 'honor', 'honor', 'circle', 'honor', 'circle', 'circle', 'circle', 'flag');
    const ev = playDragon(s, 'turncoat', 't2');
    expect(eventsOf(ev, 'dice').map((e) => [e.side, e.faces.length])).toEqual([
      ['bottom', 3],
      ['top', 5],
    ]);
    expect(s.units.t2!.side).toBe('bottom');
    expect(eventsOf(ev, 'unit-defected')).toEqual([
      { type: 'unit-defected', unit: 't2', from: 'top', to: 'bottom' },
    ]);
    expect(s.turnState.ordered.t2).toBeUndefined();
    // It stands in the centre: Order Two Center may order it like any unit of bottom's.
    expect(orderChoices(s)).toContain('t2');
  });

  it('a tie changes nothing', () => {
    const { s } = scene('turncoat');
    script(s, 'honor', 'circle', 'circle', 'honor', 'circle', 'circle', 'circle', 'flag');
    playDragon(s, 'turncoat', 't2');
    expect(s.units.t2!.side).toBe('top');
  });
});

describe('Tactical Wisdom (seed 003:5118-5134)', () => {
  it("the section named on the card becomes another section of the player's choice", () => {
    const { s } = scene('tactical-wisdom');
    expect(offers(s, 'tactical-wisdom').map((a) => a.target)).toEqual(['center>left', 'center>right']);
    const ev = playDragon(s, 'tactical-wisdom', 'center>left');
    expect(eventsOf(ev, 'section-changed')).toEqual([
      { type: 'section-changed', side: 'bottom', from: 'center', to: 'left' },
    ]);
    // Order Two Center now orders in the left section: only b3 stands there.
    expect(orderChoices(s)).toEqual(['b3']);
  });
});

describe('Brave Messenger (seed 003:5314-5336)', () => {
  it('a section card ordering 1-3 units orders 1 more unit, anywhere', () => {
    const { s } = scene('brave-messenger');
    playDragon(s, 'brave-messenger');
    order(s, 'b1', 'b2', 'b5');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'b5']);
  });

  it('2 more with the command tent on the field', () => {
    const { s } = scene('brave-messenger', { spec: withTent() });
    playDragon(s, 'brave-messenger');
    order(s, 'b1', 'b2', 'b5', 'b3');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'b3', 'b5']);
  });
});

describe('White Dragon (seed 003:5885-5896)', () => {
  it('the opponent orders a single unit this turn', () => {
    const { s } = scene('white-dragon');
    playDragon(s, 'white-dragon');
    expect(orderChoices(s)).toContain('b2');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    // No second order: straight to movement.
    expect(decision(s).point).toBe('movement');
  });
});

describe('Spirit of the White Fox (seed 003:5860-5883)', () => {
  it("one of the opponent's other cards, drawn at random, becomes his card; the first goes back to his hand", () => {
    const { s } = scene('spirit-of-the-white-fox');
    const before = [...s.players.bottom.hand];
    // The random card: index 2 of the three left in bottom's hand.
    script(s, 2);
    const ev = playDragon(s, 'spirit-of-the-white-fox');
    const swapped = eventsOf(ev, 'command-swapped')[0]!;
    expect(swapped.card).toBe(before[2]);
    expect(swapped.card.startsWith('order-three-right')).toBe(true);
    expect(s.turnState.card).toBe(before[2]);
    expect(s.players.bottom.hand.some((c) => c.startsWith('order-two-center'))).toBe(true);
    expect(s.players.bottom.lastCard).toBe('order-three-right');
    // Order Three Right orders the right section: b5.
    expect(orderChoices(s)).toEqual(['b5']);
  });
});

describe('whole-turn cards played with the Command card', () => {
  it("Followers of Bishamon: all the player's units may ignore every flag this turn (seed 003:5547-5557)", () => {
    const { s } = scene('followers-of-bishamon', {
      spec: {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
    });
    playDragon(s, 'followers-of-bishamon');
    order(s, 'b1');
    act(s, { type: 'end-movement' });
    script(s, 'flag', 'flag', 'flag', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(expectAt(s, 'ignore-flags', 'top').map((a) => (a.type === 'ignore-flags' ? a.count : -1))).toEqual(
      [3, 2, 1, 0],
    );
  });

  it('Panic: no enemy unit may ignore flags this turn (seed 003:5657-5667)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
    };
    const { s } = scene('panic', { spec });
    playDragon(s, 'panic');
    order(s, 'b1');
    act(s, { type: 'end-movement' });
    // One flag: a samurai unit with a leader could ignore 2, under Panic none.
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'flags-ignored')).toEqual([]);
    // No ignore-flags question: straight to the retreat.
    expectAt(s, 'retreat', 'top');
  });

  it('Ashigaru Attack: ashigaru spearmen roll 1 more die in close combat all turn (seed 003:5081-5093)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
      ],
    };
    const { s } = scene('ashigaru-attack', { spec });
    playDragon(s, 'ashigaru-attack');
    order(s, 'b2');
    act(s, { type: 'end-movement' });
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b2', target: '11,7', mode: 'close' });
    const dice = eventsOf(ev, 'dice').find((e) => e.side === 'bottom')!;
    expect(dice.dice!.total).toBe(4);
    expect(dice.dice!.bonuses).toEqual([
      { source: 'Ashigaru Attack', dice: 1, from: { kind: 'dragon', card: s.dragonInPlay[0]!.card } },
    ]);
  });

  it('Fire Arrows: ordered bow units roll 1 more die at range (seed 003:5301-5313)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b3', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
      ],
    };
    const { s } = scene('fire-arrows', { spec });
    playDragon(s, 'fire-arrows');
    order(s, 'b3');
    act(s, { type: 'end-movement' });
    script(s, 'triangle', 'triangle', 'flag');
    const ev = act(s, { type: 'battle', unit: 'b3', target: '10,6', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['triangle', 'triangle', 'flag']]);
    expect(s.units.t1!.blocks).toBe(2);
  });

  it('Rank Fire: ordered arquebus units roll 1 more die and roll each sword once more for more results (seed 003:5428-5442)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b4', side: 'bottom', type: 'AA', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
      ],
    };
    const { s } = scene('rank-fire', { spec });
    playDragon(s, 'rank-fire');
    order(s, 'b4');
    act(s, { type: 'end-movement' });
    // 2 + 1 dice; the sword hits and is rolled once more: a triangle, one more hit.
    script(s, 'swords', 'circle', 'circle', 'triangle');
    const ev = act(s, { type: 'battle', unit: 'b4', target: '10,6', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['swords', 'circle', 'circle']]);
    expect(eventsOf(ev, 'reroll')).toEqual([
      { type: 'reroll', side: 'bottom', purpose: 'Rank Fire', faces: ['triangle'] },
    ]);
    expect(s.units.t1!.blocks).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });
});
