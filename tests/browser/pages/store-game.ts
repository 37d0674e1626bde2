// A Samurai Battles game on the introductory skirmish played by seeded random legal actions. Pure
// (no DOM, no Node): the store test page plays with it in Chromium, and the tests replay the same
// game in Node to know what the page must show.

import intro from '../../../scenarios/intro-skirmish.json';
import { soleDecision } from '../../../src/engine/decide';
import { createRng, type RngState } from '../../../src/engine/rng';
import { act, type Session, startSession } from '../../../src/engine/session';
import {
  type Action,
  type GameEvent,
  type GameState,
  type GameView,
  type Setup,
  type Side,
  samuraiBattles,
} from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';

export type SamuraiSession = Session<GameState, Action, GameView, GameEvent, Side, Setup>;

export function introSetup(): Setup {
  const r = validateScenario(intro, { fileName: 'intro-skirmish.json' });
  if (!r.ok) throw new Error(`intro-skirmish.json is not valid: ${JSON.stringify(r.problems)}`);
  return { scenario: r.scenario };
}

export function newGame(seed: number): SamuraiSession {
  return startSession(samuraiBattles, introSetup(), seed);
}

export interface Played {
  seat: Side;
  action: Action;
  events: GameEvent[];
}

/** Plays one legal action chosen by `rng` (a separate generator from the game's own). */
export function playOne(session: SamuraiSession, rng: RngState): Played {
  const d = soleDecision(samuraiBattles, session.state);
  if (!d) throw new Error('the game is over');
  const action = pickAction(rng, d.actions);
  const r = act(session, d.seat, action);
  if (!r.ok) throw new Error(`a legal action was refused: ${r.detail}`);
  return { seat: d.seat, action, events: r.events };
}

export function chooserRng(seed: number): RngState {
  return createRng(seed);
}

/** JSON with sorted keys: equal states give equal strings. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  });
}
