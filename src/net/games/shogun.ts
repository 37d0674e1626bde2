// Shogun around a table of phones (3-5 seats): the host device keeps the whole state (the tower's
// inside, the decks, the generator) and each seat's phone gets the engine's view for that seat
// (src/games/shogun/view.ts) plus the prompt and revision every net view carries. Planning is the
// engine's secret box: every seat plans at once, a phone sees only its own draft and who has
// committed, and the plans are revealed with the action that completes them. The players' names and
// colours chosen at setup travel in every view (`seatPlayers`), and each year's scoring carries the
// board and totals it was scored on (`after`), so every phone can show the tablet's whole result.

import * as v from 'valibot';
import { ACTION_KINDS, CHEST_CARDS, SEATS } from '../../games/shogun/data/components';
import { PROVINCE_IDS } from '../../games/shogun/data/provinces';
import {
  type Action,
  type GameEvent,
  type Seat,
  type Setup,
  type ShogunGame,
  type ShogunView,
  shogun,
} from '../../games/shogun/index';
import type { BoardHoldings } from '../../games/shogun/rules/scoring';
import {
  SHOGUN,
  SHOGUN_EDITION,
  SHOGUN_RULES_VERSION,
  type ShogunPlayer,
  shogunPlayersOf,
  shogunProgress,
} from '../../store/index';
import type { NetClient } from '../client';
import type { GuestSession } from '../guest';
import type { HostGame } from '../index';
import type { NetGame, NetTypes, NetView } from '../net-game';
import { Count, promptSchema, seatSchema } from '../schema-parts';
import { promptedViewer } from '../seat-prompts';

/**
 * A seat's view as it crosses the network: the engine's, with who decides and the revision, and
 * each seat's player as chosen at setup (seat order; a colour '' is the seat's default colour).
 * Absent from a host of an older version: the phone shows the default colours.
 */
export type ShogunNetView = ShogunView & NetView<Seat, Action> & { seatPlayers?: ShogunPlayer[] };

/** What a year's scoring was made on: the board (owners and buildings) and every seat's points after it. */
export interface ScoredBoard {
  board: BoardHoldings;
  totals: Partial<Record<Seat, number>>;
}

/** A `scored` event as a phone receives it: with what it was scored on (absent from an older host). */
export type ShogunNetScored = Extract<GameEvent, { type: 'scored' }> & { after?: ScoredBoard };

/** The board and points right after a scoring: everything in them is open (seed 001:142). */
export function scoredBoardOf(state: ShogunGame): ScoredBoard {
  const totals: Partial<Record<Seat, number>> = {};
  for (const seat of state.seats) totals[seat] = state.players[seat]?.score ?? 0;
  return {
    board: structuredClone({ provinces: state.provinces, side: state.side, seats: state.seats }),
    totals,
  };
}

/**
 * A player's name as a setup takes it (PlayersField's limit), a colour id, and `computer` when the
 * host device's computer plays the seat (every phone names it so).
 */
export const PlayerSchema = v.strictObject({
  name: v.pipe(v.string(), v.maxLength(24)),
  colour: v.pipe(v.string(), v.maxLength(16)),
  computer: v.optional(v.literal(true)),
});

const SeatSchema = seatSchema(SEATS);
const Province = v.picklist(PROVINCE_IDS);
const Space = v.picklist([...ACTION_KINDS, 'bid'] as const);
const Card = v.union([
  v.strictObject({ province: Province }),
  v.strictObject({ chest: v.picklist(CHEST_CARDS) }),
]);
/** Small whole numbers: a draft group, a turn-order space, armies moved. */
const Small = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

const kind = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries });

/** Every Shogun action (src/games/shogun/flow/state.ts), strict: an unknown key is refused. */
export const ShogunActionSchema = v.variant('type', [
  kind('draft', { source: v.union([v.literal(0), v.literal(1), v.literal('deck')]), group: Small(20) }),
  kind('draw', {}),
  kind('refresh', {}),
  kind('lay', { space: Space, card: Card }),
  kind('clear', { space: Space }),
  kind('commit', {}),
  kind('withdraw', {}),
  kind('space', { space: Small(4) }),
  kind('move', { to: Province, count: v.pipe(Small(200), v.minValue(1)) }),
  kind('stay', {}),
  kind('revolt', { province: Province }),
]);

// The schema and the engine's Action must describe the same values: an action type added to the
// engine without a schema entry fails to compile here.
type Parsed = v.InferOutput<typeof ShogunActionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SHOGUN_ACTION_SCHEMA_MATCHES: Same<Parsed['type'], Action['type']> = true;
export const SHOGUN_PARSED_IS_ACTION: Parsed extends Action ? true : false = true;

/** The parts of a Shogun view the screen cannot do without; the rest is trusted to the host. */
export const ShogunViewSchema = v.looseObject({
  viewer: SeatSchema,
  seats: v.pipe(v.array(SeatSchema), v.minLength(3), v.maxLength(5)),
  side: v.picklist(['sun', 'moon']),
  year: v.picklist([1, 2]),
  season: v.picklist(['spring', 'summer', 'autumn', 'winter']),
  provinces: v.record(v.string(), v.looseObject({ owner: v.nullable(SeatSchema), armies: Count })),
  players: v.record(
    v.string(),
    v.looseObject({ chests: Count, rice: Count, score: v.number(), supply: Count }),
  ),
  actionRow: v.array(v.nullable(v.picklist(ACTION_KINDS))),
  turnOrder: v.array(SeatSchema),
  planning: v.nullable(v.looseObject({ committed: v.array(SeatSchema) })),
  plans: v.record(v.string(), v.looseObject({ hidden: Count })),
  prompt: promptSchema(SEATS, ShogunActionSchema),
  actionCount: Count,
  seatPlayers: v.optional(v.pipe(v.array(PlayerSchema), v.maxLength(5))),
});

export type ShogunNetTypes = NetTypes<ShogunGame, Action, ShogunNetView, GameEvent, Seat, Setup>;
export type ShogunNetGame = NetGame<ShogunNetTypes>;
/** A Shogun game's client on any phone of the table. */
export type ShogunNetClient = NetClient<Action, ShogunNetView, GameEvent, Seat>;
/** A Shogun guest session (narrowed with guestSessionFor(session, shogunNet)). */
export type ShogunGuestSession = GuestSession<Action, ShogunNetView, GameEvent, Seat>;

/** A Shogun game on the host device (createHostSession({ game: shogunNet, ... })). */
export type ShogunHostGame = HostGame<ShogunNetTypes>;

/** The players of a table of `count` seats: missing or damaged entries read as unnamed, default colour. */
export function seated(players: readonly ShogunPlayer[], count: number): ShogunPlayer[] {
  return shogunPlayersOf({ players }, count).map((p) => ({
    name: p.name.slice(0, 24),
    colour: p.colour.slice(0, 16),
    ...(p.computer ? { computer: true as const } : {}),
  }));
}

/**
 * Shogun for a table whose players chose names and colours (`players`, in seat order): every view
 * names them and the save keeps them. `shogunNet` is the table with none chosen.
 */
export function shogunNetWith(players: readonly ShogunPlayer[]): ShogunNetGame {
  return {
    id: SHOGUN,
    module: shogun,
    // Shogun's apply works in place already (the table's undo copies, not the engine).
    applyFast(state, seat, action) {
      const r = shogun.apply(state, seat, action);
      if (!r.ok || !r.events.some((e) => e.type === 'scored')) return r;
      // The state right after the action is the one the year was scored on (the tablet's chronicle
      // reads the same state), so a phone can show the region majorities of each year.
      const after = scoredBoardOf(state);
      return { ...r, events: r.events.map((e) => (e.type === 'scored' ? { ...e, after } : e)) };
    },
    viewer(state) {
      const table = seated(players, state.seats.length);
      return promptedViewer(
        shogun.decisions(state),
        (seat) => ({ ...shogun.view(state, seat), seatPlayers: table.map((p) => ({ ...p })) }),
        state.actionCount,
      );
    },
    eventsFor: (events, seat) => shogun.eventsFor(events, seat),
    actionSchema: ShogunActionSchema as v.GenericSchema<unknown, Action>,
    viewSchema: ShogunViewSchema,
    newSave(setup, seed, state, extra) {
      const table = seated(players, state.seats.length);
      return {
        game: SHOGUN,
        kind: 'host',
        battle: `Shogun (${setup.players})`,
        // The saves list names each seat by its player, or by the seat when none was named.
        armies: state.seats.map((s, i) => table[i]?.name || s),
        setup,
        seed,
        rulesVersion: SHOGUN_RULES_VERSION,
        edition: SHOGUN_EDITION,
        progress: shogunProgress(state),
        extra: { players: table, ...extra },
      };
    },
    progress: shogunProgress,
  };
}

/** Shogun with no names chosen: every seat by its default colour (and the guest's registry entry). */
export const shogunNet: ShogunNetGame = shogunNetWith([]);

/** The Shogun game of a hosted save: with the players its header keeps (each view takes its seats'). */
export function shogunNetOfSave(extra: Record<string, unknown> | undefined): ShogunNetGame {
  return shogunNetWith(shogunPlayersOf(extra, SEATS.length));
}
