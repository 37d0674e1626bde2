// The editor's edits beyond the map: army facts, first player, zones painted hex by hex, typed
// special rules added and taken away, the players' texts; a GMT note's zones made playable.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blankBattle,
  edit,
  fromBattlefield,
  fromNotes,
  openEditor,
  problems,
  zoneIdOf,
} from '../../../src/editor/model';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ScenarioV1;

describe('army facts and the players’ texts', () => {
  it('names an army, changes its cards, and who moves first', () => {
    let e = openEditor(blankBattle());
    e = edit(e, { kind: 'army-name', side: 'top', name: 'Takeda' });
    e = edit(e, { kind: 'army', side: 'top', field: 'commandCards', value: 6 });
    e = edit(e, { kind: 'first-player', side: 'bottom' });
    expect(e.scenario.armies.top).toMatchObject({ name: 'Takeda', commandCards: 6 });
    expect(e.scenario.firstPlayer).toBe('bottom');
  });

  it('keeps an empty setup hint out of the file', () => {
    const e = edit(openEditor(blankBattle()), { kind: 'notes', history: 'A river crossing.', setup: '  ' });
    expect(e.scenario.notes).toEqual({ history: 'A river crossing.' });
  });
});

describe('zones', () => {
  it('makes a kebab-case id from the name, a new one when taken', () => {
    expect(zoneIdOf('Niiyama Castle', [])).toBe('niiyama-castle');
    expect(zoneIdOf('Niiyama Castle', ['niiyama-castle'])).toBe('niiyama-castle-2');
    expect(zoneIdOf('!!!', [])).toBe('zone');
  });

  it('a tap adds a hex to the zone and a second tap takes it out', () => {
    let e = edit(openEditor(blankBattle()), { kind: 'zone-add', name: 'The village' });
    e = edit(e, { kind: 'zone-hex', zone: 'the-village', hex: '8,4' });
    e = edit(e, { kind: 'zone-hex', zone: 'the-village', hex: '10,4' });
    e = edit(e, { kind: 'zone-hex', zone: 'the-village', hex: '8,4' });
    expect(e.scenario.zones).toEqual([{ id: 'the-village', name: 'The village', hexes: ['10,4'] }]);
    expect(edit(e, { kind: 'zone-remove', zone: 'the-village' }).scenario.zones).toEqual([]);
  });

  it('a GMT note with a zone is refused until the zone has hexes on the map', () => {
    // Scenario 5: units entering Koriyama Castle earn banners (a zone-entry rule on a named zone).
    const notes = read('scenarios/gmt/05-koriyama-castle-september-1540.json');
    const zone = notes.zones?.[0];
    expect(zone).toBeDefined();
    let e = openEditor(fromNotes(notes));
    e = edit(e, { kind: 'place-unit', hex: '10,2', side: 'top', type: 'SSp' });
    e = edit(e, { kind: 'place-leader', hex: '10,2', side: 'top', leader: 'foot' });
    e = edit(e, { kind: 'place-unit', hex: '10,8', side: 'bottom', type: 'ASp' });
    e = edit(e, { kind: 'place-leader', hex: '10,8', side: 'bottom', leader: 'foot' });
    expect(problems(e.scenario).general.some((p) => p.path.startsWith('zones['))).toBe(true);
    for (const z of e.scenario.zones ?? []) e = edit(e, { kind: 'zone-hex', zone: z.id, hex: '12,4' });
    const r = validateScenario(e.scenario);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });
});

describe('typed special rules', () => {
  it('adds and removes victory rules and effects, dropping emptied lists', () => {
    let e = openEditor(blankBattle());
    e = edit(e, { kind: 'victory-rule-add', rule: { kind: 'tent-capture', tentOf: 'top', banners: 3 } });
    e = edit(e, { kind: 'effect-add', effect: { kind: 'fords-open' } });
    e = edit(e, { kind: 'river-fordable', on: true });
    expect(e.scenario.victory.rules).toEqual([{ kind: 'tent-capture', tentOf: 'top', banners: 3 }]);
    expect(e.scenario.rules).toEqual({ effects: [{ kind: 'fords-open' }], riverFordable: true });
    e = edit(e, { kind: 'victory-rule-remove', index: 0 });
    e = edit(e, { kind: 'effect-remove', index: 0 });
    e = edit(e, { kind: 'river-fordable', on: false });
    expect('rules' in e.scenario.victory).toBe(false);
    expect(e.scenario.rules).toEqual({});
  });

  it('a tent rule with no tent on the map is a problem of the battle, in words', () => {
    const e = edit(openEditor(blankBattle()), {
      kind: 'victory-rule-add',
      rule: { kind: 'tent-capture', tentOf: 'top', banners: 3 },
    });
    const found = problems(e.scenario);
    expect(found.general.length).toBeGreaterThan(0);
  });
});

describe('from one of our battlefields', () => {
  it('keeps the whole battle under an id of its own', () => {
    const anegawa = read('scenarios/battles/anegawa.json');
    const s = fromBattlefield(anegawa);
    expect(s.id).toBe('my-anegawa');
    expect({ ...s, id: anegawa.id }).toEqual(anegawa);
    expect(validateScenario(s).ok).toBe(true);
  });
});
