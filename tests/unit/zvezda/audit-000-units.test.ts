// Rules audit, session 15: the unit summary at the end of the Italian Zvezda rules (seed 000:861-1013:
// ashigaru yari 863-877, bows 881-901, arquebus 905-925, samurai naginata 929-945, mounted samurai
// 949-965, foot leader 969-989, mounted leader 993-1013), played under the 2012 edition. The
// commander unit (1017-1044) is in audit-000-camp.test.ts. Units use the engine's ids: SSp is the 2012
// SN, ASp the AY, SSpC the MSY.
//
// One reading left alone: the two leader sheets say a leader inspires "the unit in the same hex"
// (000:981, 1005), while the rules text lets a mounted leader inspire adjacent units too (000:331;
// seed 002:502). The sheet shortens the rule; the rules text and seed 002 win (tested below).

import { describe, expect, it } from 'vitest';
import { retreatCost } from '../../../src/games/samurai-battles/combat/honor';
import { inspirers } from '../../../src/games/samurai-battles/combat/inspiration';
import { leaderStatsFor, unitStatsFor } from '../../../src/games/samurai-battles/data/units';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  legal,
  rolled,
  script,
  setHonor,
} from '../flow/harness';
import { attackOn, facing, game, previewOf, toBattle, toMovement } from './combatKit';

/** Rows a piece may move from `fromRow`, as the movement prompt offers them. */
function farthestRows(s: ReturnType<typeof toMovement>, piece: string, fromRow: number): number {
  const rows = actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => Math.abs(Number(a.to.split(',')[1]) - fromRow));
  return Math.max(0, ...rows);
}

describe('the unit sheets (seed 000:861-965)', () => {
  it.each([
    // type, symbol, figures, move, move-and-battle, close dice, honor per retreat hex, own flags ignored
    ['ashigaru yari (seed 000:869, 871, 873, 875, 877)', 'ASp', 'triangle', 4, 2, 1, 3, 1, 0],
    ['ashigaru bows (seed 000:887, 889, 891, 893, 901)', 'AB', 'circle', 4, 2, 2, 2, 1, 0],
    ['ashigaru arquebus (seed 000:911, 913, 915, 917, 925)', 'AA', 'circle', 4, 2, 2, 2, 1, 0],
    ['samurai naginata (seed 000:935, 937, 939, 941, 943, 945)', 'SSp', 'square', 4, 1, 1, 4, 2, 1],
    ['mounted samurai (seed 000:955, 957, 959, 961, 963, 965)', 'SSpC', 'square', 4, 2, 2, 4, 2, 1],
  ] as const)('%s', (_name, type: UnitTypeId, symbol, figures, move, moveAndBattle, dice, honor, flags) => {
    const u = unitStatsFor('zvezda2012', type);
    expect(u.symbol).toBe(symbol);
    expect(u.blocks).toBe(figures);
    expect(u.move).toBe(move);
    expect(u.moveAndBattle).toBe(moveAndBattle);
    expect(u.closeDice).toBe(dice);
    expect(u.honorPerRetreatHex).toBe(honor);
    expect(u.retreatFlatCost).toBeNull();
    expect(u.ignoresFlags).toBe(flags);
    expect(u.cavalry).toBe(type === 'SSpC');
  });

  it.each([
    ['ashigaru yari: up to 2 hexes (seed 000:873)', 'ASp', 2],
    ['bows: up to 2 hexes (seed 000:891)', 'AB', 2],
    ['arquebus: up to 2 hexes (seed 000:915)', 'AA', 2],
    ['samurai naginata: 1 hex (seed 000:939)', 'SSp', 1],
    ['mounted samurai: up to 2 hexes (seed 000:959)', 'SSpC', 2],
  ] as const)('moves as its sheet says: %s', (_name, type: UnitTypeId, rows) => {
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type, hex: '10,8' }] }, ['u']);
    expect(farthestRows(s, 'u', 8)).toBe(rows);
  });

  it('the yari that moved 2 hexes does not battle, after 1 it attacks with 3 dice (seed 000:873, 875)', () => {
    const run = (to: string, enemy: string) => {
      const s = toMovement(
        {
          units: [
            { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
            { id: 't', side: 'top', type: 'SSp', hex: enemy },
          ],
        },
        ['u'],
      );
      act(s, { type: 'move', piece: 'u', to });
      endMovement(s);
      return s;
    };
    expect(legal(run('10,6', '11,5'), attackOn('u', '11,5'))).toBe(false);
    const s = run('11,7', '12,6');
    expect(previewOf(s, attackOn('u', '12,6')).dice.total).toBe(3);
  });

  it('bows: 2 dice at 2 and 3 hexes, none adjacent or at 4; one die fewer after moving (seed 000:895, 897-899)', () => {
    const r = unitStatsFor('zvezda2012', 'AB').ranged!;
    expect([1, 2, 3, 4].map((d) => r.dice[d] ?? 0)).toEqual([0, 2, 2, 0]);
    expect(r.swordsHit).toBe(false);
    // "Reduced by 1" (000:899) and "reduced to 1" (000:266) both leave 1 of 2.
    const s = toMovement(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '10,4' },
        ],
      },
      ['a'],
    );
    act(s, { type: 'move', piece: 'a', to: '10,6' });
    endMovement(s);
    expect(previewOf(s, attackOn('a', '10,4', 'ranged')).dice.total).toBe(1);
  });

  it('arquebus: 2 dice at 2-3 hexes, 1 at 4, none adjacent; after moving no fire (seed 000:919, 921-923)', () => {
    const r = unitStatsFor('zvezda2012', 'AA').ranged!;
    expect([1, 2, 3, 4].map((d) => r.dice[d] ?? 0)).toEqual([0, 2, 2, 1]);
    expect(r.moved).toBe('cannot-fire');
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '10,4' },
        ],
      },
      ['a'],
    );
    expect(previewOf(s, attackOn('a', '10,4', 'ranged')).dice.total).toBe(1);
  });

  it('naginata and mounted samurai ignore 1 flag: one flag alone does not move them (seed 000:943, 963)', () => {
    for (const type of ['SSp', 'SSpC'] as const) {
      const s = toBattle(facing('SSp', type), ['a']);
      setHonor(s, 'top', 0);
      script(s, 'flag', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
      act(s, attackOn('a', '11,7'));
      expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    }
  });

  it.each([
    ['yari lose 1 token a hex (seed 000:877)', 'ASp', 2],
    ['bows lose 1 token a hex (seed 000:901)', 'AB', 2],
    ['arquebus lose 1 token a hex (seed 000:925)', 'AA', 2],
    ['naginata lose 2 tokens a hex (seed 000:945)', 'SSp', 4],
    ['mounted samurai lose 2 tokens a hex (seed 000:965)', 'SSpC', 4],
  ] as const)('retreat: %s', (_name, type: UnitTypeId, twoHexes) => {
    const s = game({ units: [{ id: 'u', side: 'top', type, hex: '11,7' }] });
    expect(retreatCost(s, 'u', 2)).toBe(twoHexes);
  });
});

describe('the leader sheets (seed 000:969-1013)', () => {
  it('a foot leader moves 2 hexes alone, a mounted one 3 (seed 000:979, 1003)', () => {
    expect(leaderStatsFor('zvezda2012', 'foot').move).toBe(2);
    expect(leaderStatsFor('zvezda2012', 'mounted').move).toBe(3);
    const s = toMovement(
      {
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '14,8' },
        ],
      },
      ['f', 'm'],
    );
    expect(farthestRows(s, 'f', 8)).toBe(2);
    expect(farthestRows(s, 'm', 8)).toBe(3);
  });

  it('a lone leader cannot battle (seed 000:981, 1005)', () => {
    const s = toBattle(
      {
        units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,7' }],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'x', side: 'bottom', kind: 'mounted', hex: '12,8' },
        ],
      },
      ['f', 'x'],
    );
    expect(actionsOf(s, 'battle')).toEqual([]);
  });

  it('the leader inspires the unit in his hex: 1 token for 1 more close-combat die (seed 000:981, 1005)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = toBattle(
        facing('ASp', 'SSp', { leaders: [{ id: 'L', side: 'bottom', kind, hex: '10,8' }] }),
        ['a'],
      );
      setHonor(s, 'bottom', 3);
      script(s, 'circle', 'circle', 'circle', 'circle');
      act(s, attackOn('a', '11,7'));
      expectAt(s, 'inspire', 'bottom');
      const ev = act(s, actionsOf(s, 'inspire')[0]!);
      expect(rolled(ev, 'close')[0]).toHaveLength(4);
      expect(s.players.bottom.honor).toBe(2);
    }
  });

  it('the rules text, not the shortened sheet, decides who a mounted leader reaches: adjacent units too (seed 000:331, 1005)', () => {
    const s = game(
      facing('ASp', 'SSp', {
        leaders: [
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '9,9' },
          { id: 'f', side: 'bottom', kind: 'foot', hex: '11,9' },
        ],
      }),
    );
    expect(inspirers(s, 'a')).toEqual(['m']);
  });

  it('an attached leader lets his unit ignore 1 flag (seed 000:983, 1007)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = toBattle(facing('SSp', 'ASp', { leaders: [{ id: 'L', side: 'top', kind, hex: '11,7' }] }), [
        'a',
      ]);
      setHonor(s, 'top', 0);
      // A flag, no hit: no leader check.
      script(s, 'flag', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
      act(s, attackOn('a', '11,7'));
      expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    }
  });

  it('a lone leader pays 3 tokens for a retreat of 1, 2 or 3 hexes; with a unit he adds 1 a hex (seed 000:985, 987, 1009, 1011)', () => {
    const s = game({
      units: [{ id: 'u', side: 'top', type: 'ASp', hex: '11,5' }],
      leaders: [
        { id: 'f', side: 'top', kind: 'foot', hex: '11,7' },
        { id: 'm', side: 'top', kind: 'mounted', hex: '13,7' },
        { id: 'w', side: 'top', kind: 'mounted', hex: '11,5' },
      ],
    });
    for (const n of [1, 2, 3]) {
      expect(retreatCost(s, 'f', n)).toBe(3);
      expect(retreatCost(s, 'm', n)).toBe(3);
      // The yari with the mounted leader: 1 + 1 a hex.
      expect(retreatCost(s, 'u', n)).toBe(2 * n);
    }
  });

  it('a lone leader attacked chooses a retreat of 1-3 hexes or seppuku (seed 000:985, 989, 1009, 1013)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = toBattle(
        {
          units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }],
          leaders: [{ id: 'tL', side: 'top', kind, hex: '11,7' }],
        },
        ['a'],
      );
      script(s, 'circle', 'circle', 'flag', 'honor');
      const ev = act(s, attackOn('a', '11,7'));
      expect(eventsOf(ev, 'leader-killed')).toEqual([]);
      const rows = new Set(actionsOf(s, 'leader-retreat').map((a) => Number(a.to.split(',')[1])));
      expect([...rows].sort()).toEqual([4, 5, 6]);
      expect(legal(s, { type: 'seppuku' })).toBe(true);
      expect(decision(s).seat).toBe('top');
    }
  });
});
