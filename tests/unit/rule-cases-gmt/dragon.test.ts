// GMT 2021 rule cases, Dragon cards against the other rules (session 16): bonus dice after terrain caps,
// flags doubled or forbidden against morale, the bodyguards' duty, bonus combats from a hex that
// forbids battle, the lack of honor a card brings, one card each a turn and its cost. Seed 003.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  board,
  CENTER_HAND,
  chooseLoss,
  close,
  decision,
  dragonBattle,
  dragonGame,
  duel,
  endMovement,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  giveDragon,
  ldr,
  offers,
  order,
  playCard,
  playDragon,
  ranged,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
  tokens,
  u,
} from './cases';

describe('bonus dice from cards come after the terrain cap (seed 003:1959-1961, 2104-2107)', () => {
  it('Desperate Charge: a single-block samurai unit attacking into a forest rolls 2 + 2 (seed 003:5291-5299, 2123-2124)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSp', '10,8', 1), u('t1', 'ASp', '11,7')], [], { terrain: { '11,7': 'forest' } }),
      ['b1'],
    );
    giveDragon(s, 'bottom', 'desperate-charge');
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'circle', 'circle', 'circle');
    script(s, 'circle', 'circle');
    const ev = playDragon(s, 'desperate-charge', 'b1');
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 2]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('Fire Arrows: a bow unit shooting into a forest rolls 1 + 1; the token rests on the card and goes back to the pool at the end of the turn (seed 003:5301-5313, 2125-2126, 1942-1947)', () => {
    const s = dragonGame(
      board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5')], [], { terrain: { '11,5': 'forest' } }),
    );
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'bottom', 'fire-arrows');
    const pool = s.pool;
    playCard(s, 'order-two-center');
    playDragon(s, 'fire-arrows');
    expect(s.players.bottom.honor).toBe(4);
    expect(s.dragonInPlay.map((d) => d.tokens)).toEqual([1]);
    order(s, 'b1');
    endMovement(s);
    script(s, 'circle', 'circle');
    const ev = act(s, ranged('b1', '11,5'));
    expect(rolled(ev, 'ranged').map((r) => r.length)).toEqual([2]);
    expect(scriptLeft(s)).toBe(0);
    finishEndOfTurn(s);
    expect(s.dragonInPlay).toEqual([]);
    // The card's token is back in the pool; bottom then took 2 from it at the end of its turn.
    expect(s.pool).toBe(pool - 1);
    expect(tokens(s)).toBe(30);
  });

  it('Ambush from a forest: the defender strikes first with its cap of 2 plus 1, the attacker then rolls its capped 2, and there is no battle back (seed 003:5175-5195, 2122-2124)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7')], [], { terrain: { '11,7': 'forest' } }),
      ['b1'],
    );
    giveDragon(s, 'top', 'ambush');
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'circle', 'circle');
    script(s, 'circle', 'circle');
    const ev = playDragon(s, 'ambush', 't1');
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
    expect(eventsOf(ev, 'dice').map((d) => d.side)).toEqual(['top', 'bottom']);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('cards against morale and retreats', () => {
  it('Terrifying Strike on a levy: one flag counts as two, the levy goes back 4 hexes and still pays only 2 tokens (seed 003:5197-5207, 1565, 1694-1695)', () => {
    const s = dragonBattle(duel('LI'), ['b1']);
    giveDragon(s, 'bottom', 'terrifying-strike');
    act(s, close('b1', '11,7'));
    script(s, 'flag', 'triangle', 'triangle', 'square');
    playDragon(s, 'terrifying-strike', 't1');
    const ends = actionsOf(s, 'retreat').map((a) => a.to);
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.every((h) => h.endsWith(',3'))).toBe(true);
    act(s, { type: 'retreat', to: ends[0]! });
    expect(s.players.top.honor).toBe(3);
  });

  it('Terrifying Strike on a square unit with a leader: the doubled flag is 2 flags, and both may be ignored, the most a roll allows (seed 003:5203-5207, 1663, 1676, 1680)', () => {
    const s = dragonBattle(duel('SSp', { leaders: [ldr('tL', 'foot', '11,7')] }), ['b1']);
    giveDragon(s, 'bottom', 'terrifying-strike');
    act(s, close('b1', '11,7'));
    script(s, 'flag', 'circle', 'circle', 'circle');
    playDragon(s, 'terrifying-strike', 't1');
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([2, 1, 0]);
  });

  it('Courage on a unit on its own baseline: every flag ignored, so no block is lost for the retreat it could not make (seed 003:5340-5348, 1596-1598)', () => {
    const s = dragonBattle(board([u('b1', 'SSp', '11,1'), u('t1', 'ASp', '10,0')]), ['b1']);
    giveDragon(s, 'top', 'courage');
    act(s, close('b1', '10,0'));
    script(s, 'flag', 'flag', 'flag', 'circle');
    script(s, 'circle', 'circle', 'circle');
    playDragon(s, 'courage', 't1');
    // Ignoring stays a choice (1659-1660); the card lifts the limit of 2.
    act(s, { type: 'ignore-flags', count: 3 });
    expect(s.units.t1!.blocks).toBe(4);
    expect(s.units.t1!.hex).toBe('10,0');
    expect(scriptLeft(s)).toBe(0);
  });

  it('Cowards against a unit with a leader on a bridge: neither the leader nor the bridge lets it ignore a flag (seed 003:5350-5362, 1680, 2180)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('tL', 'foot', '11,7')], {
        terrain: { '11,7': 'bridge' },
      }),
      ['b1'],
    );
    giveDragon(s, 'bottom', 'cowards');
    act(s, close('b1', '11,7'));
    script(s, 'flag', 'circle', 'circle', 'circle');
    playDragon(s, 'cowards', 't1');
    expect(actionsOf(s, 'ignore-flags')).toEqual([]);
    expect(decision(s).point).toBe('retreat');
  });

  it('bodyguards with their army commander ignore every flag even under Cowards (seed 003:753-754, 5350-5362)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSp', '11,1'), u('tG', 'BG', '10,0')], [ldr('tC', 'commander', '10,0')], {
        terrain: { '10,0': { t: 'tent', side: 'top' } },
      }),
      ['b1'],
    );
    giveDragon(s, 'bottom', 'cowards');
    act(s, close('b1', '10,0'));
    // Flags only, no sword: no hit on the guards. They battle back with 1 die a block, no sword rolled.
    script(s, 'flag', 'flag', 'circle', 'square');
    script(s, 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'cowards', 'tG');
    expect(eventsOf(ev, 'flags-ignored')).toEqual([{ type: 'flags-ignored', piece: 'tG', count: 2 }]);
    expect(eventsOf(ev, 'retreated')).toEqual([]);
    act(s, { type: 'no-inspire' });
    expect(s.units.tG!.hex).toBe('10,0');
    expect(s.units.tG!.blocks).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('cards after a successful close combat', () => {
  it('Legendary Combat lets foot without a leader gain ground, but not battle again from a ravine it gained (seed 003:5461-5487, 1796-1797, 2226, 1959-1961)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6')], [], {
        terrain: { '11,7': 'ravine' },
      }),
      ['b1'],
    );
    giveDragon(s, 'bottom', 'legendary-combat');
    script(s, 'triangle', 'circle');
    act(s, close('b1', '11,7'));
    expectAt(s, 'window:after-successful-close-combat', 'bottom');
    playDragon(s, 'legendary-combat', 'b1');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('Timid against a player with no tokens: the 2 he cannot pay bring the Dragon lack-of-honor roll of 4 + 2 dice, his choice of unit for each symbol (seed 003:5846-5858, 1713-1717, 1761-1766)', () => {
    const s = dragonBattle(
      board([
        u('b1', 'SSpC', '10,8'),
        u('b2', 'ASp', '4,8'),
        u('b3', 'ASp', '18,8'),
        u('t1', 'ASp', '11,7', 1),
      ]),
      ['b1'],
    );
    giveDragon(s, 'top', 'timid');
    setHonor(s, 'bottom', 0);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    act(s, { type: 'gain-ground' });
    script(s, 'triangle', 'swords', 'flag', 'honor', 'honor', 'flag');
    const ev = playDragon(s, 'timid', 'b1');
    expect(rolled(ev, 'lack of honor').map((r) => r.length)).toEqual([6]);
    // One triangle: bottom picks which of its two spear units loses the block, wherever they stand.
    chooseLoss(s, 'bottom', ['b2', 'b3'], 'b3');
    expect(s.units.b3!.blocks).toBe(3);
    expect(s.units.b2!.blocks).toBe(4);
    expect(s.units.b1!.hex).toBe('10,8');
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('paying for and playing cards', () => {
  it('one card a turn each: after Desperate Charge, the attacker’s Cowards is not offered for his next battle (seed 003:1949-1954)', () => {
    const s = dragonBattle(
      board([
        u('b1', 'SSp', '10,8', 1),
        u('b2', 'SSp', '14,8'),
        u('t1', 'ASp', '11,7'),
        u('t2', 'ASp', '15,7'),
      ]),
      ['b1', 'b2'],
    );
    giveDragon(s, 'bottom', 'desperate-charge');
    giveDragon(s, 'bottom', 'cowards');
    act(s, close('b1', '11,7'));
    expect(offers(s, 'cowards')).not.toEqual([]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle');
    playDragon(s, 'desperate-charge', 'b1');
    // The second battle rolls at once: no window for bottom any more.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b2', '15,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 3]);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a defender without the tokens is not offered Courage, and the flag drives his unit back (seed 003:1916-1919, 1938-1940)', () => {
    const s = dragonBattle(duel('ASp'), ['b1']);
    giveDragon(s, 'top', 'courage');
    setHonor(s, 'top', 0);
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    expect(offers(s, 'courage')).toEqual([]);
    expect(decision(s).point).toBe('retreat');
  });

  it('Ambush that hits the attacker with a leader: the casualty check comes first, the leader dies for a banner, and the square attacker then ignores only 1 flag (seed 003:5175-5195, 1513-1517, 1676, 1681-1683)', () => {
    const s = dragonBattle(duel('SSp', { leaders: [ldr('bL', 'foot', '10,8')] }), ['b1']);
    giveDragon(s, 'top', 'ambush');
    act(s, close('b1', '11,7'));
    // The ambushing samurai roll 4 + 1 dice; then the 1-die check on bL.
    script(s, 'square', 'flag', 'circle', 'circle', 'circle');
    script(s, 'swords');
    const ev = playDragon(s, 'ambush', 't1');
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([5]);
    expect(s.leaders.bL).toBeUndefined();
    expect(s.players.top.banners).toBe(1);
    expect(s.units.b1!.blocks).toBe(3);
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    expect(scriptLeft(s)).toBe(0);
  });
});
