// What a retreat or a flag choice will cost, shown on the choice before it is taken (issue 21 item
// 7): Honor & Fortune tokens and the blocks lost for hexes that cannot be retreated. Counted by the
// same code that makes the payment (morale.ts), so the screen never works out a rule itself.

import { LONE_LEADER_RETREAT_COST } from '../combat/honor';
import type { GameState } from '../types';
import type { Prompt } from './machine';
import { holdsForFlags, retreatHexes, retreatPrice } from './morale';
import { retreatOptions } from './rules';

/** Tokens (a range when the retreat's path is chosen later) and blocks a choice costs. */
export interface ChoiceCost {
  honorMin: number;
  honorMax: number;
  blocks: number;
}

const FREE: ChoiceCost = { honorMin: 0, honorMax: 0, blocks: 0 };

/** One cost per action of the prompt (same order), at the retreat and flag points; else null. */
export function choiceCosts(state: GameState, prompt: Prompt): ChoiceCost[] | null {
  const frame = state.stack[state.stack.length - 1];
  if (prompt.point === 'retreat' && frame?.kind === 'retreat') {
    return prompt.actions.map((a) => {
      if (a.type !== 'retreat') return FREE;
      const p = retreatPrice(state, frame.unit, frame.hexes, a.to);
      return { honorMin: p.honor, honorMax: p.honor, blocks: p.blocks };
    });
  }
  if (prompt.point === 'ignore-flags' && frame?.kind === 'flags') {
    return prompt.actions.map((a) =>
      a.type === 'ignore-flags' ? flagsCost(state, frame.unit, frame.flags - a.count) : FREE,
    );
  }
  if (prompt.point === 'leader-retreat') {
    return prompt.actions.map((a) =>
      a.type === 'leader-retreat' || a.type === 'exit'
        ? { honorMin: LONE_LEADER_RETREAT_COST, honorMax: LONE_LEADER_RETREAT_COST, blocks: 0 }
        : FREE,
    );
  }
  return null;
}

/** Taking `flags` flags: a block each where the unit holds, else a retreat (its path chosen next). */
function flagsCost(state: GameState, unitId: string, flags: number): ChoiceCost {
  if (flags <= 0) return FREE;
  if (holdsForFlags(state, unitId)) return { honorMin: 0, honorMax: 0, blocks: flags };
  const hexes = retreatHexes(state, unitId, flags);
  const unit = state.units[unitId]!;
  // Every end the owner could pick next (the retreat step offers the best paths): the cheapest and
  // the dearest bound the price.
  const ends = new Set(retreatOptions(state, unitId, hexes).map((o) => o.path.at(-1) ?? unit.hex));
  const prices = [...ends, undefined].map((to) => retreatPrice(state, unitId, hexes, to));
  return {
    honorMin: Math.min(...prices.map((p) => p.honor)),
    honorMax: Math.max(...prices.map((p) => p.honor)),
    blocks: Math.min(...prices.map((p) => p.blocks)),
  };
}
