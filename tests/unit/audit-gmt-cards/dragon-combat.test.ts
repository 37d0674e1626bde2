// Session 16 audit: the Dragon card faces played in movement, in combat, after combat and at the end
// of the turn (seed 003:5136-5152, 5169-5207, 5232-5257, 5364-5379, 5444-5596, 5673-5689,
// 5751-5858), each face's timing, target and effect named where printed, from angles the tests in
// tests/unit/dragon leave open.

import { describe, expect, it } from 'vitest';
import { dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import { dragonBattle, giveDragon, offers, playDragon } from '../dragon/kit';
import { ATTACK, DUEL, scene } from '../dragon/scenes';
import {
  act,
  actionsOf,
  type BattleSpec,
  endMovement,
  eventsOf,
  finishEndOfTurn,
  legal,
  order,
  script,
} from '../flow/harness';
import { board, circles, diceCounts, play, spec } from './builder';

/** A close combat b1 -> t1 on this board, with `card` in `seat`'s hand and these dice scripted. */
function fight(
  spec: BattleSpec,
  card: string,
  seat: 'top' | 'bottom',
  ...faces: Parameters<typeof script>[1][]
) {
  const s = dragonBattle(spec, ['b1']);
  giveDragon(s, seat, card);
  script(s, ...faces);
  act(s, ATTACK);
  return s;
}

describe('Brave Leader, both faces (seed 003:5136-5152, 5364-5379)', () => {
  it("after the opponent's close-combat roll, for one of your units with a leader (003:5136-5146)", () => {
    expect(dragonDef('brave-leader').windows).toEqual([{ id: 'after-opponent-close-roll' }]);
    // The same roll against a unit without a leader: not offered.
    const s = fight(DUEL, 'brave-leader', 'top', 'flag', 'flag', 'flag', 'circle');
    expect(offers(s, 'brave-leader')).toEqual([]);
  });

  it('that unit may ignore every flag of this combat: it stays where it is (003:5148-5152)', () => {
    const { s } = scene('brave-leader');
    playDragon(s, 'brave-leader', 't1');
    const ignore = actionsOf(s, 'ignore-flags');
    expect(Math.max(...ignore.map((a) => a.count))).toBe(3);
    act(s, ignore.find((a) => a.count === 3)!);
    expect(s.units.t1!.hex).toBe('11,7');
  });

  it('the second face, played before the roll, is dealt as the first: two copies of one card (003:5364-5379)', () => {
    expect(dragonDef('brave-leader').copies).toBe(2);
  });
});

describe('Ambush (seed 003:5169, 5175-5195)', () => {
  it("before the opponent's close-combat roll, for your defending unit (003:5169, 5175-5181)", () => {
    expect(dragonDef('ambush').windows).toEqual([{ id: 'before-opponent-roll', combat: ['close'] }]);
    expect(offers(scene('ambush').s, 'ambush').map((a) => a.target)).toEqual(['t1']);
  });

  it('the defender battles first with 1 more die (003:5183-5187)', () => {
    const { s } = scene('ambush');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'ambush', 't1');
    expect(eventsOf(ev, 'dice').map((e) => [e.side, e.faces.length])[0]).toEqual(['top', 4]);
  });

  it('an attacker the ambush destroys does not battle; the defender never battles back (003:5189-5195)', () => {
    const s = fight({ units: [{ ...DUEL.units![0]!, blocks: 1 }, DUEL.units![1]!] }, 'ambush', 'top');
    script(s, 'square', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'ambush', 't1');
    expect(s.units.b1).toBeUndefined();
    expect(eventsOf(ev, 'dice').filter((e) => e.side === 'bottom')).toEqual([]);
  });
});

describe('Terrifying Strike and Desperate Charge (seed 003:5171-5173, 5197-5207, 5255-5257, 5291-5299)', () => {
  const RANGED = spec(['b1 AB 10,8 1', 't1 ASp 10,6']);

  it('both are played before your own roll, in close combat only: not before a shot (003:5171-5173, 5197-5199, 5255-5257, 5291-5293)', () => {
    const s = dragonBattle(RANGED, ['b1']);
    giveDragon(s, 'bottom', 'terrifying-strike');
    giveDragon(s, 'bottom', 'desperate-charge');
    script(s, 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '10,6', mode: 'ranged' });
    expect([offers(s, 'terrifying-strike'), offers(s, 'desperate-charge')]).toEqual([[], []]);
    expect(offers(scene('terrifying-strike').s, 'terrifying-strike')).toHaveLength(1);
  });

  it('Terrifying Strike aims at the enemy unit attacked (003:5201-5207)', () => {
    expect(offers(scene('terrifying-strike').s, 'terrifying-strike').map((a) => a.target)).toEqual(['t1']);
  });
});

describe('Sage Advisor (seed 003:5232-5252)', () => {
  it('at the end of your own turn, for yourself (003:5232-5234, 5250-5252)', () => {
    expect(dragonDef('sage-advisor').windows).toEqual([{ id: 'end-of-turn' }]);
    expect(offers(scene('sage-advisor').s, 'sage-advisor').length).toBeGreaterThan(0);
  });

  it('any card of the Command discard may be taken, after looking through it, instead of the draw (003:5236-5248)', () => {
    const { s } = scene('sage-advisor');
    const targets = offers(s, 'sage-advisor').map((a) => a.target);
    expect([...targets].sort()).toEqual([...s.commandDiscard].sort());
    const deck = s.commandDeck.length;
    playDragon(s, 'sage-advisor', targets[0]);
    finishEndOfTurn(s);
    expect(s.commandDeck).toHaveLength(deck);
    expect(s.players.bottom.hand).toContain(targets[0]);
  });
});

describe('Head Collector, Katchu Keiba, Victor, Legendary Combat, Insult, Personal Challenge, Bishamon titles (seed 003:5444-5459)', () => {
  it('the titles of page 5 own the texts as paired; Victor has none and is not dealt (003:5444-5446, 5447, 5449, 5450-5452, 5454-5456, 5457-5459)', () => {
    expect(dragonDef('head-collector').windows).toEqual([{ id: 'before-own-roll', combat: ['close'] }]);
    expect(dragonDef('katchu-keiba').target).toBe('own-ordered-cavalry-unit');
    expect([dragonDef('victor').copies, dragonDef('victor').windows]).toEqual([0, []]);
    expect(dragonDef('legendary-combat').windows).toEqual([{ id: 'after-successful-close-combat' }]);
    expect(dragonDef('insult').windows).toEqual([{ id: 'after-opponent-move' }]);
    expect(dragonDef('personal-challenge').target).toBe('both-leaders');
    expect(dragonDef('followers-of-bishamon').windows).toEqual([{ id: 'after-opponent-command' }]);
  });
});

describe('Legendary Combat (seed 003:5461-5487)', () => {
  it('after a close combat of yours that succeeded, not after one that did not (003:5461-5465)', () => {
    expect(offers(scene('legendary-combat').s, 'legendary-combat').map((a) => a.target)).toEqual(['b1']);
    const s = fight(DUEL, 'legendary-combat', 'bottom', ...circles(7));
    expect(offers(s, 'legendary-combat')).toEqual([]);
  });

  it('the enemy destroyed, a foot unit with no leader gains ground and makes a bonus close combat (003:5467-5477)', () => {
    const { s } = scene('legendary-combat');
    playDragon(s, 'legendary-combat', 'b1');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(legal(s, { type: 'bonus-combat', target: '12,6' })).toBe(true);
  });

  it('after its bonus combat, a second gain of ground and a second bonus combat: a foot unit with its leader (003:5479-5487)', () => {
    const s = board({
      units: ['b1 SSp 10,8', 't1 ASp 11,7 1', 't2 ASp 12,6 1', 't3 ASp 13,5'],
      leaders: ['bL foot 10,8'],
      dragons: true,
    });
    play(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    script(s, 'triangle', ...circles(3));
    act(s, ATTACK);
    // The leader may inspire: he does not.
    act(s, { type: 'no-inspire' });
    act(s, { type: 'gain-ground' });
    giveDragon(s, 'bottom', 'legendary-combat');
    script(s, 'triangle', ...circles(3));
    act(s, { type: 'bonus-combat', target: '12,6' });
    act(s, { type: 'no-inspire' });
    playDragon(s, 'legendary-combat', 'b1');
    act(s, { type: 'gain-ground' });
    expect(actionsOf(s, 'bonus-combat').map((a) => a.target)).toEqual(['13,5']);
  });
});

describe('Insult (seed 003:5489-5509)', () => {
  it('a leader who moved with his unit goes back with it, and the unit may not battle this turn (003:5497-5509)', () => {
    const { s } = scene('insult');
    playDragon(s, 'insult', 'bL');
    expect([s.units.b1!.hex, s.leaders.bL!.hex]).toEqual(['10,8', '10,8']);
    expect(s.turnState.ordered.b1!.noBattle).toBe(true);
  });

  it('played in reaction to the move of an ordered enemy leader (003:5489-5495)', () => {
    expect(offers(scene('insult').s, 'insult').map((a) => a.target)).toEqual(['bL']);
  });
});

describe('Personal Challenge, both faces (seed 003:5511-5596)', () => {
  it('before a close combat in which both units have a leader, at both leaders; not without them (003:5511-5517, 5558-5564)', () => {
    expect(offers(scene('personal-challenge').s, 'personal-challenge')).toHaveLength(1);
    const s = fight(DUEL, 'personal-challenge', 'bottom');
    expect(offers(s, 'personal-challenge')).toEqual([]);
  });

  it('dice: the command each, +2 for the card, +1 for more Honor & Fortune, +1 for the higher status (003:5519-5533, 5566-5580)', () => {
    const { s } = scene('personal-challenge');
    s.pool += s.players.top.honor;
    s.players.top.honor = 0;
    script(s, ...circles(12));
    const ev = playDragon(s, 'personal-challenge');
    // Bottom: 4 + 2 + 1 (more tokens) + 1 (mounted over foot); top: 4.
    expect(diceCounts(ev, 'Personal Challenge')).toEqual([8, 4]);
  });

  it('a tie in swords kills nobody and takes no card (003:5543-5545, 5590-5592)', () => {
    const { s } = scene('personal-challenge');
    const hand = s.players.top.hand.length;
    script(s, ...circles(12));
    playDragon(s, 'personal-challenge');
    expect([s.leaders.bL, s.leaders.tL].every(Boolean)).toBe(true);
    expect(s.players.top.hand).toHaveLength(hand);
  });

  it('more swords kill the other leader: no banner, a random Command card lost, honor symbols gained (003:5533-5541, 5580-5588, 5594-5596)', () => {
    const { s } = scene('personal-challenge');
    const hand = s.players.top.hand.length;
    script(s, 'swords', 'honor', ...circles(10), 0);
    const honor = s.players.bottom.honor;
    playDragon(s, 'personal-challenge');
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(0);
    expect(s.players.top.hand).toHaveLength(hand - 1);
    expect(s.players.bottom.honor).toBe(honor - dragonDef('personal-challenge').cost + 1);
  });
});

describe('Revenge (seed 003:5673-5689)', () => {
  it('before your battle-back roll, for the unit battling back (003:5673-5681)', () => {
    expect(offers(scene('revenge').s, 'revenge').map((a) => a.target)).toEqual(['t1']);
  });

  it('as many dice as were rolled against it, fewer than its own too (003:5683-5689)', () => {
    // b1 attacks up the hill with 2 dice (2136-2137); t1 would battle back with 3 out of its hill.
    const s = fight({ ...DUEL, terrain: { '11,7': 'hill' } }, 'revenge', 'top', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'revenge', 't1');
    expect(diceCounts(ev, 'close')).toEqual([2]);
  });
});

describe('Bullet-Proof Armor, Kishijoten, Haya-ji, Tea Ceremony titles (seed 003:5751-5765)', () => {
  it('each title owns the text of its place on the page (003:5751-5753, 5755-5757, 5759-5761, 5763-5765)', () => {
    expect(dragonDef('bullet-proof-armor').windows).toEqual([{ id: 'after-opponent-ranged-roll' }]);
    expect(dragonDef('spirit-of-kishijoten').windows).toEqual([{ id: 'after-own-roll', combat: ['close'] }]);
    expect(dragonDef('spirit-of-haya-ji').windows).toEqual([{ id: 'during-movement' }]);
    expect(dragonDef('tea-ceremony').windows).toEqual([{ id: 'with-command', beforeOrders: true }]);
  });
});

describe('Spirit of Haya-ji (seed 003:5791-5795)', () => {
  it('during your movement, for one ordered unit of any kind', () => {
    expect(
      offers(scene('spirit-of-haya-ji').s, 'spirit-of-haya-ji')
        .map((a) => a.target)
        .sort(),
    ).toEqual(['b1', 'b5']);
  });
});

describe('Bullet-Proof Armor (seed 003:5809-5827)', () => {
  it('after the enemy shot, for the unit fired at: every hit ignored (003:5809-5817)', () => {
    const { s } = scene('bullet-proof-armor');
    expect(offers(s, 'bullet-proof-armor').map((a) => a.target)).toEqual(['t1']);
    playDragon(s, 'bullet-proof-armor', 't1');
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('not after a close-combat roll (003:5809-5811)', () => {
    const s = fight(DUEL, 'bullet-proof-armor', 'top', 'triangle', 'circle', 'circle', 'circle');
    expect(offers(s, 'bullet-proof-armor')).toEqual([]);
  });

  it('it answers one shot: played after the first of two Stand and Fire shots, the second still hits (003:5813-5823)', () => {
    const s = board({ units: ['sb SB 10,10', 't1 ASp 12,8', 't2 ASp 11,1'], dragons: true });
    play(s, 'stand-and-fire');
    order(s, 'sb');
    endMovement(s);
    giveDragon(s, 'top', 'bullet-proof-armor');
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '12,8', mode: 'ranged' });
    playDragon(s, 'bullet-proof-armor', 't1');
    expect(s.units.t1!.blocks).toBe(4);
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '12,8', mode: 'ranged' });
    expect(s.units.t1!.blocks).toBe(3);
  });

  it("the summary gives the face's advice against Stand and Fire: play it after the second shot to spare both (003:5817-5827)", () => {
    expect(dragonDef('bullet-proof-armor').text).toMatch(/second shot to ignore both/);
  });
});

describe('Spirit of Kishijoten (seed 003:5829-5845)', () => {
  it('after your close-combat roll, for your unit in it (003:5829-5835)', () => {
    expect(offers(scene('spirit-of-kishijoten').s, 'spirit-of-kishijoten').map((a) => a.target)).toEqual([
      'b1',
    ]);
  });

  it('the roll is thrown away and all the dice rolled again; the second roll stands (003:5837-5845)', () => {
    const { s } = scene('spirit-of-kishijoten');
    script(s, 'triangle', 'triangle', 'circle', 'circle');
    const ev = playDragon(s, 'spirit-of-kishijoten', 'b1');
    expect(eventsOf(ev, 'reroll')).toHaveLength(1);
    // The first roll (four circles) hit nothing; the second hits twice.
    expect(s.units.t1!.blocks).toBe(2);
  });
});
