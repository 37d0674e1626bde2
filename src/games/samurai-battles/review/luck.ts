// The luck report: for each army, the hits and flags its combat dice scored against what the same
// dice were expected to score, per turn and in total, and what it spent (Dragon cards, Honor &
// Fortune). Pure: it reads a game's events, which a replay of its log gives back exactly.
//
// Each die has six faces, one of each symbol (seed 003:131-135), so every face comes up with
// probability 1/6. A roll is read with the hit rule the engine scored it with, carried on its
// 'hits' event (combat/score.ts HitRule): the target's symbol hits (seed 003:1241-1244, 1390-1393),
// swords hit in close combat less those ignored for rank and stature (1395-1409), at range only for
// arquebusiers (1246-1248), any sword kills a lone leader (1538-1549). Re-rolled dice (bodyguards,
// Rank Fire, a card that has the roll made again) count as the dice they are: the roll's faces are
// the ones the engine scored. Dragon cards that ignore hits or double flags change the result, not
// the luck, so both numbers are read from the faces, before them.

import { type HitRule, scoreByRule } from '../combat/score';
import type { GameEvent } from '../flow/events';
import type { CardInstance, DieFace, Side } from '../types';

/** Dice, hits and flags of some rolls: rolled and expected. */
export interface LuckTally {
  rolls: number;
  dice: number;
  hits: number;
  expectedHits: number;
  flags: number;
  expectedFlags: number;
}

export interface TurnLuck {
  /** The game's turn number (turn-start events). */
  turn: number;
  tally: LuckTally;
}

export interface ArmyLuck {
  total: LuckTally;
  /** Every turn in which this army rolled combat dice, in order. */
  byTurn: TurnLuck[];
  /** Dragon cards it played, in order, with their price in tokens. */
  dragonCards: { card: CardInstance; cost: number; turn: number }[];
  /** Honor & Fortune tokens it paid, in total and by the engine's reason. */
  honorSpent: number;
  honorSpentFor: Record<string, number>;
}

export type LuckReport = Record<Side, ArmyLuck>;

const P_FACE = 1 / 6;

function emptyTally(): LuckTally {
  return { rolls: 0, dice: 0, hits: 0, expectedHits: 0, flags: 0, expectedFlags: 0 };
}

function emptyArmy(): ArmyLuck {
  return { total: emptyTally(), byTurn: [], dragonCards: [], honorSpent: 0, honorSpentFor: {} };
}

/** P(X = k) for X ~ Binomial(n, p). */
function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * p ** k * (1 - p) ** (n - k);
}

/** E[max(0, S - k)] for S swords among n dice: n/6 minus the swords the target would ignore. */
function expectedSwordsBeyond(n: number, k: number): number {
  let ignored = 0;
  // E[min(S, k)] = sum over j < k of P(S > j).
  let atMost = 0;
  for (let j = 0; j < k && j < n; j++) {
    atMost += binomial(n, j, P_FACE);
    ignored += 1 - atMost;
  }
  return n * P_FACE - ignored;
}

/** Hits and flags `dice` dice are expected to score under a rule. */
export function expectedOf(dice: number, rule: HitRule): { hits: number; flags: number } {
  const symbol = rule.symbol ? dice * P_FACE : 0;
  const swords =
    rule.swords === 'each'
      ? expectedSwordsBeyond(dice, rule.swordsIgnored)
      : rule.swords === 'one'
        ? 1 - (1 - P_FACE) ** dice
        : 0;
  return { hits: symbol + swords, flags: rule.flags ? dice * P_FACE : 0 };
}

function add(t: LuckTally, faces: readonly DieFace[], rule: HitRule): void {
  const dice = faces.length;
  const got = scoreByRule(faces, rule);
  const exp = expectedOf(dice, rule);
  t.rolls += 1;
  t.dice += dice;
  t.hits += got.hits;
  t.flags += got.flags;
  t.expectedHits += exp.hits;
  t.expectedFlags += exp.flags;
}

/** The report of a game from its events, in the order they happened. */
export function luckReport(events: Iterable<GameEvent>): LuckReport {
  const report: LuckReport = { top: emptyArmy(), bottom: emptyArmy() };
  let turn = 0;
  for (const e of events) {
    if (e.type === 'turn-start') turn = e.turn;
    else if (e.type === 'hits' && e.roll) {
      const army = report[e.roll.side];
      let row = army.byTurn.at(-1);
      if (!row || row.turn !== turn) {
        row = { turn, tally: emptyTally() };
        army.byTurn.push(row);
      }
      add(row.tally, e.roll.faces, e.roll.rule);
      add(army.total, e.roll.faces, e.roll.rule);
    } else if (e.type === 'dragon-played') {
      report[e.side].dragonCards.push({ card: e.card, cost: e.cost, turn });
    } else if (e.type === 'honor' && e.delta < 0) {
      const army = report[e.side];
      army.honorSpent -= e.delta;
      army.honorSpentFor[e.reason] = (army.honorSpentFor[e.reason] ?? 0) - e.delta;
    }
  }
  return report;
}

/**
 * Running totals turn by turn for a chart: one point per turn from the first to `lastTurn` (turns
 * without a roll repeat the total so far), starting at 0.
 */
export function cumulative(army: ArmyLuck, lastTurn: number): { hits: number[]; expectedHits: number[] } {
  const hits = [0];
  const expectedHits = [0];
  let i = 0;
  for (let turn = 1; turn <= lastTurn; turn++) {
    let h = hits.at(-1)!;
    let x = expectedHits.at(-1)!;
    while (i < army.byTurn.length && army.byTurn[i]!.turn <= turn) {
      h += army.byTurn[i]!.tally.hits;
      x += army.byTurn[i]!.tally.expectedHits;
      i++;
    }
    hits.push(h);
    expectedHits.push(x);
  }
  return { hits, expectedHits };
}
