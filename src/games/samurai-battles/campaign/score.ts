// The running score of a campaign, and the result a finished game gives it. The book says to record
// the Victory Banners each army gained (seed 003:3218-3219, 003:4066-4067) and nothing more, so the
// score adds up banners; battles won break a tie (docs/rules-decisions.md K).

import type { GameState, Side } from '../types';
import type { BattleResult } from './carry-over';
import type { CampaignProgress } from './progress';

export interface Score {
  banners: Record<Side, number>;
  wins: Record<Side, number>;
  /** Battles with a result. */
  played: number;
}

export function runningScore(p: CampaignProgress): Score {
  const score: Score = { banners: { top: 0, bottom: 0 }, wins: { top: 0, bottom: 0 }, played: 0 };
  for (const s of p.steps) {
    if (!s.result) continue;
    score.played += 1;
    score.banners.top += s.result.banners.top;
    score.banners.bottom += s.result.banners.bottom;
    score.wins[s.result.winner] += 1;
  }
  return score;
}

/**
 * Who won the campaign once every battle has a result: more banners in all, then more battles won,
 * else a draw. Null while a battle is still to play.
 */
export function campaignWinner(p: CampaignProgress): Side | 'draw' | null {
  if (p.steps.some((s) => !s.result)) return null;
  const { banners, wins } = runningScore(p);
  if (banners.top !== banners.bottom) return banners.top > banners.bottom ? 'top' : 'bottom';
  if (wins.top !== wins.bottom) return wins.top > wins.bottom ? 'top' : 'bottom';
  return 'draw';
}

/** A finished game's result for its campaign; null while the game goes on. */
export function resultOf(state: Pick<GameState, 'winner' | 'players'>): BattleResult | null {
  if (!state.winner) return null;
  return {
    winner: state.winner,
    banners: { top: state.players.top.banners, bottom: state.players.bottom.banners },
  };
}
