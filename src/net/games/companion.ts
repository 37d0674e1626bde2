// Companion mode over two phones: each phone holds its own army's Command and Dragon hands, the host
// phone keeps the decks, the dice generator and the save. The seat at the controls decides (see
// src/games/companion/legal.ts); on two phones "hand over" passes the controls, not the device.

import * as v from 'valibot';
import type { CompanionAction } from '../../games/companion/actions';
import { type CompanionEvent, companionEventsFor } from '../../games/companion/events';
import {
  COMPANION,
  type CompanionSetup,
  type CompanionState,
  type CompanionView,
  companion,
} from '../../games/companion/index';
import { CompanionActionSchema } from '../../games/companion/schema';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import type { ClientOf } from '../client';
import { dieDraws } from '../dice/die-draws';
import type { GuestSessionOf } from '../guest';
import type { HostGame } from '../index';
import type { NetGame, NetTypes, NetView } from '../net-game';
import { Count, promptSchema, seatSchema } from '../schema-parts';

const Seat = seatSchema(SIDES);
const Cards = v.pipe(v.array(v.string()), v.maxLength(500));

const PlayerViewSchema = v.looseObject({
  name: v.string(),
  color: v.string(),
  hand: v.nullable(Cards),
  handCount: Count,
  handSize: Count,
  dragonHand: v.nullable(Cards),
  dragonCount: Count,
  honor: Count,
  banners: Count,
  bannerLog: v.array(v.looseObject({ turn: Count, reason: v.string() })),
});

/** The parts of a companion view the screen cannot do without; the rest is trusted to the host. */
export const CompanionViewSchema = v.looseObject({
  game: v.literal('companion'),
  viewer: Seat,
  scenarioId: v.string(),
  title: v.string(),
  turn: Count,
  active: Seat,
  control: Seat,
  phase: v.looseObject({ step: v.picklist(['table', 'keep-card', 'replenish', 'discard-dragon']) }),
  players: v.strictObject({ top: PlayerViewSchema, bottom: PlayerViewSchema }),
  commandDeckCount: Count,
  commandDiscard: Cards,
  dragonDeckCount: Count,
  dragonDiscard: Cards,
  pool: Count,
  dragonInPlay: v.array(v.looseObject({ side: Seat, card: v.string(), tokens: Count })),
  calc: v.looseObject({ side: Seat }),
  calcPlan: v.looseObject({}),
  lastRoll: v.nullable(v.looseObject({ kind: v.string() })),
  prompt: promptSchema(SIDES, CompanionActionSchema),
  winner: v.nullable(Seat),
  history: v.array(v.looseObject({ turn: Count })),
  actionCount: Count,
});

/** Companion mode's types on the network. */
export type CompanionNetTypes = NetTypes<
  CompanionState,
  CompanionAction,
  CompanionView,
  CompanionEvent,
  Side,
  CompanionSetup
>;
export type CompanionNetGame = NetGame<CompanionNetTypes>;

/** A companion game's client on either phone. */
export type CompanionNetClient = ClientOf<CompanionNetTypes>;
/** A companion game's guest session (narrowed with guestSessionFor(session, companionNet)). */
export type CompanionGuestSession = GuestSessionOf<CompanionNetTypes>;
/** A companion game on the host phone (createHostSession({ game: companionNet, ... })). */
export type CompanionHostGame = HostGame<CompanionNetTypes>;

export const companionNet: CompanionNetGame = {
  id: COMPANION,
  module: companion,
  // The companion's apply already works on a copy; a host phone never plays thousands of actions.
  applyFast: (state, seat, action) => companion.apply(state, seat, action),
  viewer: (state) => ({
    view: (seat) => companion.view(state, seat),
    decisions: () => companion.decisions(state),
  }),
  eventsFor: companionEventsFor,
  // The schema's calculator entries are built from tables, so its inferred type is wider in form.
  actionSchema: CompanionActionSchema as v.GenericSchema<unknown, CompanionAction>,
  viewSchema: CompanionViewSchema,
  newSave(setup, seed, state, extra) {
    const { scenario } = setup;
    return {
      game: COMPANION,
      kind: 'host',
      battle: scenario.title,
      armies: [scenario.armies.top.name, scenario.armies.bottom.name],
      setup,
      seed,
      progress: this.progress(state),
      rulesVersion: companion.rulesVersion,
      extra,
    };
  },
  progress: (state) => ({ turn: state.table.turn, finished: state.table.winner !== null }),
  rng: (state) => state.table.rng,
  publicDraws: dieDraws,
};

// The view carries the prompt and the revision as every net game's must (net-game.ts).
export const COMPANION_VIEW_IS_NET_VIEW: CompanionView extends NetView<Side, CompanionAction> ? true : false =
  true;
