// Game events as plain sentences for the log, the hand-off summary and the screen reader.
// Reasons the engine gives as English words (honor and banner reasons) are shown as they are
// until the catalogue names them; everything else comes from the message catalogue.

import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { DieFace, Edition } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { hasKey, type MessageKey, t, tn } from '../i18n';
import {
  armyName,
  commandCardName,
  dragonCardName,
  dragonTargetName,
  hexName,
  pieceAt,
  pieceName,
} from './names';
import type { Roster } from './roster';

export interface DescribeContext {
  /** The armies' names, and the edition that names the units (absent: GMT 2021). */
  view: Pick<GameView, 'players'> & { edition?: Edition };
  roster: Roster;
}

export function faceName(face: DieFace): string {
  return t(`die.${face}` as MessageKey);
}

export function facesText(faces: readonly DieFace[]): string {
  return faces.length === 0 ? t('die.none') : faces.map(faceName).join(', ');
}

/** A reason string from the engine, through the catalogue when it knows it. */
function reasonText(reason: string): string {
  const key = `reason.${reason}`;
  return hasKey(key) ? t(key) : reason;
}

function cardName(deck: 'command' | 'dragon', card: string): string {
  return deck === 'command' ? commandCardName(card) : dragonCardName(card);
}

/** One sentence per event; null for events that need no line of their own. */
export function describeEvent(e: GameEvent, ctx: DescribeContext): string | null {
  const army = (side: 'top' | 'bottom') => armyName(ctx.view, side);
  const name = (id: string) => pieceName(ctx.view, ctx.roster, id);
  const at = (id: string) => pieceAt(ctx.view, ctx.roster, id);
  switch (e.type) {
    case 'turn-start':
      return t('log.turnStart', { turn: e.turn, army: army(e.side) });
    case 'card-played':
      return e.as
        ? t('log.cardPlayedAs', {
            army: army(e.side),
            card: commandCardName(e.card),
            as: commandCardName(e.as),
          })
        : t('log.cardPlayed', { army: army(e.side), card: commandCardName(e.card) });
    case 'no-orders':
      return t('log.noOrders', { army: army(e.side) });
    case 'ordered':
      return e.detach
        ? t('log.orderedDetach', { piece: at(e.piece) })
        : t('log.ordered', { piece: at(e.piece) });
    case 'orders-lost':
      return tn('log.ordersLost', e.count);
    case 'moved':
      return t('log.moved', { piece: name(e.piece), from: hexName(e.from), to: hexName(e.to) });
    case 'joined':
      return t('log.joined', { leader: name(e.leader), unit: name(e.unit) });
    case 'leader-exited':
      return t('log.leaderExited', { leader: name(e.leader) });
    case 'battle': {
      const args = { piece: at(e.unit), target: hexName(e.target) };
      if (e.battleBack) return t('log.battleBack', args);
      if (e.bonus) return t('log.battleBonus', args);
      return e.mode === 'ranged' ? t('log.battleRanged', args) : t('log.battleClose', args);
    }
    case 'dice': {
      const args = { army: army(e.side), faces: facesText(e.faces), purpose: purposeText(e.purpose) };
      return e.target ? t('log.diceAt', { ...args, target: name(e.target) }) : t('log.dice', args);
    }
    case 'reroll':
      return t('log.reroll', { army: army(e.side), faces: facesText(e.faces) });
    case 'hits':
      return t('log.hits', {
        target: name(e.target),
        hits: tn('count.hits', e.hits),
        flags: tn('count.flags', e.flags),
      });
    case 'blocks-lost':
      return t('log.blocksLost', { unit: name(e.unit), lost: tn('count.blocks', e.count), left: e.left });
    case 'unit-eliminated':
      return t('log.unitEliminated', { unit: name(e.unit) });
    case 'leader-killed':
      return t('log.leaderKilled', { leader: name(e.leader) });
    case 'leader-survived':
      return t('log.leaderSurvived', { leader: name(e.leader) });
    case 'bodyguards-surrender':
      return t('log.bodyguardsSurrender', { unit: name(e.unit) });
    case 'flags-ignored':
      return t('log.flagsIgnored', { piece: name(e.piece), flags: tn('count.flags', e.count) });
    case 'retreated': {
      // The path starts with the hex the piece stood on.
      const to = e.path.length > 1 ? e.path[e.path.length - 1] : undefined;
      if (!to) return t('log.retreatBlocked', { piece: name(e.piece) });
      return e.blocked > 0
        ? t('log.retreatedBlocked', {
            piece: name(e.piece),
            to: hexName(to),
            lost: tn('count.blocks', e.blocked),
          })
        : t('log.retreated', { piece: name(e.piece), to: hexName(to) });
    }
    case 'castle-holds':
      return t('log.castleHolds', { unit: name(e.unit), flags: tn('count.flags', e.flags) });
    case 'guards-hold':
      return t('log.guardsHold', { unit: name(e.unit), flags: tn('count.flags', e.flags) });
    case 'seppuku':
      return t('log.seppuku', { leader: name(e.leader) });
    case 'honor':
      return e.delta >= 0
        ? t('log.honorGained', {
            army: army(e.side),
            tokens: tn('count.tokens', e.delta),
            reason: reasonText(e.reason),
          })
        : t('log.honorPaid', {
            army: army(e.side),
            tokens: tn('count.tokens', -e.delta),
            reason: reasonText(e.reason),
          });
    case 'lack-of-honor':
      return t('log.lackOfHonor', { army: army(e.side), tokens: tn('count.tokens', e.unpaid) });
    case 'banner':
      // A held banner taken back (its hold ended) comes as a negative count.
      if (e.count < 0)
        return t('log.bannerLost', {
          army: army(e.side),
          banners: tn('count.banners', -e.count),
          reason: reasonText(e.reason),
          total: e.total,
        });
      return t('log.banner', {
        army: army(e.side),
        banners: tn('count.banners', e.count),
        reason: reasonText(e.reason),
        total: e.total,
      });
    case 'inspired':
      return t('log.inspired', { leader: name(e.leader), unit: name(e.unit) });
    case 'gained-ground':
      return t('log.gainedGround', { unit: name(e.unit), to: hexName(e.to) });
    case 'dragon-played': {
      const args = { army: army(e.side), card: dragonCardName(e.card), tokens: tn('count.tokens', e.cost) };
      // A section change or a card taken has its own line next; a piece or a hex is named here.
      const target = e.target === undefined ? null : dragonTargetName(ctx.view, ctx.roster, e.target);
      return target?.kind === 'other'
        ? t('log.dragonPlayedOn', { ...args, target: target.name })
        : t('log.dragonPlayed', args);
    }
    case 'unit-withdrawn':
      return t('log.unitWithdrawn', { unit: name(e.unit) });
    case 'unit-defected':
      return t('log.unitDefected', { unit: name(e.unit), army: army(e.to) });
    case 'move-cancelled':
      return t('log.moveCancelled', { piece: name(e.piece), to: hexName(e.to) });
    case 'blocks-restored':
      return t('log.blocksRestored', {
        unit: name(e.unit),
        restored: tn('count.blocks', e.count),
        blocks: e.blocks,
      });
    case 'section-changed':
      return t('log.sectionChanged', {
        army: army(e.side),
        from: t(`section.${e.from}`),
        to: t(`section.${e.to}`),
      });
    case 'command-swapped':
      return t('log.commandSwapped', {
        army: army(e.side),
        card: commandCardName(e.card),
        returned: commandCardName(e.returned),
      });
    case 'card-taken':
      return t('log.cardTaken', { army: army(e.side), card: cardName(e.deck, e.card) });
    case 'hits-ignored':
      return t('log.hitsIgnored', { unit: name(e.unit), hits: tn('count.hits', e.hits) });
    case 'hand-size':
      return t('log.handSize', { army: army(e.side), size: tn('count.commandCards', e.size) });
    case 'first-strike':
      return t('log.firstStrike', { army: army(e.side), unit: name(e.unit) });
    case 'card-drawn':
      if (e.card) return t('log.cardDrawnSeen', { army: army(e.side), card: cardName(e.deck, e.card) });
      return e.deck === 'command'
        ? t('log.cardDrawnCommand', { army: army(e.side) })
        : t('log.cardDrawnDragon', { army: army(e.side) });
    case 'card-discarded':
      return e.random
        ? t('log.cardDiscardedRandom', { army: army(e.side), card: cardName(e.deck, e.card) })
        : t('log.cardDiscarded', { army: army(e.side), card: cardName(e.deck, e.card) });
    case 'reshuffled':
      return e.deck === 'command' ? t('log.reshuffledCommand') : t('log.reshuffledDragon');
    case 'tent-captured':
      return t('log.tentCaptured', { by: army(e.by), army: army(e.side) });
    case 'surrender':
      return t('log.surrender', { army: army(e.side) });
    case 'game-over':
      return t('log.gameOver', { army: army(e.winner), reason: reasonText(e.reason) });
    case 'window-skipped':
      // Only the pauses show it; nothing happened that the log should tell.
      return null;
    default:
      return null;
  }
}

function purposeText(purpose: string): string {
  const key = `purpose.${purpose}`;
  return hasKey(key) ? t(key) : purpose;
}

export function describeEvents(events: readonly GameEvent[], ctx: DescribeContext): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = describeEvent(e, ctx);
    if (line) out.push(line);
  }
  return out;
}
