// The losses one battle of a mini-campaign carries into the next (seed 003:3218-3225, used again by
// 003:4066-4069). Pure: the dice come from the campaign's seed, the choices from the players, and
// the result is the next battle's scenario with its units, leaders and Honor & Fortune changed
// before the game is set up from it. The decisions the notes leave open are in
// docs/rules-decisions.md K.

import { createRng, randomInt } from '../../../engine/rng';
import { terrainTable } from '../data/terrain';
import { unitStatsFor } from '../data/units';
import { isFullHex, key, parseKey, retreatStep } from '../hex';
import type { ScenarioV1, UnitSpec } from '../scenario/format';
import { DIE_FACES, type DieFace, type Edition, type HexKey, opponent, type Side } from '../types';

/** How a battle ended, as a campaign records it. */
export interface BattleResult {
  winner: Side;
  /** The Victory Banners each army gained in it. */
  banners: Record<Side, number>;
}

/** The winner rolls first, then the loser (003:3220 and 003:3225). */
export function rollOrder(result: BattleResult): [Side, Side] {
  return [result.winner, opponent(result.winner)];
}

/**
 * Each army's dice: one per Victory Banner it gained (003:3220-3221). Drawn from the campaign's
 * seed and the battle's place in it, so a reopened campaign shows the same roll.
 */
export function carryRolls(seed: number, result: BattleResult): Record<Side, DieFace[]> {
  const rng = createRng(seed);
  const out = { top: [], bottom: [] } as Record<Side, DieFace[]>;
  for (const side of rollOrder(result)) {
    for (let i = 0; i < result.banners[side]; i++) out[side].push(DIE_FACES[randomInt(rng, 6)] as DieFace);
  }
  return out;
}

/** What one army's roll does to the enemy army (003:3221-3224). */
export interface Tally {
  /** Circles, triangles and squares: a block from an enemy unit with no leader attached. */
  shapes: number;
  /** Swords: a block from any enemy unit, one with a leader attached included. */
  swords: number;
  /** Flags: an enemy unit one hex back toward its baseline. */
  flags: number;
  /** Honor & Fortune: the enemy loses a token from its pool. */
  honor: number;
}

export function tally(faces: readonly DieFace[]): Tally {
  const count = (f: DieFace) => faces.filter((x) => x === f).length;
  return {
    shapes: count('circle') + count('triangle') + count('square'),
    swords: count('swords'),
    flags: count('flag'),
    honor: count('honor'),
  };
}

/** An enemy unit as a target of the roll: its index in `scenario.units`. */
export interface Target {
  index: number;
  unit: UnitSpec;
  blocks: number;
  /** A leader stands with it (only swords may take its block). */
  leader: boolean;
  /** It has a block to spare: the roll never takes a unit's last block. */
  canLoseBlock: boolean;
  /** Where a flag would push it, or null when both hexes behind it are closed. */
  back: HexKey | null;
}

function occupied(s: ScenarioV1, hex: HexKey): boolean {
  return s.units.some((u) => u.hex === hex) || s.leaders.some((l) => l.hex === hex);
}

function closedTo(s: ScenarioV1, edition: Edition, hex: HexKey, unit: UnitSpec): boolean {
  const t = s.terrain.find((x) => x.hex === hex)?.t ?? 'open';
  if (t === 'river' && s.rules.riverFordable) return false;
  if (s.rules.effects?.some((e) => e.kind === 'impassable' && e.terrain === t)) return true;
  const cavalry = unitStatsFor(edition, unit.type).cavalry;
  return terrainTable(edition)[t].impassable[cavalry ? 'cavalry' : 'infantry'];
}

/**
 * The hex a flag pushes a unit to: one of the two hexes behind it (toward its own baseline), the
 * one nearer the middle of the board first, if it is on the board, empty and open to the unit.
 */
export function backHex(s: ScenarioV1, edition: Edition, unit: UnitSpec): HexKey | null {
  const { c, r } = parseKey(unit.hex);
  const row = r + retreatStep(unit.side);
  const middle = 12;
  const cols = [c - 1, c + 1].sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
  for (const col of cols) {
    const h = { c: col, r: row };
    if (!isFullHex(h)) continue;
    const k = key(h);
    if (!occupied(s, k) && !closedTo(s, edition, k, unit)) return k;
  }
  return null;
}

/** The units of `side` a roll against it may choose from, in the scenario's order. */
export function targetsOf(s: ScenarioV1, edition: Edition, side: Side): Target[] {
  const out: Target[] = [];
  s.units.forEach((unit, index) => {
    if (unit.side !== side) return;
    const max = unitStatsFor(edition, unit.type).blocks;
    const blocks = Math.min(unit.blocks ?? max, max);
    out.push({
      index,
      unit,
      blocks,
      leader: s.leaders.some((l) => l.side === side && l.hex === unit.hex),
      canLoseBlock: blocks > 1,
      back: backHex(s, edition, unit),
    });
  });
  return out;
}

/** The units one army chose for its roll: those that lose a block, those pushed back. */
export interface LossChoice {
  blocks: number[];
  pushes: number[];
}

/** How many units a roll must take a block from and push back, given who can be chosen. */
export function required(t: Tally, targets: readonly Target[]): { blocks: number; pushes: number } {
  const open = targets.filter((x) => x.canLoseBlock);
  const plain = Math.min(t.shapes, open.filter((x) => !x.leader).length);
  const blocks = plain + Math.min(t.swords, open.length - plain);
  const pushes = Math.min(t.flags, targets.filter((x) => x.back !== null).length);
  return { blocks, pushes };
}

export type LossProblem =
  | { kind: 'not-a-target'; index: number }
  | { kind: 'twice'; index: number }
  | { kind: 'blocks'; need: number; chosen: number }
  | { kind: 'leaders'; swords: number; chosen: number }
  | { kind: 'pushes'; need: number; chosen: number };

/** What is wrong with a choice for a roll against `side` (empty: it can be applied). */
export function choiceProblems(
  s: ScenarioV1,
  edition: Edition,
  side: Side,
  faces: readonly DieFace[],
  choice: LossChoice,
): LossProblem[] {
  const targets = targetsOf(s, edition, side);
  const byIndex = new Map(targets.map((x) => [x.index, x]));
  const t = tally(faces);
  const need = required(t, targets);
  const problems: LossProblem[] = [];
  for (const list of [choice.blocks, choice.pushes]) {
    const seen = new Set<number>();
    for (const i of list) {
      // No more than one block from a unit (003:3223); a unit is pushed once per flag chosen for it.
      if (seen.has(i)) problems.push({ kind: 'twice', index: i });
      seen.add(i);
    }
  }
  for (const i of choice.blocks)
    if (!byIndex.get(i)?.canLoseBlock) problems.push({ kind: 'not-a-target', index: i });
  for (const i of choice.pushes)
    if (byIndex.get(i)?.back == null) problems.push({ kind: 'not-a-target', index: i });
  if (choice.blocks.length !== need.blocks) {
    problems.push({ kind: 'blocks', need: need.blocks, chosen: choice.blocks.length });
  }
  const leaders = choice.blocks.filter((i) => byIndex.get(i)?.leader).length;
  if (leaders > t.swords) problems.push({ kind: 'leaders', swords: t.swords, chosen: leaders });
  if (choice.pushes.length !== need.pushes) {
    problems.push({ kind: 'pushes', need: need.pushes, chosen: choice.pushes.length });
  }
  return problems;
}

/**
 * The scenario after one army's roll against `side`: a block off each unit chosen, each unit
 * chosen for a flag (with a leader standing with it) one hex back, in the scenario's order, and
 * the Honor & Fortune symbols off `side`'s tokens. A push whose hexes behind have been filled by
 * an earlier push is lost. Throws on a choice `choiceProblems` refuses.
 */
export function applyLosses(
  s: ScenarioV1,
  edition: Edition,
  side: Side,
  faces: readonly DieFace[],
  choice: LossChoice,
): ScenarioV1 {
  const problems = choiceProblems(s, edition, side, faces, choice);
  if (problems.length > 0) throw new Error(`carry-over choice refused: ${JSON.stringify(problems)}`);
  const out = structuredClone(s);
  for (const i of choice.blocks) {
    const unit = out.units[i] as UnitSpec;
    const max = unitStatsFor(edition, unit.type).blocks;
    unit.blocks = Math.min(unit.blocks ?? max, max) - 1;
  }
  for (const i of [...choice.pushes].sort((a, b) => a - b)) {
    const unit = out.units[i] as UnitSpec;
    const to = backHex(out, edition, unit);
    if (!to) continue;
    for (const l of out.leaders) if (l.side === side && l.hex === unit.hex) l.hex = to;
    unit.hex = to;
  }
  const army = out.armies[side];
  army.honor = Math.max(0, army.honor - tally(faces).honor);
  return out;
}

/** The next battle's scenario after both rolls: the winner's against the loser, then the loser's. */
export function carryOver(
  s: ScenarioV1,
  edition: Edition,
  result: BattleResult,
  rolls: Record<Side, DieFace[]>,
  choices: Record<Side, LossChoice>,
): ScenarioV1 {
  let out = s;
  for (const roller of rollOrder(result)) {
    out = applyLosses(out, edition, opponent(roller), rolls[roller], choices[roller]);
  }
  return out;
}

/** One army's roll as the players see it: the enemy units it may choose and what is still wrong. */
export interface RollStep {
  roller: Side;
  /** The army the roll is against. */
  side: Side;
  faces: DieFace[];
  tally: Tally;
  /** Targets on the battlefield as the rolls before left it. */
  targets: Target[];
  need: { blocks: number; pushes: number };
  problems: LossProblem[];
}

/** Both rolls in order, each on the battlefield the roll before left (or as printed, while it is refused). */
export function rollSteps(
  s: ScenarioV1,
  edition: Edition,
  result: BattleResult,
  rolls: Record<Side, DieFace[]>,
  choices: Record<Side, LossChoice>,
): RollStep[] {
  let field = s;
  return rollOrder(result).map((roller) => {
    const side = opponent(roller);
    const faces = rolls[roller];
    const targets = targetsOf(field, edition, side);
    const t = tally(faces);
    const problems = choiceProblems(field, edition, side, faces, choices[roller]);
    if (problems.length === 0) field = applyLosses(field, edition, side, faces, choices[roller]);
    return { roller, side, faces, tally: t, targets, need: required(t, targets), problems };
  });
}
