// The companion for the physical Shogun around a table of phones: the host device keeps the
// companion's whole state (the simulated tower's inside, the event deck, the generator, the bids)
// and each seat's phone gets the module's view for that seat (src/games/shogun-companion/view.ts:
// its own bid only, until the last bid is in) plus the prompt and revision every net view carries.
// Public steps (the event, the turn-order spaces, the actions, battles, winter entries) may be
// tapped on any phone, as on the one shared device; the bids are each seat's secret choice.

import * as v from 'valibot';
import { BUILDING_KINDS, CHEST_CARDS, SEATS } from '../../games/shogun/data/components';
import { PROVINCE_IDS } from '../../games/shogun/data/provinces';
import type { Seat } from '../../games/shogun/rules-api';
import {
  SHOGUN_COMPANION,
  type ShogunCompanionAction,
  type ShogunCompanionEvent,
  type ShogunCompanionSetup,
  type ShogunCompanionState,
  type ShogunCompanionView,
  shogunCompanion,
} from '../../games/shogun-companion/index';
import {
  SHOGUN_COMPANION_RULES_VERSION,
  type ShogunPlayer,
  shogunCompanionProgress,
  shogunPlayersOf,
} from '../../store/index';
import type { ClientOf } from '../client';
import type { GuestSessionOf } from '../guest';
import type { HostGame } from '../index';
import type { NetGame, NetTypes, NetView } from '../net-game';
import { Count, promptSchema } from '../schema-parts';
import { promptedViewer } from '../seat-prompts';
import { PlayerSchema, seated } from './shogun';

export type ShogunCompanionNetView = ShogunCompanionView &
  NetView<Seat, ShogunCompanionAction> & { seatPlayers?: ShogunPlayer[] };

const SeatSchema = v.picklist(SEATS);
const Province = v.picklist(PROVINCE_IDS);
const Small = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const kind = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries });
const field = <F extends string, S extends v.GenericSchema>(name: F, value: S) =>
  v.strictObject({ field: v.literal(name), value });

/** Every companion action (src/games/shogun-companion/actions.ts), strict: an unknown key is refused. */
export const ShogunCompanionActionSchema = v.variant('type', [
  kind('begin', {}),
  kind('bid', { bid: v.union([v.picklist(['none', 'province'] as const), v.picklist(CHEST_CARDS)]) }),
  kind('withdraw', {}),
  kind('draw-event', {}),
  kind('space', { space: Small(4) }),
  kind('reveal', {}),
  kind('done', {}),
  kind('battle', { kind: v.picklist(['attack', 'revolt'] as const) }),
  kind('form', {
    change: v.variant('field', [
      field('seat', SeatSchema),
      field('defender', v.nullable(SeatSchema)),
      field('armies', Small(200)),
      field('defenderArmies', Small(200)),
      field('unrest', Small(200)),
      field('castle', v.boolean()),
    ]),
  }),
  kind('fell', { cube: v.union([SeatSchema, v.literal('peasant')]), n: Small(200) }),
  kind('fight', {}),
  kind('cancel', {}),
  kind('rice', { seat: SeatSchema, value: Small(200) }),
  kind('chests', { seat: SeatSchema, value: Small(200) }),
  kind('owner', { province: Province, owner: v.nullable(SeatSchema) }),
  kind('building', { province: Province, kind: v.picklist(BUILDING_KINDS), on: v.boolean() }),
  kind('supply', {}),
  kind('revolt-next', { province: Province }),
  kind('score', {}),
]);

// The schema and the module's action must describe the same values: an action type added to the
// module without a schema entry fails to compile here.
type Parsed = v.InferOutput<typeof ShogunCompanionActionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SHOGUN_COMPANION_SCHEMA_MATCHES: Same<Parsed['type'], ShogunCompanionAction['type']> = true;
export const SHOGUN_COMPANION_PARSED_IS_ACTION: Parsed extends ShogunCompanionAction ? true : false = true;

const STEPS = ['setup', 'bids', 'event', 'order', 'actions', 'winter', 'revolts', 'over'] as const;

/** The parts of a companion view the screens cannot do without; the rest is trusted to the host. */
export const ShogunCompanionViewSchema = v.looseObject({
  game: v.literal(SHOGUN_COMPANION),
  seats: v.pipe(v.array(SeatSchema), v.minLength(3), v.maxLength(5)),
  year: v.picklist([1, 2]),
  season: v.picklist(['spring', 'summer', 'autumn', 'winter']),
  phase: v.looseObject({ step: v.picklist(STEPS) }),
  bids: v.nullable(
    v.strictObject({
      seats: v.array(SeatSchema),
      committed: v.array(SeatSchema),
      mine: v.optional(v.union([v.picklist(['none', 'province'] as const), v.picklist(CHEST_CARDS)])),
    }),
  ),
  turnOrder: v.array(SeatSchema),
  board: v.record(
    v.string(),
    v.looseObject({ owner: v.nullable(SeatSchema), buildings: v.array(v.string()) }),
  ),
  sheet: v.array(v.looseObject({ year: v.picklist([1, 2]) })),
  towerCubes: v.nullable(Count),
  prompt: promptSchema(SEATS, ShogunCompanionActionSchema),
  actionCount: Count,
  seatPlayers: v.optional(v.pipe(v.array(PlayerSchema), v.maxLength(5))),
});

export type ShogunCompanionNetTypes = NetTypes<
  ShogunCompanionState,
  ShogunCompanionAction,
  ShogunCompanionNetView,
  ShogunCompanionEvent,
  Seat,
  ShogunCompanionSetup
>;
export type ShogunCompanionNetGame = NetGame<ShogunCompanionNetTypes>;
/** The companion's client on any phone of the table. */
export type ShogunCompanionNetClient = ClientOf<ShogunCompanionNetTypes>;
/** A companion guest session (narrowed with guestSessionFor(session, shogunCompanionNet)). */
export type ShogunCompanionGuestSession = GuestSessionOf<ShogunCompanionNetTypes>;
/** The companion on the host device (createHostSession({ game: shogunCompanionNetWith(...), ... })). */
export type ShogunCompanionHostGame = HostGame<ShogunCompanionNetTypes>;

/**
 * Decision points whose legal actions are every value of every field of a form (thousands in
 * winter): a phone's panels do not read them, and the host checks each intent against the full
 * list, so the view sends none.
 */
const FORM_POINTS = new Set(['battle', 'revolt', 'winter']);

/** The companion for a table whose players chose names and colours (`players`, in seat order). */
export function shogunCompanionNetWith(players: readonly ShogunPlayer[]): ShogunCompanionNetGame {
  return {
    id: SHOGUN_COMPANION,
    module: shogunCompanion,
    // The module's apply works in place; the host rebuilds from the log if a rule throws.
    applyFast: (state, seat, action) => shogunCompanion.apply(state, seat, action),
    viewer(state) {
      const table = seated(players, state.seats.length);
      const inner = promptedViewer(
        shogunCompanion.decisions(state),
        (seat) => ({ ...shogunCompanion.view(state, seat), seatPlayers: table.map((p) => ({ ...p })) }),
        state.actionCount,
      );
      return {
        view(seat, copy) {
          const view = inner.view(seat, copy);
          const p = view.prompt;
          return p?.actions && FORM_POINTS.has(p.point) ? { ...view, prompt: { ...p, actions: [] } } : view;
        },
        decisions: inner.decisions,
      };
    },
    eventsFor: (events, seat) => shogunCompanion.eventsFor(events, seat),
    actionSchema: ShogunCompanionActionSchema as v.GenericSchema<unknown, ShogunCompanionAction>,
    viewSchema: ShogunCompanionViewSchema,
    newSave(setup, seed, state, extra) {
      const table = seated(players, state.seats.length);
      return {
        game: SHOGUN_COMPANION,
        kind: 'host',
        battle: `Shogun (${setup.players})`,
        armies: state.seats.map((s, i) => table[i]?.name || s),
        setup,
        seed,
        rulesVersion: SHOGUN_COMPANION_RULES_VERSION,
        edition: 'shogun',
        progress: shogunCompanionProgress(state),
        extra: { players: table, ...extra },
      };
    },
    progress: shogunCompanionProgress,
  };
}

/** The companion with no names chosen (and the guest's registry entry). */
export const shogunCompanionNet: ShogunCompanionNetGame = shogunCompanionNetWith([]);

/** The companion of a hosted save, with the players its header keeps. */
export function shogunCompanionNetOfSave(extra: Record<string, unknown> | undefined): ShogunCompanionNetGame {
  return shogunCompanionNetWith(shogunPlayersOf(extra, SEATS.length));
}

// The view carries the prompt and the revision as every net game's must (net-game.ts).
export const SHOGUN_COMPANION_VIEW_IS_NET_VIEW: ShogunCompanionNetView extends NetView<
  Seat,
  ShogunCompanionAction
>
  ? true
  : false = true;
