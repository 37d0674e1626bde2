// Button labels for actions and prompts for decision points, from the catalogue.

import { EDITIONS } from '../../games/samurai-battles/editions';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { editionOf } from '../edition';
import { t, tKey, tn } from '../i18n';
import { costOf } from './costs';
import {
  commandCardName,
  dragonCardName,
  dragonTargetName,
  hexName,
  occupantName,
  pieceAt,
  pieceName,
} from './names';
import type { Roster } from './roster';

export interface LabelContext {
  view: GameView;
  roster: Roster;
}

/** The words of an action, with its price where it has one (a retreat, the flags taken). */
export function actionLabel(a: Action, ctx: LabelContext): string {
  const base = plainLabel(a, ctx);
  const cost = costOf(ctx.view, a);
  return cost ? t('cost.label', { label: base, cost }) : base;
}

function plainLabel(a: Action, ctx: LabelContext): string {
  const at = (id: string) => pieceAt(ctx.view, ctx.roster, id);
  switch (a.type) {
    case 'play-card':
      return t('action.playCard', { card: commandCardName(a.card) });
    case 'order':
      return a.choice.kind === 'detach'
        ? t('action.orderDetach', { piece: pieceName(ctx.view, ctx.roster, a.choice.leader) })
        : t('action.order', { piece: at(a.choice.kind === 'unit' ? a.choice.unit : a.choice.leader) });
    case 'end-orders':
      return t('action.endOrders');
    case 'move':
      return t('action.move', { piece: pieceName(ctx.view, ctx.roster, a.piece), hex: hexName(a.to) });
    case 'exit': {
      // An ordered move off costs the edition's price; a retreat off costs only the retreat's own.
      const piece = pieceName(ctx.view, ctx.roster, a.piece);
      const cost =
        ctx.view.prompt?.point === 'movement' ? EDITIONS[editionOf(ctx.view)].leaderMoveOffCost : 0;
      return cost > 0 ? t('action.exit', { piece, cost }) : t('action.exitFree', { piece });
    }
    case 'hold':
      return t('action.hold', { piece: pieceName(ctx.view, ctx.roster, a.piece) });
    case 'end-movement':
      return t('action.endMovement');
    case 'battle':
      return t(a.mode === 'ranged' ? 'action.battleRanged' : 'action.battleClose', {
        piece: pieceName(ctx.view, ctx.roster, a.unit),
        target: occupantName(ctx.view, ctx.roster, a.target),
      });
    case 'levy-charge':
      return t('action.levyCharge', {
        levies: tn('count.levies', a.units.length),
        target: occupantName(ctx.view, ctx.roster, a.target),
      });
    case 'end-battles':
      return t('action.endBattles');
    case 'inspire':
      return t('action.inspire', { leader: pieceName(ctx.view, ctx.roster, a.leader) });
    case 'no-inspire':
      return t('action.noInspire');
    case 'ignore-flags':
      return a.count === 0 ? t('action.acceptFlags') : tn('action.ignoreFlags', a.count);
    case 'retreat':
      return t('action.retreat', { hex: hexName(a.to) });
    case 'leader-retreat':
      return t('action.leaderRetreat', { hex: hexName(a.to) });
    case 'seppuku':
      return t('action.seppuku');
    case 'lose-block':
      return t('action.loseBlock', { unit: at(a.unit) });
    case 'dragon-retreat':
      return t('action.dragonRetreat', { unit: at(a.unit) });
    case 'battle-back':
      return t('action.battleBack', { target: occupantName(ctx.view, ctx.roster, a.target) });
    case 'gain-ground':
      return t('action.gainGround');
    case 'stay':
      return t('action.stay');
    case 'bonus-combat':
      return t('action.bonusCombat', { target: occupantName(ctx.view, ctx.roster, a.target) });
    case 'no-bonus':
      return t('action.noBonus');
    case 'play-dragon': {
      const card = dragonCardName(a.card);
      if (a.target === undefined) return t('action.playDragon', { card });
      const target = dragonTargetName(ctx.view, ctx.roster, a.target, (hex) =>
        occupantName(ctx.view, ctx.roster, hex),
      );
      if (target.kind === 'section') return t('action.playDragonSection', { card, ...target });
      if (target.kind === 'card') return t('action.playDragonTake', { card, target: target.name });
      return t('action.playDragonOn', { card, target: target.name });
    }
    case 'first-strike':
      return t('action.firstStrike', { card: commandCardName(a.card) });
    case 'pass':
      return t('action.pass');
    case 'keep-card':
      return t('action.keepCard', { card: commandCardName(a.card) });
    case 'take-dragon':
      return t('action.takeDragon');
    case 'take-honor':
      return t('action.takeHonor');
    case 'discard-dragon':
      return t('action.discardDragon', { card: dragonCardName(a.card) });
    case 'keep-dragons':
      return t('action.keepDragons');
    default: {
      // An action type this UI does not know yet: still answerable, by its raw name.
      const unknown = a as { type: string };
      return t('action.generic', { type: unknown.type });
    }
  }
}

/** What the deciding player is asked, from the decision point's name. */
export function promptText(point: string, view: GameView): string {
  if (point.startsWith('window:')) {
    const win = point.slice('window:'.length);
    return tKey(`window.${win}`, 'window.generic', { window: win });
  }
  if (point === 'orders')
    return view.ordered.length === 0 ? t('point.orders.zero') : tn('point.orders', view.ordered.length);
  return tKey(`point.${point}`, 'point.generic', { point });
}

/** Army name of a seat, for "Pass the tablet to ...". */
export function seatArmy(view: GameView, seat: 'top' | 'bottom'): string {
  return armyName(view, seat);
}
