// Session 16 audit: the Dragon card faces played with the Command card or in answer to it (seed
// 003:5081-5134, 5153-5167, 5209-5231, 5253-5336, 5380-5400, 5598-5624, 5657-5789, 5860-5924),
// each face's timing, target and effect named where printed. The effects themselves were first
// tested in tests/unit/dragon; these tests take the statements those left unnamed, from another angle.

import { describe, expect, it } from 'vitest';
import { dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import { offers, passWindows, playDragon } from '../dragon/kit';
import { FIELD, scene } from '../dragon/scenes';
import {
  actionsOf,
  type BattleSpec,
  decision,
  endMovement,
  eventsOf,
  order,
  rolled,
  script,
} from '../flow/harness';
import { attack, diceCounts, many, spec } from './builder';

const TENT: BattleSpec['terrain'] = { ...FIELD.terrain, '10,10': { t: 'tent', side: 'bottom' } };

describe('Ashigaru Attack (seed 003:5081-5097)', () => {
  const LINE = spec(['b1 SSp 10,8', 'b2 ASp 12,8', 't1 ASp 11,7', 't2 ASp 13,7']);

  it('played with the Command card (003:5081-5083, 5095-5097)', () => {
    expect(dragonDef('ashigaru-attack').windows).toEqual([{ id: 'with-command', beforeOrders: false }]);
    expect(offers(scene('ashigaru-attack').s, 'ashigaru-attack')).toHaveLength(1);
  });

  it('the ashigaru spearmen (blue triangle) roll 1 more die in close combat all turn; samurai do not (003:5085-5093)', () => {
    const { s } = scene('ashigaru-attack', { spec: LINE });
    playDragon(s, 'ashigaru-attack');
    passWindows(s);
    order(s, 'b1', 'b2');
    endMovement(s);
    many(s, 'circle', 12);
    expect(diceCounts(attack(s, 'b2', '13,7'), 'close')[0]).toBe(4);
    expect(diceCounts(attack(s, 'b1', '11,7'), 'close')[0]).toBe(4);
  });
});

describe('Ninja Assassin (seed 003:5098-5116)', () => {
  it('with the Command card, at an enemy leader (003:5098-5106)', () => {
    const { s } = scene('ninja-assassin');
    expect(offers(s, 'ninja-assassin').map((a) => a.target)).toEqual(['tL']);
  });

  it('one die before the orders: swords take the leader off, not his unit, and his side loses a Command card (003:5108-5116)', () => {
    const { s } = scene('ninja-assassin');
    script(s, 'swords');
    playDragon(s, 'ninja-assassin', 'tL');
    expect(s.leaders.tL).toBeUndefined();
    expect(s.units.t1).toBeDefined();
    expect(s.players.top.hand).toHaveLength(3);
    expect(decision(s).point).toBe('orders');
  });
});

describe('Tactical Wisdom, both faces (seed 003:5118-5134, 5384-5400)', () => {
  it('with the Command card, on it (003:5118-5122, 5384-5388)', () => {
    expect(offers(scene('tactical-wisdom').s, 'tactical-wisdom').map((a) => a.target)).toEqual([
      'center>left',
      'center>right',
    ]);
  });

  it('before the orders, the section printed on the card played becomes the one chosen (003:5124-5130, 5390-5396)', () => {
    const { s } = scene('tactical-wisdom');
    playDragon(s, 'tactical-wisdom', 'center>right');
    passWindows(s);
    // Order Two Center now orders the right section, where b5 alone stands.
    expect(actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''))).toEqual(['b5']);
  });

  it('the two faces are one card dealt twice (003:5132-5134, 5398-5400)', () => {
    expect(dragonDef('tactical-wisdom').copies).toBe(2);
  });
});

describe('Physician (seed 003:5153-5167)', () => {
  it('with the Command card, at one of your weakened units (003:5153-5157)', () => {
    // b1 alone has lost blocks.
    expect(offers(scene('physician').s, 'physician').map((a) => a.target)).toEqual(['b1']);
  });

  it('before the orders: 1 block back, all of them with the tent in the same section (003:5159-5167)', () => {
    const one = scene('physician').s;
    playDragon(one, 'physician', 'b1');
    expect(one.units.b1!.blocks).toBe(3);
    const all = scene('physician', { spec: { ...FIELD, terrain: TENT } }).s;
    playDragon(all, 'physician', 'b1');
    expect(all.units.b1!.blocks).toBe(4);
  });
});

describe('Blue Dragon (seed 003:5209-5231)', () => {
  const WATER = spec(['b1 SSp 10,8', 't1 ASp 11,5', 't2 SSp 17,5', 't3 AB 3,3'], [], {
    '12,4': 'ford',
    '16,4': 'bridge',
  });

  it('with the Command card (003:5209-5215)', () => {
    expect(dragonDef('blue-dragon').windows).toEqual([{ id: 'with-command', beforeOrders: true }]);
    expect(offers(scene('blue-dragon', { spec: WATER }).s, 'blue-dragon')).toHaveLength(1);
  });

  it('every enemy unit in or next to water, a ford and a bridge too, takes one die; a unit far from water none (003:5217-5225)', () => {
    const { s } = scene('blue-dragon', { spec: WATER });
    script(s, 'flag', 'swords');
    const ev = playDragon(s, 'blue-dragon');
    expect(rolled(ev, 'Blue Dragon')).toHaveLength(2);
    // Flags and swords do nothing (003:5229-5231).
    expect([s.units.t1!.blocks, s.units.t2!.blocks]).toEqual([4, 4]);
  });

  it("its own symbol is a hit; another unit's symbol is not (003:5225-5231)", () => {
    const { s } = scene('blue-dragon', { spec: WATER });
    script(s, 'square', 'square');
    playDragon(s, 'blue-dragon');
    expect([s.units.t1!.blocks, s.units.t2!.blocks]).toEqual([4, 3]);
  });
});

describe('Turncoat (seed 003:5253, 5261-5289)', () => {
  it('with the Command card, at an enemy unit without a leader (003:5253, 5261-5267)', () => {
    expect(offers(scene('turncoat').s, 'turncoat').map((a) => a.target)).toEqual(['t2', 't3']);
  });

  it('more honor symbols: the unit defects; the same number: it does not (003:5283-5289)', () => {
    const won = scene('turncoat').s;
    script(won, 'honor', 'honor', 'circle', 'honor', 'circle', 'circle', 'circle', 'flag');
    playDragon(won, 'turncoat', 't3');
    expect(won.units.t3!.side).toBe('bottom');
    const tie = scene('turncoat').s;
    script(tie, 'honor', 'circle', 'circle', 'circle', 'honor', 'circle', 'circle', 'flag');
    playDragon(tie, 'turncoat', 't3');
    expect(tie.units.t3!.side).toBe('top');
  });
});

describe('Fire Arrows and Rank Fire (seed 003:5259, 5301-5313, 5380-5382, 5428-5442)', () => {
  const BOWS = spec(['sbc SBC 10,10', 'aa AA 14,10', 't1 SSp 12,8']);

  /** The dice of the bow cavalry's and the arquebus' shots at t1 after `card` is played. */
  function shots(card: string): number[] {
    const { s } = scene(card, { spec: BOWS });
    playDragon(s, card);
    passWindows(s);
    order(s, 'sbc', 'aa');
    endMovement(s);
    many(s, 'circle', 12);
    return [
      ...diceCounts(attack(s, 'sbc', '12,8', 'ranged'), 'ranged'),
      ...diceCounts(attack(s, 'aa', '12,8', 'ranged'), 'ranged'),
    ];
  }

  it('Fire Arrows: with the Command card, every ordered archer unit, bow cavalry too, rolls 1 more die at range; an arquebus does not (003:5259, 5301-5313)', () => {
    expect(shots('fire-arrows')).toEqual([4, 2]);
  });

  it('Rank Fire: the arquebus, not the bow, rolls 1 more die (003:5380-5382, 5428-5438)', () => {
    expect(shots('rank-fire')).toEqual([3, 3]);
  });
});

describe('Brave Messenger (seed 003:5314-5318, 5336)', () => {
  it('with the Command card, for your own units', () => {
    expect(dragonDef('brave-messenger').windows).toEqual([{ id: 'with-command', beforeOrders: true }]);
    expect(dragonDef('brave-messenger').target).toBe('own-ordered-units');
    expect(offers(scene('brave-messenger').s, 'brave-messenger')).toHaveLength(1);
  });
});

describe('Ninja Thief, Move Like the Wind, Aikido Training titles (seed 003:5598-5608)', () => {
  it('each title carries its own text (Wind 003:5598-5600, Thief 003:5602-5604, Aikido 003:5606-5608)', () => {
    expect(dragonDef('move-like-the-wind').target).toBe('own-ordered-foot-units');
    expect(dragonDef('ninja-thief').target).toBe('dragon-discard');
    expect(dragonDef('aikido-training').target).toBe('attacking-enemy-unit');
  });
});

describe('Red Dragon (seed 003:5691-5721)', () => {
  it('with the Command card, at the enemy units (003:5691-5695, 5719-5721)', () => {
    expect(offers(scene('red-dragon').s, 'red-dragon')).toHaveLength(1);
  });

  it('before the orders: 3 dice, 4 with the command tent on the field (003:5697-5703)', () => {
    const three = scene('red-dragon').s;
    script(three, 'flag', 'flag', 'flag');
    expect(diceCounts(playDragon(three, 'red-dragon'), 'Red Dragon')).toEqual([3]);
    const four = scene('red-dragon', { spec: { ...FIELD, terrain: TENT } }).s;
    script(four, 'flag', 'flag', 'flag', 'flag');
    expect(diceCounts(playDragon(four, 'red-dragon'), 'Red Dragon')).toEqual([4]);
  });

  it('each unit symbol sends back one enemy unit with it, at the cost in honor of a retreat; flags, swords and honor do nothing (003:5705-5717)', () => {
    const { s } = scene('red-dragon');
    script(s, 'circle', 'swords', 'honor');
    const honor = s.players.top.honor;
    playDragon(s, 'red-dragon');
    // t3 (the only circle) falls back 1 hex; it pays 1 token a hex.
    expect(s.units.t3!.hex).toBe('8,4');
    expect(s.players.top.honor).toBe(honor - 1);
    expect([s.units.t1!.hex, s.units.t2!.hex]).toEqual(['11,5', '13,5']);
  });
});

describe('Rice Famine (seed 003:5671, 5723-5750)', () => {
  it('with the Command card, at the opponent (003:5723-5727)', () => {
    expect(dragonDef('rice-famine').target).toBe('opponent');
    expect(offers(scene('rice-famine').s, 'rice-famine')).toHaveLength(1);
  });

  it('before the orders, one die per enemy green-circle unit on the field (003:5729-5733)', () => {
    const spec: BattleSpec = {
      ...FIELD,
      units: [
        ...FIELD.units!,
        { id: 't5', side: 'top', type: 'LI', hex: '5,5' },
        { id: 't6', side: 'top', type: 'AA', hex: '7,5' },
      ],
    };
    const { s } = scene('rice-famine', { spec });
    script(s, 'flag', 'flag', 'flag');
    expect(diceCounts(playDragon(s, 'rice-famine'), 'Rice Famine')).toEqual([3]);
  });

  it('each unit symbol is a block lost by a unit with it, the honor symbol 2 tokens; the owner picks the blocks (003:5735-5748)', () => {
    const { s } = scene('rice-famine');
    script(s, 'square');
    playDragon(s, 'rice-famine');
    expect(s.units.t2!.blocks).toBe(3);
    const h = scene('rice-famine').s;
    const before = h.players.top.honor;
    script(h, 'honor');
    playDragon(h, 'rice-famine');
    expect(h.players.top.honor).toBe(before - 2);
  });
});

describe('Panic and Revenge titles (seed 003:5669-5671)', () => {
  it('Panic is the with-command card for all enemy units; Revenge answers a battle back', () => {
    expect([dragonDef('panic').target, dragonDef('panic').windows[0]!.id]).toEqual([
      'all-enemy-units',
      'with-command',
    ]);
    expect(dragonDef('revenge').windows).toEqual([{ id: 'before-battle-back' }]);
  });
});

describe('Tea Ceremony (seed 003:5763-5789)', () => {
  it('with the Command card, for yourself (003:5763-5771)', () => {
    expect(dragonDef('tea-ceremony').target).toBe('self');
    expect(offers(scene('tea-ceremony').s, 'tea-ceremony')).toHaveLength(1);
  });

  it('before the orders, one die per Command card of your command, the one played included (003:5773-5779)', () => {
    const { s } = scene('tea-ceremony');
    script(s, 'flag', 'flag', 'flag', 'flag');
    expect(diceCounts(playDragon(s, 'tea-ceremony'), 'Tea Ceremony')).toEqual([4]);
  });

  it('2 tokens per honor symbol, 3 with the command tent on the field (003:5781-5789)', () => {
    const two = scene('tea-ceremony').s;
    const a = two.players.bottom.honor;
    script(two, 'honor', 'honor', 'flag', 'flag');
    playDragon(two, 'tea-ceremony');
    expect(two.players.bottom.honor - a).toBe(4);
    const three = scene('tea-ceremony', { spec: { ...FIELD, terrain: TENT } }).s;
    const b = three.players.bottom.honor;
    script(three, 'honor', 'honor', 'flag', 'flag');
    playDragon(three, 'tea-ceremony');
    expect(three.players.bottom.honor - b).toBe(6);
  });
});

describe('Spirit of the White Fox and White Dragon (seed 003:5860-5896, 5915-5920)', () => {
  it('both are played once the opponent has chosen his Command card (003:5860-5866, 5885-5889)', () => {
    expect(offers(scene('spirit-of-the-white-fox').s, 'spirit-of-the-white-fox')).toHaveLength(1);
    expect(offers(scene('white-dragon').s, 'white-dragon')).toHaveLength(1);
  });

  it('White Fox: a random card from the rest of his hand is played instead, and the first goes back (003:5869-5883, 5915-5917)', () => {
    const { s } = scene('spirit-of-the-white-fox');
    const chosen = s.turnState.card!;
    script(s, 0);
    const ev = playDragon(s, 'spirit-of-the-white-fox');
    expect(eventsOf(ev, 'command-swapped')).toHaveLength(1);
    expect(s.turnState.card).not.toBe(chosen);
    expect(s.players.bottom.hand).toContain(chosen);
  });

  it('White Dragon: the opponent orders 1 unit this turn (003:5892-5896, 5918-5920)', () => {
    const { s } = scene('white-dragon');
    playDragon(s, 'white-dragon');
    order(s, 'b2');
    expect(Object.keys(s.turnState.ordered)).toEqual(['b2']);
  });
});

describe('Success (seed 003:5898-5913, 5924)', () => {
  it('with the Command card: a Command card drawn at once, and one more card held from then on', () => {
    const { s } = scene('success');
    const hand = s.players.bottom.hand.length;
    const size = s.players.bottom.handSize;
    playDragon(s, 'success');
    expect(s.players.bottom.hand).toHaveLength(hand + 1);
    expect(s.players.bottom.handSize).toBe(size + 1);
  });
});
