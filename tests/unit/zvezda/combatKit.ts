// Small battles for the Zvezda 2012 combat and terrain tests: the flow harness's scenarios, set up
// under either edition, so one spec can show where the two rule sets part.

import { sameAction } from '../../../src/engine/action';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { DicePreview } from '../../../src/games/samurai-battles/flow/preview';
import type { Edition, GameState, Side } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import {
  type BattleSpec,
  CENTER_HAND,
  decision,
  endMovement,
  order,
  playCard,
  scenario,
  setHand,
} from '../flow/harness';

/** A new game under `edition` at the first Command-card decision (Dragon cards off). */
export function game(spec: BattleSpec, edition: Edition = 'zvezda2012', seed = 1): GameState {
  return samuraiBattles.setup({ scenario: scenario(spec), options: { dragonCards: false }, edition }, seed);
}

/** Bottom plays Order Two Center and orders these pieces; the state waits at movement (or later). */
export function toMovement(spec: BattleSpec, units: string[], edition: Edition = 'zvezda2012'): GameState {
  const s = game(spec, edition);
  setHand(s, 'bottom', CENTER_HAND);
  playCard(s, 'order-two-center');
  order(s, ...units);
  return s;
}

/** As toMovement, then no movement: the state waits at the battle phase (or wherever the engine goes). */
export function toBattle(spec: BattleSpec, units: string[], edition: Edition = 'zvezda2012'): GameState {
  const s = toMovement(spec, units, edition);
  endMovement(s);
  return s;
}

/** The dice preview the deciding seat's view shows for this action. */
export function previewOf(s: GameState, action: Action, seat: Side = decision(s).seat): DicePreview {
  const found = viewOf(s, seat).dicePreviews?.find((p) => sameAction(p.action, action));
  if (!found) throw new Error(`no preview for ${JSON.stringify(action)}`);
  return found.preview;
}
