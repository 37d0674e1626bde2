// Where the dice protocol meets the engine: the game state's generator (rng.ts), the public stream
// set from a roll's seed for one action, and the probe that tells whether an action rolls.

import type { ApplyResult } from '../../engine/game';
import { type RngState, rngFromWords } from '../../engine/rng';
import type { LoggedAction } from '../../engine/session';
import type { NetGame, NetTypes } from '../net-game';
import type { Seed } from './seed';

/** A logged action of a hosted game: the seed its public draws used, when it rolled (protocol 5). */
export type NetLogged<Seat extends string, A> = LoggedAction<Seat, A> & { dice?: Seed };

type AnyNet<S, A, Seat extends string> = Pick<NetGame<NetTypes<S, A, unknown, unknown, Seat>>, 'rng'>;

/** The state's generator: the game's own hook, else a top-level `rng` (Shogun's state has one). */
export function rngOf<S, A, Seat extends string>(net: AnyNet<S, A, Seat>, state: S): RngState | null {
  if (net.rng) return net.rng(state);
  const own = (state as { rng?: RngState }).rng;
  return own && Array.isArray(own.s) ? own : null;
}

/** Runs `apply` with the public stream seeded by `seed` (none: as in local play), then removes it. */
export function withSeed<S, A, Seat extends string, T>(
  net: AnyNet<S, A, Seat>,
  state: S,
  seed: Seed | undefined,
  apply: () => T,
): T {
  const rng = seed ? rngOf(net, state) : null;
  if (!rng || !seed) return apply();
  rng.pub = rngFromWords(seed).s;
  try {
    return apply();
  } finally {
    delete rng.pub;
    // A game whose apply commits a copy (companion mode) holds a new generator object now.
    const after = rngOf(net, state);
    if (after) delete after.pub;
  }
}

const PROBE: Seed = [0x6b617373, 0x656e2064, 0x69636521, 0x00000001];

/** What the trial of an action on a copy found. */
export type Probe<S, E> =
  /** It draws no public number: the copy, with the action applied, and its result. */
  | { kind: 'done'; state: S; result: ApplyResult<E> }
  /** It rolls: the real state must be given the roll's seed first. */
  | { kind: 'rolls' }
  /** The rules threw on the copy: the real apply meets the same bug and restores the state. */
  | { kind: 'threw' };

/**
 * Tries `action` on a copy with a placeholder public stream. Whether an action rolls at all never
 * depends on the dice it rolls, so the placeholder answers for the real stream. An action that
 * does not roll (or that the engine refuses) is done: the copy is the state after it.
 */
export function probeRoll<S, A, E, Seat extends string>(
  net: Pick<NetGame<NetTypes<S, A, unknown, E, Seat>>, 'rng' | 'module' | 'applyFast'>,
  state: S,
  seat: Seat,
  action: A,
): Probe<S, E> {
  const copy = net.module.clone(state);
  const rng = rngOf(net, copy);
  if (!rng) return { kind: 'rolls' };
  const words = rngFromWords(PROBE).s;
  const before = words.join();
  rng.pub = words;
  let result: ApplyResult<E>;
  try {
    result = net.applyFast(copy, seat, action);
  } catch {
    return { kind: 'threw' };
  }
  // A game whose apply commits a copy (companion mode) holds a new generator object now.
  const after = rngOf(net, copy);
  const drawn = (after?.pub ?? words).join() !== before;
  if (after) delete after.pub;
  delete rng.pub;
  return drawn && result.ok ? { kind: 'rolls' } : { kind: 'done', state: copy, result };
}
