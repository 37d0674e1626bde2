// The shared builder of the GMT rule cases (session 16): pieces in one short call each, a board from
// them, and the close and ranged attacks as engine actions. Everything else comes from the flow
// harness and the Dragon kit, so a case reads as a board, the actions and the outcome.

import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type {
  DieFace,
  GameState,
  HexKey,
  LeaderKind,
  Objective,
  Side,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';
import { dragonGame, giveDragon } from '../dragon/kit';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  expectAt,
  type LeaderSpec,
  newGame,
  playCard,
  script,
  setHand,
  toBattle,
  type UnitSpec,
} from '../flow/harness';

/** A piece's side from its id: ids starting with "t" are top's, every other is bottom's. */
function sideOf(id: string): Side {
  return id.startsWith('t') ? 'top' : 'bottom';
}

/** A unit (side from the id's first letter). */
export function u(id: string, type: UnitTypeId, hex: HexKey, blocks?: number): UnitSpec {
  return blocks === undefined
    ? { id, side: sideOf(id), type, hex }
    : { id, side: sideOf(id), type, hex, blocks };
}

/** A leader (side from the id's first letter). */
export function ldr(id: string, kind: LeaderKind, hex: HexKey): LeaderSpec {
  return { id, side: sideOf(id), kind, hex };
}

/**
 * The usual duel: bottom's samurai spearmen b1 at 10,8 against top's t1 (this type) at 11,7, with
 * more units, leaders or terrain from `rest`.
 */
export function duel(type: UnitTypeId, rest: Partial<BattleSpec> & { t1Blocks?: number } = {}): BattleSpec {
  const { t1Blocks, units = [], ...more } = rest;
  return { ...more, units: [u('b1', 'SSp', '10,8'), u('t1', type, '11,7', t1Blocks), ...units] };
}

/** toBattle on `spec` with b1 ordered, these dice scripted, and b1's close attack on 11,7 made. */
export function strike(spec: BattleSpec, faces: DieFace[]): GameState {
  const s = toBattle(spec, ['b1']);
  script(s, ...faces);
  act(s, close('b1', '11,7'));
  return s;
}

/** A Dragon-card game where bottom holds these Dragon cards and has just played Order Two Center. */
export function centreWithDragons(spec: BattleSpec, cards: string[]): GameState {
  const s = dragonGame(spec);
  setHand(s, 'bottom', CENTER_HAND);
  for (const c of cards) giveDragon(s, 'bottom', c);
  playCard(s, 'order-two-center');
  return s;
}

/** A hex objective worth 1 banner to `side` the moment it is held. */
export function holdHex(side: Side, hex: HexKey): Objective {
  return {
    kind: 'hold-hexes',
    side,
    hexes: [hex],
    banners: 1,
    when: 'immediate',
    each: true,
    permanent: false,
  };
}

/** A new game where bottom plays `card` first (the rest of its hand from the centre hand). */
export function played(spec: BattleSpec, card: string): GameState {
  const s = newGame(spec);
  const others = CENTER_HAND.filter((c) => c !== card).slice(0, 3);
  setHand(s, 'bottom', [card, ...others]);
  playCard(s, card);
  return s;
}

/** The pieces offered an order now: unit ids, lone leaders' ids, "detach:<leader>". */
export function orderable(s: GameState): string[] {
  const out: string[] = [];
  for (const a of actionsOf(s, 'order')) {
    const c = a.choice;
    out.push(c.kind === 'unit' ? c.unit : c.kind === 'lone-leader' ? c.leader : `${c.kind}:${c.leader}`);
  }
  return out.sort();
}

/** Where a piece may move now. */
export function movesOf(s: GameState, piece: string): HexKey[] {
  return actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to)
    .sort();
}

/**
 * Lack of honor with equally near units (or a Dragon card's): asserts `side` is asked to choose among
 * exactly `among`, then takes the block from `pick`.
 */
export function chooseLoss(s: GameState, side: Side, among: string[], pick: string): void {
  const offered = expectAt(s, 'lack-of-honor', side).map((a) => (a.type === 'lose-block' ? a.unit : a.type));
  if (offered.sort().join() !== [...among].sort().join())
    throw new Error(`lack of honor offers ${offered.join()}, expected ${among.join()}`);
  act(s, { type: 'lose-block', unit: pick });
}

/** A board: units, leaders and anything else of a battle spec. */
export function board(
  units: UnitSpec[],
  leaders: LeaderSpec[] = [],
  rest: Partial<BattleSpec> = {},
): BattleSpec {
  return { units, leaders, ...rest };
}

export function close(unit: string, target: HexKey): Action {
  return { type: 'battle', unit, target, mode: 'close' };
}

export function ranged(unit: string, target: HexKey): Action {
  return { type: 'battle', unit, target, mode: 'ranged' };
}

/** The final hexes of the retreat paths offered. */
export function retreatEnds(actions: Action[]): HexKey[] {
  return actions
    .filter((a): a is Extract<Action, { type: 'retreat' }> => a.type === 'retreat')
    .map((a) => a.to)
    .sort();
}

/** The hexes a lone leader is offered to retreat to. */
export function leaderEnds(actions: Action[]): HexKey[] {
  return actions
    .filter((a): a is Extract<Action, { type: 'leader-retreat' }> => a.type === 'leader-retreat')
    .map((a) => a.to)
    .sort();
}

export * from '../dragon/kit';
export * from '../flow/harness';
