// Dragon cards in one combat, with scripted dice: Ambush, Courage, Aikido Training, Terrifying
// Strike, Cowards, Desperate Charge, Head Collector, Spirit of Kishijoten, Brave Leader,
// Bullet-Proof Armor, Revenge and Personal Challenge. b1 (samurai spearmen, 4 dice) attacks
// t1 (ashigaru spearmen, 3 dice) unless a test says otherwise.

import { describe, expect, it } from 'vitest';
import { act, actionsOf, eventsOf, expectAt, legal, script, scriptLeft, setHand } from '../flow/harness';
import { dragonBattle, giveDragon, offers, playDragon } from './kit';
import { ATTACK, DUEL, scene } from './scenes';

function ignoreCounts(s: Parameters<typeof actionsOf>[0]): number[] {
  return actionsOf(s, 'ignore-flags').map((a) => a.count);
}

describe('Ambush (seed 003:5175-5195; designer FAQ)', () => {
  it('the defender battles first with 1 extra die; the attacker then battles; no battle back', () => {
    const { s } = scene('ambush');
    expect(offers(s, 'ambush').map((a) => a.target)).toEqual(['t1']);
    // Ambush: 3 + 1 dice, one square hits b1. Then b1's attack: one triangle hits t1.
    script(s, 'square', 'circle', 'circle', 'circle', 'triangle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'ambush', 't1');
    const close = eventsOf(ev, 'dice').filter((e) => e.purpose === 'close');
    expect(close.map((e) => [e.side, e.faces.length])).toEqual([
      ['top', 4],
      ['bottom', 4],
    ]);
    expect(close[0]!.dice!.bonuses).toEqual([{ source: 'Ambush', dice: 1 }]);
    expect(s.units.b1!.blocks).toBe(3);
    expect(s.units.t1!.blocks).toBe(3);
    expect(eventsOf(ev, 'battle').filter((b) => b.battleBack)).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('First Strike and Ambush share the window: one answers the attack, never both', () => {
    const s = dragonBattle(DUEL, ['b1']);
    setHand(s, 'top', ['first-strike', 'order-two-center', 'advance-left', 'order-three-left']);
    giveDragon(s, 'top', 'ambush');
    act(s, ATTACK);
    const actions = expectAt(s, 'window:before-opponent-roll', 'top').map((a) => a.type);
    expect(actions).toEqual(['pass', 'first-strike', 'play-dragon']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    const card = s.players.top.hand.find((c) => c.startsWith('first-strike'))!;
    act(s, { type: 'first-strike', card });
    // First Strike rolled (3 dice, no Ambush die); b1 attacks next and Ambush is not offered again.
    expect(offers(s, 'ambush')).toEqual([]);
    expect(s.players.top.dragonHand).toHaveLength(1);
  });

  it('the defender striking first is never answered by First Strike or Ambush', () => {
    const { s } = scene('ambush');
    // Bottom holds First Strike and Courage: before top's Ambush roll only Courage is offered.
    setHand(s, 'bottom', ['first-strike', 'advance-left', 'order-three-left']);
    giveDragon(s, 'bottom', 'courage');
    playDragon(s, 'ambush', 't1');
    expectAt(s, 'window:before-opponent-roll', 'bottom');
    expect(actionsOf(s, 'first-strike')).toEqual([]);
    expect(offers(s, 'courage').map((a) => a.target)).toEqual(['b1']);
  });
});

describe('Courage (seed 003:5340-5348)', () => {
  it('the unit attacked ignores every flag of this combat (the 2-flag limit does not hold)', () => {
    const { s } = scene('courage');
    script(s, 'flag', 'flag', 'flag', 'circle');
    playDragon(s, 'courage', 't1');
    expect(ignoreCounts(s)).toEqual([3, 2, 1, 0]);
  });
});

describe('Aikido Training (seed 003:5642-5656)', () => {
  it('the attacker rolls 2 dice at most, whatever its bonuses', () => {
    const { s } = scene('aikido-training');
    expect(offers(s, 'aikido-training').map((a) => a.target)).toEqual(['b1']);
    script(s, 'triangle', 'triangle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'aikido-training', 'b1');
    const attack = eventsOf(ev, 'dice').find((e) => e.side === 'bottom')!;
    expect(attack.faces).toHaveLength(2);
    expect(attack.dice!.cap).toEqual({ value: 2, reason: 'Aikido Training: 2 dice at most' });
    expect(s.units.t1!.blocks).toBe(2);
  });
});

describe('Terrifying Strike (seed 003:5197-5207)', () => {
  it('each flag against the target counts as 2', () => {
    const { s } = scene('terrifying-strike');
    expect(offers(s, 'terrifying-strike').map((a) => a.target)).toEqual(['t1']);
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'terrifying-strike', 't1');
    expect(eventsOf(ev, 'hits')[0]).toMatchObject({ target: 't1', hits: 0, flags: 2 });
    // 2 flags: 2 hexes back (t1 has nothing to ignore them with).
    expect(actionsOf(s, 'retreat').map((a) => a.to.split(',')[1])).toEqual(['5', '5', '5']);
  });
});

describe('Cowards (seed 003:5350-5362)', () => {
  it('the target may not ignore flags, not even with its leader', () => {
    const { s } = scene('cowards', {});
    s.leaders.tL = { id: 'tL', side: 'top', kind: 'foot', hex: '11,7' };
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'cowards', 't1');
    expect(eventsOf(ev, 'flags-ignored')).toEqual([]);
    // No question about ignoring: t1 must retreat.
    expectAt(s, 'retreat', 'top');
  });
});

describe('Desperate Charge (seed 003:5291-5299)', () => {
  it('a unit down to one block rolls 2 more dice', () => {
    const { s } = scene('desperate-charge');
    expect(offers(s, 'desperate-charge').map((a) => a.target)).toEqual(['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'desperate-charge', 'b1');
    const attack = eventsOf(ev, 'dice').find((e) => e.side === 'bottom')!;
    expect(attack.dice!.total).toBe(6);
    expect(attack.dice!.bonuses).toEqual([{ source: 'Desperate Charge', dice: 2 }]);
  });

  it('is not offered for a unit with more than one block', () => {
    const { s } = scene('terrifying-strike');
    giveDragon(s, 'bottom', 'desperate-charge');
    expect(offers(s, 'desperate-charge')).toEqual([]);
  });
});

describe('Head Collector (seed 003:5402-5414)', () => {
  it('2 tokens per enemy block destroyed, on top of the honor symbols rolled', () => {
    const { s } = scene('head-collector');
    expect(offers(s, 'head-collector').map((a) => a.target)).toEqual(['b1']);
    playDragon(s, 'head-collector', 'b1');
    // Two hits and one honor symbol; t1's leader check and battle back roll nothing useful.
    script(s, 'triangle', 'swords', 'honor', 'circle', 'flag', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'no-inspire' });
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.players.bottom.honor).toBe(5 + 1 + 4);
  });
});

describe('Spirit of Kishijoten (seed 003:5829-5845)', () => {
  it('the whole roll is made again and the second one stands', () => {
    const { s } = scene('spirit-of-kishijoten');
    script(s, 'triangle', 'triangle', 'triangle', 'flag', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'spirit-of-kishijoten', 'b1');
    expect(eventsOf(ev, 'reroll')).toEqual([
      {
        type: 'reroll',
        side: 'bottom',
        purpose: 'Spirit of Kishijoten',
        faces: ['triangle', 'triangle', 'triangle', 'flag'],
      },
    ]);
    expect(s.units.t1!.blocks).toBe(1);
  });
});

describe('Brave Leader (seed 003:5136-5152)', () => {
  it("after the opponent's close-combat roll, a unit with a leader may ignore every flag of it", () => {
    const { s } = scene('brave-leader');
    expect(offers(s, 'brave-leader').map((a) => a.target)).toEqual(['t1']);
    playDragon(s, 'brave-leader', 't1');
    expect(ignoreCounts(s)).toEqual([3, 2, 1, 0]);
  });
});

describe('Bullet-Proof Armor (seed 003:5809-5827)', () => {
  it('the unit fired at ignores every hit of the shot', () => {
    const { s } = scene('bullet-proof-armor');
    const ev = playDragon(s, 'bullet-proof-armor', 't1');
    expect(s.units.t1!.blocks).toBe(4);
    expect(eventsOf(ev, 'hits-ignored')).toEqual([{ type: 'hits-ignored', unit: 't1', hits: 2 }]);
  });

  it('played after the second Stand and Fire shot, it ignores the hits of both', () => {
    const s = dragonBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
      },
      ['sb'],
      'stand-and-fire',
    );
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(s.units.t1!.blocks).toBe(3);
    giveDragon(s, 'top', 'bullet-proof-armor');
    script(s, 'triangle', 'triangle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expectAt(s, 'window:after-opponent-ranged-roll', 'top');
    const ev = playDragon(s, 'bullet-proof-armor', 't1');
    expect(eventsOf(ev, 'blocks-restored')).toEqual([
      { type: 'blocks-restored', unit: 't1', count: 1, blocks: 4 },
    ]);
    expect(s.units.t1!.blocks).toBe(4);
  });
});

describe('Revenge (seed 003:5673-5689)', () => {
  it('the unit battles back with as many dice as were rolled against it', () => {
    const { s } = scene('revenge');
    expect(offers(s, 'revenge').map((a) => a.target)).toEqual(['t1']);
    script(s, 'square', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'revenge', 't1');
    const back = eventsOf(ev, 'dice').find((e) => e.side === 'top')!;
    // Ashigaru spearmen roll 3; Revenge gives the 4 b1 rolled.
    expect(back.dice!.base).toBe(4);
    expect(back.faces).toHaveLength(4);
    expect(s.units.b1!.blocks).toBe(3);
  });
});

describe('Personal Challenge (seed 003:5511-5545)', () => {
  it('the leaders duel before the combat: more swords kill the other leader, with no banner', () => {
    const { s } = scene('personal-challenge');
    const hand = [...s.players.top.hand];
    // Bottom: command 4 + 2 (the card) + 1 (mounted outranks foot) = 7; top: 4 + 1 (more tokens) = 5.
    script(
      s,
      ...(['swords', 'swords', 'honor', 'circle', 'circle', 'circle', 'circle'] as const),
      ...(['swords', 'honor', 'honor', 'flag', 'flag'] as const),
      1,
    );
    const ev = playDragon(s, 'personal-challenge');
    expect(eventsOf(ev, 'dice').map((e) => [e.side, e.faces.length])).toEqual([
      ['bottom', 7],
      ['top', 5],
    ]);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(0);
    // The honor symbols rolled are gained; top loses a random Command card (the second of his hand).
    expect(s.players.bottom.honor).toBe(5 - 2 + 1);
    expect(s.players.top.honor).toBe(5 + 2);
    expect(s.players.top.hand).toEqual([hand[0], ...hand.slice(2)]);
    expect(scriptLeft(s)).toBe(0);
    // The combat goes on: bottom's own window, then the inspiration.
    expect(legal(s, { type: 'no-inspire' })).toBe(true);
  });

  it('a tie kills nobody', () => {
    const { s } = scene('personal-challenge');
    script(
      s,
      'swords',
      'circle',
      'circle',
      'circle',
      'circle',
      'circle',
      'circle',
      'swords',
      'flag',
      'flag',
      'flag',
      'flag',
    );
    playDragon(s, 'personal-challenge');
    expect(s.leaders.tL).toBeDefined();
    expect(s.leaders.bL).toBeDefined();
  });

  it('the other player may answer with his own challenge in the same combat', () => {
    const { s } = scene('personal-challenge');
    giveDragon(s, 'top', 'personal-challenge');
    act(s, { type: 'pass' });
    expectAt(s, 'window:before-leader-duel', 'top');
    expect(offers(s, 'personal-challenge')).toHaveLength(1);
  });
});
