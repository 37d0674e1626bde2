// The Shogun log in plain sentences: each event a seat may see (the engine filters them, eventsFor)
// told with the seats' colours and marks. Private events (a seat's own plan edits) read as "you".

import type { GameEvent, Seat } from '../../games/shogun/index';
import type { Cube, CubeCounts, PlanCard } from '../../games/shogun/types';
import { armiesText, chestsText, type ShogunKey, seasonName, st } from './i18n';

export type SeatName = (seat: Seat) => string;

export function cubeName(cube: Cube, seat: SeatName): string {
  return cube === 'peasant' ? st('shogun.peasants') : seat(cube as Seat);
}

export function cubesText(cubes: CubeCounts, seat: SeatName): string {
  const parts = (Object.entries(cubes) as [Cube, number][])
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${cubeName(c, seat)} ${n}`);
  return parts.length > 0 ? parts.join(', ') : st('shogun.log.nothing');
}

export function cardText(card: PlanCard | null | undefined): string {
  if (!card) return st('shogun.log.noCard');
  return 'province' in card ? card.province : st('shogun.card.chest', { n: card.chest });
}

export function actionName(kind: string): string {
  return st(`shogun.action.${kind}` as ShogunKey);
}

function battleLine(r: Extract<GameEvent, { type: 'revolt' }>['report'], seat: SeatName): string {
  const winner = r.winner === 'attacker' ? r.attacker : r.winner === 'defender' ? r.defender : null;
  const result = winner
    ? st('shogun.log.won', { winner: cubeName(winner, seat), n: r.survivors })
    : st('shogun.log.draw');
  return st(r.kind === 'revolt' ? 'shogun.log.revolt' : 'shogun.log.battle', {
    province: r.province,
    attacker: cubeName(r.attacker, seat),
    defender: cubeName(r.defender, seat),
    a: r.attackerCount,
    d: r.defenderCount,
    thrown: cubesText(r.thrown, seat),
    fell: cubesText(r.fell, seat),
    result,
  });
}

/** One event as sentences (none for bookkeeping a player need not read). */
export function describeEvent(e: GameEvent, seat: SeatName): string[] {
  switch (e.type) {
    case 'drew':
      return [st('shogun.log.drew', { seat: seat(e.seat), province: e.province })];
    case 'drafted':
      return [st('shogun.log.drafted', { seat: seat(e.seat), province: e.province, group: e.group })];
    case 'refreshed':
      return [st('shogun.log.refreshed', { seat: seat(e.seat), cards: e.faceUp.join(', ') })];
    case 'towerSeeded':
      return [st('shogun.log.towerSeeded', { fell: cubesText(e.fell, seat) })];
    case 'seasonBegan':
      return [st('shogun.log.seasonBegan', { year: e.year, season: seasonName(e.season) })];
    case 'planEdited':
      return [];
    case 'committed':
      return [st('shogun.log.committed', { seat: seat(e.seat) })];
    case 'withdrawn':
      return [st('shogun.log.withdrawn', { seat: seat(e.seat) })];
    case 'eventDrawn':
      return [st('shogun.log.eventDrawn', { n: e.event })];
    case 'bidsRevealed': {
      const bids = (Object.entries(e.bids) as [Seat, PlanCard | null][])
        .map(([s, b]) => `${seat(s)} ${b ? cardText(b) : st('shogun.log.noBid')}`)
        .join(', ');
      return [st('shogun.log.bidsRevealed', { bids, order: e.choosers.map(seat).join(', ') })];
    }
    case 'spaceChosen':
      return [st('shogun.log.spaceChosen', { seat: seat(e.seat), n: e.space + 1 })];
    case 'actionRevealed':
      return [st('shogun.log.actionRevealed', { action: actionName(e.action) })];
    case 'acted':
      return [
        st(e.done ? 'shogun.log.acted' : 'shogun.log.actedNot', {
          seat: seat(e.seat),
          action: actionName(e.action),
          card: cardText(e.card),
        }),
      ];
    case 'built':
      return [
        st('shogun.log.built', {
          seat: seat(e.seat),
          building: st(`shogun.building.${e.building}`),
          province: e.province,
        }),
      ];
    case 'collected':
      return [
        st('shogun.log.collected', {
          seat: seat(e.seat),
          gained:
            e.report.kind === 'tax' ? chestsText(e.report.gained) : st('shogun.rice', { n: e.report.gained }),
          province: e.report.province,
        }),
        ...(e.report.revolt ? [battleLine(e.report.revolt, seat)] : []),
      ];
    case 'placed':
      return [
        st('shogun.log.placed', { seat: seat(e.seat), armies: armiesText(e.armies), province: e.province }),
      ];
    case 'moved':
      return e.report.kind === 'move'
        ? [
            st('shogun.log.moved', {
              seat: seat(e.seat),
              armies: armiesText(e.report.count),
              from: e.report.from,
              to: e.report.to,
            }),
          ]
        : [battleLine(e.report, seat)];
    case 'winterSupply':
      return [
        st('shogun.log.winterSupply', {
          seat: seat(e.supply.seat),
          rice: e.supply.riceAfterLoss,
          unsupplied: e.supply.unsupplied,
        }),
      ];
    case 'revolt':
      return [battleLine(e.report, seat)];
    case 'scored':
      return [
        st('shogun.log.scored', {
          year: e.year,
          scores: (Object.entries(e.scores) as [Seat, { total: number }][])
            .map(([s, sc]) => `${seat(s)} ${sc.total}`)
            .join(', '),
        }),
      ];
    default:
      return [
        st(e.winners.length > 1 ? 'shogun.log.gameOverTied' : 'shogun.log.gameOver', {
          winners: e.winners.map(seat).join(', '),
        }),
      ];
  }
}

export function describeEvents(events: readonly GameEvent[], seat: SeatName): string[] {
  return events.flatMap((e) => describeEvent(e, seat));
}
