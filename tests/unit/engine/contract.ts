// The property checks every game module must pass (src/engine/game.ts), run on random legal play:
// the same checks for the test game, Samurai Battles and the companion, and for every game to come.

import type { GameModule } from '../../../src/engine/game';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';

// biome-ignore lint/suspicious/noExplicitAny: a check that takes any module's types
type AnyModule = GameModule<any, any, any, any, string, any>;

const json = (x: unknown) => JSON.stringify(x);

function fail(msg: string, seed: number, at: number): never {
  throw new Error(`${msg} (seed ${seed}, action ${at})`);
}

export interface ContractRun {
  actions: number;
  finished: boolean;
  /** How many times several seats could act at once. */
  simultaneous: number;
}

/**
 * Plays one random game of `module` to the end (or `maxActions`), checking after every action:
 * asking for decisions changes nothing; refused actions change nothing; checked and trusted apply
 * agree; clone is exact; every seat's view of a determinized state equals its view of the real one
 * (so the view shows nothing the seat has not seen, and determinize keeps all it has); events are
 * plain JSON; the outcome is set exactly when nobody may act; the log replays to the same state.
 */
export function checkContract<Setup>(
  module: AnyModule,
  setup: Setup,
  seed: number,
  maxActions = 2000,
): ContractRun {
  const rng: RngState = createRng(seed ^ 0x5eed);
  const state = module.setup(setup, seed);
  const log: { seat: string; action: unknown }[] = [];
  let simultaneous = 0;
  for (let at = 0; at < maxActions; at++) {
    const before = json(state);
    const decisions = module.decisions(state);
    if (json(state) !== before) fail('decisions() changed the state', seed, at);
    if ((decisions.length === 0) !== (module.outcome(state) !== null))
      fail('the outcome must be set exactly when no seat may act', seed, at);
    if (decisions.length === 0) break;
    if (decisions.length > 1) simultaneous++;
    for (const seat of module.seatsOf(state)) {
      const seen = module.view(state, seat);
      const d = module.determinize(state, seat, createRng(seed + at));
      if (json(module.view(d, seat)) !== json(seen))
        fail(`${seat}'s view of a determinized state differs from its view of the real one`, seed, at);
    }
    const copy = module.clone(state);
    if (json(copy) !== before) fail('clone() is not exact', seed, at);
    // Refusals leave the state untouched.
    const idle = module.seatsOf(state).find((s) => !decisions.some((d) => d.seat === s));
    if (idle !== undefined) {
      const r = module.apply(state, idle, decisions[0]!.actions[0]);
      if (r.ok || r.reason !== 'not-your-decision') fail(`a seat with no decision was not refused`, seed, at);
    }
    const bogus = module.apply(state, decisions[0]!.seat, { type: '-no-such-action-' });
    if (bogus.ok || bogus.reason !== 'illegal-action') fail('an unknown action was not refused', seed, at);
    if (json(state) !== before) fail('a refused action changed the state', seed, at);
    // One legal action, checked on the state and trusted on the copy: the same result.
    // Every (seat, action) pair is as likely: a seat that has committed a secret choice and may only
    // take it back does not stall the others.
    const all = decisions.flatMap((x) => x.actions.map((a) => ({ seat: x.seat, a })));
    const pick = all[randomInt(rng, all.length)]!;
    const d = { seat: pick.seat };
    const action = pick.a;
    const checked = module.apply(state, d.seat, action);
    if (!checked.ok) fail(`a listed action was refused: ${checked.reason} ${checked.detail}`, seed, at);
    const trusted = module.apply(copy, d.seat, action, { trusted: true });
    if (!trusted.ok || json(copy) !== json(state) || json(trusted.events) !== json(checked.events))
      fail('trusted apply disagrees with checked apply', seed, at);
    for (const seat of [...module.seatsOf(state), 'spectator']) json(module.eventsFor(checked.events, seat));
    if (module.undoFloor(state) > module.actionCount(state)) fail('the undo floor is past the log', seed, at);
    log.push({ seat: d.seat, action });
  }
  const replayed = module.setup(setup, seed);
  for (const e of log) {
    const r = module.apply(replayed, e.seat, e.action);
    if (!r.ok) throw new Error(`the log does not replay (seed ${seed})`);
  }
  if (json(replayed) !== json(state)) throw new Error(`the log replays to another state (seed ${seed})`);
  return { actions: log.length, finished: module.outcome(state) !== null, simultaneous };
}
