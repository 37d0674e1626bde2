// Picks the well-formed parts out of a scenario that may have shape problems, so the meaning
// checks (semantic.ts) can still report every problem in one pass. Each list keeps only the
// items that pass their own schema, with their original index for the problem path.

import * as v from 'valibot';
import type { Objective, Side } from '../types';
import type {
  ArmySpec,
  CampaignLinks,
  HandSizeChange,
  LeaderSpec,
  RuleEffect,
  TerrainSpec,
  UnitSpec,
  VictoryRule,
  ZoneSpec,
} from './format';
import {
  ArmySchema,
  HandSizeChangeSchema,
  LeaderSchema,
  LinksSchema,
  ObjectiveSchema,
  RuleEffectSchema,
  TerrainSchema,
  UnitSchema,
  VictoryRuleSchema,
  ZoneSchema,
} from './schema';

export interface Indexed<T> {
  /** Index in the file's list. */
  i: number;
  v: T;
}

export interface Salvaged {
  id: string | null;
  kind: 'playable' | 'notes' | null;
  armies: Partial<Record<Side, ArmySpec>>;
  terrain: Indexed<TerrainSpec>[];
  units: Indexed<UnitSpec>[];
  leaders: Indexed<LeaderSpec>[];
  zones: Indexed<ZoneSpec>[];
  objectives: Indexed<Objective>[];
  victoryRules: Indexed<VictoryRule>[];
  effects: Indexed<RuleEffect>[];
  handSizeChanges: Indexed<HandSizeChange>[];
  riverFordable: boolean;
  links: CampaignLinks | null;
  /** Lists that are present (even if empty) as lists: 'terrain', 'units', 'leaders'. */
  present: Set<string>;
}

type Rec = Record<string, unknown>;

export function isRecord(x: unknown): x is Rec {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function field(o: unknown, key: string): unknown {
  return isRecord(o) ? o[key] : undefined;
}

function items<T>(raw: unknown, schema: v.GenericSchema<unknown, T>): Indexed<T>[] {
  if (!Array.isArray(raw)) return [];
  const out: Indexed<T>[] = [];
  raw.forEach((item, i) => {
    const r = v.safeParse(schema, item);
    if (r.success) out.push({ i, v: r.output });
  });
  return out;
}

function one<T>(raw: unknown, schema: v.GenericSchema<unknown, T>): T | null {
  const r = v.safeParse(schema, raw);
  return r.success ? r.output : null;
}

export function salvage(raw: Rec): Salvaged {
  const armies: Partial<Record<Side, ArmySpec>> = {};
  for (const s of ['top', 'bottom'] as const) {
    const a = one(field(raw.armies, s), ArmySchema);
    if (a) armies[s] = a;
  }
  const present = new Set<string>();
  for (const k of ['terrain', 'units', 'leaders']) if (Array.isArray(raw[k])) present.add(k);
  return {
    id: typeof raw.id === 'string' ? raw.id : null,
    kind: raw.kind === 'playable' || raw.kind === 'notes' ? raw.kind : null,
    armies,
    terrain: items(raw.terrain, TerrainSchema),
    units: items(raw.units, UnitSchema),
    leaders: items(raw.leaders, LeaderSchema),
    zones: items(raw.zones, ZoneSchema),
    objectives: items(field(raw.victory, 'objectives'), ObjectiveSchema),
    victoryRules: items(field(raw.victory, 'rules'), VictoryRuleSchema),
    effects: items(field(raw.rules, 'effects'), RuleEffectSchema),
    handSizeChanges: items(field(raw.rules, 'handSizeChanges'), HandSizeChangeSchema),
    riverFordable: field(raw.rules, 'riverFordable') === true,
    links: raw.links === undefined ? null : one(raw.links, LinksSchema),
    present,
  };
}
