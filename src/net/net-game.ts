// What the two-phone protocol needs to know about a game, besides the generic module contract
// (src/engine/game.ts): how the host applies and shows it quickly, what a guest may see of its
// events, the shapes an action and a view must have when they cross the network, and how the host
// saves it. One instance per game: games/samurai.ts, games/companion.ts.

import type * as v from 'valibot';
import type { ApplyResult, Decision, GameModule } from '../engine/game';
import type { RngState } from '../engine/rng';
import type { NewSave, Progress } from '../store/index';

/**
 * What every game's view holds, so a screen can tell who decides (and, for that seat, how) and the
 * revision; each instance checks at compile time that its view has this shape.
 */
export interface NetView<Seat extends string, A> {
  prompt: { seat: Seat; point: string; actions: A[] | null } | null;
  /** Actions played so far (= the protocol's revision). */
  actionCount: number;
}

export interface Viewer<Seat extends string, V, A = unknown> {
  view(seat: Seat, copy: boolean): V;
  /** Every seat that may act now with its legal actions (listed once with the views). */
  decisions(): readonly Decision<Seat, A>[];
}

/**
 * The types of one game on the network, bundled: every generic API of src/net takes this one
 * parameter (`HostSession<T>`, `NetGame<T>`...) rather than six. Each game names its own:
 * `SamuraiNetTypes` (the default everywhere), `CompanionNetTypes`, `ShogunNetTypes`.
 */
export interface NetTypes<
  S = unknown,
  A = unknown,
  V = unknown,
  E = unknown,
  Seat extends string = string,
  Setup = unknown,
> {
  state: S;
  action: A;
  view: V;
  event: E;
  seat: Seat;
  setup: Setup;
}

export interface NetGame<T extends NetTypes> {
  /** The game module's id: sent in every welcome, and the store's `game` of a hosted save. */
  readonly id: string;
  /** The game module (its own view may lack what `viewer` adds for the network). */
  readonly module: GameModule<T['state'], T['action'], unknown, T['event'], T['seat'], T['setup']>;
  /**
   * Applies an action in place, as fast as the game allows: the host rebuilds the state from the
   * log if a rule throws half-way, so no transaction copy is needed.
   */
  applyFast(state: T['state'], seat: T['seat'], action: T['action']): ApplyResult<T['event']>;
  /**
   * Views of one state for several seats, sharing what they have in common (the legal actions are
   * listed once). `copy: false` when the caller only reads the view before the state changes again.
   */
  viewer(state: T['state']): Viewer<T['seat'], T['view'], T['action']>;
  /** The events of one action as `seat` may see them. */
  eventsFor(events: readonly T['event'][], seat: T['seat']): T['event'][];
  /** The shape of an action from the network (strict: an unknown key is refused). */
  readonly actionSchema: v.GenericSchema<unknown, T['action']>;
  /** The parts of a view the screen relies on, checked by the guest on every welcome. */
  readonly viewSchema: v.GenericSchema<unknown, unknown>;
  /** The store's record of a new hosted game (kind 'host'; `extra` holds the room). */
  newSave(setup: T['setup'], seed: number, state: T['state'], extra: Record<string, unknown>): NewSave;
  /** What the saves list shows of a game in progress. */
  progress(state: T['state']): Progress;
  /**
   * The state's generator, whose public stream the dice protocol seeds (src/net/dice); absent: the
   * state's top-level `rng`, if it has one.
   */
  rng?(state: T['state']): RngState;
  /**
   * Every public draw one action's events show, in the order the engine drew them (a die: n 6 and
   * the face's index), so a guest can recompute them from the roll's seed. Absent: the guest checks
   * the seed but not the values (a throw whose result depends on hidden things, as Shogun's tower).
   */
  publicDraws?(events: readonly T['event'][]): readonly PublicDraw[];
}

/** One draw from the public stream: `value` = randomInt(stream, n). */
export interface PublicDraw {
  n: number;
  value: number;
}

/** A net game of any kind (registries, routing by id); narrow it with its id. */
export type AnyNetGame = NetGame<NetTypes<unknown, unknown, NetView<string, unknown>>>;
