// A small builder for the session 16 audit of seed 002 (the Russian Zvezda 2012 rulebook): games
// under the 2012 rules, with or without Dragon cards, where bottom plays a chosen Command card, and
// the few readings the audit files repeat (where a piece may move, which pieces a card may order).

import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import {
  type DieFace,
  type Edition,
  type GameState,
  type HexKey,
  SIDES,
  type Side,
} from '../../../src/games/samurai-battles/types';
import { giveDragon } from '../dragon/kit';
import * as h from '../flow/harness';

export interface Z2Opts {
  edition?: Edition;
  /** Dragon cards on (none dealt unless the spec deals them). */
  dragons?: boolean;
  seed?: number;
  /** Dragon cards put in a hand before the Command card is played (turns Dragon cards on). */
  give?: Partial<Record<Side, string[]>>;
  /** Die faces scripted before the Command card is played (Shogun rolls as it is played). */
  dice?: DieFace[];
}

/** A unit of the box for a BattleSpec (2012 sheets: AY = ASp, SN = SSp, MSY = SSpC), full unless `blocks`. */
export function piece(
  id: string,
  side: Side,
  type: 'AB' | 'AA' | 'ASp' | 'SSp' | 'SSpC',
  hex: HexKey,
  blocks?: number,
): NonNullable<h.BattleSpec['units']>[number] {
  return { id, side, type, hex, ...(blocks ? { blocks } : {}) };
}

/** A new game at the first Command-card decision, under the 2012 rules unless told otherwise. */
export function z2(spec: h.BattleSpec, opts: Z2Opts = {}): GameState {
  return samuraiBattles.setup(
    {
      scenario: h.scenario(spec),
      options: { dragonCards: opts.dragons === true || opts.give !== undefined },
      edition: opts.edition ?? 'zvezda2012',
    },
    opts.seed ?? 1,
  );
}

/** z2, then bottom (first to play) holds `card` with three centre cards and plays it. */
export function z2Playing(spec: h.BattleSpec, card: string, opts: Z2Opts = {}): GameState {
  const s = z2(spec, opts);
  for (const side of SIDES) for (const card of opts.give?.[side] ?? []) giveDragon(s, side, card);
  h.setHand(s, 'bottom', [card, ...h.CENTER_HAND.filter((c) => c !== card)].slice(0, 4));
  if (opts.dice) h.script(s, ...opts.dice);
  h.playCard(s, card);
  return s;
}

/** The hexes an ordered piece may move to now. */
export function reachOf(s: GameState, piece: string): HexKey[] {
  return h
    .actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to);
}

/** How many rows toward the enemy (bottom moves to lower rows) a bottom piece on `row` may go. */
export function rowsAhead(s: GameState, piece: string, row: number): number {
  return Math.max(0, ...reachOf(s, piece).map((hex) => row - Number(hex.split(',')[1])));
}

/** The pieces (units and leaders) the current order decision offers, sorted. */
export function orderable(s: GameState): string[] {
  return h
    .actionsOf(s, 'order')
    .map((a) =>
      a.choice.kind === 'unit'
        ? a.choice.unit
        : a.choice.kind === 'detach'
          ? `${a.choice.leader}/detach`
          : a.choice.leader,
    )
    .sort();
}

/** If the engine asks for a retreat, takes the first hex it offers (the owner's choice does not matter here). */
export function retreatIfAsked(s: GameState): void {
  if (soleDecision(samuraiBattles, s)?.point === 'retreat') h.act(s, h.actionsOf(s, 'retreat')[0]!);
}

/** The board row a unit stands on. */
export function rowOf(s: GameState, unit: string): number {
  return Number(s.units[unit]!.hex.split(',')[1]);
}

/**
 * z2Playing with Order Two Center, `afterCard` run (a Dragon card played with it), these units
 * ordered and no movement: the state waits at the battle phase.
 */
export function z2Battle(
  spec: h.BattleSpec,
  units: string[],
  opts: Z2Opts & { afterCard?: (s: GameState) => void } = {},
): GameState {
  const s = z2Playing(spec, 'order-two-center', opts);
  opts.afterCard?.(s);
  h.order(s, ...units);
  h.endMovement(s);
  return s;
}

/** Passes every Dragon card window until the engine asks for `point`. */
export function passUntil(s: GameState, point: string): void {
  while (soleDecision(samuraiBattles, s)?.point !== point) h.act(s, { type: 'pass' });
}
