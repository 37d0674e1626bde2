import { describe, expect, it } from 'vitest';
import type { ScenarioProblem, ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { hexKeyProblem } from '../../../src/games/samurai-battles/scenario/schema';
import { idFromFileName, validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { sample } from './sample';

function problems(json: unknown, fileName?: string): ScenarioProblem[] {
  const r = validateScenario(json, fileName === undefined ? {} : { fileName });
  return r.ok ? [] : r.problems;
}

function changed(edit: (s: ScenarioV1) => void): ScenarioV1 {
  const s = sample();
  edit(s);
  return s;
}

function expectProblem(list: ScenarioProblem[], path: string, fragment: string): void {
  const hit = list.find((p) => p.path === path && p.message.includes(fragment));
  expect(hit, `expected "${path}: ...${fragment}..." in ${JSON.stringify(list, null, 1)}`).toBeDefined();
}

describe('validateScenario: accepted input', () => {
  it('accepts the sample with commanders, zones, objectives and typed rules, and returns it unchanged', () => {
    const r = validateScenario(sample(), { fileName: 'scenarios/test/sample.json' });
    expect(r).toEqual({ ok: true, scenario: sample() });
  });

  it('accepts a notes scenario with empty map lists and zones without hexes', () => {
    const s = changed((x) => {
      x.kind = 'notes';
      x.terrain = [];
      x.units = [];
      x.leaders = [];
      x.zones = [{ id: 'ridge', name: 'the ridge', hexes: [] }];
      x.victory.objectives = [];
      x.victory.rules = [{ kind: 'zone-hold', side: 'top', zone: 'ridge', banners: 1 }];
      x.rules.effects = [];
    });
    expect(problems(s)).toEqual([]);
  });

  it('derives the expected id from a file path', () => {
    expect(idFromFileName('scenarios/gmt/02-arita-castle-takeda-vanguard.json')).toBe(
      '02-arita-castle-takeda-vanguard',
    );
    expect(idFromFileName('C:\\x\\test-duel.json')).toBe('test-duel');
  });
});

describe('validateScenario: shape', () => {
  it('rejects anything but a JSON object', () => {
    expectProblem(problems([1, 2]), '(root)', 'JSON object');
    expectProblem(problems('scenario'), '(root)', 'JSON object');
  });

  it('stops at a wrong format or version instead of listing every field', () => {
    expect(problems({ ...sample(), format: 'other' })).toEqual([
      {
        path: 'format',
        message: "must be 'kassen-scenario' (is this a scenario file?)",
        code: 'wrong-format',
        args: { format: 'kassen-scenario' },
      },
    ]);
    const v2 = problems({ ...sample(), version: 2 });
    expect(v2).toHaveLength(1);
    expectProblem(v2, 'version', 'version 1');
  });

  it('names missing and unknown fields', () => {
    const { firstPlayer: _dropped, ...rest } = sample();
    expectProblem(problems(rest), 'firstPlayer', 'is required');
    expectProblem(problems({ ...sample(), colour: 'red' }), 'colour', 'unknown field');
    const typo = changed((s) => {
      (s.units[1] as unknown as Record<string, unknown>).blocs = 3;
    });
    expectProblem(problems(typo), 'units[1].blocs', 'unknown field');
  });

  it('checks numbers against their ranges', () => {
    const s = changed((x) => {
      x.armies.top.commandCards = 0;
      x.armies.bottom.dragonCards = 7;
      x.armies.bottom.honor = 2.5;
      x.victory.banners = 19;
      x.units[1]!.blocks = 5;
      x.gmtNumber = 41;
    });
    const list = problems(s);
    expectProblem(list, 'armies.top.commandCards', 'at least 1');
    expectProblem(list, 'armies.bottom.dragonCards', 'at most 6');
    expectProblem(list, 'armies.bottom.honor', 'whole number');
    expectProblem(list, 'victory.banners', 'at most 18');
    expectProblem(list, 'units[1].blocks', 'at most 4');
    expectProblem(list, 'gmtNumber', 'at most 40');
  });

  it('rejects unknown unit types, terrain, leader kinds and rule kinds', () => {
    const s = changed((x) => {
      (x.units[1] as { type: string }).type = 'Ninja';
      (x.terrain[2] as { t: string }).t = 'swamp';
      (x.leaders[1] as { kind: string }).kind = 'general';
      (x.rules.effects![0] as { kind: string }).kind = 'fog';
    });
    const list = problems(s);
    expectProblem(list, 'units[1].type', "'SSp'");
    expectProblem(list, 'terrain[2].t', "'forest'");
    expectProblem(list, 'leaders[1].kind', "'mounted'");
    expectProblem(list, 'rules.effects[0].kind', "'fords-open'");
  });

  it('requires kebab-case ids and a known colour', () => {
    const s = changed((x) => {
      x.id = 'Not Kebab';
      x.armies.top.color = 'purple';
    });
    expectProblem(problems(s), 'id', 'kebab-case');
    expectProblem(problems(s), 'armies.top.color', '#rrggbb');
  });

  it('requires the id to match the file name when one is given', () => {
    expectProblem(problems(sample(), 'other-name.json'), 'id', '"other-name"');
    expect(problems(sample(), 'sample.json')).toEqual([]);
  });
});

describe('validateScenario: hexes (doubled columns, hex.ts)', () => {
  it('explains half hexes, off-board keys and keys that are not hexes', () => {
    expect(hexKeyProblem('-1,5')).toMatch(/half hex/);
    expect(hexKeyProblem('23,3')).toMatch(/half hex/);
    expect(hexKeyProblem('4,11')).toMatch(/off the board: rows/);
    expect(hexKeyProblem('24,2')).toMatch(/off the board: full hexes/);
    expect(hexKeyProblem('-2,2')).toMatch(/off the board: full hexes/);
    expect(hexKeyProblem('3,2')).toMatch(/c \+ r must be even/);
    expect(hexKeyProblem('21,9')).toBeNull();
    expect(hexKeyProblem('0,10')).toBeNull();
  });

  it('reports a malformed key with an example of the right form', () => {
    const s = changed((x) => {
      x.units[1]!.hex = '4;2';
    });
    expectProblem(problems(s), 'units[1].hex', 'e.g. "4,2"');
  });

  it('checks every hex list: terrain, zones and hold-hexes objectives', () => {
    const s = changed((x) => {
      x.terrain[2]!.hex = '23,5';
      x.zones![0]!.hexes = ['10,4', '10,4'];
      const o = x.victory.objectives[0]!;
      if (o.kind === 'hold-hexes') o.hexes = ['10,4', '40,4'];
    });
    const list = problems(s);
    expectProblem(list, 'terrain[2].hex', 'half hex');
    expectProblem(list, 'zones[0].hexes[1]', 'listed twice');
    expectProblem(list, 'victory.objectives[0].hexes[1]', 'off the board');
  });
});

describe('validateScenario: what stands where', () => {
  it('allows one unit per hex', () => {
    const s = changed((x) => {
      x.units[2]!.hex = '10,2';
    });
    expectProblem(problems(s), 'units[2].hex', 'already holds units[1]');
  });

  it('allows one leader per hex and no leader with an enemy unit', () => {
    const s = changed((x) => {
      x.leaders.push({ side: 'top', kind: 'mounted', hex: '10,2' });
      x.leaders[3]!.hex = '10,2';
    });
    const list = problems(s);
    expectProblem(list, 'leaders[4].hex', 'one leader per hex');
    expectProblem(list, 'leaders[3].hex', 'already holds leaders[1]');
  });

  it('puts no leader on an enemy unit', () => {
    const s = changed((x) => {
      x.leaders[1]!.hex = '10,8';
    });
    expectProblem(problems(s), 'leaders[1].hex', 'enemy unit');
  });

  it('does not let a foot leader lead cavalry (seed 003:894-895)', () => {
    const s = changed((x) => {
      x.leaders[1]!.hex = '12,2';
    });
    expectProblem(problems(s), 'leaders[1].hex', 'foot leader cannot lead the cavalry');
    // A mounted leader may lead cavalry (sample: bottom-mounted on the bow cavalry).
    expect(problems(sample())).toEqual([]);
  });

  it('keeps bodyguards with their own army commander on their own tent (seed 003:701-706)', () => {
    const noCommander = changed((x) => {
      x.leaders = x.leaders.filter((l) => l.id !== 'bottom-commander');
    });
    expectProblem(problems(noCommander), 'units[3].hex', 'only with their own army commander');
    const wrongSide = changed((x) => {
      x.terrain[1]!.side = 'top';
      x.terrain[0]!.side = 'bottom';
    });
    const list = problems(wrongSide);
    expectProblem(list, 'units[0].hex', 'not a top tent');
    expectProblem(list, 'leaders[0].hex', 'his own command tent');
  });

  it('gives each army with a commander exactly one tent, and no side one more', () => {
    const none = changed((x) => {
      x.terrain = x.terrain.filter((t) => t.t !== 'tent' || t.side !== 'top');
    });
    expectProblem(problems(none), 'leaders[0]', 'no command tent of its own');
    const two = changed((x) => {
      x.terrain.push({ hex: '5,1', t: 'tent', side: 'top' });
    });
    expectProblem(problems(two), 'terrain[4]', 'already has a command tent (terrain[0])');
    const second = changed((x) => {
      x.leaders.push({ side: 'top', kind: 'commander', hex: '13,1' });
    });
    expectProblem(problems(second), 'leaders[4].kind', 'already has an army commander');
  });

  it('checks tent owners and plateau names', () => {
    const s = changed((x) => {
      delete x.terrain[0]!.side;
      x.terrain[3]!.side = 'top';
      x.terrain[3]!.hill = 'ridge';
    });
    const list = problems(s);
    expectProblem(list, 'terrain[0].side', 'needs its owner side');
    expectProblem(list, 'terrain[3].side', 'only a command tent');
    expectProblem(list, 'terrain[3].hill', 'only for hill hexes');
  });

  it('rejects two terrain entries for one hex', () => {
    const s = changed((x) => {
      x.terrain.push({ hex: '10,4', t: 'forest' });
    });
    expectProblem(problems(s), 'terrain[4].hex', 'already has terrain (terrain[2])');
  });

  it('places nothing on a river (seed 003:2153) unless the river is fordable', () => {
    const s = changed((x) => {
      x.units[1]!.hex = '3,5';
      x.leaders[1]!.hex = '3,5';
    });
    expectProblem(problems(s), 'units[1].hex', 'impassable');
    const fordable = changed((x) => {
      x.units[1]!.hex = '3,5';
      x.leaders[1]!.hex = '3,5';
      x.rules.riverFordable = true;
    });
    expect(problems(fordable)).toEqual([]);
  });

  it('places nothing on terrain a rule makes impassable', () => {
    const s = changed((x) => {
      x.rules.effects = [{ kind: 'impassable', terrain: 'hill' }];
      x.units[1]!.hex = '10,4';
      x.leaders[1]!.hex = '10,4';
    });
    expectProblem(problems(s), 'units[1].hex', 'hill, which is impassable');
  });

  it('rejects duplicate ids across units and leaders', () => {
    const s = changed((x) => {
      x.units[1]!.id = 'top-foot';
    });
    expectProblem(problems(s), 'leaders[1].id', 'already used by units[1]');
  });

  it('needs at least one unit a side in a playable scenario', () => {
    const s = changed((x) => {
      x.units = x.units.filter((u) => u.side === 'top');
      x.leaders = x.leaders.filter((l) => l.side === 'top');
    });
    expectProblem(problems(s), 'units', 'at least one bottom unit');
  });

  it("keeps a 'notes' scenario free of map content", () => {
    const s = changed((x) => {
      x.kind = 'notes';
    });
    const list = problems(s);
    expectProblem(list, 'terrain', 'no map');
    expectProblem(list, 'units', 'no map');
    expectProblem(list, 'leaders', 'no map');
    expectProblem(list, 'zones[0].hexes', 'no map');
    expectProblem(list, 'victory.objectives[0]', 'use victory.rules');
  });
});

describe('validateScenario: notes, objectives and typed rules', () => {
  it('keeps both armies within the 30 Honor & Fortune tokens of the game (seed 003:33)', () => {
    const s = changed((x) => {
      x.armies.top.honor = 15;
      x.armies.bottom.honor = 16;
    });
    expectProblem(problems(s), 'armies', 'pool holds only 30');
    const full = changed((x) => {
      x.armies.top.honor = 15;
      x.armies.bottom.honor = 15;
    });
    expect(problems(full)).toEqual([]);
  });

  it('resolves named-leader objectives against leader ids', () => {
    const s = changed((x) => {
      x.victory.objectives[1] = { kind: 'named-leader', leader: 'lord-nobody', banners: 2 };
    });
    expectProblem(problems(s), 'victory.objectives[1].leader', 'no leader has the id "lord-nobody"');
  });

  it('resolves every zone reference', () => {
    const s = changed((x) => {
      x.victory.rules = [
        { kind: 'zone-entry', side: 'bottom', zone: 'castle', banners: 1, once: true, removeUnit: false },
        {
          kind: 'turn-banner',
          side: 'both',
          banners: 1,
          condition: { test: 'zone-units', zone: 'bank', whose: 'enemy', max: 0 },
        },
      ];
      x.rules.handSizeChanges = [{ side: 'top', on: { event: 'zone-captured', zone: 'village' }, delta: -1 }];
      x.zones!.push({ id: 'ridge', name: 'again', hexes: ['12,4'] });
    });
    const list = problems(s);
    expectProblem(list, 'victory.rules[0].zone', 'no zone "castle"');
    expectProblem(list, 'victory.rules[1].condition.zone', 'no zone "bank"');
    expectProblem(list, 'rules.handSizeChanges[0].on.zone', 'no zone "village"');
    expectProblem(list, 'zones[1].id', 'used twice');
  });

  it('needs the hexes of zones in a playable scenario', () => {
    const s = changed((x) => {
      x.zones![0]!.hexes = [];
    });
    expectProblem(problems(s), 'zones[0].hexes', 'at least one hex');
  });

  it('checks references that a playable map must satisfy', () => {
    const s = changed((x) => {
      x.victory.rules = [
        { kind: 'leader-value', side: 'top', banners: 2, leaderName: 'Nobody' },
        { kind: 'tent-sudden-death', tentOf: 'top' },
      ];
      x.terrain = x.terrain.filter((t) => t.t !== 'tent' || t.side !== 'top');
      x.units = x.units.filter((u) => u.type !== 'BG' || u.side !== 'top');
      x.leaders = x.leaders.filter((l) => l.id !== 'top-commander');
      x.victory.objectives = [];
      x.rules.effects = [{ kind: 'order-lock', side: 'top', group: 'mori', cards: ['order-one-left'] }];
    });
    const list = problems(s);
    expectProblem(list, 'victory.rules[0].leaderName', 'no top leader is named "Nobody"');
    expectProblem(list, 'victory.rules[1].tentOf', 'no command tent');
    expectProblem(list, 'rules.effects[0].group', 'group "mori"');
  });

  it('checks hand size changes and conditions for consistent bounds', () => {
    const s = changed((x) => {
      x.rules.handSizeChanges = [
        { side: 'top', on: { event: 'own-turn-end' }, delta: 1, max: 3 },
        { side: 'bottom', on: { event: 'own-turn-end' }, delta: 0 },
        { side: 'bottom', on: { event: 'own-turn-end' }, delta: 1, min: 5, max: 4 },
      ];
      x.rules.effects = [
        {
          kind: 'draw-only-if',
          side: 'bottom',
          condition: { test: 'zone-units', zone: 'ridge', whose: 'own' },
        },
        { kind: 'terrain-as', from: 'fence', to: 'fence' },
      ];
    });
    const list = problems(s);
    expectProblem(list, 'rules.handSizeChanges[0].max', 'already starts with 4');
    expectProblem(list, 'rules.handSizeChanges[1].delta', 'must not be 0');
    expectProblem(list, 'rules.handSizeChanges[2]', 'min must not exceed max');
    expectProblem(list, 'rules.effects[0].condition', 'give min, max or both');
    expectProblem(list, 'rules.effects[1].to', 'must differ');
  });

  it('checks campaign links', () => {
    const s = changed((x) => {
      x.links = { next: 'sample', carryLosses: true };
    });
    const list = problems(s);
    expectProblem(list, 'links', 'cannot link to itself');
    expectProblem(list, 'links.carryLosses', 'previous scenario');
  });

  it('reports every problem at once, shape and meaning together', () => {
    const s = changed((x) => {
      x.title = '';
      x.units[1]!.hex = '-1,3';
      x.units[5]!.hex = '10,8';
      x.armies.bottom.honor = 27;
      (x.leaders[1] as { kind: string }).kind = 'general';
    });
    const list = problems(s);
    expectProblem(list, 'title', 'must not be empty');
    expectProblem(list, 'units[1].hex', 'half hex');
    expectProblem(list, 'leaders[1].kind', "'foot'");
    expectProblem(list, 'units[5].hex', 'already holds units[4]');
    expectProblem(list, 'armies', 'pool holds only 30');
    expect(list).toHaveLength(5);
  });
});
