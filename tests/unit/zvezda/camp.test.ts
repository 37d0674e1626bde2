// The Zvezda 2012 commander's camp: impassable while it is on the board, removed the moment nobody
// is left (3 banners to the enemy, or the scenario's number, and a random Command card discarded),
// after which the hex is open ground (seed 002:1088, 1098; seed 000:845, 857, 1044). The GMT tent
// stays put until its start-of-turn capture (seed 003:2240-2250), which these events never trigger.

import { describe, expect, it } from 'vitest';
import { moveTargets } from '../../../src/games/samurai-battles/board/movement';
import { terrainAt } from '../../../src/games/samurai-battles/board/occupancy';
import { leaderRetreatPaths } from '../../../src/games/samurai-battles/board/retreat';
import { cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import type { Edition } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  commandCards,
  eventsOf,
  expectAt,
  order,
  playCard,
  script,
  scriptLeft,
  setHand,
  setHonor,
} from '../flow/harness';
import { game, toBattle } from './combatKit';

/** Top's commander and his guards in their camp at 11,1; bottom's samurai at 12,2. */
const CAMP: BattleSpec = {
  terrain: { '11,1': { t: 'tent', side: 'top' } },
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' },
    { id: 'bg', side: 'top', type: 'BG', hex: '11,1' },
  ],
  leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '11,1' }],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '11,1', mode: 'close' } as const;
const TOP_HAND = ['order-one-left', 'order-two-right', 'flank-attack', 'cranes-wing'];

/** The commander left alone in his camp (his guards already gone). */
const ALONE: BattleSpec = { ...CAMP, units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '14,4' }] };

describe('the Zvezda camp on the board', () => {
  /** Another top leader at 12,2 and a top spear unit at 10,2, both next to the camp. */
  const NEIGHBOURS: BattleSpec = {
    ...ALONE,
    units: [...(ALONE.units ?? []), { id: 't2', side: 'top', type: 'ASp', hex: '10,2' }],
    leaders: [...(ALONE.leaders ?? []), { id: 'tL', side: 'top', kind: 'foot', hex: '12,2' }],
  };

  it('no leader moves or retreats through it; under GMT he may pass a friendly-held tent (seed 002:1088; seed 000:845; seed 003:2240-2243)', () => {
    for (const edition of ['zvezda2012', 'gmt2021'] as const) {
      const s = game(NEIGHBOURS, edition);
      // 10,0 lies two hexes away, only through the camp.
      const moves = moveTargets(s, 'tL', { maxHexes: 2 }).flatMap((t) => (t.exit ? [] : [t.hex]));
      const retreats = leaderRetreatPaths(s, 'tL').map((p) => p.path[p.path.length - 1]);
      expect(moves.includes('10,0')).toBe(edition === 'gmt2021');
      expect(retreats.includes('10,0')).toBe(edition === 'gmt2021');
    }
  });

  it('no unit joins the commander left alone on it (seed 002:1088; seed 000:845)', () => {
    const zvezda = moveTargets(game(NEIGHBOURS), 't2', { maxHexes: 1 }).flatMap((t) =>
      t.exit ? [] : [t.hex],
    );
    expect(zvezda).not.toContain('11,1');
    const gmt = moveTargets(game(NEIGHBOURS, 'gmt2021'), 't2', { maxHexes: 1 });
    expect(gmt).toContainEqual(expect.objectContaining({ hex: '11,1', joins: 'tC' }));
  });
});

describe('the Zvezda camp once nobody is left on it', () => {
  function lastGuardKilled(edition: Edition) {
    const s = toBattle(
      { ...CAMP, units: [CAMP.units![0]!, { id: 'bg', side: 'top', type: 'BG', hex: '11,1', blocks: 1 }] },
      ['b1'],
      edition,
    );
    setHonor(s, 'top', 5);
    const hand = setHand(s, 'top', TOP_HAND);
    // The last guard falls to a sword; the commander survives his check and must leave or die.
    script(s, 'swords', 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    return { s, hand };
  }

  it('falls when its commander retreats out of it: 3 banners to the enemy, a random Command card lost, the hex open ground (seed 002:1098; seed 000:857, 1044)', () => {
    const { s, hand } = lastGuardKilled('zvezda2012');
    script(s, 1);
    const ev = act(s, { type: 'leader-retreat', to: '10,0' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([{ type: 'tent-captured', side: 'top', by: 'bottom' }]);
    expect(s.players.bottom.banners).toBe(3);
    expect(s.players.top.hand).toEqual([hand[0], hand[2], hand[3]]);
    expect(s.commandDiscard.map(cardDefId)).toContain('order-two-right');
    expect(s.players.top.handSize).toBe(3);
    expect(s.terrain['11,1']).toBeUndefined();
    expect(terrainAt(s, '11,1').t).toBe('open');
    expect(commandCards(s)).toBe(60);
    // The attacker may gain ground onto the open hex.
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,1');
    expect(scriptLeft(s)).toBe(0);
  });

  it('the scenario may set what it is worth (seed 002:1098 "three banners" is the default)', () => {
    const { s } = lastGuardKilled('zvezda2012');
    s.victory.tentBanners = { top: 2 };
    script(s, 0);
    act(s, { type: 'leader-retreat', to: '10,0' });
    expect(s.players.bottom.banners).toBe(2);
  });

  it('falls with a commander who commits seppuku there; no banner for him (seed 002:611, 1098)', () => {
    const { s } = lastGuardKilled('zvezda2012');
    script(s, 0, 0);
    const ev = act(s, { type: 'seppuku' });
    expect(eventsOf(ev, 'seppuku')).toHaveLength(1);
    expect(eventsOf(ev, 'tent-captured')).toHaveLength(1);
    // Seppuku's card and the camp's card.
    expect(s.players.top.hand).toHaveLength(2);
    expect(s.players.top.handSize).toBe(2);
    expect(s.players.bottom.banners).toBe(3);
    expect(s.winner).toBeNull();
  });

  it('falls with a commander who retreats off the board (seed 002:597-605, 1098)', () => {
    const { s } = lastGuardKilled('zvezda2012');
    script(s, 0);
    const ev = act(s, { type: 'exit', piece: 'tC' });
    expect(eventsOf(ev, 'leader-exited')).toHaveLength(1);
    expect(eventsOf(ev, 'tent-captured')).toHaveLength(1);
    expect(s.players.bottom.banners).toBe(3);
  });

  it('falls when its last guard dies after the commander: his banner, then the camp (seed 000:1044)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 0);
    // The commander died earlier; one guard is left.
    delete s.leaders.tC;
    s.units.bg!.blocks = 1;
    script(s, 'swords', 'circle', 'circle', 'circle', 0);
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'unit-eliminated')).toEqual([{ type: 'unit-eliminated', unit: 'bg', side: 'top' }]);
    expect(eventsOf(ev, 'tent-captured')).toHaveLength(1);
    expect(s.players.bottom.banners).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('falls when the commander, alone, is killed in it (seed 002:647, 1098)', () => {
    const s = toBattle({ ...ALONE, units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' }] }, ['b1']);
    script(s, 'swords', 'circle', 'circle', 'circle', 0);
    act(s, ATTACK);
    // 1 banner for the commander, 3 for the camp.
    expect(s.players.bottom.banners).toBe(4);
    expect(s.terrain['11,1']).toBeUndefined();
  });

  it('leaves the board even when his banner has just won the battle; nothing more is scored (seed 002:775, 1098)', () => {
    const s = toBattle(
      { ...ALONE, units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' }], banners: 1 },
      ['b1'],
    );
    const cards = s.players.top.hand.length;
    script(s, 'swords', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(s.winner).toBe('bottom');
    expect(s.players.bottom.banners).toBe(1);
    expect(s.terrain['11,1']).toBeUndefined();
    expect(eventsOf(ev, 'tent-captured')).toEqual([]);
    expect(s.players.top.hand).toHaveLength(cards);
    expect(scriptLeft(s)).toBe(0);
  });

  it('falls when the commander, alone, is ordered out of it (seed 000:1040, 1044)', () => {
    const s = game({ ...ALONE, first: 'top' });
    setHand(s, 'top', ['order-two-center', ...TOP_HAND.slice(1)]);
    playCard(s, 'order-two-center');
    order(s, 'tC');
    script(s, 0);
    const ev = act(s, { type: 'move', piece: 'tC', to: '10,2' });
    expect(eventsOf(ev, 'tent-captured')).toHaveLength(1);
    expect(s.players.bottom.banners).toBe(3);
    expect(s.terrain['11,1']).toBeUndefined();
  });

  it('under GMT the tent stays when its commander leaves; only the start-of-turn capture removes it (seed 003:2240-2250)', () => {
    const { s } = lastGuardKilled('gmt2021');
    const ev = act(s, { type: 'leader-retreat', to: '10,0' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([]);
    expect(s.terrain['11,1']).toEqual({ t: 'tent', side: 'top' });
    expect(s.players.bottom.banners).toBe(0);
  });

  it('a tent the scenario leaves empty is no camp: it keeps the GMT tent rules and may be entered (seed 000:1017-1019; seed 003:2240-2243; rules-decisions H)', () => {
    const spec: BattleSpec = {
      terrain: { '11,1': { t: 'tent', side: 'top' } },
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,2', blocks: 1 },
      ],
    };
    const ends = (edition: Edition) =>
      moveTargets(game(spec, edition), 'b1', { maxHexes: 1 }).flatMap((t) => (t.exit ? [] : [t.hex]));
    expect(ends('zvezda2012')).toContain('11,1');
    expect(ends('gmt2021')).toContain('11,1');
    expect(game(spec, 'zvezda2012').terrain['11,1']?.camp).toBeUndefined();
    // A unit destroyed next to it changes nothing.
    const s = toBattle(spec, ['b1']);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '10,2', mode: 'close' });
    expect(s.units.t1).toBeUndefined();
    expect(s.terrain['11,1']).toEqual({ t: 'tent', side: 'top' });
    expect(s.players.bottom.banners).toBe(1);
  });
});
