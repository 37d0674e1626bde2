// What the saves list shows about a Shogun game, read from its setup and state: the year and season
// as progress, the players by colour and name. The one place in the store that reads Shogun types
// (type-only imports: the first screen does not load the Shogun engine).

import type { Setup, ShogunGame } from '../games/shogun/index';
import type { NewSave } from './saves';
import type { Progress } from './types';

export const SHOGUN = 'shogun';

/**
 * shogun.rulesVersion, repeated so the store does not pull in the rules engine;
 * tests/unit/store/shogun.test.ts fails when the two differ.
 */
export const SHOGUN_RULES_VERSION = 3;

/** The save header's edition for a Shogun game (the saves list names it "Shogun"). */
export const SHOGUN_EDITION = 'shogun';

/** Progress: `turn` counts the seasons begun (0 during the draft, 1 = spring of year 1, 8 = last winter). */
export function shogunProgress(state: ShogunGame): Progress {
  return { turn: state.calendar, finished: state.outcome !== null };
}

/** The year (1 or 2) and season (0 spring … 3 winter) of a progress count, or null before the first spring. */
export function shogunSeasonOf(turn: number): { year: number; season: number } | null {
  if (turn < 1) return null;
  return { year: Math.floor((turn - 1) / 4) + 1, season: (turn - 1) % 4 };
}

/** One seat at the table as the save remembers it: the player's name and colour id. */
export interface ShogunPlayer {
  name: string;
  colour: string;
  /** The computer plays this seat (src/ai/shogun); absent for a person and in older saves. */
  computer?: boolean;
}

/** The NewSave for a Shogun game that was just set up (state = shogun.setup(setup, seed)). */
export function shogunNewSave(
  setup: Setup,
  seed: number,
  state: ShogunGame,
  players: ShogunPlayer[],
  armies: string[],
): NewSave {
  return {
    game: SHOGUN,
    kind: 'pass-and-play',
    battle: `Shogun (${setup.players})`,
    armies,
    setup,
    seed,
    rulesVersion: SHOGUN_RULES_VERSION,
    edition: SHOGUN_EDITION,
    progress: shogunProgress(state),
    extra: { players },
  };
}

/** The players recorded in a save's extra data (missing or damaged entries read as unnamed). */
export function shogunPlayersOf(extra: Record<string, unknown> | undefined, count: number): ShogunPlayer[] {
  const raw = Array.isArray(extra?.players) ? (extra.players as unknown[]) : [];
  return Array.from({ length: count }, (_, i) => {
    const p = raw[i] as Partial<ShogunPlayer> | undefined;
    return {
      name: typeof p?.name === 'string' ? p.name : '',
      colour: typeof p?.colour === 'string' ? p.colour : '',
      ...(p?.computer === true ? { computer: true } : {}),
    };
  });
}
