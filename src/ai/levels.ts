// The computer's three levels. Each differs only in how hard it thinks: a fixed number of search
// iterations (not seconds, so that its strength does not depend on the machine's load), how many
// whole-turn plans it weighs, and how far ahead each playout looks. None of them sees more.

export type AiLevel = 'recruit' | 'samurai' | 'daimyo';
export const AI_LEVELS: readonly AiLevel[] = ['recruit', 'samurai', 'daimyo'];

export interface LevelBudget {
  /** Playouts per decision (determinization + candidate + playout + evaluation each). */
  iterations: number;
  /** Candidate plans for the orders and movement of a turn. */
  plans: number;
  /** Playouts stop this many turn changes after the decision (then the position is evaluated). */
  horizonTurns: number;
  /** How both armies play in its playouts: the greedy baseline, or rollout.ts's sharper play. */
  playouts: PlayoutPolicy;
  /**
   * Plans weighed with each Command card at the command step (0: the card alone, its orders chosen
   * at the next step). With plans the card is judged by the turn it starts, not by greedy orders.
   */
  plansPerCard: number;
}

export type PlayoutPolicy = 'greedy' | 'sharp';

export const LEVELS: Record<AiLevel, LevelBudget> = {
  recruit: { iterations: 4, plans: 1, horizonTurns: 1, playouts: 'greedy', plansPerCard: 0 },
  samurai: { iterations: 120, plans: 6, horizonTurns: 2, playouts: 'greedy', plansPerCard: 0 },
  daimyo: { iterations: 720, plans: 10, horizonTurns: 2, playouts: 'greedy', plansPerCard: 3 },
};

export function isAiLevel(v: unknown): v is AiLevel {
  return typeof v === 'string' && (AI_LEVELS as readonly string[]).includes(v);
}
