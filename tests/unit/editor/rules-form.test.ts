// The editor's rule form (src/ui/editor/rules.ts): every kind of typed rule the scenario format has
// is made as the format types it, read back into the form to be changed, and judged by the one
// validator (accepted in a battle that has what it refers to, refused with the problem on the rule).

import { describe, expect, it } from 'vitest';
import { blankBattle, edit, openEditor } from '../../../src/editor/model';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import {
  draftOf,
  draftProblems,
  FIRST_DRAFT,
  makeRule,
  RULE_KINDS,
  type RuleDraft,
  type RuleKind,
  removeEdit,
  ruleEdit,
  ruleFields,
  type TypedRule,
} from '../../../src/ui/editor/rules';

/** A small battle with what rules refer to: a top tent, a zone, a named leader, a group of units. */
function battle(): ScenarioV1 {
  let e = openEditor(blankBattle());
  e = edit(e, { kind: 'place-unit', hex: '10,2', side: 'top', type: 'SSp', group: 'mori' });
  e = edit(e, { kind: 'place-leader', hex: '10,2', side: 'top', leader: 'foot', name: 'Mori' });
  e = edit(e, { kind: 'place-unit', hex: '10,8', side: 'bottom', type: 'ASp' });
  e = edit(e, { kind: 'place-leader', hex: '10,8', side: 'bottom', leader: 'foot' });
  e = edit(e, { kind: 'paint', hex: '4,0', t: 'tent', side: 'top' });
  e = edit(e, { kind: 'zone-add', name: 'Village' });
  e = edit(e, { kind: 'zone-hex', zone: 'village', hex: '12,4' });
  return e.scenario;
}

const draft = (p: Partial<RuleDraft>): RuleDraft => ({ ...FIRST_DRAFT, zone: 'village', ...p });

/** For each kind: what the form is given, and the rule the file must then hold. */
const CASES: Record<RuleKind, [Partial<RuleDraft>, TypedRule]> = {
  'tent-capture': [
    { side: 'top', banners: 2 },
    { victory: { kind: 'tent-capture', tentOf: 'top', banners: 2 } },
  ],
  'tent-sudden-death': [{ side: 'top' }, { victory: { kind: 'tent-sudden-death', tentOf: 'top' } }],
  'leader-value': [
    { side: 'top', banners: 2, leaderName: ' Mori ' },
    { victory: { kind: 'leader-value', side: 'top', banners: 2, leaderName: 'Mori' } },
  ],
  'zone-entry': [
    { side: 'bottom', banners: 1, once: false, removeUnit: true, unitTypes: ['ASp'] },
    {
      victory: {
        kind: 'zone-entry',
        side: 'bottom',
        zone: 'village',
        banners: 1,
        once: false,
        removeUnit: true,
        unitTypes: ['ASp'],
      },
    },
  ],
  'zone-hold': [
    { side: 'top', banners: 1, keep: 'hex' },
    { victory: { kind: 'zone-hold', side: 'top', zone: 'village', banners: 1, keep: 'hex' } },
  ],
  'turn-banner': [
    { side: 'both', banners: 1, fromTurn: 3, test: 'zone-units', whose: 'enemy', max: 0 },
    {
      victory: {
        kind: 'turn-banner',
        side: 'both',
        banners: 1,
        fromTurn: 3,
        condition: { test: 'zone-units', zone: 'village', whose: 'enemy', max: 0 },
      },
    },
  ],
  'terrain-majority': [
    { terrain: 'hill', banners: 1 },
    { victory: { kind: 'terrain-majority', terrain: 'hill', banners: 1 } },
  ],
  'card-banner': [
    { side: 'bottom', cards: ['order-one-left', 'order-one-right'], banners: 1, notFinal: true },
    {
      victory: {
        kind: 'card-banner',
        side: 'bottom',
        cards: ['order-one-left', 'order-one-right'],
        banners: 1,
        notFinal: true,
      },
    },
  ],
  'fords-open': [{}, { effect: { kind: 'fords-open' } }],
  impassable: [
    { terrain: 'ravine', label: 'tombs' },
    { effect: { kind: 'impassable', terrain: 'ravine', label: 'tombs' } },
  ],
  'terrain-as': [
    { terrain: 'fence', terrainTo: 'palisade', label: '' },
    { effect: { kind: 'terrain-as', from: 'fence', to: 'palisade' } },
  ],
  'first-player-roll': [
    { dice: 5, face: 'honor' },
    { effect: { kind: 'first-player-roll', dice: 5, face: 'honor' } },
  ],
  'order-lock': [
    { side: 'top', group: 'mori', cards: ['order-one-left'] },
    { effect: { kind: 'order-lock', side: 'top', group: 'mori', cards: ['order-one-left'] } },
  ],
  'draw-only-if': [
    { side: 'bottom', test: 'section-clear' },
    { effect: { kind: 'draw-only-if', side: 'bottom', condition: { test: 'section-clear' } } },
  ],
  'hand-size': [
    { side: 'top', event: 'zone-captured', delta: -1, min: 2 },
    { hand: { side: 'top', on: { event: 'zone-captured', zone: 'village' }, delta: -1, min: 2 } },
  ],
};

describe('every typed rule in the form', () => {
  it('offers every kind the format has', () => {
    expect([...RULE_KINDS].sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const kind of RULE_KINDS) {
    it(`makes ${kind} as the format types it, valid in a battle that has what it names`, () => {
      const [fields, expected] = CASES[kind];
      const made = makeRule(draft({ kind, ...fields }));
      expect(made).toEqual(expected);
      const s = battle();
      expect(draftProblems(s, made)).toEqual([]);
      const r = validateScenario(edit(openEditor(s), ruleEdit(made)).scenario);
      expect(r.ok ? [] : r.problems).toEqual([]);
      // Read back into the form, the rule comes out the same: changing it starts from what it is.
      expect(makeRule(draftOf(made))).toEqual(made);
    });
  }

  it('asks only for the fields a kind reads', () => {
    expect([...ruleFields('fords-open')]).toEqual([]);
    expect([...ruleFields('turn-banner')]).toEqual(['sideOrBoth', 'banners', 'fromTurn', 'condition']);
    expect(ruleFields('hand-size').has('hand')).toBe(true);
    expect(ruleFields('order-lock').has('cards')).toBe(true);
  });
});

describe('the validator refuses a rule that is wrong, on the rule itself', () => {
  const refused = (p: Partial<RuleDraft>) => draftProblems(battle(), makeRule(draft(p))).map((x) => x.path);

  it('names the part of the rule that is wrong', () => {
    expect(refused({ kind: 'zone-hold', zone: 'castle' })).toEqual(['victory.rules[0].zone']);
    expect(refused({ kind: 'card-banner', cards: [] })).toEqual(['victory.rules[0].cards']);
    expect(refused({ kind: 'terrain-as', terrain: 'fence', terrainTo: 'fence' })).toEqual([
      'rules.effects[0].to',
    ]);
    expect(refused({ kind: 'order-lock', group: 'chosokabe', cards: ['order-one-left'] })).toEqual([
      'rules.effects[0].group',
    ]);
    expect(refused({ kind: 'draw-only-if', test: 'zone-units', min: null, max: null })).toEqual([
      'rules.effects[0].condition',
    ]);
    expect(refused({ kind: 'tent-capture', side: 'bottom' })).toEqual(['victory.rules[0].tentOf']);
    // The top army starts with 5 cards: a hand that grows must be allowed past that.
    expect(refused({ kind: 'hand-size', side: 'top', event: 'own-turn-end', delta: 1, max: 4 })).toEqual([
      'rules.handSizeChanges[0].max',
    ]);
  });

  it('leaves out problems elsewhere in a battle still being drawn', () => {
    const empty = blankBattle();
    expect(validateScenario(empty).ok).toBe(false);
    expect(draftProblems(empty, makeRule(draft({ kind: 'fords-open' })))).toEqual([]);
  });
});

describe('changing and removing rules', () => {
  it('puts a changed rule in the place of the old one, in each list, and takes rules out', () => {
    let e = openEditor(battle());
    for (const kind of ['zone-hold', 'tent-capture', 'impassable', 'hand-size'] as const) {
      e = edit(e, ruleEdit(makeRule(draft({ kind, ...CASES[kind][0] }))));
    }
    const hold = makeRule(draft({ kind: 'zone-hold', side: 'bottom', banners: 2 }));
    e = edit(e, ruleEdit(hold, { list: 'victory', index: 0 }));
    const wall = makeRule(draft({ kind: 'impassable', terrain: 'forest', label: '' }));
    e = edit(e, ruleEdit(wall, { list: 'effect', index: 0 }));
    const hand = makeRule(draft({ kind: 'hand-size', side: 'top', event: 'own-turn-end', delta: 1, max: 6 }));
    e = edit(e, ruleEdit(hand, { list: 'hand', index: 0 }));
    expect(e.scenario.victory.rules).toEqual([
      { kind: 'zone-hold', side: 'bottom', zone: 'village', banners: 2 },
      { kind: 'tent-capture', tentOf: 'top', banners: 2 },
    ]);
    expect(e.scenario.rules.effects).toEqual([{ kind: 'impassable', terrain: 'forest' }]);
    expect(e.scenario.rules.handSizeChanges).toEqual([
      { side: 'top', on: { event: 'own-turn-end' }, delta: 1, max: 6 },
    ]);
    // A change is one step of undo.
    expect(e.past.at(-1)?.rules.handSizeChanges).toEqual([
      { side: 'top', on: { event: 'zone-captured', zone: 'village' }, delta: -1, min: 2 },
    ]);
    e = edit(e, removeEdit({ list: 'hand', index: 0 }));
    e = edit(e, removeEdit({ list: 'effect', index: 0 }));
    expect(e.scenario.rules).toEqual({});
  });
});
