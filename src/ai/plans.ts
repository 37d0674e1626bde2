// Whole-turn "macro" actions. Ordering and moving pieces one at a time would drown the search in
// near-identical sequences (a turn with four orders and four moves has thousands), so at the orders
// and movement steps the search weighs a handful of complete plans instead: which pieces to order
// and where each goes. Each plan comes from a simple policy with its own temper (how eagerly it
// closes with the enemy) and a little noise; the first one has no noise, the greedy advance.

import { type RngState, randomInt } from '../engine/rng';
import type { Action } from '../games/samurai-battles/flow/actions';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import { samuraiBattles } from '../games/samurai-battles/index';
import { enemyHexes, nearestEnemy as nearest } from '../games/samurai-battles/sim/greedy';
import type { GameState, Hex, HexKey, Side } from '../games/samurai-battles/types';
import { play, promptOf } from './step';

/** The steps a plan covers. */
export function isPlanPoint(point: string): boolean {
  return point === 'orders' || point === 'movement';
}

interface Temper {
  /** Weight of getting closer to the enemy (negative: hold back). */
  advance: number;
  /** Size of the random nudge on every score. */
  noise: number;
}

const TEMPERS: Temper[] = [
  { advance: 1, noise: 0 },
  { advance: 1, noise: 0.6 },
  { advance: 0.4, noise: 0.8 },
  { advance: 1.5, noise: 1.2 },
  { advance: 0, noise: 1 },
];

/** Distance to the nearest of `enemies` (their hexes parsed once a step), 99 when none is left. */
function nearestEnemy(enemies: readonly Hex[], hex: HexKey): number {
  return Math.min(99, nearest(enemies, hex));
}

function pieceOf(state: GameState, id: string) {
  return state.units[id] ?? state.leaders[id];
}

function jitter(rng: RngState, t: Temper): number {
  return t.noise === 0 ? 0 : ((randomInt(rng, 1000) / 1000) * 2 - 1) * t.noise;
}

/** Orders: pieces near the enemy first (they can fight this turn); lone leaders and detaching last. */
function orderScore(state: GameState, enemies: readonly Hex[], a: Action, t: Temper, rng: RngState): number {
  if (a.type !== 'order') return Number.NEGATIVE_INFINITY;
  const c = a.choice;
  const id = c.kind === 'unit' ? c.unit : c.leader;
  const piece = pieceOf(state, id);
  const near = piece ? nearestEnemy(enemies, piece.hex) : 20;
  const leaderPenalty = c.kind === 'unit' ? 0 : 4;
  return 20 - near - leaderPenalty + jitter(rng, t);
}

function moveScore(state: GameState, enemies: readonly Hex[], a: Action, t: Temper, rng: RngState): number {
  if (a.type !== 'move') return Number.NEGATIVE_INFINITY;
  const piece = pieceOf(state, a.piece);
  if (!piece) return Number.NEGATIVE_INFINITY;
  const gain = nearestEnemy(enemies, piece.hex) - nearestEnemy(enemies, a.to);
  return t.advance * gain + jitter(rng, t);
}

function best(prompt: Prompt, score: (a: Action) => number, min: number): Action | undefined {
  let pick: Action | undefined;
  let top = min;
  for (const a of prompt.actions) {
    const s = score(a);
    if (s > top) {
      top = s;
      pick = a;
    }
  }
  return pick;
}

function planStep(state: GameState, seat: Side, prompt: Prompt, t: Temper, rng: RngState): Action {
  const find = (type: Action['type']) => prompt.actions.find((a) => a.type === type);
  const enemies = enemyHexes(state, seat);
  if (prompt.point === 'orders')
    return (
      best(prompt, (a) => orderScore(state, enemies, a, t, rng), Number.NEGATIVE_INFINITY) ??
      find('end-orders') ??
      prompt.actions[0]!
    );
  return (
    best(prompt, (a) => moveScore(state, enemies, a, t, rng), 0) ??
    find('end-movement') ??
    find('hold') ??
    prompt.actions[0]!
  );
}

/** The seat's own actions from here to the end of its movement, reactions of the opponent passed. */
function makePlan(root: GameState, seat: Side, t: Temper, rng: RngState): Action[] {
  const s = samuraiBattles.clone(root);
  const plan: Action[] = [];
  let prompt = promptOf(s);
  for (let guard = 0; guard < 200; guard++) {
    if (!prompt) break;
    let action: Action;
    if (prompt.seat === seat && isPlanPoint(prompt.point)) {
      action = planStep(s, seat, prompt, t, rng);
      plan.push(action);
    } else if (prompt.seat !== seat && prompt.point.startsWith('window')) {
      action = prompt.actions.find((a) => a.type === 'pass') ?? prompt.actions[0]!;
    } else break;
    prompt = play(s, prompt.seat, action);
  }
  return plan;
}

/** Up to `count` different plans, the greedy advance first. */
export function makePlans(root: GameState, seat: Side, count: number, rng: RngState): Action[][] {
  const seen = new Set<string>();
  const plans: Action[][] = [];
  for (let i = 0; plans.length < count && i < count * 3; i++) {
    const plan = makePlan(root, seat, TEMPERS[i % TEMPERS.length]!, rng);
    const key = JSON.stringify(plan);
    if (plan.length === 0 || seen.has(key)) continue;
    seen.add(key);
    plans.push(plan);
  }
  return plans;
}
