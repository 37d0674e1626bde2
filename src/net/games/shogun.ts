// Shogun around a table of phones (3-5 seats): the host device keeps the whole state (the tower's
// inside, the decks, the generator) and each seat's phone gets the engine's view for that seat
// (src/games/shogun/view.ts) plus the prompt and revision every net view carries. Planning is the
// engine's secret box: every seat plans at once, a phone sees only its own draft and who has
// committed, and the plans are revealed with the action that completes them.

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
import {
  SHOGUN,
  SHOGUN_EDITION,
  SHOGUN_RULES_VERSION,
  shogunPlayersOf,
  shogunProgress,
} from '../../store/index';
import type { NetClient } from '../client';
import type { GuestSession } from '../guest';
import type { HostGame } from '../index';
import type { NetGame, NetTypes, NetView } from '../net-game';
import { Count, promptSchema, seatSchema } from '../schema-parts';
import { promptedViewer } from '../seat-prompts';

/** A seat's view as it crosses the network: the engine's, with who decides and the revision. */
export type ShogunNetView = ShogunView & NetView<Seat, Action>;

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
});

export type ShogunNetTypes = NetTypes<ShogunGame, Action, ShogunNetView, GameEvent, Seat, Setup>;
export type ShogunNetGame = NetGame<ShogunNetTypes>;
/** A Shogun game's client on any phone of the table. */
export type ShogunNetClient = NetClient<Action, ShogunNetView, GameEvent, Seat>;
/** A Shogun guest session (narrowed with guestSessionFor(session, shogunNet)). */
export type ShogunGuestSession = GuestSession<Action, ShogunNetView, GameEvent, Seat>;

/** A Shogun game on the host device (createHostSession({ game: shogunNet, ... })). */
export type ShogunHostGame = HostGame<ShogunNetTypes>;

export const shogunNet: ShogunNetGame = {
  id: SHOGUN,
  module: shogun,
  // Shogun's apply works in place already (the table's undo copies, not the engine).
  applyFast: (state, seat, action) => shogun.apply(state, seat, action),
  viewer: (state) =>
    promptedViewer(shogun.decisions(state), (seat) => shogun.view(state, seat), state.actionCount),
  eventsFor: (events, seat) => shogun.eventsFor(events, seat),
  actionSchema: ShogunActionSchema as v.GenericSchema<unknown, Action>,
  viewSchema: ShogunViewSchema,
  newSave(setup, seed, state, extra) {
    // Seats are shown by their colours: the phones' players are not named when the game is hosted.
    const players = shogunPlayersOf(undefined, state.seats.length);
    return {
      game: SHOGUN,
      kind: 'host',
      battle: `Shogun (${setup.players})`,
      armies: [...state.seats],
      setup,
      seed,
      rulesVersion: SHOGUN_RULES_VERSION,
      edition: SHOGUN_EDITION,
      progress: shogunProgress(state),
      extra: { players, ...extra },
    };
  },
  progress: shogunProgress,
};
