// Cards that change one combat roll: Terrifying Strike (seed 003:5197-5207), Desperate Charge
// (5291-5299), Head Collector (5402-5414), Aikido Training (5642-5656), Spirit of Kishijoten
// (5829-5845), Bullet-Proof Armor (5809-5827), Revenge (5673-5689). They write the combat's
// Dragon record; the flow reads it through dragon/modifiers.ts and flow/combat.ts resolveHits.

import { leaderOf } from '../../board/occupancy';
import { rollCombatDice } from '../../flow/combat';
import { emit } from '../../flow/context';
import type { CombatFrame } from '../../flow/frames';
import { diceFor } from '../../flow/rules';
import { type GameState, opponent } from '../../types';
import type { DragonEffect } from '../effects';
import { combatDragon, currentCombat, targetUnit, topmost } from '../helpers';

/** The current combat if it is a close combat. */
function closeCombat(state: GameState): CombatFrame | undefined {
  const c = currentCombat(state);
  return c?.mode === 'close' ? c : undefined;
}

/** In your close combat, before you roll: each flag against the enemy unit counts twice. */
export const terrifyingStrike: DragonEffect = {
  windows: ['before-own-roll'],
  targets(state, side) {
    const c = closeCombat(state);
    const u = c && targetUnit(state, c);
    return u && u.side === opponent(side) ? [u.id] : [];
  },
  apply(ctx) {
    const c = currentCombat(ctx.state);
    if (c) combatDragon(c).doubleFlags = true;
  },
};

/** One of your units down to a single block rolls 2 more dice in this close combat. */
export const desperateCharge: DragonEffect = {
  windows: ['before-own-roll'],
  targets(state, side) {
    const c = closeCombat(state);
    if (!c || c.side !== side) return [];
    // The units rolling (the levies of a Levy charge all roll) that are down to one block.
    const out: string[] = [];
    if (state.units[c.attacker]?.blocks === 1) out.push(c.attacker);
    const levies = c.levies;
    if (levies)
      for (let i = 0; i < levies.length; i++) if (state.units[levies[i]!]?.blocks === 1) out.push(levies[i]!);
    return out;
  },
  apply(ctx, _side, target) {
    const c = currentCombat(ctx.state);
    if (!c || !target) return;
    const d = combatDragon(c);
    d.bonuses = [...(d.bonuses ?? []), { unit: target, source: 'Desperate Charge', dice: 2 }];
  },
};

/** Your ordered unit with a leader earns 2 tokens per enemy block it destroys in this close combat. */
export const headCollector: DragonEffect = {
  windows: ['before-own-roll'],
  targets(state, side) {
    const c = closeCombat(state);
    if (!c || c.side !== side || side !== state.active || c.targetIsLeader) return [];
    const u = state.units[c.attacker];
    if (!u || !state.turnState.ordered[u.id] || !leaderOf(state, u)) return [];
    return [u.id];
  },
  apply(ctx) {
    const c = currentCombat(ctx.state);
    if (c) combatDragon(c).headCollector = true;
  },
};

/**
 * Before the enemy's close-combat roll against you: the attacking unit rolls 2 dice at most, whatever
 * it adds. Only a unit that attacks (a close or bonus close combat it declared): the card names "1
 * attacking enemy unit" (5648), and the rules call the unit that battles back, or strikes first
 * after First Strike or Ambush, the defender (1454-1459, 4884, 5181).
 */
export const aikidoTraining: DragonEffect = {
  windows: ['before-opponent-roll'],
  targets(state, side) {
    const c = closeCombat(state);
    if (!c || c.side !== opponent(side) || c.battleBack || c.strikesFirst || !state.units[c.attacker])
      return [];
    return [c.attacker];
  },
  apply(ctx) {
    const c = currentCombat(ctx.state);
    if (c) combatDragon(c).limit = { value: 2, reason: 'Aikido Training: 2 dice at most' };
  },
};

/** After your close-combat roll: roll all the dice again; the second roll stands. */
export const spiritOfKishijoten: DragonEffect = {
  windows: ['after-own-roll'],
  targets(state, side) {
    const c = closeCombat(state);
    if (!c || c.side !== side || !c.faces || !state.units[c.attacker]) return [];
    return [c.attacker];
  },
  apply(ctx) {
    const c = currentCombat(ctx.state);
    if (!c?.faces) return;
    // The same number of dice as the first roll (nothing has changed since it).
    c.faces = rollCombatDice(ctx, c, diceFor(ctx.state, c), 'Spirit of Kishijoten');
  },
};

/** After the opponent fires at your unit: it ignores every hit of that shot (and of the first shot
 * of the same Stand and Fire unit, when played after the second). */
export const bulletProofArmor: DragonEffect = {
  windows: ['after-opponent-ranged-roll'],
  targets(state, side) {
    const c = currentCombat(state);
    if (c?.mode !== 'ranged') return [];
    const u = targetUnit(state, c);
    return u && u.side === side ? [u.id] : [];
  },
  apply(ctx, _side, target) {
    const s = ctx.state;
    const c = currentCombat(s);
    if (!c || !target) return;
    combatDragon(c).ignoreHits = true;
    const u = s.units[target];
    const first = s.turnState.dragon?.firstShotHits[`${c.attacker}>${target}`] ?? 0;
    if (c.secondShot && u && first > 0) {
      const back = Math.min(first, u.maxBlocks - u.blocks);
      u.blocks += back;
      if (back > 0) emit(ctx, { type: 'blocks-restored', unit: u.id, count: back, blocks: u.blocks });
    }
  },
};

/** The dice the enemy rolled against `unit` in the combat it is about to answer. */
function diceRolledAgainst(state: GameState, unit: string): number {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.kind === 'combat' && !f.battleBack && f.target === unit && f.faces) return f.faces.length;
  }
  return 0;
}

/** Before your unit battles back: it rolls as many dice as the enemy rolled against it. */
export const revenge: DragonEffect = {
  windows: ['before-battle-back'],
  targets(state, side, w) {
    const u = w.about ? state.units[w.about] : undefined;
    if (!u || u.side !== side || diceRolledAgainst(state, u.id) === 0) return [];
    return [u.id];
  },
  apply(ctx, _side, target) {
    const s = ctx.state;
    if (!target) return;
    const base = { value: diceRolledAgainst(s, target), source: 'Revenge' };
    // The battle back is either already set up (one attacker) or waits for the defender's choice (Levy charge).
    const bb = currentCombat(s);
    const choice = topmost(s, 'battle-back-choice');
    if (choice && choice.unit === target) choice.dragon = { ...choice.dragon, base };
    else if (bb?.battleBack && bb.attacker === target && bb.step === 'declare') combatDragon(bb).base = base;
  },
};
