// Samurai Battles over two phones: the engine's redacted views and events, its action shapes, and
// its saves.

import * as v from 'valibot';
import { currentPrompt } from '../../games/samurai-battles/flow/driver';
import type { Prompt } from '../../games/samurai-battles/flow/machine';
import {
  type Action,
  applyAction,
  type GameEvent,
  type GameState,
  type GameView,
  type Setup,
  type Side,
  samuraiBattles,
} from '../../games/samurai-battles/index';
import { SIDES } from '../../games/samurai-battles/types';
import { eventsFor, viewOf } from '../../games/samurai-battles/view';
import { SAMURAI_BATTLES, samuraiNewSave, samuraiProgress } from '../../store/index';
import { ActionSchema } from '../action-schema';
import { dieDraws } from '../dice/die-draws';
import type { NetGame, NetTypes, NetView } from '../net-game';
import { Count, promptSchema, seatSchema } from '../schema-parts';

const Seat = seatSchema(SIDES);

const PlayerViewSchema = v.looseObject({
  name: v.string(),
  hand: v.nullable(v.array(v.string())),
  handCount: Count,
  dragonHand: v.nullable(v.array(v.string())),
  dragonCount: Count,
  honor: Count,
  banners: Count,
});

/** The parts of a Samurai Battles view the screen cannot do without; the rest is trusted to the host. */
export const SamuraiViewSchema = v.looseObject({
  game: v.literal('samurai-battles'),
  viewer: Seat,
  turn: Count,
  active: Seat,
  terrain: v.record(v.string(), v.looseObject({ t: v.string() })),
  units: v.record(v.string(), v.looseObject({ id: v.string(), side: Seat, hex: v.string(), blocks: Count })),
  leaders: v.record(v.string(), v.looseObject({ id: v.string(), side: Seat, hex: v.string() })),
  players: v.strictObject({ top: PlayerViewSchema, bottom: PlayerViewSchema }),
  prompt: promptSchema(SIDES, ActionSchema),
  winner: v.nullable(Seat),
  actionCount: Count,
});

/** Samurai Battles' types on the network: the default of every generic API of src/net. */
export type SamuraiNetTypes = NetTypes<GameState, Action, GameView, GameEvent, Side, Setup>;
export type SamuraiNetGame = NetGame<SamuraiNetTypes>;

export const samuraiNet: SamuraiNetGame = {
  id: SAMURAI_BATTLES,
  module: samuraiBattles,
  applyFast: (state, seat, action) => applyAction(state, seat, action, { transactional: false }),
  viewer(state) {
    // The legal actions are listed once for both phones' views and the decisions of one state.
    let prompt: Prompt | null | undefined;
    const listed = () => {
      if (prompt === undefined) prompt = currentPrompt(state);
      return prompt;
    };
    return {
      view: (seat, copy) => viewOf(state, seat, { prompt: listed(), copy }),
      decisions() {
        const p = listed();
        return p ? [{ seat: p.seat, point: p.point, actions: p.actions }] : [];
      },
    };
  },
  eventsFor,
  actionSchema: ActionSchema as v.GenericSchema<unknown, Action>,
  viewSchema: SamuraiViewSchema,
  newSave: (setup, seed, state, extra) => samuraiNewSave(setup, seed, state, 'host', extra),
  progress: samuraiProgress,
  rng: (state) => state.rng,
  publicDraws: dieDraws,
};

/**
 * `game`, or Samurai Battles when none is given: the net API's functions predate other games and
 * keep their calls working (their type parameters then are Samurai Battles' own, their defaults).
 */
export function orSamurai<T extends NetTypes>(game: NetGame<T> | undefined): NetGame<T> {
  return game ?? (samuraiNet as unknown as NetGame<T>);
}

// The view carries the prompt and the revision as every net game's must (net-game.ts).
export const SAMURAI_VIEW_IS_NET_VIEW: GameView extends NetView<Side, Action> ? true : false = true;
