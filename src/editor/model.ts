// The scenario editor's model (issue 23): a battle being made, as a scenario file object, with
// undo and redo, and the validator's problems placed on the hexes they concern. Pure: no DOM, no
// store; every edit returns a new editor and leaves the old one untouched (so undo is a stack of
// scenarios). The rules of what makes a battle valid stay in the one validator.

import type {
  HandSizeChange,
  RuleEffect,
  ScenarioProblem,
  ScenarioV1,
  SpecialRuleText,
  VictoryRule,
} from '../games/samurai-battles/scenario/format';
import { validateScenario } from '../games/samurai-battles/scenario/validate';
import type { HexKey, LeaderKind, Side, TerrainId, UnitTypeId } from '../games/samurai-battles/types';

/** How many edits undo can take back (a long session must not keep every state forever). */
export const UNDO_DEPTH = 200;

export interface Editor {
  readonly scenario: ScenarioV1;
  readonly past: readonly ScenarioV1[];
  readonly future: readonly ScenarioV1[];
}

export type Edit =
  /** Terrain on a hex ('open' clears it); a tent names its side, a hill may name its plateau. */
  | { kind: 'paint'; hex: HexKey; t: TerrainId; side?: Side; hill?: string }
  /** A unit on a hex, replacing any unit there; `group` names it for rules (an order lock). */
  | { kind: 'place-unit'; hex: HexKey; side: Side; type: UnitTypeId; blocks?: number; group?: string }
  /** A leader on a hex, replacing any leader there. */
  | { kind: 'place-leader'; hex: HexKey; side: Side; leader: LeaderKind; name?: string }
  /** Removes the unit and the leader on a hex (terrain stays). */
  | { kind: 'remove-pieces'; hex: HexKey }
  | { kind: 'victory-banners'; banners: number }
  | { kind: 'army'; side: Side; field: 'commandCards' | 'dragonCards' | 'honor'; value: number }
  | { kind: 'title'; title: string }
  | { kind: 'army-name'; side: Side; name: string }
  | { kind: 'first-player'; side: Side }
  /** Adds the hex to the named zone, or takes it out when it is there already. */
  | { kind: 'zone-hex'; zone: string; hex: HexKey }
  /** A new named zone (its id made from the name), with no hexes yet. */
  | { kind: 'zone-add'; name: string }
  | { kind: 'zone-remove'; zone: string }
  | { kind: 'river-fordable'; on: boolean }
  | { kind: 'victory-rule-add'; rule: VictoryRule }
  | { kind: 'victory-rule-set'; index: number; rule: VictoryRule }
  | { kind: 'victory-rule-remove'; index: number }
  | { kind: 'effect-add'; effect: RuleEffect }
  | { kind: 'effect-set'; index: number; effect: RuleEffect }
  | { kind: 'effect-remove'; index: number }
  | { kind: 'hand-size-add'; change: HandSizeChange }
  | { kind: 'hand-size-set'; index: number; change: HandSizeChange }
  | { kind: 'hand-size-remove'; index: number }
  | { kind: 'victory-text'; lines: string[] }
  | { kind: 'special-text'; rules: SpecialRuleText[] }
  | { kind: 'notes'; history: string; setup: string };

/** An empty battlefield with even armies: the start of a battle of one's own. */
export function blankBattle(id = 'my-battle', title = 'My battle'): ScenarioV1 {
  const army = (name: string, color: string) => ({ name, color, commandCards: 5, dragonCards: 3, honor: 5 });
  return {
    format: 'kassen-scenario',
    version: 1,
    id,
    title,
    edition: 'gmt2021',
    kind: 'playable',
    armies: { top: army('Red Army', 'red'), bottom: army('Blue Army', 'blue') },
    firstPlayer: 'top',
    terrain: [],
    units: [],
    leaders: [],
    victory: {
      banners: 6,
      objectives: [],
      text: ['Each enemy unit or leader eliminated earns 1 Victory Banner.'],
    },
    rules: {},
    specialRules: [],
    notes: { history: 'A battle of our own, drawn in the editor.' },
  };
}

/**
 * A playable battle from GMT battle notes (scenarios/gmt): armies, cards, tokens, victory and special
 * rules as the notes give them, the map to be drawn. Zones keep their names with no hexes yet.
 */
export function fromNotes(notes: ScenarioV1): ScenarioV1 {
  const copy = structuredClone(notes);
  return {
    ...copy,
    id: `my-${notes.id}`.slice(0, 60),
    kind: 'playable',
    terrain: [],
    units: [],
    leaders: [],
    ...(copy.zones ? { zones: copy.zones.map((z) => ({ ...z, hexes: [] })) } : {}),
  };
}

/** A copy of one of our battlefields (terrain, pieces, rules and all) to change into one's own. */
export function fromBattlefield(battle: ScenarioV1): ScenarioV1 {
  return { ...structuredClone(battle), id: `my-${battle.id}`.slice(0, 60), kind: 'playable' };
}

/** A name as the format's ids are written: "Mori clan" is mori-clan; '' when nothing is left. */
export function kebabOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** A kebab-case zone id from what players call it ('Niiyama Castle' -> 'niiyama-castle'). */
export function zoneIdOf(name: string, taken: readonly string[]): string {
  const base = kebabOf(name) || 'zone';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

export function openEditor(scenario: ScenarioV1): Editor {
  return { scenario: structuredClone(scenario), past: [], future: [] };
}

/**
 * A typed-rule list after an edit: `item` alone adds it, `index` and `item` replace that entry,
 * `index` alone removes it. Undefined when the list ends up empty, so the file leaves it out.
 */
function listEdit<T>(
  list: readonly T[] = [],
  index: number | undefined,
  item: T | undefined,
): T[] | undefined {
  const next =
    index === undefined
      ? [...list, ...(item === undefined ? [] : [item])]
      : item === undefined
        ? list.filter((_, i) => i !== index)
        : list.map((old, i) => (i === index ? item : old));
  return next.length > 0 ? next : undefined;
}

function applyEdit(s: ScenarioV1, e: Edit): ScenarioV1 {
  switch (e.kind) {
    case 'paint': {
      const terrain = s.terrain.filter((c) => c.hex !== e.hex);
      if (e.t !== 'open') {
        terrain.push({
          hex: e.hex,
          t: e.t,
          ...(e.t === 'tent' && e.side ? { side: e.side } : {}),
          ...(e.t === 'hill' && e.hill ? { hill: e.hill } : {}),
        });
      }
      return { ...s, terrain };
    }
    case 'place-unit':
      return {
        ...s,
        units: [
          ...s.units.filter((u) => u.hex !== e.hex),
          {
            side: e.side,
            type: e.type,
            hex: e.hex,
            ...(e.blocks !== undefined ? { blocks: e.blocks } : {}),
            ...(e.group ? { group: e.group } : {}),
          },
        ],
      };
    case 'place-leader':
      return {
        ...s,
        leaders: [
          ...s.leaders.filter((l) => l.hex !== e.hex),
          { side: e.side, kind: e.leader, hex: e.hex, ...(e.name ? { name: e.name } : {}) },
        ],
      };
    case 'remove-pieces':
      return {
        ...s,
        units: s.units.filter((u) => u.hex !== e.hex),
        leaders: s.leaders.filter((l) => l.hex !== e.hex),
      };
    case 'victory-banners':
      return { ...s, victory: { ...s.victory, banners: e.banners } };
    case 'army':
      return { ...s, armies: { ...s.armies, [e.side]: { ...s.armies[e.side], [e.field]: e.value } } };
    case 'title':
      return { ...s, title: e.title };
    case 'army-name':
      return { ...s, armies: { ...s.armies, [e.side]: { ...s.armies[e.side], name: e.name } } };
    case 'first-player':
      return { ...s, firstPlayer: e.side };
    case 'zone-hex': {
      const zones = (s.zones ?? []).map((z) =>
        z.id !== e.zone
          ? z
          : {
              ...z,
              hexes: z.hexes.includes(e.hex) ? z.hexes.filter((h) => h !== e.hex) : [...z.hexes, e.hex],
            },
      );
      return { ...s, zones };
    }
    case 'zone-add': {
      const zones = s.zones ?? [];
      const id = zoneIdOf(
        e.name,
        zones.map((z) => z.id),
      );
      return { ...s, zones: [...zones, { id, name: e.name.trim() || id, hexes: [] }] };
    }
    case 'zone-remove':
      return { ...s, zones: (s.zones ?? []).filter((z) => z.id !== e.zone) };
    case 'river-fordable': {
      const { riverFordable: _, ...rest } = s.rules;
      return { ...s, rules: e.on ? { ...rest, riverFordable: true } : rest };
    }
    case 'victory-rule-add':
    case 'victory-rule-set':
    case 'victory-rule-remove': {
      const { rules: _, ...victory } = s.victory;
      const rules = listEdit(
        s.victory.rules,
        'index' in e ? e.index : undefined,
        'rule' in e ? e.rule : undefined,
      );
      return { ...s, victory: rules ? { ...victory, rules } : victory };
    }
    case 'effect-add':
    case 'effect-set':
    case 'effect-remove': {
      const { effects: _, ...rules } = s.rules;
      const effects = listEdit(
        s.rules.effects,
        'index' in e ? e.index : undefined,
        'effect' in e ? e.effect : undefined,
      );
      return { ...s, rules: effects ? { ...rules, effects } : rules };
    }
    case 'hand-size-add':
    case 'hand-size-set':
    case 'hand-size-remove': {
      const { handSizeChanges: _, ...rules } = s.rules;
      const changes = listEdit(
        s.rules.handSizeChanges,
        'index' in e ? e.index : undefined,
        'change' in e ? e.change : undefined,
      );
      return { ...s, rules: changes ? { ...rules, handSizeChanges: changes } : rules };
    }
    case 'victory-text':
      return { ...s, victory: { ...s.victory, text: e.lines } };
    case 'special-text':
      return { ...s, specialRules: e.rules };
    case 'notes': {
      const setup = e.setup.trim();
      return { ...s, notes: { history: e.history, ...(setup ? { setup } : {}) } };
    }
  }
}

/** The editor after one edit; an edit that changes nothing is not an undo step. */
export function edit(editor: Editor, e: Edit): Editor {
  const next = applyEdit(editor.scenario, e);
  if (JSON.stringify(next) === JSON.stringify(editor.scenario)) return editor;
  return { scenario: next, past: [...editor.past, editor.scenario].slice(-UNDO_DEPTH), future: [] };
}

export const canUndo = (editor: Editor): boolean => editor.past.length > 0;
export const canRedo = (editor: Editor): boolean => editor.future.length > 0;

export function undo(editor: Editor): Editor {
  const previous = editor.past.at(-1);
  if (!previous) return editor;
  return { scenario: previous, past: editor.past.slice(0, -1), future: [editor.scenario, ...editor.future] };
}

export function redo(editor: Editor): Editor {
  const [next, ...rest] = editor.future;
  if (!next) return editor;
  return { scenario: next, past: [...editor.past, editor.scenario], future: rest };
}

export interface PlacedProblems {
  /** The problems that concern one hex, by hex (a piece, its terrain, a zone or objective hex). */
  byHex: ReadonlyMap<HexKey, ScenarioProblem[]>;
  /** The problems of the battle as a whole (armies, victory, rules). */
  general: ScenarioProblem[];
}

const HEX_OF_ENTRY = /^(terrain|units|leaders)\[(\d+)\]/;
const HEX_IN_LIST = /^(zones|victory\.objectives)\[(\d+)\]\.hexes\[(\d+)\]/;

/** The hex a problem's JSON path points into, if any. */
export function hexOfPath(s: ScenarioV1, path: string): HexKey | null {
  const entry = HEX_OF_ENTRY.exec(path);
  if (entry) {
    const list = s[entry[1] as 'terrain' | 'units' | 'leaders'] as readonly { hex?: unknown }[];
    const hex = list[Number(entry[2])]?.hex;
    return typeof hex === 'string' ? hex : null;
  }
  const inList = HEX_IN_LIST.exec(path);
  if (inList) {
    const owners = inList[1] === 'zones' ? (s.zones ?? []) : s.victory.objectives;
    const hexes = (owners[Number(inList[2])] as { hexes?: unknown } | undefined)?.hexes;
    const hex = Array.isArray(hexes) ? hexes[Number(inList[3])] : undefined;
    return typeof hex === 'string' ? hex : null;
  }
  return null;
}

/** The validator's problems of the battle being made, placed on their hexes where they have one. */
export function problems(s: ScenarioV1): PlacedProblems {
  const result = validateScenario(s);
  const byHex = new Map<HexKey, ScenarioProblem[]>();
  const general: ScenarioProblem[] = [];
  if (result.ok) return { byHex, general };
  for (const p of result.problems) {
    const hex = hexOfPath(s, p.path);
    if (hex === null) general.push(p);
    else byHex.set(hex, [...(byHex.get(hex) ?? []), p]);
  }
  return { byHex, general };
}
