// Rules audit, session 15 (GMT core 003:1-1200): the unit and leader sheets, through the state machine.
// Seed 003: units and blocks 142-159; unit symbols 174-193; the sheets of the eight unit types
// 411-661 (movement, rank and stature, morale, retreat cost, notes); leaders 665-700.
// The sheets' dice icons are lost in the seed (424, 442, 445-449, ...): those values are the close
// combat chapter's (1314-1343) and rules-decisions A-16, checked elsewhere.

import { describe, expect, it } from 'vitest';
import type { DieFace, UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  rolled,
  script,
  setHand,
  toBattle,
} from '../flow/harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

/** Bottom's `u` of this type at 10,8 ordered by Order Two Center; a top ASp far away at 11,3. */
function orderedAlone(type: UnitTypeId, extra: BattleSpec = {}) {
  const s = newGame({
    ...extra,
    units: [
      { id: 'u', side: 'bottom', type, hex: '10,8' },
      { id: 'far', side: 'top', type: 'ASp', hex: '11,3' },
      ...(extra.units ?? []),
    ],
  });
  setHand(s, 'bottom', HAND);
  playCard(s, 'order-two-center');
  order(s, 'u');
  return s;
}

function rowsReached(s: ReturnType<typeof newGame>, piece: string, fromRow: number): number {
  const rows = actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => Math.abs(Number(a.to.split(',')[1]) - fromRow));
  return Math.max(0, ...rows);
}

describe('units are blocks in a hex; the base game has 4 blocks a unit (seed 003:143-148, 158-159, 415-416, 566)', () => {
  it('a scenario unit with no block count starts with 4 blocks, foot and horse alike', () => {
    const s = newGame({
      units: [
        { id: 'f', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'c', side: 'bottom', type: 'SSpC', hex: '12,8' },
        { id: 't', side: 'top', type: 'LI', hex: '11,3' },
      ],
    });
    expect([s.units.f!.blocks, s.units.c!.blocks, s.units.t!.blocks]).toEqual([4, 4, 4]);
    expect([s.units.f!.maxBlocks, s.units.c!.maxBlocks]).toEqual([4, 4]);
  });
});

describe('unit symbols decide which die face hits (seed 003:174-177, 182-193)', () => {
  // A ranged volley of 2 arquebus dice at each target: only the target's own symbol (and the
  // arquebus's swords, not rolled here) hits.
  it.each([
    ['AB', 'circle'],
    ['AA', 'circle'],
    ['LI', 'circle'],
    ['ASp', 'triangle'],
    ['SSp', 'square'],
    ['SB', 'square'],
    ['SSpC', 'square'],
    ['SBC', 'square'],
  ] as const)('a %s is hit by the %s face only', (type, symbol) => {
    const others = (['circle', 'triangle', 'square'] as DieFace[]).filter((f) => f !== symbol);
    const miss = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't', side: 'top', type, hex: '11,5' },
        ],
      },
      ['aa'],
    );
    script(miss, others[0]!, others[1]!);
    act(miss, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(miss.units.t!.blocks).toBe(4);

    const hit = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't', side: 'top', type, hex: '11,5' },
        ],
      },
      ['aa'],
    );
    script(hit, symbol, symbol);
    act(hit, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(hit.units.t!.blocks).toBe(2);
  });

  it('bodyguards (crossed swords) are hit by swords alone in close combat (seed 003:193, 730-731)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'bg', side: 'top', type: 'BG', hex: '11,7' },
        ],
        leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '11,7' }],
        terrain: { '11,7': { t: 'tent', side: 'top' } },
      },
      ['b1'],
    );
    // Circle, triangle, square miss; the sword hits and is rolled again (a circle: nothing more).
    script(s, 'circle', 'triangle', 'square', 'swords', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.units.bg!.blocks).toBe(3);
    expect(eventsOf(ev, 'battle')[0]).toBeDefined();
  });
});

// The movement figures restate the same distances: 003:1054-1066, 1068-1078, 1080-1090, 1091-1103,
// 1158-1172, 1173-1183 (the lone leaders' 2 and 3 hexes are checked below, under 681).
describe('movement on the unit sheets (seed 003:422, 440, 471, 487, 511, 541, 572, 623)', () => {
  // [type, hexes it may move, hexes it may move and still battle]
  it.each([
    ['SSp', 1, 1],
    ['SB', 1, 1],
    ['ASp', 2, 1],
    ['AB', 2, 2],
    ['AA', 2, 0],
    ['LI', 2, 2],
    ['SSpC', 2, 2],
    ['SBC', 2, 2],
  ] as const)('%s moves up to %i hexes and battles after up to %i', (type, move, battleAfter) => {
    const s = orderedAlone(type);
    expect(rowsReached(s, 'u', 8)).toBe(move);
    // Move `move` hexes, then see whether a battle with an enemy next to the end hex is offered.
    const [endHex, target] = move === 1 ? ['11,7', '12,6'] : ['10,6', '11,5'];
    const t = orderedAlone(type, { units: [{ id: 'e', side: 'top', type: 'ASp', hex: target }] });
    act(t, { type: 'move', piece: 'u', to: endHex });
    const battles = t.winner === null && decision(t).point === 'battle';
    expect(battles && legal(t, { type: 'battle', unit: 'u', target, mode: 'close' })).toBe(
      battleAfter >= move,
    );
  });

  it('ashigaru spearmen moving 1 hex still battle (seed 003:471, 993)', () => {
    const s = orderedAlone('ASp', { units: [{ id: 'e', side: 'top', type: 'ASp', hex: '12,6' }] });
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    expect(legal(s, { type: 'battle', unit: 'u', target: '12,6', mode: 'close' })).toBe(true);
  });

  it('arquebusiers that stay may fire, and close combat an adjacent enemy (seed 003:511-515, 531)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['aa'],
    );
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'aa', target: '11,7', mode: 'close' }]);
  });
});

describe('range on the unit sheets (seed 003:439, 486, 510, 520, 622)', () => {
  it.each([
    ['SB', 3],
    ['AB', 3],
    ['SBC', 3],
    ['AA', 4],
  ] as const)('%s fires at 2 to %i hexes, never next to it (seed 003:452, 497, 522, 635)', (type, range) => {
    const spec = (row: number): BattleSpec => ({
      units: [
        { id: 'f', side: 'bottom', type, hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: `10,${8 - row}` },
      ],
    });
    // Straight up the column: 10,6 is 2 hexes away, 10,4 is 4.
    for (const dist of [2, 4]) {
      const s = toBattle(spec(dist), ['f']);
      const fire = { type: 'battle', unit: 'f', target: `10,${8 - dist}`, mode: 'ranged' } as const;
      expect(decision(s).point === 'battle' && legal(s, fire)).toBe(dist <= range);
    }
    // Adjacent: close combat only.
    const adj = toBattle(
      {
        units: [
          { id: 'f', side: 'bottom', type, hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['f'],
    );
    expect(actionsOf(adj, 'battle')).toEqual([{ type: 'battle', unit: 'f', target: '11,7', mode: 'close' }]);
  });

  it('the arquebus rolls fewer dice at 4 hexes than at 2-3 (seed 003:520)', () => {
    const roll = (row: string) => {
      const s = toBattle(
        {
          units: [
            { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
            { id: 't', side: 'top', type: 'ASp', hex: row },
          ],
        },
        ['aa'],
      );
      script(s, 'honor', 'honor', 'honor');
      return rolled(act(s, { type: 'battle', unit: 'aa', target: row, mode: 'ranged' }), 'ranged')[0]!.length;
    };
    expect(roll('11,5')).toBe(2);
    expect(roll('10,4')).toBe(1);
  });

  it('a samurai bow cavalry unit that moved fires 1 die (seed 003:632-633, 654-655)', () => {
    const s = orderedAlone('SBC', { units: [{ id: 'e', side: 'top', type: 'ASp', hex: '9,3' }] });
    act(s, { type: 'move', piece: 'u', to: '10,6' });
    script(s, 'honor');
    const ev = act(s, { type: 'battle', unit: 'u', target: '9,3', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['honor']]);
  });
});

/** Close combat: `att` at 10,8 attacks `def` at 11,7 rolling only swords; the blocks `def` loses. */
function swordHits(att: UnitTypeId, def: UnitTypeId): number {
  const s = toBattle(
    {
      units: [
        { id: 'a', side: 'bottom', type: att, hex: '10,8' },
        { id: 'd', side: 'top', type: def, hex: '11,7' },
      ],
    },
    ['a'],
  );
  const dice = rolledDice(att);
  script(s, ...Array<DieFace>(dice).fill('swords'), ...Array<DieFace>(4).fill('honor'));
  act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
  return 4 - (s.units.d?.blocks ?? 0);
}

function rolledDice(type: UnitTypeId): number {
  return { SSp: 4, SB: 3, ASp: 3, AB: 2, AA: 2, LI: 2, SSpC: 4, SBC: 3, BG: 4 }[type];
}

describe('rank and stature on the unit sheets (seed 003:427, 454, 476, 499, 524, 555, 577-584, 637-644)', () => {
  it.each([
    // Squares ignore 1 sword from triangles and 2 from circles (427, 454).
    ['ASp', 'SSp', 2],
    ['AB', 'SSp', 0],
    ['LI', 'SB', 0],
    ['AA', 'SB', 0],
    // Triangles ignore 1 sword from circles (476).
    ['AB', 'ASp', 1],
    ['LI', 'ASp', 1],
    // Circles ignore nothing (499, 524, 555).
    ['ASp', 'AB', 3],
    ['SSp', 'AA', 4],
    ['AB', 'LI', 2],
    // Square against square: no rank.
    ['SSpC', 'SSp', 4],
    // Cavalry: 1 sword from any foot unit (stature), on top of rank (577-584, 637-644).
    ['SSp', 'SSpC', 3],
    ['SB', 'SBC', 2],
    ['ASp', 'SSpC', 1],
    ['AB', 'SBC', 0],
    // No stature against cavalry attackers.
    ['SBC', 'SSpC', 3],
  ] as const)('%s rolling all swords against %s hits %i times', (att, def, hits) => {
    expect(swordHits(att, def)).toBe(hits);
  });
});

/** Close combat from an SSp at 10,8 against `def` at 11,7: one flag and misses. */
function flagged(def: UnitTypeId, extra: BattleSpec = {}) {
  const s = toBattle(
    {
      ...extra,
      units: [
        { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'd', side: 'top', type: def, hex: '11,7' },
        ...(extra.units ?? []),
      ],
    },
    ['a'],
  );
  s.players.top.honor = 9;
  s.pool = 30 - 9 - s.players.bottom.honor;
  const miss: DieFace = def === 'ASp' ? 'circle' : 'triangle';
  // The attack, then misses for a battle back (the attacker is a square).
  script(s, 'flag', miss, miss, miss, 'circle', 'circle', 'circle', 'circle');
  act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
  return s;
}

describe('morale and retreat cost on the unit sheets (seed 003:429-433, 456-460, 478-480, 501-503, 526-528, 557-561, 586-590, 646-650)', () => {
  it.each(['SSp', 'SB', 'SSpC', 'SBC'] as const)('a %s may ignore 1 flag', (type) => {
    const s = flagged(type);
    expect(
      new Set(expectAt(s, 'ignore-flags', 'top').map((a) => (a.type === 'ignore-flags' ? a.count : -1))),
    ).toEqual(new Set([0, 1]));
    act(s, { type: 'ignore-flags', count: 1 });
    expect(s.units.d!.hex).toBe('11,7');
    expect(s.players.top.honor).toBe(9);
  });

  it.each(['SSp', 'SB', 'SSpC', 'SBC'] as const)(
    'a %s that accepts the flag retreats 1 hex for 2 tokens',
    (type) => {
      const s = flagged(type);
      act(s, { type: 'ignore-flags', count: 0 });
      expectAt(s, 'retreat', 'top');
      act(s, { type: 'retreat', to: '12,6' });
      expect(s.units.d!.hex).toBe('12,6');
      expect(s.players.top.honor).toBe(7);
    },
  );

  it.each(['ASp', 'AB', 'AA'] as const)('a %s cannot ignore the flag: 1 hex for 1 token', (type) => {
    const s = flagged(type);
    expect(actionsOf(s, 'ignore-flags')).toEqual([]);
    act(s, { type: 'retreat', to: '12,6' });
    expect(s.units.d!.hex).toBe('12,6');
    expect(s.players.top.honor).toBe(8);
  });

  it('levies retreat 2 hexes per flag and pay 2 tokens whatever the distance (seed 003:557-561)', () => {
    const s = flagged('LI');
    const ends = actionsOf(s, 'retreat').map((a) => a.to.split(',')[1]);
    expect(new Set(ends)).toEqual(new Set(['5']));
    act(s, { type: 'retreat', to: '11,5' });
    expect(s.players.top.honor).toBe(7);
  });
});

describe('honor in the unit notes (seed 003:463-464, 531-533, 551-553, 592-597, 652-658)', () => {
  function rangedHonor(type: UnitTypeId): number {
    const s = toBattle(
      {
        units: [
          { id: 'f', side: 'bottom', type, hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,5' },
        ],
      },
      ['f'],
    );
    const before = s.players.bottom.honor;
    script(s, 'honor', 'honor', 'honor');
    act(s, { type: 'battle', unit: 'f', target: '11,5', mode: 'ranged' });
    return s.players.bottom.honor - before;
  }

  it('samurai bows and bow cavalry keep honor symbols rolled at range; arquebusiers do not', () => {
    expect(rangedHonor('SB')).toBe(2);
    expect(rangedHonor('SBC')).toBe(3);
    expect(rangedHonor('AA')).toBe(0);
  });

  function closeHonor(att: UnitTypeId, def: UnitTypeId): number {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: att, hex: '10,8' },
          { id: 'd', side: 'top', type: def, hex: '11,7' },
        ],
      },
      ['a'],
    );
    const before = s.players.bottom.honor;
    script(s, ...Array<DieFace>(rolledDice(att)).fill('honor'), ...Array<DieFace>(4).fill('honor'));
    act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    return s.players.bottom.honor - before;
  }

  it('samurai cavalry keep no honor in close combat against circles and triangles, but do against squares', () => {
    expect(closeHonor('SSpC', 'ASp')).toBe(0);
    expect(closeHonor('SSpC', 'AB')).toBe(0);
    expect(closeHonor('SBC', 'AA')).toBe(0);
    expect(closeHonor('SBC', 'ASp')).toBe(0);
    expect(closeHonor('SSpC', 'SSp')).toBe(4);
    expect(closeHonor('SBC', 'SB')).toBe(3);
  });

  it('whoever attacks levies in close combat keeps no honor symbol (seed 003:551-553)', () => {
    expect(closeHonor('SSp', 'LI')).toBe(0);
    expect(closeHonor('ASp', 'LI')).toBe(0);
    expect(closeHonor('SSp', 'ASp')).toBe(4);
  });
});

describe('leaders (seed 003:163, 665-700)', () => {
  it('a leader is not a unit: he shares a hex with one, and alone he moves 2 (foot) or 3 (mounted) (seed 003:163, 681)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
      leaders: [
        { id: 'bA', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'bF', side: 'bottom', kind: 'foot', hex: '12,8' },
        { id: 'bM', side: 'bottom', kind: 'mounted', hex: '14,8' },
      ],
    });
    expect(s.units.b1!.hex).toBe(s.leaders.bA!.hex);
    setHand(s, 'bottom', ['order-three-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-three-center');
    order(s, 'bF', 'bM');
    expect(rowsReached(s, 'bF', 8)).toBe(2);
    expect(rowsReached(s, 'bM', 8)).toBe(3);
  });

  it('a lone leader ordered next to the enemy is offered no battle (seed 003:683)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '11,7' }],
      leaders: [{ id: 'bM', side: 'bottom', kind: 'mounted', hex: '10,8' }],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-one-center');
    order(s, 'bM');
    act(s, { type: 'end-movement' });
    // No battle phase at all: the draw of Order One follows.
    expectAt(s, 'keep-card', 'bottom');
  });

  it('a foot leader inspires only the infantry unit in his own hex; a mounted leader also the units next to him (seed 003:687-691)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'bc', side: 'bottom', type: 'SSpC', hex: '14,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
      ],
      leaders: [
        // Next to b1 but alone: no inspiration for b1.
        { id: 'bF', side: 'bottom', kind: 'foot', hex: '12,8' },
        // With the cavalry unit: inspires it (and would inspire units next to him).
        { id: 'bM', side: 'bottom', kind: 'mounted', hex: '14,8' },
      ],
    };
    const foot = toBattle(spec, ['b1']);
    act(foot, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // No inspire prompt: the roll comes at once (nobody may inspire b1).
    expect(decision(foot).point === 'inspire').toBe(false);

    const horse = toBattle(spec, ['bc']);
    act(horse, { type: 'battle', unit: 'bc', target: '15,7', mode: 'close' });
    expect(expectAt(horse, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bM' },
    ]);
    script(horse, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(horse, { type: 'inspire', leader: 'bM' });
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
  });

  it('a unit with a leader may ignore 1 flag (seed 003:693)', () => {
    const s = flagged('ASp', { leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] });
    // The foot leader's 1-die check is not rolled: the unit lost no block.
    expect(
      new Set(expectAt(s, 'ignore-flags', 'top').map((a) => (a.type === 'ignore-flags' ? a.count : -1))),
    ).toEqual(new Set([0, 1]));
  });

  it('a unit with a leader pays 1 more token a hex; a lone leader retreats 1-3 hexes for 3 tokens or commits seppuku (seed 003:695-700)', () => {
    const led = flagged('ASp', { leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] });
    act(led, { type: 'ignore-flags', count: 0 });
    act(led, { type: 'retreat', to: '12,6' });
    expect(led.players.top.honor).toBe(7);
    expect(led.leaders.tL!.hex).toBe('12,6');

    const s = toBattle(
      {
        units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    const acts = expectAt(s, 'leader-retreat', 'top');
    expect(acts).toContainEqual({ type: 'seppuku' });
    const rows = new Set(
      acts.flatMap((a) => (a.type === 'leader-retreat' ? [Number(a.to.split(',')[1])] : [])),
    );
    expect(rows).toEqual(new Set([6, 5, 4]));
    const before = s.players.top.honor;
    act(s, { type: 'leader-retreat', to: '11,5' });
    expect(before - s.players.top.honor).toBe(3);
  });
});
