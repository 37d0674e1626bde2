// Shared helpers for the flow tests: build a small battle from a scenario object, give the players
// the cards a test needs (keeping all 60 Command cards accounted for), script the dice, and drive the
// state machine one action at a time while asserting who decides what.

import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { buildDragonDeck } from '../../../src/games/samurai-battles/data/dragonCards';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { HONOR_TOKENS } from '../../../src/games/samurai-battles/setup';
import { checkInvariants } from '../../../src/games/samurai-battles/sim/invariants';
import {
  DIE_FACES,
  type DieFace,
  type GameOptions,
  type GameState,
  type HexKey,
  type LeaderKind,
  type Objective,
  SIDES,
  type Side,
  type TerrainCell,
  type UnitTypeId,
} from '../../../src/games/samurai-battles/types';

export interface UnitSpec {
  id: string;
  side: Side;
  type: UnitTypeId;
  hex: HexKey;
  blocks?: number;
}

export interface LeaderSpec {
  id: string;
  side: Side;
  kind: LeaderKind;
  hex: HexKey;
  name?: string;
  banners?: number;
}

export interface BattleSpec {
  units?: UnitSpec[];
  leaders?: LeaderSpec[];
  terrain?: Record<HexKey, TerrainCell['t'] | TerrainCell>;
  /** Honor & Fortune each side starts with (default 5 each). */
  honor?: Partial<Record<Side, number>>;
  /** Command (hand size) of each side (default 4). */
  command?: Partial<Record<Side, number>>;
  /** Dragon cards dealt to each side (only with dragonCards on; default 0). */
  dragons?: Partial<Record<Side, number>>;
  first?: Side;
  /** Banners to win (default 10, so a test does not end by accident). */
  banners?: number;
  objectives?: Objective[];
}

/** A scenario file object for a small test battle. */
export function scenario(spec: BattleSpec): ScenarioV1 {
  const terrain = Object.entries(spec.terrain ?? {}).map(([hex, t]) =>
    typeof t === 'string' ? { hex, t } : { hex, ...t },
  );
  const army = (side: Side, name: string, color: string) => ({
    name,
    color,
    commandCards: spec.command?.[side] ?? 4,
    dragonCards: spec.dragons?.[side] ?? 0,
    honor: spec.honor?.[side] ?? 5,
  });
  return {
    format: 'kassen-scenario',
    version: 1,
    id: 'flow-test',
    title: 'Flow test',
    edition: 'gmt2021',
    kind: 'playable',
    armies: { top: army('top', 'Top', 'red'), bottom: army('bottom', 'Bottom', 'blue') },
    firstPlayer: spec.first ?? 'bottom',
    terrain,
    units: (spec.units ?? []).map((u) => ({ ...u })),
    leaders: (spec.leaders ?? []).map((l) => ({ ...l })),
    victory: { banners: spec.banners ?? 10, objectives: spec.objectives ?? [], text: ['test'] },
    rules: {},
    specialRules: [],
    notes: { history: 'test' },
  };
}

export interface GameOpts {
  seed?: number;
  options?: Partial<GameOptions>;
}

/** A new game at the first Command-card decision (Dragon cards off unless asked for). */
export function newGame(spec: BattleSpec, opts: GameOpts = {}): GameState {
  return samuraiBattles.setup(
    { scenario: scenario(spec), options: { dragonCards: false, ...opts.options } },
    opts.seed ?? 1,
  );
}

/** The die-face indices for `rng.script`. */
export function dice(...faces: DieFace[]): number[] {
  return faces.map((f) => DIE_FACES.indexOf(f));
}

/** Appends scripted random values: die faces (by name) or raw indices (random card discards, shuffles). */
export function script(state: GameState, ...values: (DieFace | number)[]): void {
  const v = values.map((x) => (typeof x === 'number' ? x : DIE_FACES.indexOf(x)));
  state.rng.script = [...(state.rng.script ?? []), ...v];
}

/** Scripted values not used yet (a test checks it consumed exactly what it scripted). */
export function scriptLeft(state: GameState): number {
  return state.rng.script?.length ?? 0;
}

/** Takes one physical copy of a card definition out of the deck or discard (throws if none is left). */
function takeCard(state: GameState, defId: string): string {
  for (const pile of [state.commandDeck, state.commandDiscard]) {
    const i = pile.findIndex((c) => cardDefId(c) === defId);
    if (i >= 0) return pile.splice(i, 1)[0]!;
  }
  throw new Error(`no copy of ${defId} left in the deck or discard`);
}

/**
 * Gives `side` exactly these cards (definition ids); its old hand goes back to the deck. Returns the
 * card instances in the order given. All 60 cards stay accounted for.
 */
export function setHand(state: GameState, side: Side, defIds: string[]): string[] {
  const p = state.players[side];
  state.commandDeck.unshift(...p.hand);
  p.hand = [];
  p.hand = defIds.map((d) => takeCard(state, d));
  return [...p.hand];
}

/** Puts copies of these cards on top of the draw pile: the first one given is drawn first. */
export function stackDeck(state: GameState, defIds: string[]): string[] {
  const cards = defIds.map((d) => takeCard(state, d));
  state.commandDeck.push(...[...cards].reverse());
  return cards;
}

/** Sets a player's reserve, moving tokens from or to the common pool (30 tokens in all). */
export function setHonor(state: GameState, side: Side, n: number): void {
  const p = state.players[side];
  state.pool += p.honor - n;
  p.honor = n;
  if (state.pool < 0) throw new Error('not enough tokens in the pool');
}

/** The current decision (throws when the game is over). */
export function decision(state: GameState) {
  const d = soleDecision(samuraiBattles, state);
  if (!d) throw new Error(`no decision: the game is over (${state.winner} by ${state.endReason})`);
  return d;
}

/** Asserts the current decision point and seat; returns its legal actions. */
export function expectAt(state: GameState, point: string, seat: Side): Action[] {
  const d = decision(state);
  if (d.point !== point || d.seat !== seat)
    throw new Error(`expected ${seat} at ${point}, the engine asks ${d.seat} at ${d.point}`);
  return d.actions;
}

/** Applies an action for the seat that must decide; fails the test with the engine's reason if refused. */
export function act(state: GameState, action: Action, seat?: Side): GameEvent[] {
  const d = soleDecision(samuraiBattles, state);
  const who = seat ?? d?.seat ?? state.active;
  const r = samuraiBattles.apply(state, who, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused at ${d?.point}: ${r.reason} (${r.detail})`);
  const dragonTotal = state.options.dragonCards ? buildDragonDeck(state.options.dragonCopies).length : 0;
  const bad = checkInvariants(state, dragonTotal);
  if (bad.length > 0) throw new Error(`invariants broken after ${JSON.stringify(action)}: ${bad.join('; ')}`);
  return r.events;
}

/** Applies a list of actions in turn (each by whoever must decide). */
export function actAll(state: GameState, actions: Action[]): GameEvent[] {
  return actions.flatMap((a) => act(state, a));
}

/** True when the action is legal at the current decision. */
export function legal(state: GameState, action: Action): boolean {
  const d = soleDecision(samuraiBattles, state);
  return !!d && d.actions.some((a) => sameAction(a, action));
}

/** Actions of one type at the current decision. */
export function actionsOf<T extends Action['type']>(
  state: GameState,
  type: T,
): Extract<Action, { type: T }>[] {
  return decision(state).actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Events of one type. */
export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** The faces of the dice events with this purpose, in order. */
export function rolled(events: GameEvent[], purpose: string): DieFace[][] {
  return eventsOf(events, 'dice')
    .filter((e) => e.purpose === purpose)
    .map((e) => e.faces);
}

/** Plays a card by definition id (the first copy in hand). */
export function playCard(state: GameState, defId: string): GameEvent[] {
  const side = decision(state).seat;
  const card = state.players[side].hand.find((c) => cardDefId(c) === defId);
  if (!card) throw new Error(`${side} holds no ${defId}`);
  return act(state, { type: 'play-card', card });
}

/** Orders pieces one by one (unit ids, or { leader, detach } for leaders), then ends the orders if still asked. */
export function order(
  state: GameState,
  ...pieces: (string | { leader: string; detach?: boolean })[]
): GameEvent[] {
  const out: GameEvent[] = [];
  for (const p of pieces) {
    const choice =
      typeof p === 'string'
        ? state.units[p]
          ? { kind: 'unit' as const, unit: p }
          : { kind: 'lone-leader' as const, leader: p }
        : { kind: p.detach ? ('detach' as const) : ('lone-leader' as const), leader: p.leader };
    out.push(...act(state, { type: 'order', choice }));
  }
  if (soleDecision(samuraiBattles, state)?.point === 'orders')
    out.push(...act(state, { type: 'end-orders' }));
  return out;
}

/** Ends movement if the engine is asking for it. */
export function endMovement(state: GameState): GameEvent[] {
  return soleDecision(samuraiBattles, state)?.point === 'movement'
    ? act(state, { type: 'end-movement' })
    : [];
}

/** Ends the battle phase if the engine is asking for it. */
export function endBattles(state: GameState): GameEvent[] {
  return soleDecision(samuraiBattles, state)?.point === 'battle' ? act(state, { type: 'end-battles' }) : [];
}

/** Total tokens (pool + reserves + on Dragon cards): always 30. */
export function tokens(state: GameState): number {
  return (
    state.pool +
    state.dragonInPlay.reduce((n, d) => n + d.tokens, 0) +
    SIDES.reduce((n, s) => n + state.players[s].honor, 0)
  );
}

export { HONOR_TOKENS };

/** Command cards everywhere: always 60. */
export function commandCards(state: GameState): number {
  return (
    state.commandDeck.length +
    state.commandDiscard.length +
    (state.turnState.card ? 1 : 0) +
    SIDES.reduce((n, s) => n + state.players[s].hand.length, 0)
  );
}

/**
 * Plays a whole simple turn for the active side: the card, the given orders, no movement, no battle,
 * and the end-of-turn choices (2 tokens; keep the first card of a draw-2). Leaves the next side at 'command'.
 */
export function passTurn(state: GameState, card: string, ...pieces: string[]): void {
  playCard(state, card);
  if (decision(state).point === 'orders') order(state, ...(pieces.length > 0 ? pieces : [firstOrder(state)]));
  endMovement(state);
  endBattles(state);
  finishEndOfTurn(state);
}

function firstOrder(state: GameState): string {
  const a = actionsOf(state, 'order')[0]!;
  return a.choice.kind === 'unit' ? a.choice.unit : a.choice.leader;
}

/** Answers the end-of-turn prompts: keeps the first drawn card, takes 2 tokens, keeps Dragon cards. */
export function finishEndOfTurn(state: GameState): void {
  for (let i = 0; i < 5; i++) {
    const d = soleDecision(samuraiBattles, state);
    if (!d) return;
    if (d.point === 'keep-card') act(state, d.actions[0]!);
    else if (d.point === 'replenish') act(state, { type: 'take-honor' });
    else if (d.point === 'discard-dragon') act(state, { type: 'keep-dragons' });
    else return;
  }
}

/** A hand for the bottom player that orders the centre (Order Two Center first). */
export const CENTER_HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

/**
 * A new game where bottom plays `card` (default Order Two Center), orders these pieces and skips
 * movement: the state waits at the battle phase (or wherever the engine goes next).
 */
export function toBattle(
  spec: BattleSpec,
  units: string[],
  card = 'order-two-center',
  opts: GameOpts = {},
): GameState {
  const s = newGame(spec, opts);
  setHand(s, 'bottom', [card, ...CENTER_HAND.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
  order(s, ...units);
  endMovement(s);
  return s;
}
