// How many dice one attacker's roll has, counted without its breakdown: flow/rules.ts diceTotal's
// answer for a combat that is not a Levy charge, with no dice context, caps, bonus lists or
// breakdown made. The greedy player weighs every attack of a battle decision by it (sim/greedy.ts
// odds). It follows combat/dice.ts closeCombatDice and rangedCombatDice step by step: the base
// dice, the terrain of both hexes (forbidden, or a cap on the base dice), a bow that moved, then the
// bonuses (inspiration at close combat only, the Command card's, the Dragon cards') and a Dragon
// card's limit on the whole roll. tests/unit/flow/dice-count.test.ts checks it against diceTotal.

import { intoCapAt, outCapAt } from '../combat/terrainEffects';
import { effectiveTerrain } from '../data/terrain';
import { statsOf } from '../data/units';
import { dragonDice } from '../dragon/modifiers';
import { distanceKeys } from '../hex';
import type { GameState, Unit } from '../types';
import type { CombatFrame } from './frames';

/** diceTotal(state, f) for a combat `f` without levies. */
export function attackDiceCount(state: GameState, f: CombatFrame): number {
  const u = state.units[f.attacker];
  if (!u) throw new Error(`no unit ${f.attacker}`);
  const stats = statsOf(state, u);
  const mode = f.mode;
  // The Command card's bonuses (flow/rules.ts cardBonuses): the active player's ordered units.
  let bonus = 0;
  if (f.side === state.active && state.turnState.ordered[f.attacker]) {
    const fx = state.turnState.effects;
    if (mode === 'close' && fx.closeBonus) bonus += fx.closeBonus;
    if (fx.anyBonus) bonus += fx.anyBonus;
  }
  // The Dragon cards' (dragon/modifiers.ts dragonDice: a shared empty answer when none is in play).
  const dragon = dragonDice(state, f, f.attacker);
  const more = dragon.bonuses;
  for (let i = 0; i < more.length; i++) bonus += more[i]!.dice;
  let base: number;
  let cap = Number.POSITIVE_INFINITY;
  if (mode === 'close') {
    base = dragon.base ?? (stats.diceFromBlocks ? u.blocks : stats.closeDice);
    cap = terrainCap(state, u, f.targetHex, 'close');
    if (cap < 0) return 0;
    if (f.inspiredBy) bonus += 1;
  } else {
    const ranged = stats.ranged;
    if (!ranged) return 0;
    const d = distanceKeys(u.hex, f.targetHex);
    base = d >= ranged.minRange && d <= ranged.maxRange ? (ranged.dice[d] ?? 0) : 0;
    if (base === 0) return 0;
    cap = terrainCap(state, u, f.targetHex, 'ranged');
    if (cap < 0) return 0;
    const moved = f.side === state.active ? (state.turnState.ordered[f.attacker]?.moved ?? 0) : 0;
    if (moved > 0) {
      if (ranged.moved === 'cannot-fire') return 0;
      const after = ranged.moved === 'to-one' ? 1 : Math.max(1, base - 1);
      if (after < cap) cap = after;
    }
  }
  let total = Math.min(cap, base) + bonus;
  const limit = dragon.limit;
  if (limit && total > limit.value) total = limit.value;
  return Math.max(0, total);
}

/**
 * The tightest numeric terrain cap on the attacker's base dice (combat/terrainEffects.ts
 * combatTerrain: its own hex, then the target's, by the same caps), Infinity for none, -1 when the
 * terrain forbids the combat.
 */
function terrainCap(state: GameState, u: Unit, targetHex: string, kind: 'close' | 'ranged'): number {
  const here = effectiveTerrain(state, u.hex);
  const out = outCapAt(here, u, kind);
  if (out === 'forbidden') return -1;
  const into = intoCapAt(here, effectiveTerrain(state, targetHex), u, kind);
  if (into === 'forbidden') return -1;
  let cap = Number.POSITIVE_INFINITY;
  if (typeof out === 'number') cap = out;
  if (typeof into === 'number' && into < cap) cap = into;
  return cap;
}
