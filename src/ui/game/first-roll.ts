// The roll that chose the first player (Anegawa: both armies roll, more Honor & Fortune symbols
// plays first, a tie rolls again), in words for the log and as dice for the tray, from the view.

import type { DieFace, Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { t } from '../i18n';

/** A roll for the dice tray (the match's DiceRoll). */
interface TrayRoll {
  serial: number;
  side: Side;
  purpose: string;
  faces: DieFace[];
}

export function firstRollLines(view: GameView): string[] {
  const roll = view.firstRoll;
  if (!roll) return [];
  const face = t(`die.${roll.face}`);
  const lines = roll.rolls.map((r, i) => {
    const count = (side: 'top' | 'bottom') => r[side].filter((f) => f === roll.face).length;
    return t(i === 0 ? 'log.firstRoll' : 'log.firstRollAgain', {
      dice: r.top.length,
      face,
      top: armyName(view, 'top'),
      topCount: count('top'),
      bottom: armyName(view, 'bottom'),
      bottomCount: count('bottom'),
    });
  });
  lines.push(t('log.firstRollWinner', { army: armyName(view, roll.first) }));
  return lines;
}

/** The deciding roll, for the dice tray of the first player's first look at the board. */
export function firstRollDice(view: GameView): TrayRoll[] {
  const last = view.firstRoll?.rolls.at(-1);
  if (!last) return [];
  return (['top', 'bottom'] as const).map((side, i) => ({
    serial: i + 1,
    side,
    purpose: 'first player',
    faces: [...last[side]],
  }));
}
