// Meaning checks of the battle notes: token totals, and that every objective, typed rule and
// campaign link refers to something that exists.

import type { ScenarioProblem, TurnCondition } from './format';
import type { ProblemArgs, ProblemCode } from './problem-codes';
import { problem } from './problems';
import type { Salvaged } from './salvage';

/** The game has 30 Honor & Fortune tokens in all (seed 003:33); the armies take theirs from that pool. */
export const HONOR_POOL = 30;

type Report = (path: string, message: string, code: ProblemCode, args?: ProblemArgs) => void;

function checkArmies(s: Salvaged, report: Report): void {
  const { top, bottom } = s.armies;
  if (top && bottom && top.honor + bottom.honor > HONOR_POOL) {
    report(
      'armies',
      `the armies take ${top.honor + bottom.honor} Honor & Fortune tokens but the pool holds only ${HONOR_POOL}`,
      'honor-pool',
      { total: top.honor + bottom.honor, pool: HONOR_POOL },
    );
  }
}

function checkZones(s: Salvaged, report: Report): Set<string> {
  const ids = new Set<string>();
  for (const { i, v: z } of s.zones) {
    if (ids.has(z.id))
      report(`zones[${i}].id`, `zone id "${z.id}" is used twice`, 'zone-twice', { zone: z.id });
    ids.add(z.id);
    if (s.kind === 'notes' && z.hexes.length > 0) {
      report(
        `zones[${i}].hexes`,
        "a 'notes' scenario has no map, so zone hexes must be an empty list",
        'notes-zone-hexes',
      );
    }
    if (s.kind === 'playable' && z.hexes.length === 0) {
      report(`zones[${i}].hexes`, 'a zone of a playable scenario needs at least one hex', 'zone-no-hexes');
    }
    const seen = new Set<string>();
    z.hexes.forEach((h, j) => {
      if (seen.has(h))
        report(`zones[${i}].hexes[${j}]`, `hex ${h} is listed twice`, 'hex-listed-twice', { hex: h });
      seen.add(h);
    });
  }
  return ids;
}

function checkCondition(c: TurnCondition, path: string, zones: Set<string>, report: Report): void {
  if (c.test !== 'zone-units') return;
  if (!zones.has(c.zone))
    report(`${path}.zone`, `no zone "${c.zone}" is defined in zones`, 'no-zone', { zone: c.zone });
  if (c.min !== undefined && c.max !== undefined && c.min > c.max)
    report(path, 'min must not exceed max', 'min-over-max');
  if (c.min === undefined && c.max === undefined) report(path, 'give min, max or both', 'min-or-max');
}

function checkObjectives(s: Salvaged, report: Report): void {
  const leaderIds = new Set(s.leaders.flatMap((l) => (l.v.id ? [l.v.id] : [])));
  for (const { i, v: o } of s.objectives) {
    const path = `victory.objectives[${i}]`;
    if (o.kind === 'hold-hexes') {
      if (s.kind === 'notes')
        report(path, "a 'notes' scenario has no map; use victory.rules with a zone", 'notes-hold-hexes');
      const seen = new Set<string>();
      o.hexes.forEach((h, j) => {
        if (seen.has(h))
          report(`${path}.hexes[${j}]`, `hex ${h} is listed twice`, 'hex-listed-twice', { hex: h });
        seen.add(h);
      });
    } else if (o.kind === 'named-leader') {
      if (!leaderIds.has(o.leader))
        report(`${path}.leader`, `no leader has the id "${o.leader}"`, 'no-leader-id', { id: o.leader });
    }
  }
}

function checkVictoryRules(s: Salvaged, zones: Set<string>, report: Report): void {
  for (const { i, v: r } of s.victoryRules) {
    const path = `victory.rules[${i}]`;
    switch (r.kind) {
      case 'zone-entry':
      case 'zone-hold':
        if (!zones.has(r.zone))
          report(`${path}.zone`, `no zone "${r.zone}" is defined in zones`, 'no-zone', { zone: r.zone });
        break;
      case 'turn-banner':
        checkCondition(r.condition, `${path}.condition`, zones, report);
        break;
      case 'leader-value':
        if (s.kind === 'playable' && r.leaderName !== undefined) {
          const found = s.leaders.some((l) => l.v.side === r.side && l.v.name === r.leaderName);
          if (!found)
            report(
              `${path}.leaderName`,
              `no ${r.side} leader is named "${r.leaderName}"`,
              'no-leader-named',
              {
                side: r.side,
                name: r.leaderName,
              },
            );
        }
        break;
      case 'tent-capture':
      case 'tent-sudden-death':
        if (s.kind === 'playable' && !s.terrain.some((t) => t.v.t === 'tent' && t.v.side === r.tentOf)) {
          report(`${path}.tentOf`, `the ${r.tentOf} army has no command tent on the map`, 'no-tent', {
            side: r.tentOf,
          });
        }
        break;
      default:
        break;
    }
  }
}

function checkRules(s: Salvaged, zones: Set<string>, report: Report): void {
  for (const { i, v: e } of s.effects) {
    const path = `rules.effects[${i}]`;
    if (e.kind === 'draw-only-if') checkCondition(e.condition, `${path}.condition`, zones, report);
    if (e.kind === 'terrain-as' && e.from === e.to)
      report(`${path}.to`, 'must differ from "from"', 'terrain-as-same');
    if (e.kind === 'order-lock' && s.kind === 'playable') {
      if (!s.units.some((u) => u.v.side === e.side && u.v.group === e.group)) {
        report(`${path}.group`, `no ${e.side} unit belongs to group "${e.group}"`, 'no-group', {
          side: e.side,
          group: e.group,
        });
      }
    }
  }
  for (const { i, v: h } of s.handSizeChanges) {
    const path = `rules.handSizeChanges[${i}]`;
    if (h.on.event === 'zone-captured' && !zones.has(h.on.zone)) {
      report(`${path}.on.zone`, `no zone "${h.on.zone}" is defined in zones`, 'no-zone', { zone: h.on.zone });
    }
    if (h.min !== undefined && h.max !== undefined && h.min > h.max)
      report(path, 'min must not exceed max', 'min-over-max');
    const army = s.armies[h.side];
    if (army && h.max !== undefined && h.delta > 0 && army.commandCards > h.max) {
      report(
        `${path}.max`,
        `the ${h.side} army already starts with ${army.commandCards} Command cards`,
        'hand-size-max',
        { side: h.side, cards: army.commandCards },
      );
    }
  }
}

function checkLinks(s: Salvaged, report: Report): void {
  const l = s.links;
  if (!l) return;
  if (s.id !== null && (l.previous === s.id || l.next === s.id))
    report('links', 'a scenario cannot link to itself', 'link-self');
  if (l.carryLosses && !l.previous)
    report('links.carryLosses', 'losses can only carry over from a previous scenario', 'carry-no-previous');
}

export function checkNotes(s: Salvaged, problems: ScenarioProblem[]): void {
  const report: Report = (path, message, code, args) => problems.push(problem(path, message, code, args));
  checkArmies(s, report);
  const zones = checkZones(s, report);
  checkObjectives(s, report);
  checkVictoryRules(s, zones, report);
  checkRules(s, zones, report);
  checkLinks(s, report);
}
