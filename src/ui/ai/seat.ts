// Which army the computer commands in a game against it, and at which level; kept in the save's
// extra data so a reloaded game goes on against the same opponent.

import { type AiLevel, isAiLevel } from '../../ai/levels';
import type { Side } from '../../games/samurai-battles/types';

export interface ComputerSeat {
  seat: Side;
  level: AiLevel;
}

/** The computer seat recorded in a save's extra data, or null (a game between people). */
export function computerSeatOf(extra: Record<string, unknown> | undefined): ComputerSeat | null {
  const c = extra?.computer as Partial<ComputerSeat> | undefined;
  if (!c || (c.seat !== 'top' && c.seat !== 'bottom') || !isAiLevel(c.level)) return null;
  return { seat: c.seat, level: c.level };
}
