// Zvezda 2012: the commander's camp falls the moment nobody is left on it, whatever emptied it
// (seed 002:1098; seed 000:857, 1044 "at any moment"). The GMT tent is captured at the start of a
// turn instead (flow/turn.ts). Called wherever a figure of the commander's unit leaves or dies:
// context.ts (guards eliminated, the commander killed), morale.ts (his retreat or seppuku) and
// phases.ts (his move once he stands alone).

import { clearTerrain, leaderAt, unitAt } from '../board/occupancy';
import { type HexKey, opponent, type Side } from '../types';
import { awardBanners, type Ctx, discardRandomCommand, emit } from './context';

/**
 * A figure of `side`'s commander unit (the commander or a guard) has just left `hex` or died there.
 * If `hex` is that side's Zvezda camp and nobody is left on it, the camp is removed and the hex is
 * open ground again: the enemy gains 3 banners, or the scenario's number (seed 002:1098; seed
 * 000:857, 1044), and the owner discards a random Command card, his command shrinking with it as
 * for a lost GMT tent. Only tents that held the commander at setup are camps (`TerrainCell.camp`,
 * set by setup.ts): a tent a scenario leaves empty keeps the GMT rules (rules-decisions H).
 */
export function campFallsIfEmpty(ctx: Ctx, hex: HexKey, side: Side): void {
  const s = ctx.state;
  const cell = s.terrain[hex];
  if (!cell?.camp || cell.side !== side) return;
  if (unitAt(s, hex) || leaderAt(s, hex)) return;
  const by = opponent(side);
  clearTerrain(s, hex);
  // When the figure's own loss already ended the battle (his banner), the camp just leaves the board.
  if (s.winner) return;
  emit(ctx, { type: 'tent-captured', side, by });
  discardRandomCommand(ctx, side);
  const p = s.players[side];
  p.handSize = Math.max(1, p.handSize - 1);
  emit(ctx, { type: 'hand-size', side, size: p.handSize });
  awardBanners(ctx, by, s.victory.tentBanners?.[side] ?? 3, 'the enemy camp fell');
}
