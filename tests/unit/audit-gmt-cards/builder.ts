// Session 16 audit of the GMT 2021 card faces and tables (seed 003:4110-6137): the small shared
// builder. A board is written as short pieces ("b1 SSp 10,8", top pieces with "t" ids by default);
// a hand is the card to play followed by fillers, so every test states only the pieces it needs.
// Board: rows 0-10, bottom's baseline r = 10; on even rows the bottom player's left section is
// c = 0-6, the centre 8-14, the right 16-22.

import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type {
  DieFace,
  GameState,
  LeaderKind,
  Side,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  type LeaderSpec,
  newGame,
  playCard,
  script,
  setHand,
  type UnitSpec,
} from '../flow/harness';

/** "b1 SSp 10,8" or "t1 ASp 11,7 1" (id, type, hex, blocks): a top unit when the id starts with t. */
export function unit(text: string): UnitSpec {
  const [id = '', type = '', hex = '', blocks] = text.split(' ');
  const side: Side = id.startsWith('t') ? 'top' : 'bottom';
  return { id, side, type: type as UnitTypeId, hex, ...(blocks ? { blocks: Number(blocks) } : {}) };
}

/** A battle spec for the flow and Dragon kits from short pieces. */
export function spec(
  units: string[],
  leaders: string[] = [],
  terrain: BattleSpec['terrain'] = {},
): BattleSpec {
  return { units: units.map(unit), leaders: leaders.map(leader), terrain };
}

/** `n` die faces showing the green circle (a miss against any unit but a circle). */
export function circles(n: number): DieFace[] {
  return Array.from({ length: n }, () => 'circle' as const);
}

/** "bL foot 10,8": a leader, top when the id starts with t. */
export function leader(text: string): LeaderSpec {
  const [id = '', kind = '', hex = ''] = text.split(' ');
  return { id, side: id.startsWith('t') ? 'top' : 'bottom', kind: kind as LeaderKind, hex };
}

export interface Board {
  units: string[];
  leaders?: string[];
  terrain?: BattleSpec['terrain'];
  command?: number;
  honor?: Partial<Record<Side, number>>;
  /** Dragon cards on (none dealt: the tests hand them out with the Dragon kit's giveDragon). */
  dragons?: boolean;
  /** Who plays first (bottom unless given). */
  first?: Side;
}

/** A new game (bottom to play) on this board. */
export function board(b: Board): GameState {
  return newGame(
    {
      units: b.units.map(unit),
      leaders: (b.leaders ?? []).map(leader),
      terrain: b.terrain ?? {},
      command: { bottom: b.command ?? 4, top: 4 },
      honor: b.honor ?? {},
      first: b.first ?? 'bottom',
    },
    { options: { dragonCards: b.dragons ?? false } },
  );
}

/** Gives bottom `card` (and fillers up to the command) and plays it. */
export function play(s: GameState, card: string): GameEvent[] {
  const size = s.players.bottom.handSize;
  setHand(s, 'bottom', [card, ...CENTER_HAND.filter((c) => c !== card)].slice(0, size));
  return playCard(s, card);
}

/** The pieces that may take the next order, as sorted ids ('detach:<id>' for a detach). */
export function orderable(s: GameState): string[] {
  return actionsOf(s, 'order')
    .map((a) =>
      a.choice.kind === 'unit'
        ? a.choice.unit
        : a.choice.kind === 'detach'
          ? `detach:${a.choice.leader}`
          : a.choice.leader,
    )
    .sort();
}

/** The hexes a piece may move to now, sorted. */
export function reach(s: GameState, piece: string): string[] {
  return actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to)
    .sort();
}

/** The dice events of one purpose in these events, as the number of dice each rolled. */
export function diceCounts(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'dice' && e.purpose === purpose ? [e.faces.length] : []));
}

/** Scripts `n` copies of a face (more than any roll needs). */
export function many(s: GameState, face: DieFace, n = 8): void {
  script(s, ...Array.from({ length: n }, () => face));
}

/** Attacks in close combat with `attacker` at `hex`; returns the events. */
export function attack(s: GameState, attacker: string, hex: string, mode: 'close' | 'ranged' = 'close') {
  return act(s, { type: 'battle', unit: attacker, target: hex, mode });
}
