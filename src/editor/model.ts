// The scenario editor's model (issue 23): a battle being made, as a scenario file object, with
// undo and redo, and the validator's problems placed on the hexes they concern. Pure: no DOM, no
// store; every edit returns a new editor and leaves the old one untouched (so undo is a stack of
// scenarios). The rules of what makes a battle valid stay in the one validator.

import type { ScenarioProblem, ScenarioV1 } from '../games/samurai-battles/scenario/format';
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
  /** A unit on a hex, replacing any unit there. */
  | { kind: 'place-unit'; hex: HexKey; side: Side; type: UnitTypeId; blocks?: number }
  /** A leader on a hex, replacing any leader there. */
  | { kind: 'place-leader'; hex: HexKey; side: Side; leader: LeaderKind; name?: string }
  /** Removes the unit and the leader on a hex (terrain stays). */
  | { kind: 'remove-pieces'; hex: HexKey }
  | { kind: 'victory-banners'; banners: number }
  | { kind: 'army'; side: Side; field: 'commandCards' | 'dragonCards' | 'honor'; value: number }
  | { kind: 'title'; title: string };

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

export function openEditor(scenario: ScenarioV1): Editor {
  return { scenario: structuredClone(scenario), past: [], future: [] };
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
          { side: e.side, type: e.type, hex: e.hex, ...(e.blocks !== undefined ? { blocks: e.blocks } : {}) },
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
