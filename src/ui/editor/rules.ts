// The typed special rules the editor offers to add, and each typed rule in words.

import type { RuleEffect, ScenarioV1, VictoryRule } from '../../games/samurai-battles/scenario/format';
import type { Side, TerrainId } from '../../games/samurai-battles/types';
import { terrainName } from '../game/names';
import { et } from './i18n';

/** The rules the add form makes; the others come only with GMT notes or files, and can be removed. */
export type NewRuleKind =
  | 'tent-capture'
  | 'tent-sudden-death'
  | 'leader-value'
  | 'zone-entry'
  | 'zone-hold'
  | 'fords-open'
  | 'impassable';
export const NEW_RULE_KINDS: readonly NewRuleKind[] = [
  'tent-capture',
  'tent-sudden-death',
  'leader-value',
  'zone-entry',
  'zone-hold',
  'fords-open',
  'impassable',
];

export interface NewRule {
  kind: NewRuleKind;
  side: Side;
  banners: number;
  zone: string;
  terrain: TerrainId;
}

/** Which fields the add form asks for a kind of rule. */
export function ruleFields(kind: NewRuleKind): {
  side: boolean;
  banners: boolean;
  zone: boolean;
  terrain: boolean;
} {
  const zone = kind === 'zone-entry' || kind === 'zone-hold';
  return {
    side: kind !== 'fords-open' && kind !== 'impassable',
    banners: kind === 'tent-capture' || kind === 'leader-value' || zone,
    zone,
    terrain: kind === 'impassable',
  };
}

/** The typed rule the form makes: a victory rule or a rule effect. */
export function makeRule(r: NewRule): { victory: VictoryRule } | { effect: RuleEffect } | null {
  switch (r.kind) {
    case 'tent-capture':
      return { victory: { kind: 'tent-capture', tentOf: r.side, banners: r.banners } };
    case 'tent-sudden-death':
      return { victory: { kind: 'tent-sudden-death', tentOf: r.side } };
    case 'leader-value':
      return { victory: { kind: 'leader-value', side: r.side, banners: r.banners } };
    case 'zone-entry':
      return r.zone
        ? {
            victory: {
              kind: 'zone-entry',
              side: r.side,
              zone: r.zone,
              banners: r.banners,
              once: true,
              removeUnit: false,
            },
          }
        : null;
    case 'zone-hold':
      return r.zone
        ? { victory: { kind: 'zone-hold', side: r.side, zone: r.zone, banners: r.banners } }
        : null;
    case 'fords-open':
      return { effect: { kind: 'fords-open' } };
    case 'impassable':
      return { effect: { kind: 'impassable', terrain: r.terrain } };
  }
}

const armyOf = (s: ScenarioV1, side: Side | 'both') =>
  side === 'both' ? et('rule.bothArmies') : s.armies[side].name;
const zoneName = (s: ScenarioV1, id: string) => s.zones?.find((z) => z.id === id)?.name ?? id;

export function victoryRuleText(s: ScenarioV1, r: VictoryRule): string {
  switch (r.kind) {
    case 'leader-value':
      return et('rule.leader-value', { army: armyOf(s, r.side), banners: r.banners });
    case 'tent-capture':
      return et('rule.tent-capture', { army: armyOf(s, r.tentOf), banners: r.banners });
    case 'tent-sudden-death':
      return et('rule.tent-sudden-death', { army: armyOf(s, r.tentOf) });
    case 'zone-entry':
    case 'zone-hold':
      return et(`rule.${r.kind}`, { army: armyOf(s, r.side), zone: zoneName(s, r.zone), banners: r.banners });
    case 'turn-banner':
      return et('rule.turn-banner', { banners: r.banners });
    case 'terrain-majority':
      return et('rule.terrain-majority', { terrain: terrainName(r.terrain), banners: r.banners });
    case 'card-banner':
      return et('rule.card-banner', { banners: r.banners });
  }
}

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
