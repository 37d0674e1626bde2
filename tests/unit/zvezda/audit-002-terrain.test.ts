// Rules audit, session 16: the terrain chapter of seed 002 (002:932-1121), every effect it lists,
// played under the 2012 rules through the state machine: the dice an attacker is offered (the
// preview of the battle action, as rolled) for every cap of the chapter, a lone leader on stop
// terrain, which flags are ignored, and where no leader inspires. Where a unit stops, where it may
// battle the turn it arrives and what blocks sight are named by audit-zvezda-terrain.test.ts; the
// camp (1082-1098) by camp.test.ts and audit-000-camp.test.ts.
//
// One reading changed (rules-decisions "Session 16 audit: Zvezda 2012 by seed 002"): 002:959 caps a
// unit in a forest at 2 dice in close combat only, as 002:977 does on a hill; the
// Italian 000:695 and GMT cap any combat. No 2012 unit fires more than 2 base dice, so only a GMT
// unit kept under the 2012 rules (samurai bow cavalry, 3 dice) fires differently out of a forest.

import { describe, expect, it } from 'vitest';
import type { HexKey, TerrainId, UnitTypeId } from '../../../src/games/samurai-battles/types';
import { act, actionsOf, type BattleSpec, expectAt, script } from '../flow/harness';
import { piece, reachOf, rowsAhead } from './audit-002-kit';
import { attackOn, previewOf, toBattle, toMovement } from './combatKit';

type Mode = 'close' | 'ranged';

/** Bottom's `type` at 10,8 on `from` attacks top's yari (at 11,7 in close combat, at 10,6 at range) on `to`. */
function dice(type: UnitTypeId, from: TerrainId, to: TerrainId, mode: Mode, edition?: 'gmt2021') {
  const target: HexKey = mode === 'close' ? '11,7' : '10,6';
  const s = toBattle(
    {
      units: [
        { id: 'a', side: 'bottom', type, hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: target },
      ],
      terrain: { '10,8': from, [target]: to },
    },
    ['a'],
    edition,
  );
  return previewOf(s, attackOn('a', target, mode)).dice.total;
}

describe('how a terrain entry reads (seed 002:934-946)', () => {
  it('open ground restricts nothing: full reach, full dice, clear sight (seed 002:934-940, 942-946)', () => {
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '10,8' }] }, ['u']);
    expect(reachOf(s, 'u')).toContain('10,6');
    expect([dice('SSp', 'open', 'open', 'close'), dice('AB', 'open', 'open', 'ranged')]).toEqual([4, 2]);
  });
});

describe('the dice, terrain by terrain (seed 002:939, 959-961, 977-978, 1013-1015, 1033, 1052-1056, 1075-1076, 1111-1115)', () => {
  it.each([
    // [what, attacker, its hex, target's hex, combat, dice, seed lines]
    ['samurai in a forest fight with 2', 'SSp', 'forest', 'open', 'close', 2, '002:959'],
    ['into a forest, close: 2', 'SSp', 'open', 'forest', 'close', 2, '002:960'],
    ['into a forest, fire: 1', 'AB', 'open', 'forest', 'ranged', 1, '002:961'],
    ['samurai on a hill fight with 3', 'SSp', 'hill', 'open', 'close', 3, '002:977'],
    ['up a hill from below: 2', 'SSp', 'open', 'hill', 'close', 2, '002:978'],
    ['hill to hill: only the 3 of the hill', 'SSp', 'hill', 'hill', 'close', 3, '002:977-978'],
    ['bows on a hill fire in full', 'AB', 'hill', 'open', 'ranged', 2, '002:977'],
    ['in a ford, close: 2', 'SSp', 'ford', 'open', 'close', 2, '002:1013'],
    ['in a ford, fire: 1', 'AB', 'ford', 'open', 'ranged', 1, '002:1014'],
    ['into a ford, close: 2', 'SSp', 'open', 'ford', 'close', 2, '002:1015'],
    ['into a ford, fire: 2', 'AB', 'open', 'ford', 'ranged', 2, '002:1015'],
    ['on a bridge: no limit', 'SSp', 'bridge', 'open', 'close', 4, '002:1033'],
    ['onto a bridge: no limit', 'SSpC', 'open', 'bridge', 'close', 4, '002:1033'],
    ['infantry in buildings, close: 2', 'SSp', 'buildings', 'open', 'close', 2, '002:1052'],
    ['infantry in buildings, fire: 1', 'AB', 'buildings', 'open', 'ranged', 1, '002:1053'],
    ['cavalry in buildings: 1', 'SSpC', 'buildings', 'open', 'close', 1, '002:1054'],
    ['bow cavalry in buildings, fire: 1', 'SBC', 'buildings', 'open', 'ranged', 1, '002:1054'],
    ['into buildings, close: 2', 'SSpC', 'open', 'buildings', 'close', 2, '002:1055'],
    ['into buildings, fire: 1', 'AA', 'open', 'buildings', 'ranged', 1, '002:1056'],
    ['cavalry in fields: 2', 'SSpC', 'fields', 'open', 'close', 2, '002:1075'],
    ['bow cavalry in fields, fire: 2', 'SBC', 'fields', 'open', 'ranged', 2, '002:1075'],
    ['cavalry into fields: 2', 'SSpC', 'open', 'fields', 'close', 2, '002:1076'],
    ['infantry in and into fields: no limit', 'SSp', 'fields', 'fields', 'close', 4, '002:1075-1076'],
    ['in a ravine, close: 1', 'SSp', 'ravine', 'open', 'close', 1, '002:1111'],
    ['in a ravine, fire: 1', 'AB', 'ravine', 'open', 'ranged', 1, '002:1112'],
    ['infantry into a ravine, close: 2', 'SSp', 'open', 'ravine', 'close', 2, '002:1113'],
    ['cavalry into a ravine, close: 1', 'SSpC', 'open', 'ravine', 'close', 1, '002:1114'],
    ['fire into a ravine: 1', 'AA', 'open', 'ravine', 'ranged', 1, '002:1115'],
  ] as const)('%s (seed %s)', (_what, type, from, to, mode, expected, _seed) => {
    expect(dice(type, from, to, mode)).toBe(expected);
  });

  it('a forest caps close combat only: bow cavalry fire out of it with their 3 dice; GMT caps them at 2 (seed 002:959)', () => {
    expect(dice('SBC', 'open', 'open', 'ranged')).toBe(3);
    expect(dice('SBC', 'forest', 'open', 'ranged')).toBe(3);
    expect(dice('SBC', 'forest', 'open', 'ranged', 'gmt2021')).toBe(2);
    expect(dice('SBC', 'forest', 'open', 'close')).toBe(2);
  });

  it('the cap binds the base dice; the bonus of the roll comes on top: a leader in a ravine adds his die to 1 (seed 002:939, 1111)', () => {
    const leader = { id: 'L', side: 'bottom', kind: 'foot', hex: '10,8' } as const;
    const yari = [piece('a', 'bottom', 'ASp', '10,8'), piece('t', 'top', 'ASp', '11,7')];
    const s = toBattle({ units: yari, leaders: [leader], terrain: { '10,8': 'ravine' } }, ['a']);
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'inspire', 'bottom');
    script(s, 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'L' });
    const roll = ev.find((e) => e.type === 'dice' && e.purpose === 'close');
    expect(roll?.type === 'dice' ? roll.faces.length : 0).toBe(2);
  });
});

describe('a lone leader and stop terrain (seed 002:954, 1008, 1047, 1070, 1106)', () => {
  it('a leader alone stops on entering a forest, a ford, buildings, fields or a ravine, as a unit does (seed 002:954, 1008, 1047, 1070, 1106)', () => {
    for (const t of ['forest', 'ford', 'buildings', 'fields', 'ravine'] as const) {
      const s = toMovement(
        { leaders: [{ id: 'p', side: 'bottom', kind: 'mounted', hex: '10,8' }], terrain: { '11,7': t } },
        ['p'],
      );
      expect(rowsAhead(s, 'p', 8)).toBe(3);
      act(s, { type: 'move', piece: 'p', to: '11,7' });
      expect(reachOf(s, 'p')).toEqual([]);
    }
  });
});

describe('flags and leaders (seed 002:1035, 1057-1058)', () => {
  it.each([
    ['bridge', '002:1035'],
    ['buildings', '002:1058'],
  ] as const)('a lone unit on %s may ignore 1 flag (seed %s)', (t, _seed) => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        terrain: { '11,7': t },
      },
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(actionsOf(s, 'ignore-flags').map((x) => x.count)).toEqual([1, 0]);
  });

  it('no leader inspires a unit in buildings (seed 002:1057)', () => {
    const spec = (t: TerrainId): BattleSpec => ({
      units: [
        { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '11,7' },
      ],
      leaders: [{ id: 'L', side: 'bottom', kind: 'foot', hex: '10,8' }],
      terrain: { '10,8': t },
    });
    expect(previewOf(toBattle(spec('open'), ['a']), attackOn('a', '11,7')).inspire).toBe(true);
    expect(previewOf(toBattle(spec('buildings'), ['a']), attackOn('a', '11,7')).inspire).toBe(false);
  });
});
