// What players tell the companion, one small action per tap. Public steps may be taken from any
// seat's device (the table is shared); a bid is each seat's own secret choice.

import type { Bid, BuildingKind, Cube, ProvinceId, Seat } from '../shogun/rules-api';

/** A change to one field of the battle being set up. */
export type FormChange =
  | { field: 'seat'; value: Seat }
  | { field: 'defender'; value: Seat | null }
  | { field: 'armies' | 'defenderArmies' | 'unrest'; value: number }
  | { field: 'castle'; value: boolean };

export type ShogunCompanionAction =
  /** Leave the setup helper: spring of the first year is dealt. */
  | { type: 'begin' }
  | { type: 'bid'; bid: Bid }
  | { type: 'withdraw' }
  | { type: 'draw-event' }
  /** The seat first in the choosing order takes a turn-order space (0-4). */
  | { type: 'space'; space: number }
  /** Turn up the next face-down action card. */
  | { type: 'reveal' }
  /** The player in turn has done (or passed) the current action. */
  | { type: 'done' }
  | { type: 'battle'; kind: 'attack' | 'revolt' }
  | { type: 'form'; change: FormChange }
  /** How many cubes of a colour fell out of the real tower. */
  | { type: 'fell'; cube: Cube; n: number }
  /** Settle the battle: with the cubes entered, or by throwing the simulated tower. */
  | { type: 'fight' }
  | { type: 'cancel' }
  | { type: 'rice'; seat: Seat; value: number }
  | { type: 'chests'; seat: Seat; value: number }
  | { type: 'owner'; province: ProvinceId; owner: Seat | null }
  | { type: 'building'; province: ProvinceId; kind: BuildingKind; on: boolean }
  /** Winter: the rice is in; say who revolts. */
  | { type: 'supply' }
  /** Winter: a player with two or more revolts left says which of their provinces is fought next (496). */
  | { type: 'revolt-next'; province: ProvinceId }
  | { type: 'score' };

/** Largest numbers the forms take (a player has 62 cubes, 55); rice and chests as on their tracks. */
export const LIMITS = {
  armies: 40,
  unrest: 10,
  rice: 40,
  chests: 135,
  playerCubes: 62,
  peasants: 20,
} as const;
