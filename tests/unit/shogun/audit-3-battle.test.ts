// Third rules audit of Shogun (session 15): when battles happen, who fights, who wins, the winter revolts
// and the second year. Covers seed 001:494-496, 518, 553-561, 563-569, 575-577, 593, 621-625, 691-699.
// docs/rules-decisions.md "Session 15 audit: Shogun, third pass".

import { describe, expect, it } from 'vitest';
import { provincesOf } from '../../../src/games/shogun/board';
import { winterRevolts } from '../../../src/games/shogun/data/components';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import type { GameEvent } from '../../../src/games/shogun/flow/state';
import { playerOf } from '../../../src/games/shogun/players';
import { moveArmies } from '../../../src/games/shogun/rules/armies';
import { revolt } from '../../../src/games/shogun/rules/battle';
import { createState } from '../../../src/games/shogun/rules/setup';
import { drawRevolts, winterSupply } from '../../../src/games/shogun/rules/winter';
import { bareGame, hold } from './helpers';

describe('Shogun battles (third audit)', () => {
  it('fights the peasants when armies move into an empty province, the owner when into a held one (seed 001:553-558)', () => {
    const s = bareGame(4, [{ p1: 2 }, { p1: 2 }]);
    hold(s, 'p1', 'Owari', 6);
    hold(s, 'p2', 'Ise', 1);
    const neutral = moveArmies(s, 'p1', 'Owari', 'Mino', 2, true);
    expect(neutral).toMatchObject({ kind: 'attack', defender: 'peasant', thrown: { p1: 2, peasant: 1 } });
    const held = moveArmies(s, 'p1', 'Owari', 'Ise', 2, true);
    expect(held).toMatchObject({ kind: 'attack', defender: 'p2', thrown: { p1: 2, p2: 1 } });
    expect(s.provinces.Ise).toMatchObject({ owner: 'p1', armies: 2 });
  });

  it('throws every army moved and every army of the defender; the larger count in the tray wins (seed 001:563-569, 593)', () => {
    // First battle: 3 blue against 4 yellow, 1 : 3 fall; second: 3 : 2.
    const s = bareGame(4, [
      { p1: 1, p2: 3 },
      { p1: 3, p2: 2 },
    ]);
    hold(s, 'p1', 'Owari', 5);
    hold(s, 'p2', 'Mino', 4);
    const lost = moveArmies(s, 'p1', 'Owari', 'Mino', 3, true);
    expect(lost.kind === 'attack' && lost.thrown).toEqual({ p1: 3, p2: 4 });
    // The defender wins 3 : 1 and keeps 3 - 1 = 2; the 2 attackers not moved stay home.
    expect(lost).toMatchObject({ winner: 'defender', attackerCount: 1, defenderCount: 3, survivors: 2 });
    expect(s.provinces.Mino).toMatchObject({ owner: 'p2', armies: 2 });
    expect(s.provinces.Owari).toMatchObject({ owner: 'p1', armies: 2 });
    hold(s, 'p1', 'Owari', 4);
    playerOf(s, 'p1').supply += 2; // hold() took 4 more; 2 of them were already there
    const won = moveArmies(s, 'p1', 'Owari', 'Mino', 3, true);
    expect(won.kind === 'attack' && won.thrown).toEqual({ p1: 3, p2: 2 });
    expect(won).toMatchObject({ winner: 'attacker', attackerCount: 3, defenderCount: 2, survivors: 1 });
    expect(s.provinces.Mino).toMatchObject({ owner: 'p1', armies: 1 });
  });

  it('makes the player the defender of a revolt with every army of the province (seed 001:559-561, 575-577)', () => {
    const s = bareGame(4, [{ p1: 3, peasant: 1 }]);
    hold(s, 'p1', 'Kai', 4, 2);
    hold(s, 'p1', 'Owari', 3);
    const r = revolt(s, 'p1', 'Kai', 0);
    expect(r).toMatchObject({
      kind: 'revolt',
      attacker: 'peasant',
      defender: 'p1',
      thrown: { p1: 4, peasant: 2 },
    });
    expect(r).toMatchObject({ winner: 'defender', survivors: 2 });
    // Only Kai's armies fought.
    expect(s.provinces.Owari!.armies).toBe(3);
  });
});

describe('Shogun winter revolts (third audit)', () => {
  it('reads the supply table beside the battle rules as the winter one (seed 001:621-625)', () => {
    const rows: [number[], number, number][] = [
      [[1], 1, 1],
      [[2], 1, 2],
      [[3, 4], 2, 2],
      [[5, 6], 2, 3],
      [[7, 8, 12], 3, 3],
    ];
    for (const [unfed, revolts, extraPeasants] of rows)
      for (const n of unfed) expect(winterRevolts(n)).toEqual({ revolts, extraPeasants });
  });

  it('draws the table’s number of revolts at random among the player’s own provinces (seed 001:494-496)', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = createState({ players: 4, tower: 'scripted' }, seed);
      s.openEvents = [7]; // no winter loss
      for (const id of ['Owari', 'Mino', 'Ise', 'Omi', 'Kaga'] as const) hold(s, 'p1', id, 1);
      hold(s, 'p2', 'Kai', 1);
      playerOf(s, 'p1').rice = 1;
      // 5 provinces, 1 rice: 4 unfed, so 2 revolts with 2 more peasants each.
      const supply = winterSupply(s, 'p1');
      expect(supply).toMatchObject({ unsupplied: 4, revolts: 2, extraPeasants: 2 });
      const drawn = drawRevolts(s, supply);
      expect(drawn).toHaveLength(2);
      expect(new Set(drawn).size).toBe(2);
      for (const id of drawn) expect(provincesOf(s, 'p1')).toContain(id);
      for (const id of drawn) seen.add(id);
    }
    // Chance picks them: over a dozen draws more than two provinces come up.
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('Shogun second year (third audit)', () => {
  it('plays a second spring after the first scoring winter and ends after the second (seed 001:518, 691-699)', () => {
    const s = createGame({ players: 3 }, 17);
    const events: GameEvent[] = [];
    s.box = null;
    s.calendar = 3;
    s.stack = [{ kind: 'yearEnd' }];
    machine.advance({ state: s, events });
    expect(events.map((e) => e.type)).toEqual(['scored', 'seasonBegan']);
    expect(events[1]).toMatchObject({ year: 2, season: 'spring' });
    expect(s.outcome).toBeNull();
    expect(machine.decisions(s)[0]!.point).toBe('plan');
    // The second winter's scoring ends the game.
    s.box = null;
    s.calendar = 7;
    s.stack = [{ kind: 'yearEnd' }];
    const last: GameEvent[] = [];
    machine.advance({ state: s, events: last });
    expect(last.map((e) => e.type)).toEqual(['scored', 'gameOver']);
    expect(s.outcome).not.toBeNull();
    expect(machine.decisions(s)).toEqual([]);
  });
});
