// The dice an attack will roll, shown before the player commits to it. Counted by the very code
// the roll uses: the action's combat frame is built by attackFrame (as its handler builds it) and
// its dice by diceFor (as the roll step counts them), so the preview and the roll cannot drift
// apart. What only the next steps can change is left out and said so: reaction cards played after
// the declaration (either side), a First Strike, and the leader's inspiration (`inspire`: +1 die
// for 1 token, offered before the roll). Seed 003: close combat 1314-1372; ranged 1186-1235;
// terrain caps 2097-2107.

import type { GameState } from '../types';
import type { Action } from './actions';
import { type AttackAction, attackFrame, inspireChoices } from './combat';
import type { DiceBreakdownSummary } from './events';
import type { Prompt } from './machine';
import { diceFor } from './rules';

export interface DicePreview {
  mode: 'close' | 'ranged';
  /** The dice as the roll would count them if nothing else happened before it. */
  dice: DiceBreakdownSummary;
  /** Close combat: a leader could still inspire the roller for 1 Honor & Fortune, +1 die. */
  inspire: boolean;
}

export interface AttackPreview {
  action: AttackAction;
  preview: DicePreview;
}

const ATTACKS: ReadonlySet<Action['type']> = new Set([
  'battle',
  'levy-charge',
  'bonus-combat',
  'battle-back',
]);

export function isAttack(a: Action): a is AttackAction {
  return ATTACKS.has(a.type);
}

/** The dice `action` would roll now; null when it is not an attack of the current decision. */
export function dicePreview(state: GameState, action: AttackAction): DicePreview | null {
  const f = attackFrame(state, action);
  if (!f) return null;
  return { mode: f.mode, dice: diceFor(state, f), inspire: inspireChoices(state, f).length > 0 };
}

/** A preview for every attack among the prompt's actions, in the prompt's order. */
export function dicePreviews(state: GameState, prompt: Prompt): AttackPreview[] {
  const out: AttackPreview[] = [];
  for (const action of prompt.actions) {
    if (!isAttack(action)) continue;
    const preview = dicePreview(state, action);
    if (preview) out.push({ action, preview });
  }
  return out;
}
