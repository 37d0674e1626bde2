// The typed special rules in the editor: the form's state for every kind the scenario format has,
// the rule it makes (and back, to change one), the validator's word on it, and each rule in words.

import { type Edit, edit, openEditor } from '../../editor/model';
import type {
  HandSizeChange,
  HandSizeEvent,
  RuleEffect,
  ScenarioProblem,
  ScenarioV1,
  TurnCondition,
  VictoryRule,
} from '../../games/samurai-battles/scenario/format';
import { validateScenario } from '../../games/samurai-battles/scenario/validate';
import type { DieFace, Side, TerrainId, UnitTypeId } from '../../games/samurai-battles/types';
import { terrainName } from '../game/names';
import { tn } from '../i18n';
import { et } from './i18n';

/** Every kind of typed rule the scenario format has; the form adds and changes each of them. */
export type RuleKind = VictoryRule['kind'] | RuleEffect['kind'] | 'hand-size';
export const RULE_KINDS: readonly RuleKind[] = [
  'tent-capture',
  'tent-sudden-death',
  'leader-value',
  'zone-entry',
  'zone-hold',
  'turn-banner',
  'terrain-majority',
  'card-banner',
  'fords-open',
  'impassable',
  'terrain-as',
  'first-player-roll',
  'order-lock',
  'draw-only-if',
  'hand-size',
];

/** The form's state: every field any kind asks for (a kind reads only its own, see ruleFields). */
export interface RuleDraft {
  kind: RuleKind;
  /** 'both' only for a turn banner. */
  side: Side | 'both';
  banners: number;
  zone: string;
  terrain: TerrainId;
  terrainTo: TerrainId;
  label: string;
  leaderName: string;
  once: boolean;
  removeUnit: boolean;
  /** Empty: every unit type. */
  unitTypes: UnitTypeId[];
  keep: 'zone' | 'hex';
  /** 0: from the first turn. */
  fromTurn: number;
  test: TurnCondition['test'];
  whose: 'own' | 'enemy';
  /** Bounds of a zone count, or of a changing hand; null: none. */
  min: number | null;
  max: number | null;
  cards: string[];
  notFinal: boolean;
  dice: number;
  face: DieFace;
  group: string;
  event: HandSizeEvent['event'];
  delta: number;
}

export const FIRST_DRAFT: RuleDraft = {
  kind: 'tent-capture',
  side: 'top',
  banners: 3,
  zone: '',
  terrain: 'ravine',
  terrainTo: 'forest',
  label: '',
  leaderName: '',
  once: true,
  removeUnit: false,
  unitTypes: [],
  keep: 'zone',
  fromTurn: 0,
  test: 'section-clear',
  whose: 'own',
  min: null,
  max: null,
  cards: [],
  notFinal: false,
  dice: 5,
  face: 'honor',
  group: '',
  event: 'own-turn-end',
  delta: 1,
};

export type RuleField =
  | 'side'
  | 'sideOrBoth'
  | 'banners'
  | 'zone'
  | 'terrain'
  | 'terrainTo'
  | 'label'
  | 'leaderName'
  | 'entry'
  | 'keep'
  | 'fromTurn'
  | 'condition'
  | 'cards'
  | 'notFinal'
  | 'roll'
  | 'group'
  | 'hand';

const FIELDS: Record<RuleKind, readonly RuleField[]> = {
  'tent-capture': ['side', 'banners'],
  'tent-sudden-death': ['side'],
  'leader-value': ['side', 'banners', 'leaderName'],
  'zone-entry': ['side', 'zone', 'banners', 'entry'],
  'zone-hold': ['side', 'zone', 'banners', 'keep'],
  'turn-banner': ['sideOrBoth', 'banners', 'fromTurn', 'condition'],
  'terrain-majority': ['terrain', 'banners'],
  'card-banner': ['side', 'cards', 'banners', 'notFinal'],
  'fords-open': [],
  impassable: ['terrain', 'label'],
  'terrain-as': ['terrain', 'terrainTo', 'label'],
  'first-player-roll': ['roll'],
  'order-lock': ['side', 'group', 'cards'],
  'draw-only-if': ['side', 'condition'],
  'hand-size': ['side', 'hand'],
};

/** Which fields the form asks for a kind of rule. */
export function ruleFields(kind: RuleKind): ReadonlySet<RuleField> {
  return new Set(FIELDS[kind]);
}

/** Where a kind of rule lives in the file. */
export type TypedRule = { victory: VictoryRule } | { effect: RuleEffect } | { hand: HandSizeChange };

const one = (side: Side | 'both'): Side => (side === 'both' ? 'top' : side);
const bounds = (d: RuleDraft) => ({
  ...(d.min !== null ? { min: d.min } : {}),
  ...(d.max !== null ? { max: d.max } : {}),
});
const named = (key: 'label' | 'leaderName', value: string) => (value.trim() ? { [key]: value.trim() } : {});

function condition(d: RuleDraft): TurnCondition {
  return d.test === 'section-clear'
    ? { test: 'section-clear' }
    : { test: 'zone-units', zone: d.zone, whose: d.whose, ...bounds(d) };
}

/** The typed rule the form makes, as the format has it; the validator judges it (draftProblems). */
export function makeRule(d: RuleDraft): TypedRule {
  const side = one(d.side);
  switch (d.kind) {
    case 'tent-capture':
      return { victory: { kind: 'tent-capture', tentOf: side, banners: d.banners } };
    case 'tent-sudden-death':
      return { victory: { kind: 'tent-sudden-death', tentOf: side } };
    case 'leader-value':
      return {
        victory: { kind: 'leader-value', side, banners: d.banners, ...named('leaderName', d.leaderName) },
      };
    case 'zone-entry':
      return {
        victory: {
          kind: 'zone-entry',
          side,
          zone: d.zone,
          banners: d.banners,
          once: d.once,
          removeUnit: d.removeUnit,
          ...(d.unitTypes.length > 0 ? { unitTypes: d.unitTypes } : {}),
        },
      };
    case 'zone-hold':
      return {
        victory: {
          kind: 'zone-hold',
          side,
          zone: d.zone,
          banners: d.banners,
          ...(d.keep === 'hex' ? { keep: 'hex' as const } : {}),
        },
      };
    case 'turn-banner':
      return {
        victory: {
          kind: 'turn-banner',
          side: d.side,
          banners: d.banners,
          ...(d.fromTurn > 0 ? { fromTurn: d.fromTurn } : {}),
          condition: condition(d),
        },
      };
    case 'terrain-majority':
      return { victory: { kind: 'terrain-majority', terrain: d.terrain, banners: d.banners } };
    case 'card-banner':
      return {
        victory: { kind: 'card-banner', side, cards: d.cards, banners: d.banners, notFinal: d.notFinal },
      };
    case 'fords-open':
      return { effect: { kind: 'fords-open' } };
    case 'impassable':
      return { effect: { kind: 'impassable', terrain: d.terrain, ...named('label', d.label) } };
    case 'terrain-as':
      return { effect: { kind: 'terrain-as', from: d.terrain, to: d.terrainTo, ...named('label', d.label) } };
    case 'first-player-roll':
      return { effect: { kind: 'first-player-roll', dice: d.dice, face: d.face } };
    case 'order-lock':
      return { effect: { kind: 'order-lock', side, group: d.group.trim(), cards: d.cards } };
    case 'draw-only-if':
      return { effect: { kind: 'draw-only-if', side, condition: condition(d) } };
    case 'hand-size':
      return {
        hand: {
          side,
          on:
            d.event === 'zone-captured'
              ? { event: 'zone-captured', zone: d.zone }
              : { event: 'own-turn-end' },
          delta: d.delta,
          ...bounds(d),
        },
      };
  }
}

function conditionDraft(c: TurnCondition): Partial<RuleDraft> {
  return c.test === 'section-clear'
    ? { test: 'section-clear' }
    : { test: 'zone-units', zone: c.zone, whose: c.whose, min: c.min ?? null, max: c.max ?? null };
}

/** The form filled with a rule of the file, to change it. */
export function draftOf(rule: TypedRule): RuleDraft {
  const d = FIRST_DRAFT;
  if ('hand' in rule) {
    const h = rule.hand;
    const zone = h.on.event === 'zone-captured' ? h.on.zone : '';
    return {
      ...d,
      kind: 'hand-size',
      side: h.side,
      event: h.on.event,
      zone,
      delta: h.delta,
      min: h.min ?? null,
      max: h.max ?? null,
    };
  }
  if ('victory' in rule) {
    const r = rule.victory;
    switch (r.kind) {
      case 'tent-capture':
        return { ...d, kind: r.kind, side: r.tentOf, banners: r.banners };
      case 'tent-sudden-death':
        return { ...d, kind: r.kind, side: r.tentOf };
      case 'leader-value':
        return { ...d, kind: r.kind, side: r.side, banners: r.banners, leaderName: r.leaderName ?? '' };
      case 'zone-entry':
        return { ...d, ...r, unitTypes: r.unitTypes ?? [] };
      case 'zone-hold':
        return { ...d, ...r, keep: r.keep ?? 'zone' };
      case 'turn-banner':
        return {
          ...d,
          ...conditionDraft(r.condition),
          kind: r.kind,
          side: r.side,
          banners: r.banners,
          fromTurn: r.fromTurn ?? 0,
        };
      case 'terrain-majority':
        return { ...d, ...r };
      case 'card-banner':
        return { ...d, ...r };
    }
  }
  const e = rule.effect;
  switch (e.kind) {
    case 'fords-open':
      return { ...d, kind: e.kind };
    case 'impassable':
      return { ...d, kind: e.kind, terrain: e.terrain, label: e.label ?? '' };
    case 'terrain-as':
      return { ...d, kind: e.kind, terrain: e.from, terrainTo: e.to, label: e.label ?? '' };
    case 'first-player-roll':
      return { ...d, ...e };
    case 'order-lock':
      return { ...d, ...e };
    case 'draw-only-if':
      return { ...d, ...conditionDraft(e.condition), kind: e.kind, side: e.side };
  }
}

/** Where a rule sits in the file: the list, and the path the validator's problems start with. */
export type RuleSlot = { list: 'victory' | 'effect' | 'hand'; index: number };

const LIST_PATH: Record<RuleSlot['list'], string> = {
  victory: 'victory.rules',
  effect: 'rules.effects',
  hand: 'rules.handSizeChanges',
};

/** The model's edit that adds the rule, or puts it in place of the one at `at`. */
export function ruleEdit(rule: TypedRule, at?: RuleSlot): Edit {
  const index = at?.index;
  if ('victory' in rule) {
    return index === undefined
      ? { kind: 'victory-rule-add', rule: rule.victory }
      : { kind: 'victory-rule-set', index, rule: rule.victory };
  }
  if ('effect' in rule) {
    return index === undefined
      ? { kind: 'effect-add', effect: rule.effect }
      : { kind: 'effect-set', index, effect: rule.effect };
  }
  return index === undefined
    ? { kind: 'hand-size-add', change: rule.hand }
    : { kind: 'hand-size-set', index, change: rule.hand };
}

/** The model's edit that takes the rule at `at` out. */
export function removeEdit(at: RuleSlot): Edit {
  const { index } = at;
  if (at.list === 'victory') return { kind: 'victory-rule-remove', index };
  return at.list === 'effect' ? { kind: 'effect-remove', index } : { kind: 'hand-size-remove', index };
}

function listOf(rule: TypedRule): RuleSlot['list'] {
  if ('victory' in rule) return 'victory';
  return 'effect' in rule ? 'effect' : 'hand';
}

const lengthOf = (s: ScenarioV1, list: RuleSlot['list']) =>
  (list === 'victory' ? s.victory.rules : list === 'effect' ? s.rules.effects : s.rules.handSizeChanges)
    ?.length ?? 0;

/**
 * What the one validator says of this rule in this battle (added, or in place of the one at `at`):
 * only the problems of the rule itself, so a battle still being drawn does not block it.
 */
export function draftProblems(s: ScenarioV1, rule: TypedRule, at?: RuleSlot): ScenarioProblem[] {
  const list = at?.list ?? listOf(rule);
  const index = at?.index ?? lengthOf(s, list);
  const next = edit(openEditor(s), ruleEdit(rule, at)).scenario;
  const result = validateScenario(next);
  if (result.ok) return [];
  const path = `${LIST_PATH[list]}[${index}]`;
  return result.problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`));
}

const armyOf = (s: ScenarioV1, side: Side | 'both') =>
  side === 'both' ? et('rule.bothArmies') : s.armies[side].name;
const zoneName = (s: ScenarioV1, id: string) => s.zones?.find((z) => z.id === id)?.name ?? id;

export function victoryRuleText(s: ScenarioV1, r: VictoryRule): string {
  switch (r.kind) {
    case 'leader-value':
      return et('rule.leader-value', { army: armyOf(s, r.side), banners: tn('count.banners', r.banners) });
    case 'tent-capture':
      return et('rule.tent-capture', { army: armyOf(s, r.tentOf), banners: tn('count.banners', r.banners) });
    case 'tent-sudden-death':
      return et('rule.tent-sudden-death', { army: armyOf(s, r.tentOf) });
    case 'zone-entry':
    case 'zone-hold':
      return et(`rule.${r.kind}`, {
        army: armyOf(s, r.side),
        zone: zoneName(s, r.zone),
        banners: tn('count.banners', r.banners),
      });
    case 'turn-banner':
      return et('rule.turn-banner', { banners: r.banners });
    case 'terrain-majority':
      return et('rule.terrain-majority', {
        terrain: terrainName(r.terrain),
        banners: tn('count.banners', r.banners),
      });
    case 'card-banner':
      return et('rule.card-banner', { banners: r.banners });
  }
}

export function handSizeText(s: ScenarioV1, h: HandSizeChange): string {
  const army = s.armies[h.side].name;
  return h.on.event === 'zone-captured'
    ? et('rule.hand-size.zone-captured', { army, zone: zoneName(s, h.on.zone), delta: signed(h.delta) })
    : et('rule.hand-size.own-turn-end', { army, delta: signed(h.delta) });
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function effectText(s: ScenarioV1, e: RuleEffect): string {
  switch (e.kind) {
    case 'fords-open':
      return et('rule.fords-open');
    case 'impassable':
      return et('rule.impassable', { terrain: terrainName(e.terrain) });
    case 'terrain-as':
      return et('rule.terrain-as', { terrain: terrainName(e.from), other: terrainName(e.to) });
    case 'first-player-roll':
      return et('rule.first-player-roll');
    case 'order-lock':
      return et('rule.order-lock');
    case 'draw-only-if':
      return et('rule.draw-only-if', { army: armyOf(s, e.side) });
  }
}
