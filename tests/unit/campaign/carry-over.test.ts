// The loss carry-over of the mini-campaigns (seed 003:3218-3225, reused by 003:4066-4069), on the
// Second Konodai test battle: who rolls, how many dice, what each face does, the limits on choices,
// and the decisions of docs/rules-decisions.md K where the notes are silent.

import { describe, expect, it } from 'vitest';
import {
  applyLosses,
  type BattleResult,
  backHex,
  carryOver,
  carryRolls,
  choiceProblems,
  required,
  rollOrder,
  rollSteps,
  tally,
  targetsOf,
} from '../../../src/games/samurai-battles/campaign/carry-over';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { DieFace } from '../../../src/games/samurai-battles/types';
import { tinyKonodai } from './tiny-battles';

const field = (): ScenarioV1 => tinyKonodai(19);
const hojoWon: BattleResult = { winner: 'bottom', banners: { top: 2, bottom: 3 } };
const none = { blocks: [], pushes: [] };
// Unit indices of the test battle: 0 Satomi spearmen with a leader (11,1), 1 Satomi ashigaru (9,1),
// 2 Hojo spearmen with a leader (11,7), 3 Hojo archers (13,7).

describe('who rolls and how many dice', () => {
  it('the winner rolls first, then the loser (seed 003:3220, 003:3225)', () => {
    expect(rollOrder(hojoWon)).toEqual(['bottom', 'top']);
    expect(rollOrder({ ...hojoWon, winner: 'top' })).toEqual(['top', 'bottom']);
  });

  it('one die per Victory Banner the army gained (seed 003:3220-3221), the same roll for the same seed', () => {
    const rolls = carryRolls(42, hojoWon);
    expect(rolls.bottom).toHaveLength(3);
    expect(rolls.top).toHaveLength(2);
    expect(carryRolls(42, hojoWon)).toEqual(rolls);
    expect(carryRolls(42, { winner: 'top', banners: { top: 1, bottom: 0 } })).toMatchObject({ bottom: [] });
  });

  it('counts each face by what it does (seed 003:3221-3224)', () => {
    const faces: DieFace[] = ['circle', 'triangle', 'square', 'swords', 'flag', 'honor', 'honor'];
    expect(tally(faces)).toEqual({ shapes: 3, swords: 1, flags: 1, honor: 2 });
  });
});

describe('what a roll does', () => {
  it('a shape takes a block from a unit without a leader; a sword may take it from one with a leader (seed 003:3221-3222)', () => {
    const targets = targetsOf(field(), 'gmt2021', 'top');
    expect(targets.map((x) => [x.index, x.leader, x.blocks])).toEqual([
      [0, true, 4],
      [1, false, 4],
    ]);
    // One circle: only the unit without a leader.
    expect(required(tally(['circle']), targets)).toEqual({ blocks: 1, pushes: 0 });
    expect(choiceProblems(field(), 'gmt2021', 'top', ['circle'], { blocks: [0], pushes: [] })).toContainEqual(
      {
        kind: 'leaders',
        swords: 0,
        chosen: 1,
      },
    );
    const after = applyLosses(field(), 'gmt2021', 'top', ['circle'], { blocks: [1], pushes: [] });
    expect(after.units[1]?.blocks).toBe(3);
    expect(after.units[0]?.blocks).toBeUndefined();
    // One sword: the unit with the leader may lose it.
    const swords = applyLosses(field(), 'gmt2021', 'top', ['swords'], { blocks: [0], pushes: [] });
    expect(swords.units[0]?.blocks).toBe(3);
  });

  it('two shapes with one unit free of leaders: the second block is lost (seed 003:3222)', () => {
    const targets = targetsOf(field(), 'gmt2021', 'top');
    expect(required(tally(['circle', 'square']), targets)).toEqual({ blocks: 1, pushes: 0 });
    expect(required(tally(['circle', 'swords']), targets)).toEqual({ blocks: 2, pushes: 0 });
  });

  it('no more than one block from a unit (seed 003:3223)', () => {
    expect(
      choiceProblems(field(), 'gmt2021', 'top', ['swords', 'swords'], { blocks: [1, 1], pushes: [] }),
    ).toContainEqual({ kind: 'twice', index: 1 });
    expect(() =>
      applyLosses(field(), 'gmt2021', 'top', ['swords', 'swords'], { blocks: [1, 1], pushes: [] }),
    ).toThrow();
  });

  it('a unit keeps its last block (decision K2: the notes speak of losses, not of eliminations)', () => {
    const s = field();
    (s.units[1] as { blocks?: number }).blocks = 1;
    const targets = targetsOf(s, 'gmt2021', 'top');
    expect(targets.find((x) => x.index === 1)?.canLoseBlock).toBe(false);
    expect(required(tally(['circle']), targets)).toEqual({ blocks: 0, pushes: 0 });
  });

  it('a flag pushes an enemy unit one hex toward its baseline, its leader with it (seed 003:3223-3224)', () => {
    // Satomi (top) units go back up the board: from 11,1 to row 0, the hex nearer the middle first.
    expect(backHex(field(), 'gmt2021', field().units[0]!)).toBe('12,0');
    expect(backHex(field(), 'gmt2021', field().units[2]!)).toBe('12,8');
    const after = applyLosses(field(), 'gmt2021', 'top', ['flag'], { blocks: [], pushes: [0] });
    expect(after.units[0]?.hex).toBe('12,0');
    expect(after.leaders.find((l) => l.side === 'top')?.hex).toBe('12,0');
    expect(after.units[1]?.hex).toBe('9,1');
  });

  it('a unit with both hexes behind it closed cannot be pushed (decision K4)', () => {
    const s = field();
    s.units.push({ side: 'top', type: 'SSp', hex: '10,0' }, { side: 'top', type: 'SSp', hex: '8,0' });
    const targets = targetsOf(s, 'gmt2021', 'top');
    expect(targets.find((x) => x.index === 1)?.back).toBeNull();
    expect(choiceProblems(s, 'gmt2021', 'top', ['flag'], { blocks: [], pushes: [1] })).toContainEqual({
      kind: 'not-a-target',
      index: 1,
    });
  });

  it('Honor & Fortune costs the enemy one token each, never below none (seed 003:3224-3225)', () => {
    const after = applyLosses(field(), 'gmt2021', 'top', ['honor', 'honor'], none);
    expect(after.armies.top.honor).toBe(field().armies.top.honor - 2);
    const s = field();
    s.armies.top.honor = 1;
    expect(applyLosses(s, 'gmt2021', 'top', ['honor', 'honor', 'honor'], none).armies.top.honor).toBe(0);
  });

  it('every chosen symbol must be used: too few choices are refused', () => {
    expect(choiceProblems(field(), 'gmt2021', 'top', ['circle', 'flag'], none)).toEqual([
      { kind: 'blocks', need: 1, chosen: 0 },
      { kind: 'pushes', need: 1, chosen: 0 },
    ]);
  });
});

describe('both rolls into the next battle', () => {
  it("applies the winner's roll to the loser's army, then the loser's to the winner's, and the result is still a valid battle", () => {
    const rolls = { bottom: ['circle', 'flag', 'honor'] as DieFace[], top: ['swords'] as DieFace[] };
    const choices = { bottom: { blocks: [1], pushes: [0] }, top: { blocks: [2], pushes: [] } };
    const steps = rollSteps(field(), 'gmt2021', hojoWon, rolls, choices);
    expect(steps.map((s) => [s.roller, s.side, s.problems.length])).toEqual([
      ['bottom', 'top', 0],
      ['top', 'bottom', 0],
    ]);
    const next = carryOver(field(), 'gmt2021', hojoWon, rolls, choices);
    expect(next.units.map((u) => [u.hex, u.blocks ?? 4])).toEqual([
      ['12,0', 4],
      ['9,1', 3],
      ['11,7', 3],
      ['13,7', 4],
    ]);
    expect(next.armies.top.honor).toBe(field().armies.top.honor - 1);
    expect(next.armies.bottom.honor).toBe(field().armies.bottom.honor);
    expect(validateScenario(next).ok).toBe(true);
    // The battle as printed is untouched.
    expect(field().units[1]?.blocks).toBeUndefined();
  });

  it("the loser's roll is checked on the field the winner's left, and a refused roll leaves it as printed", () => {
    const rolls = { bottom: ['circle'] as DieFace[], top: [] as DieFace[] };
    const steps = rollSteps(field(), 'gmt2021', hojoWon, rolls, { bottom: none, top: none });
    expect(steps[0]?.problems).toEqual([{ kind: 'blocks', need: 1, chosen: 0 }]);
    expect(steps[1]?.faces).toEqual([]);
    expect(steps[1]?.problems).toEqual([]);
  });
});
