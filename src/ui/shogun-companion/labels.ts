// Readable texts for the companion's facts: cubes by colour, an event card, a bid, a battle's result
// and what to take off the board. `name` turns a seat into its colour and mark.

import {
  type Bid,
  type Cube,
  type CubeCounts,
  countOf,
  eventCard,
  type Seat,
} from '../../games/shogun/rules-api';
import type { BattleRecord } from '../../games/shogun-companion/state';
import { eventEffectText } from '../shogun/events';
import { armiesText, chestsText, st } from '../shogun/i18n';
import { sc } from './i18n';

export type SeatName = (seat: Seat) => string;

export function cubesText(cubes: CubeCounts, name: SeatName): string {
  const parts = (Object.keys(cubes) as Cube[])
    .filter((c) => countOf(cubes, c) > 0)
    .map((c) =>
      c === 'peasant'
        ? sc('sc.cubes.peasant', { n: countOf(cubes, c) })
        : sc('sc.cubes.seat', { n: countOf(cubes, c), seat: name(c) }),
    );
  return parts.length > 0 ? parts.join(', ') : sc('sc.cubes.none');
}

/** "card 7 (Tax brings at most 5 chests. Winter loss 0 rice.)" */
export function eventText(id: number): string {
  return sc('sc.event.card', { id, text: eventEffectText(id), loss: eventCard(id).winterLoss });
}

export function bidText(bid: Bid): string {
  if (bid === 'none') return sc('sc.bids.none');
  if (bid === 'province') return sc('sc.bids.province');
  return chestsText(bid);
}

function side(cube: Cube, name: SeatName): string {
  return cube === 'peasant' ? st('shogun.peasants') : name(cube);
}

/** The result of a battle as lines: the count, who won, what goes where. */
export function resultLines(record: BattleRecord, name: SeatName): string[] {
  const r = record.report;
  const lines = [
    sc('sc.result.fell', { cubes: cubesText(r.fell, name) }),
    sc('sc.result.count', {
      attacker: side(r.attacker, name),
      a: r.attackerCount,
      defender: side(r.defender, name),
      d: r.defenderCount,
    }),
  ];
  if (r.kind === 'revolt') {
    if (r.winner === 'defender') {
      lines.push(
        sc('sc.result.revoltHeld', { winner: side(r.defender, name), armies: armiesText(r.survivors) }),
      );
      if (record.seasonRevolt) lines.push(sc('sc.result.revoltMarker'));
    } else lines.push(sc('sc.result.peasants'));
  } else if (r.winner === 'tie') lines.push(sc('sc.result.tie'));
  else if (r.winner === 'attacker')
    lines.push(sc('sc.result.attacker', { winner: side(r.attacker, name), armies: armiesText(r.survivors) }));
  else
    lines.push(sc('sc.result.defender', { winner: side(r.defender, name), armies: armiesText(r.survivors) }));
  // Everything that fell but the survivors and the bystanders left in the tray goes home.
  const home: CubeCounts = {};
  for (const cube of Object.keys(r.fell) as Cube[]) {
    const stay = countOf(record.tray, cube);
    const survive =
      r.winner === 'attacker' && cube === r.attacker
        ? r.survivors
        : r.winner === 'defender' && cube === r.defender
          ? r.survivors
          : 0;
    const n = countOf(r.fell, cube) - stay - survive;
    if (n > 0) home[cube] = n;
  }
  lines.push(sc('sc.result.home', { cubes: cubesText(home, name) }));
  lines.push(
    Object.keys(record.tray).length > 0
      ? sc('sc.result.tray', { cubes: cubesText(record.tray, name) })
      : sc('sc.result.trayEmpty'),
  );
  return lines;
}
