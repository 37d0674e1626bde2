// The Daimyo's playout policy: the greedy baseline (sim/greedy.ts) with its two blind spots filled.
// Greedy plays the first Command card of its hand and orders the first pieces listed, so a playout
// judges a card by orders given to whichever pieces happen to come first. Here a card is chosen for
// how many of its pieces stand near the enemy, and orders go to the pieces nearest the enemy; the
// rest (moves, battles, reactions) is greedy. It thinks more per playout, so it is the deepest
// level's alone (levels.ts).

import type { Action } from '../games/samurai-battles/flow/actions';
import { cardReach } from '../games/samurai-battles/flow/cardReach';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import { choiceHex } from '../games/samurai-battles/orders/pieces';
import { enemyHexes, greedyAction, nearestEnemy as nearest } from '../games/samurai-battles/sim/greedy';
import type { GameState } from '../games/samurai-battles/types';

/** A piece this close to an enemy can fight this turn or the next. */
const NEAR = 3;

/** The playable card reaching the most pieces near the enemy (then the most pieces); greedy's if none. */
function chooseCard(state: GameState, prompt: Prompt): Action | undefined {
  const reach = cardReach(state, prompt);
  if (!reach) return undefined;
  const enemies = enemyHexes(state, prompt.seat);
  let best: Action | undefined;
  let top = -1;
  for (const a of prompt.actions) {
    if (a.type !== 'play-card') continue;
    const r = reach[a.card];
    if (!r) continue;
    const near = r.hexes.filter((h) => nearest(enemies, h) <= NEAR).length;
    const score = near * 100 + r.hexes.length;
    if (score > top) {
      top = score;
      best = a;
    }
  }
  return best;
}

/** The order for the unit nearest the enemy (leaders alone after units); none when nothing is ordered. */
function chooseOrder(state: GameState, prompt: Prompt): Action | undefined {
  const enemies = enemyHexes(state, prompt.seat);
  let best: Action | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const a of prompt.actions) {
    if (a.type !== 'order') continue;
    const hex = choiceHex(state, a.choice);
    if (!hex) continue;
    const d = nearest(enemies, hex) + (a.choice.kind === 'unit' ? 0 : 4);
    if (d < top) {
      top = d;
      best = a;
    }
  }
  return best;
}

export function rolloutAction(state: GameState, prompt: Prompt, untouched = false): Action {
  if (prompt.point === 'command') return chooseCard(state, prompt) ?? greedyAction(state, prompt, untouched);
  if (prompt.point === 'orders') return chooseOrder(state, prompt) ?? greedyAction(state, prompt, untouched);
  return greedyAction(state, prompt, untouched);
}
