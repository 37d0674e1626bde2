// Meaning checks of the battlefield: what stands where. Seed 003 lines cited per rule.

import type { HexKey, Side, TerrainId, UnitTypeId } from '../types';
import type { ScenarioProblem, TerrainSpec, UnitSpec } from './format';
import type { ProblemArgs, ProblemCode } from './problem-codes';
import { problem } from './problems';
import type { Indexed, Salvaged } from './salvage';

/** Cavalry unit types (seed 003:158-159); foot leaders may not lead them (seed 003:894-895). */
const CAVALRY: readonly UnitTypeId[] = ['SSpC', 'SBC'];

type Report = (path: string, message: string, code: ProblemCode, args?: ProblemArgs) => void;

/** Terrain nothing may start on: rivers (seed 003:2152-2154) unless fordable, and rule-made obstacles. */
function impassable(s: Salvaged): Set<TerrainId> {
  const out = new Set<TerrainId>();
  if (!s.riverFordable) out.add('river');
  for (const e of s.effects) if (e.v.kind === 'impassable') out.add(e.v.terrain);
  return out;
}

function checkTerrain(s: Salvaged, report: Report): Map<HexKey, Indexed<TerrainSpec>> {
  const byHex = new Map<HexKey, Indexed<TerrainSpec>>();
  const tents: Partial<Record<Side, number>> = {};
  for (const cell of s.terrain) {
    const { i, v: t } = cell;
    const first = byHex.get(t.hex);
    if (first)
      report(`terrain[${i}].hex`, `hex ${t.hex} already has terrain (terrain[${first.i}])`, 'terrain-twice', {
        hex: t.hex,
        first: first.i,
      });
    else byHex.set(t.hex, cell);
    if (t.t === 'tent') {
      if (!t.side) report(`terrain[${i}].side`, 'a command tent needs its owner side', 'tent-no-side');
      else if (tents[t.side] !== undefined) {
        report(
          `terrain[${i}]`,
          `the ${t.side} army already has a command tent (terrain[${tents[t.side]}])`,
          'tent-twice',
          { side: t.side, first: tents[t.side] ?? 0 },
        );
      } else tents[t.side] = i;
    } else if (t.side) {
      report(`terrain[${i}].side`, 'only a command tent has an owner side', 'side-not-tent');
    }
    if (t.hill !== undefined && t.t !== 'hill')
      report(`terrain[${i}].hill`, 'a plateau name is only for hill hexes', 'plateau-not-hill');
  }
  return byHex;
}

function checkUnits(
  s: Salvaged,
  terrain: Map<HexKey, Indexed<TerrainSpec>>,
  report: Report,
): Map<HexKey, Indexed<UnitSpec>> {
  const blocked = impassable(s);
  const byHex = new Map<HexKey, Indexed<UnitSpec>>();
  for (const cell of s.units) {
    const { i, v: u } = cell;
    const first = byHex.get(u.hex);
    if (first)
      report(
        `units[${i}].hex`,
        `hex ${u.hex} already holds units[${first.i}]; one unit per hex`,
        'unit-twice',
        {
          hex: u.hex,
          first: first.i,
        },
      );
    else byHex.set(u.hex, cell);
    const t = terrain.get(u.hex)?.v.t;
    if (t && blocked.has(t))
      report(`units[${i}].hex`, `hex ${u.hex} is ${t}, which is impassable here`, 'impassable', {
        hex: u.hex,
        terrain: t,
      });
  }
  return byHex;
}

function checkLeaders(
  s: Salvaged,
  terrain: Map<HexKey, Indexed<TerrainSpec>>,
  units: Map<HexKey, Indexed<UnitSpec>>,
  report: Report,
): void {
  const blocked = impassable(s);
  const byHex = new Map<HexKey, number>();
  const commanders: Partial<Record<Side, number>> = {};
  const tentSides = new Set(s.terrain.filter((c) => c.v.t === 'tent').map((c) => c.v.side));
  for (const { i, v: l } of s.leaders) {
    const path = `leaders[${i}]`;
    const first = byHex.get(l.hex);
    if (first === undefined) byHex.set(l.hex, i);
    else
      report(
        `${path}.hex`,
        `hex ${l.hex} already holds leaders[${first}]; one leader per hex`,
        'leader-twice',
        {
          hex: l.hex,
          first,
        },
      );
    const t = terrain.get(l.hex)?.v;
    if (t && blocked.has(t.t))
      report(`${path}.hex`, `hex ${l.hex} is ${t.t}, which is impassable here`, 'impassable', {
        hex: l.hex,
        terrain: t.t,
      });
    const unit = units.get(l.hex);
    if (unit && unit.v.side !== l.side) {
      report(`${path}.hex`, `hex ${l.hex} holds an enemy unit (units[${unit.i}])`, 'leader-on-enemy', {
        hex: l.hex,
        unit: unit.i,
      });
    } else if (unit && l.kind === 'foot' && CAVALRY.includes(unit.v.type)) {
      report(
        `${path}.hex`,
        `a foot leader cannot lead the cavalry unit units[${unit.i}] on hex ${l.hex}`,
        'foot-leader-cavalry',
        { hex: l.hex, unit: unit.i },
      );
    }
    if (l.kind === 'commander') {
      // Seed 003:701-706: the army commander, his bodyguards and the tent form one special unit.
      if (commanders[l.side] !== undefined) {
        report(
          `${path}.kind`,
          `the ${l.side} army already has an army commander (leaders[${commanders[l.side]}])`,
          'commander-twice',
          { side: l.side, first: commanders[l.side] ?? 0 },
        );
      } else commanders[l.side] = i;
      if (!tentSides.has(l.side)) {
        report(
          path,
          `the ${l.side} army has an army commander but no command tent of its own`,
          'commander-no-tent',
          { side: l.side },
        );
      } else if (t?.t !== 'tent' || t.side !== l.side) {
        report(
          `${path}.hex`,
          `an army commander starts on his own command tent; hex ${l.hex} is not a ${l.side} tent`,
          'commander-off-tent',
          { hex: l.hex, side: l.side },
        );
      }
    }
  }
  for (const { i, v: u } of s.units) {
    if (u.type !== 'BG') continue;
    const leader = s.leaders.find((l) => l.v.hex === u.hex);
    const t = terrain.get(u.hex)?.v;
    if (leader?.v.kind !== 'commander' || leader.v.side !== u.side) {
      report(
        `units[${i}].hex`,
        `bodyguards stand only with their own army commander; hex ${u.hex} has none`,
        'bodyguards-no-commander',
        { hex: u.hex },
      );
    } else if (t?.t !== 'tent' || t.side !== u.side) {
      report(
        `units[${i}].hex`,
        `bodyguards stand on their own command tent; hex ${u.hex} is not a ${u.side} tent`,
        'bodyguards-off-tent',
        { hex: u.hex, side: u.side },
      );
    }
  }
}

function checkIds(s: Salvaged, report: Report): void {
  const seen = new Map<string, string>();
  const all = [
    ...s.units.map((u) => ({ path: `units[${u.i}]`, id: u.v.id })),
    ...s.leaders.map((l) => ({ path: `leaders[${l.i}]`, id: l.v.id })),
  ];
  for (const { path, id } of all) {
    if (id === undefined) continue;
    const first = seen.get(id);
    if (first) report(`${path}.id`, `id "${id}" is already used by ${first}`, 'id-twice', { id, first });
    else seen.set(id, path);
  }
}

export function checkBoard(s: Salvaged, problems: ScenarioProblem[]): void {
  const report: Report = (path, message, code, args) => problems.push(problem(path, message, code, args));
  if (s.kind === 'notes') {
    // Companion mode: the map is on the table, not in the file.
    for (const k of ['terrain', 'units', 'leaders'] as const) {
      if (s[k].length > 0)
        report(k, `a 'notes' scenario has no map, so ${k} must be an empty list`, 'notes-map', { list: k });
    }
    return;
  }
  const terrain = checkTerrain(s, report);
  const units = checkUnits(s, terrain, report);
  checkLeaders(s, terrain, units, report);
  checkIds(s, report);
  if (s.kind === 'playable' && s.present.has('units')) {
    for (const side of ['top', 'bottom'] as const) {
      if (!s.units.some((u) => u.v.side === side))
        report('units', `a playable scenario needs at least one ${side} unit`, 'no-side-units', { side });
    }
  }
}
