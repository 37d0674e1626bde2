// What a tap on a hex does in the editor (src/ui/editor/tool.ts) and the typed rules its add form
// makes (src/ui/editor/rules.ts): model edits and scenario rules, with nothing the format refuses.

import { describe, expect, it } from 'vitest';
import { blankBattle, edit, openEditor } from '../../../src/editor/model';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { makeRule, NEW_RULE_KINDS, ruleFields } from '../../../src/ui/editor/rules';
import { editFor, FIRST_TOOL } from '../../../src/ui/editor/tool';

describe('editor tools', () => {
  it('turns each tool into its edit; a tent takes the army, a hill its group, full strength no count', () => {
    expect(editFor({ ...FIRST_TOOL, mode: 'terrain', terrain: 'tent', side: 'top' }, '4,0')).toEqual({
      kind: 'paint',
      hex: '4,0',
      t: 'tent',
      side: 'top',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'terrain', terrain: 'hill', hill: ' east ' }, '5,3')).toEqual({
      kind: 'paint',
      hex: '5,3',
      t: 'hill',
      hill: 'east',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'unit', unit: 'SB', side: 'top', blocks: 0 }, '6,2')).toEqual({
      kind: 'place-unit',
      hex: '6,2',
      side: 'top',
      type: 'SB',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'leader', leader: 'commander', leaderName: 'Oda' }, '6,8')).toEqual(
      {
        kind: 'place-leader',
        hex: '6,8',
        side: 'bottom',
        leader: 'commander',
        name: 'Oda',
      },
    );
    expect(editFor({ ...FIRST_TOOL, mode: 'erase' }, '6,8')).toEqual({ kind: 'remove-pieces', hex: '6,8' });
    expect(editFor({ ...FIRST_TOOL, mode: 'zone', zone: '' }, '6,8')).toBeNull();
  });
});

describe('the add-rule form', () => {
  it('makes every offered rule as the format types it, valid once its tent or zone is on the map', () => {
    let e = openEditor(blankBattle());
    e = edit(e, { kind: 'place-unit', hex: '10,2', side: 'top', type: 'SSp' });
    e = edit(e, { kind: 'place-unit', hex: '10,8', side: 'bottom', type: 'SSp' });
    e = edit(e, { kind: 'paint', hex: '4,0', t: 'tent', side: 'top' });
    e = edit(e, { kind: 'zone-add', name: 'Village' });
    e = edit(e, { kind: 'zone-hex', zone: 'village', hex: '12,4' });
    for (const kind of NEW_RULE_KINDS) {
      const made = makeRule({ kind, side: 'top', banners: 2, zone: 'village', terrain: 'ravine' });
      expect(made).not.toBeNull();
      if (!made) continue;
      e = edit(
        e,
        'victory' in made
          ? { kind: 'victory-rule-add', rule: made.victory }
          : { kind: 'effect-add', effect: made.effect },
      );
    }
    const r = validateScenario(e.scenario);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(e.scenario.victory.rules).toHaveLength(5);
    expect(e.scenario.rules.effects).toEqual([
      { kind: 'fords-open' },
      { kind: 'impassable', terrain: 'ravine' },
    ]);
  });

  it('asks only for what a rule needs; a zone rule needs a zone', () => {
    expect(ruleFields('fords-open')).toEqual({ side: false, banners: false, zone: false, terrain: false });
    expect(ruleFields('zone-hold')).toEqual({ side: true, banners: true, zone: true, terrain: false });
    expect(makeRule({ kind: 'zone-entry', side: 'top', banners: 1, zone: '', terrain: 'ravine' })).toBeNull();
  });
});
