// Battles and revolts (seed 001:545-639). Both sides' cubes go into the tower with everything lying in
// the tray; only what falls out counts, and cubes of anyone else stay in the tray for the next throw.

import { publicStream } from '../../../engine/rng';
import { provinceAt } from '../board';
import type { Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import type { Cube, CubeCounts, ShogunState } from '../types';
import { currentEffect } from './events';
import { giveProvince, neutralise } from './ownership';
import { returnCubes, takeCubes } from './supply';
import { addCubes, countOf, mergeCubes, throwCubes } from './tower';

export type BattleWinner = 'attacker' | 'defender' | 'tie';

export interface BattleReport {
  kind: 'attack' | 'revolt';
  province: ProvinceId;
  /** A seat, or the peasants in a revolt. */
  attacker: Cube;
  /** A seat, or the peasants of a neutral province. */
  defender: Cube;
  /** Everything thrown in, the tray's leftovers included. */
  thrown: CubeCounts;
  /** What fell into the tray. */
  fell: CubeCounts;
  attackerCount: number;
  defenderCount: number;
  winner: BattleWinner;
  /** The winner's cubes placed in the province afterwards. */
  survivors: number;
}

/** Throws `cubes` with the tray's leftovers (573, 589); the tray is emptied and refilled by the caller. */
function throwWithTray(state: ShogunState, cubes: CubeCounts): { thrown: CubeCounts; fell: CubeCounts } {
  const thrown: CubeCounts = { ...cubes };
  mergeCubes(thrown, state.tray);
  state.tray = {};
  // The throw is public: on phones it draws from the stream every phone seeded (src/net/dice).
  const fell = throwCubes(state.tower, thrown, publicStream(state.rng));
  return { thrown, fell };
}

/** Leaves every cube of a colour that did not fight in the tray (595). */
function keepBystanders(state: ShogunState, fell: CubeCounts, fighters: readonly Cube[]): void {
  for (const cube of Object.keys(fell) as Cube[]) {
    if (!fighters.includes(cube)) addCubes(state.tray, cube, countOf(fell, cube));
  }
}

/**
 * Moves `count` armies of `seat` from `from` into `to`, held by another player or by nobody, and fights
 * the battle (367, 557-558). The caller has checked the move is legal.
 */
export function attack(
  state: ShogunState,
  seat: Seat,
  from: ProvinceId,
  to: ProvinceId,
  count: number,
): BattleReport {
  const origin = provinceAt(state, from);
  const target = provinceAt(state, to);
  const effect = currentEffect(state);
  const defender = target.owner;
  origin.armies -= count;

  // The attacker fights with every army moved (567), the defender with every army there (569).
  const cubes: CubeCounts = {};
  // Bonus cubes come from the supply: the special cards (287-293), then the castle event (770, 776).
  addCubes(cubes, seat, count + (state.specials[seat] === 'attack' ? takeCubes(state, seat, 1) : 0));
  if (defender) {
    let extra = state.specials[defender] === 'defence' ? 1 : 0;
    if (effect?.kind === 'castleDefence' && target.buildings.includes('castle')) extra += 1;
    addCubes(cubes, defender, target.armies + takeCubes(state, defender, extra));
  } else {
    // A neutral province adds peasants from the common supply (571, 764).
    const peasants = effect?.kind === 'neutralPeasants' ? effect.peasants : 1;
    addCubes(cubes, 'peasant', takeCubes(state, 'peasant', peasants));
  }
  target.armies = 0;
  const { thrown, fell } = throwWithTray(state, cubes);

  // Green cubes fight for the defender only where there is no unrest (599); a neutral province has none.
  const peasantsDefend = target.unrest === 0;
  const fighters: Cube[] = [seat];
  if (defender) fighters.push(defender);
  if (peasantsDefend) fighters.push('peasant');
  keepBystanders(state, fell, fighters);

  const attackerCount = countOf(fell, seat);
  const defenderOwn = defender ? countOf(fell, defender) : 0;
  const peasants = peasantsDefend ? countOf(fell, 'peasant') : 0;
  const defenderCount = defenderOwn + peasants;
  // Every fighting cube in the tray returns to its supply except the winner's survivors.
  returnCubes(state, seat, attackerCount);
  if (defender) returnCubes(state, defender, defenderOwn);
  returnCubes(state, 'peasant', peasants);

  const report = {
    kind: 'attack' as const,
    province: to,
    attacker: seat,
    defender: (defender ?? 'peasant') as Cube,
    thrown,
    fell,
  };
  if (attackerCount > defenderCount) {
    // The winner loses as many cubes as the loser had in the tray (601-605).
    const survivors = attackerCount - defenderCount;
    takeCubes(state, seat, survivors);
    giveProvince(state, to, seat);
    target.armies = survivors;
    return { ...report, attackerCount, defenderCount, winner: 'attacker', survivors };
  }
  // A defender whose win rests on peasants alone only ties (629).
  if (attackerCount < defenderCount && (defender === null || defenderOwn > 0)) {
    // Losses fall on the peasants first (599); the rest of them go home (Shogun decision 5).
    const ownLost = Math.max(0, attackerCount - peasants);
    const survivors = defender ? defenderOwn - ownLost : 0;
    if (defender) {
      takeCubes(state, defender, survivors);
      target.armies = survivors;
    }
    return { ...report, attackerCount, defenderCount, winner: 'defender', survivors };
  }
  neutralise(state, to);
  return { ...report, attackerCount, defenderCount, winner: 'tie', survivors: 0 };
}

/**
 * Peasants rise against `seat` in `id` (559-561, 575-589): one green cube per unrest marker there, plus
 * `extraPeasants` from the winter table. The player defends with every army in the province; neither
 * special card nor event helps (Shogun decision 15).
 */
export function revolt(state: ShogunState, seat: Seat, id: ProvinceId, extraPeasants: number): BattleReport {
  const p = provinceAt(state, id);
  const cubes: CubeCounts = {};
  addCubes(cubes, seat, p.armies);
  addCubes(cubes, 'peasant', takeCubes(state, 'peasant', p.unrest + extraPeasants));
  p.armies = 0;
  const { thrown, fell } = throwWithTray(state, cubes);
  keepBystanders(state, fell, [seat, 'peasant']);
  const defenderCount = countOf(fell, seat);
  const attackerCount = countOf(fell, 'peasant');
  returnCubes(state, seat, defenderCount);
  returnCubes(state, 'peasant', attackerCount);
  const report = { kind: 'revolt', province: id, attacker: 'peasant', defender: seat, thrown, fell } as const;
  if (defenderCount > attackerCount) {
    // The player keeps what remains after losing as many as the peasants had (603, 613; decision 4).
    const survivors = defenderCount - attackerCount;
    takeCubes(state, seat, survivors);
    p.armies = survivors;
    return { ...report, attackerCount, defenderCount, winner: 'defender', survivors };
  }
  // Peasants win on a tie too (611).
  neutralise(state, id);
  return { ...report, attackerCount, defenderCount, winner: 'attacker', survivors: 0 };
}
