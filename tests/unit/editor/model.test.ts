// The scenario editor's model: blank and GMT-notes battles, painting and placing, undo and redo,
// and the one validator's problems placed on the hexes they concern.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blankBattle,
  canRedo,
  canUndo,
  edit,
  fromNotes,
  openEditor,
  problems,
  redo,
  UNDO_DEPTH,
  undo,
} from '../../../src/editor/model';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';

const notes = JSON.parse(readFileSync('scenarios/gmt/01-first-samurai-skirmish.json', 'utf8')) as ScenarioV1;

/** A small battle the validator accepts: a unit and a leader a side. */
function smallBattle(start: ScenarioV1) {
  let e = openEditor(start);
  e = edit(e, { kind: 'place-unit', hex: '10,2', side: 'top', type: 'SSp' });
  e = edit(e, { kind: 'place-leader', hex: '10,2', side: 'top', leader: 'foot' });
  e = edit(e, { kind: 'place-unit', hex: '10,8', side: 'bottom', type: 'ASp' });
  e = edit(e, { kind: 'place-leader', hex: '10,8', side: 'bottom', leader: 'foot' });
  return e;
}

describe('starting a battle', () => {
  it('from GMT notes keeps armies, cards, tokens and victory, with the map to draw', () => {
    const s = fromNotes(notes);
    expect(s.kind).toBe('playable');
    expect(s.id).toBe('my-01-first-samurai-skirmish');
    expect(s.armies).toEqual(notes.armies);
    expect(s.victory).toEqual(notes.victory);
    expect(s.specialRules).toEqual(notes.specialRules);
    expect([s.terrain, s.units, s.leaders]).toEqual([[], [], []]);
    // The notes themselves are not changed.
    expect(notes.kind).toBe('notes');
  });

  it('blank or from notes, a unit and a leader a side make a battle the validator accepts', () => {
    for (const start of [blankBattle(), fromNotes(notes)]) {
      const e = smallBattle(start);
      const r = validateScenario(e.scenario);
      expect(r.ok ? [] : r.problems).toEqual([]);
      expect(problems(e.scenario)).toEqual({ byHex: new Map(), general: [] });
    }
  });
});

describe('edits, undo and redo', () => {
  it('paints terrain (open clears it), a tent with its side, a hill with its plateau', () => {
    let e = openEditor(blankBattle());
    e = edit(e, { kind: 'paint', hex: '5,3', t: 'forest' });
    e = edit(e, { kind: 'paint', hex: '5,3', t: 'hill', hill: 'east' });
    e = edit(e, { kind: 'paint', hex: '7,1', t: 'tent', side: 'top' });
    expect(e.scenario.terrain).toEqual([
      { hex: '5,3', t: 'hill', hill: 'east' },
      { hex: '7,1', t: 'tent', side: 'top' },
    ]);
    e = edit(e, { kind: 'paint', hex: '5,3', t: 'open' });
    expect(e.scenario.terrain).toEqual([{ hex: '7,1', t: 'tent', side: 'top' }]);
  });

  it('a placed unit replaces the unit on its hex; removing takes unit and leader', () => {
    let e = smallBattle(blankBattle());
    e = edit(e, { kind: 'place-unit', hex: '10,2', side: 'top', type: 'SSpC', blocks: 3 });
    expect(e.scenario.units.filter((u) => u.hex === '10,2')).toEqual([
      { side: 'top', type: 'SSpC', hex: '10,2', blocks: 3 },
    ]);
    e = edit(e, { kind: 'remove-pieces', hex: '10,2' });
    expect(e.scenario.units.map((u) => u.hex)).toEqual(['10,8']);
    expect(e.scenario.leaders.map((l) => l.hex)).toEqual(['10,8']);
  });

  it('undo and redo walk the edits both ways; a new edit drops the redo steps', () => {
    const start = openEditor(blankBattle());
    const a = edit(start, { kind: 'paint', hex: '3,3', t: 'forest' });
    const b = edit(a, { kind: 'victory-banners', banners: 4 });
    expect(canUndo(start)).toBe(false);
    const back = undo(undo(b));
    expect(back.scenario).toEqual(start.scenario);
    expect(canRedo(back)).toBe(true);
    expect(redo(redo(back)).scenario).toEqual(b.scenario);
    const other = edit(undo(b), { kind: 'title', title: 'Sekigahara, my way' });
    expect(canRedo(other)).toBe(false);
    expect(other.scenario.victory.banners).toBe(blankBattle().victory.banners);
    // Earlier editors are untouched (undo keeps whole scenarios).
    expect(a.scenario.victory.banners).toBe(blankBattle().victory.banners);
  });

  it('an edit that changes nothing is no undo step; undo keeps at most UNDO_DEPTH steps', () => {
    const e = edit(openEditor(blankBattle()), { kind: 'paint', hex: '3,3', t: 'open' });
    expect(canUndo(e)).toBe(false);
    let long = openEditor(blankBattle());
    for (let i = 0; i < UNDO_DEPTH + 5; i++) long = edit(long, { kind: 'title', title: `t${i}` });
    expect(long.past).toHaveLength(UNDO_DEPTH);
  });
});

describe('problems on the hexes', () => {
  it('puts a piece or terrain problem on its hex and the rest on the battle', () => {
    let e = smallBattle(blankBattle());
    e = edit(e, { kind: 'paint', hex: '4,4', t: 'tent' }); // a tent must name its side
    e = edit(e, { kind: 'place-unit', hex: '30,30', side: 'top', type: 'AB' }); // off the board
    e = edit(e, { kind: 'victory-banners', banners: 0 });
    const found = problems(e.scenario);
    expect([...found.byHex.keys()].sort()).toEqual(['30,30', '4,4']);
    expect(found.byHex.get('4,4')!.every((p) => p.path.startsWith('terrain['))).toBe(true);
    expect(found.byHex.get('30,30')!.every((p) => p.path.startsWith('units['))).toBe(true);
    expect(found.general.map((p) => p.path)).toContain('victory.banners');
    for (const p of [...found.general, ...[...found.byHex.values()].flat()])
      expect(p.message.length).toBeGreaterThan(3);
  });
});
