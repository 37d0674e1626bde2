// The whole game state as the engine's machine drives it: the rules state plus the frame stack, the
// secret planning box, the draft and the result.

import type { Audienced } from '../../../engine/events';
import type { Ctx, MachineState, StepHandler } from '../../../engine/machine';
import type { SecretBox } from '../../../engine/secret';
import type { ActionKind, PlayerCount, Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import type { MoveReport } from '../rules/armies';
import type { BattleReport } from '../rules/battle';
import type { CollectReport } from '../rules/collect';
import type { DraftSource, DraftState } from '../rules/draft';
import type { YearScore } from '../rules/scoring';
import type { ShogunOptions } from '../rules/setup';
import type { WinterSupply } from '../rules/winter';
import type { BoardSide, BuildingKind, CubeCounts, Plan, PlanCard, Season, ShogunState } from '../types';

/** Where a card may lie on a planning board: an action space or the bid space. */
export type PlanSpace = ActionKind | 'bid';

export type Frame =
  | { kind: 'draft' }
  | { kind: 'seedTower' }
  | { kind: 'season' }
  | { kind: 'plan' }
  | { kind: 'reveal' }
  | { kind: 'order'; choosers: Seat[] }
  | { kind: 'actions'; index: number; turn: number }
  | { kind: 'move'; seat: Seat; from: ProvinceId; battle: boolean }
  | { kind: 'seasonEnd' }
  | { kind: 'winter'; turn: number }
  | { kind: 'revolts'; seat: Seat; provinces: ProvinceId[]; extraPeasants: number }
  | { kind: 'yearEnd' };

export type Action =
  | { type: 'draft'; source: DraftSource; group: number }
  | { type: 'draw' }
  | { type: 'refresh' }
  | { type: 'lay'; space: PlanSpace; card: PlanCard }
  | { type: 'clear'; space: PlanSpace }
  | { type: 'commit' }
  | { type: 'withdraw' }
  | { type: 'space'; space: number }
  | { type: 'move'; to: ProvinceId; count: number }
  | { type: 'stay' }
  | { type: 'revolt'; province: ProvinceId };

type EventBody =
  | { type: 'drew'; seat: Seat; province: ProvinceId }
  | { type: 'drafted'; seat: Seat; province: ProvinceId; group: number }
  | { type: 'refreshed'; seat: Seat; faceUp: ProvinceId[] }
  | { type: 'towerSeeded'; fell: CubeCounts }
  | { type: 'seasonBegan'; year: 1 | 2; season: Season }
  | { type: 'planEdited'; seat: Seat; plan: Plan }
  | { type: 'committed'; seat: Seat }
  | { type: 'withdrawn'; seat: Seat }
  | { type: 'eventDrawn'; event: number }
  | { type: 'bidsRevealed'; bids: Partial<Record<Seat, PlanCard | null>>; choosers: Seat[] }
  | { type: 'spaceChosen'; seat: Seat; space: number }
  | { type: 'actionRevealed'; index: number; action: ActionKind }
  | { type: 'acted'; seat: Seat; action: ActionKind; card: PlanCard | null; done: boolean }
  | { type: 'built'; seat: Seat; province: ProvinceId; building: BuildingKind }
  | { type: 'collected'; seat: Seat; report: CollectReport }
  | { type: 'placed'; seat: Seat; province: ProvinceId; armies: number }
  | { type: 'moved'; seat: Seat; report: MoveReport }
  | { type: 'winterSupply'; supply: WinterSupply; revolts: ProvinceId[] }
  | { type: 'revolt'; seat: Seat; report: BattleReport }
  | { type: 'scored'; year: 1 | 2; scores: Partial<Record<Seat, YearScore>> }
  | { type: 'gameOver'; winners: Seat[] };

export type GameEvent = EventBody & Audienced<Seat>;

export type StartMode = 'fixed' | 'draft';

export interface Setup extends ShogunOptions {
  /** The sun side's fixed setup (the default there) or the free draft (always on the moon side). */
  start?: StartMode;
}

export interface ShogunGame extends ShogunState, MachineState<Frame> {
  /** The seasons begun so far, 0 to 8 (two years of four). */
  calendar: number;
  draft: DraftState | null;
  /** The season's secret plans while they are being made (301-381). */
  box: SecretBox<Seat, Plan> | null;
  /** How the game ended (the engine's Outcome shape), or null while it goes on. */
  outcome: { winners: Seat[]; reason: string; scores: Partial<Record<Seat, number>> } | null;
}

export type { BoardSide, PlayerCount };

/** The step handler of one frame kind. */
export type Handler<K extends Frame['kind']> = StepHandler<
  ShogunGame,
  Extract<Frame, { kind: K }>,
  Seat,
  Action,
  GameEvent
>;
/** The context of one action: the state being changed and the events it produces. */
export type C = Ctx<ShogunGame, GameEvent>;
