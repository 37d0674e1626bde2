// What a tap on a hex does in the editor: the chosen tool and its settings, the model's edit it
// makes, and the words that name it (the hex buttons' names).

import { type Edit, kebabOf } from '../../editor/model';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type {
  Edition,
  HexKey,
  LeaderKind,
  Side,
  TerrainId,
  UnitTypeId,
} from '../../games/samurai-battles/types';
import { leaderKindName, terrainName, unitTypeName } from '../game/names';
import { et } from './i18n';

export type ToolMode = 'terrain' | 'unit' | 'leader' | 'erase' | 'zone';
export const TOOL_MODES: readonly ToolMode[] = ['terrain', 'unit', 'leader', 'erase', 'zone'];

export interface Tool {
  mode: ToolMode;
  terrain: TerrainId;
  /** The army of a unit, a leader or a tent. */
  side: Side;
  unit: UnitTypeId;
  /** 0: the unit's full strength. */
  blocks: number;
  /** The group a unit belongs to, which an order-lock rule names ('' for none). */
  group: string;
  leader: LeaderKind;
  leaderName: string;
  /** A hill hex's plateau name ('' for none). */
  hill: string;
  zone: string;
}

export const FIRST_TOOL: Tool = {
  mode: 'terrain',
  terrain: 'forest',
  side: 'bottom',
  unit: 'ASp',
  blocks: 0,
  group: '',
  leader: 'foot',
  leaderName: '',
  hill: '',
  zone: '',
};

/** The edit a tap on `hex` makes, or null (a zone tool with no zone chosen). */
export function editFor(tool: Tool, hex: HexKey): Edit | null {
  switch (tool.mode) {
    case 'terrain':
      return {
        kind: 'paint',
        hex,
        t: tool.terrain,
        ...(tool.terrain === 'tent' ? { side: tool.side } : {}),
        ...(tool.terrain === 'hill' && tool.hill.trim() ? { hill: tool.hill.trim() } : {}),
      };
    case 'unit':
      return {
        kind: 'place-unit',
        hex,
        side: tool.side,
        type: tool.unit,
        ...(tool.blocks > 0 ? { blocks: tool.blocks } : {}),
        ...(kebabOf(tool.group) ? { group: kebabOf(tool.group) } : {}),
      };
    case 'leader':
      return {
        kind: 'place-leader',
        hex,
        side: tool.side,
        leader: tool.leader,
        ...(tool.leaderName.trim() ? { name: tool.leaderName.trim() } : {}),
      };
    case 'erase':
      return { kind: 'remove-pieces', hex };
    case 'zone':
      return tool.zone ? { kind: 'zone-hex', zone: tool.zone, hex } : null;
  }
}

/** What the tool does, for the hex buttons: "Paint Forest", "Place Takeda Samurai spearmen". */
export function toolName(tool: Tool, s: ScenarioV1, edition: Edition): string {
  const army = s.armies[tool.side].name;
  switch (tool.mode) {
    case 'terrain':
      return et('editor.doPaint', { terrain: terrainName(tool.terrain) });
    case 'unit':
      return et('editor.doUnit', { army, unit: unitTypeName(tool.unit, edition) });
    case 'leader':
      return et('editor.doLeader', { army, leader: leaderKindName(tool.leader) });
    case 'erase':
      return et('editor.doErase');
    case 'zone': {
      const zone = s.zones?.find((z) => z.id === tool.zone);
      return zone ? et('editor.doZone', { zone: zone.name }) : et('editor.noZone');
    }
  }
}
