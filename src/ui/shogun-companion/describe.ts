// The log's sentences for the companion's events (every event is public).

import type { Seat } from '../../games/shogun/rules-api';
import type { ShogunCompanionEvent } from '../../games/shogun-companion/index';
import { seasonName, st } from '../shogun/i18n';
import { sc } from './i18n';
import { bidText, eventText, resultLines, type SeatName } from './labels';

export function actionName(action: string): string {
  return st(`shogun.action.${action}` as Parameters<typeof st>[0]);
}

export function specialName(special: string): string {
  return st(`shogun.special.${special}` as Parameters<typeof st>[0]);
}

function describeOne(e: ShogunCompanionEvent, name: SeatName): string[] {
  const seats = (list: readonly Seat[]) => list.map(name).join(', ');
  switch (e.type) {
    case 'season-dealt':
      return [sc('sc.log.dealt', { year: e.year, season: seasonName(e.season) })];
    case 'bid-in':
      return [sc('sc.log.bidIn', { seat: name(e.seat) })];
    case 'bid-out':
      return [sc('sc.log.bidOut', { seat: name(e.seat) })];
    case 'bids-revealed':
      return [
        sc('sc.log.bids', {
          bids: (Object.keys(e.bids) as Seat[]).map((s) => `${name(s)} ${bidText(e.bids[s]!)}`).join(', '),
        }),
      ];
    case 'event-drawn':
      return [sc('sc.log.event', { text: eventText(e.event) })];
    case 'space-taken':
      return [sc('sc.log.space', { seat: name(e.seat), n: e.space + 1, special: specialName(e.special) })];
    case 'turn-order':
      return [sc('sc.log.order', { seats: seats(e.order) })];
    case 'action-revealed':
      return [sc('sc.log.revealed', { n: e.index + 1, action: actionName(e.action) })];
    case 'action-done':
      return [sc('sc.log.done', { seat: name(e.seat), action: actionName(e.action) })];
    case 'battle-fought':
      return [sc('sc.log.battle', { result: resultLines(e.record, name).slice(1, 3).join(' ') })];
    case 'winter-supply':
      return [sc('sc.log.supply', { revolts: e.revolts.length })];
    case 'revolt-chosen':
      return [sc('sc.log.revoltChosen', { seat: name(e.seat), province: e.province })];
    case 'scored':
      return [
        sc('sc.log.scored', {
          year: e.year,
          scores: (Object.keys(e.scores) as Seat[]).map((s) => `${name(s)} ${e.scores[s].total}`).join(', '),
        }),
      ];
    case 'game-over':
      return [sc('sc.log.over', { winners: seats(e.winners) })];
  }
}

export function describeEvents(events: readonly ShogunCompanionEvent[], name: SeatName): string[] {
  return events.flatMap((e) => describeOne(e, name));
}
