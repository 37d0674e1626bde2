// Companion events as sentences, for the log and the hand-off summary. The events of the shared
// bookkeeping (card play, draws, tokens, banners) are the engine's; the rest are the companion's.

import type { CompanionEvent } from '../../games/companion/events';
import type { Edition, Side } from '../../games/samurai-battles/types';
import { ct, ctn } from './i18n';
import { bannerReasonName, commandName, dragonName, facesList, purposeName } from './labels';

export type Armies = Record<Side, string>;

export function describeCompanionEvent(
  e: CompanionEvent,
  armies: Armies,
  edition: Edition = 'gmt2021',
): string | null {
  const army = (side: Side) => armies[side];
  switch (e.type) {
    case 'turn-start':
      return ct('log.turnStart', { turn: e.turn, army: army(e.side) });
    case 'control':
      return ct('log.control', { army: army(e.to) });
    case 'card-played':
      return e.as
        ? ct('log.cardPlayedAs', { army: army(e.side), card: commandName(e.card), as: commandName(e.as) })
        : ct('log.cardPlayed', { army: army(e.side), card: commandName(e.card) });
    case 'dragon-played':
      return ct('log.dragonPlayed', {
        army: army(e.side),
        card: dragonName(e.card),
        tokens: ctn('count.tokens', e.cost),
      });
    case 'card-drawn':
      if (e.card)
        return ct('log.cardDrawnSeen', {
          army: army(e.side),
          card: e.deck === 'command' ? commandName(e.card) : dragonName(e.card),
        });
      return ct(e.deck === 'command' ? 'log.cardDrawnCommand' : 'log.cardDrawnDragon', {
        army: army(e.side),
      });
    case 'card-discarded': {
      const card = e.deck === 'command' ? commandName(e.card) : dragonName(e.card);
      return ct(e.random ? 'log.cardDiscardedRandom' : 'log.cardDiscarded', { army: army(e.side), card });
    }
    case 'card-taken':
      return ct('log.cardTaken', {
        army: army(e.side),
        card: e.deck === 'command' ? commandName(e.card) : dragonName(e.card),
      });
    case 'reshuffled':
      return ct(e.deck === 'command' ? 'log.reshuffled.command' : 'log.reshuffled.dragon');
    case 'honor':
      return ct(e.delta > 0 ? 'log.honorGained' : 'log.honorPaid', {
        army: army(e.side),
        tokens: ctn('count.tokens', Math.abs(e.delta)),
      });
    case 'banner':
      return e.count < 0
        ? ct('log.bannerLost', { army: army(e.side), total: e.total })
        : ct('log.banner', {
            army: army(e.side),
            reason: bannerReasonName(e.reason, edition),
            total: e.total,
          });
    case 'lack-of-honor':
      return ct('log.lackOfHonor', { army: army(e.side), tokens: ctn('count.tokens', e.unpaid) });
    case 'dice':
      return ct('log.dice', {
        army: army(e.side),
        faces: facesList(e.faces),
        purpose: purposeName(e.purpose),
      });
    case 'reroll':
      return ct('log.reroll', { army: army(e.side), faces: facesList(e.faces) });
    case 'combat-rolled':
      return ct('log.combat', { hits: ctn('count.hits', e.hits), flags: ctn('count.flags', e.flags) });
    case 'leader-checked':
      return ct('log.leaderCheck', {
        army: army(e.side),
        outcome: ct(e.killed ? 'log.leaderFalls' : 'log.leaderSurvives'),
      });
    case 'tent-captured':
      return ct('log.tentCaptured', { by: army(e.by), army: army(e.side) });
    case 'seppuku-committed':
      return ct('log.seppuku', { army: army(e.side) });
    case 'hand-size':
      return ct('log.handSize', { army: army(e.side), size: e.size });
    case 'surrender':
      return ct('log.surrender', { army: army(e.side) });
    case 'game-over':
      return ct('log.gameOver', { army: army(e.winner) });
    default:
      return null;
  }
}

export function describeCompanionEvents(
  events: readonly CompanionEvent[],
  armies: Armies,
  edition: Edition = 'gmt2021',
): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = describeCompanionEvent(e, armies, edition);
    if (line) out.push(line);
  }
  return out;
}
