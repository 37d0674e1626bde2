// The log of a reopened battle: its saved actions replayed by the engine from the setup (or from the
// state a rewound save goes on from), each written as the match wrote it when it was played, so
// Continue shows the log the players saw, each seat only what it may read.

import { soleDecision } from '../../engine/decide';
import type { GameModule } from '../../engine/game';
import type { LoggedAction } from '../../engine/session';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { Setup } from '../../games/samurai-battles/setup';
import type { GameState, Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { firstRollLines } from './first-roll';
import { actionEntry, type EventFilter, type LogEntry, liveEntry } from './log-entry';
import { type Roster, updateRoster } from './roster';
import { skippedBattleLines } from './skipped';

type Samurai = GameModule<GameState, Action, GameView, GameEvent, Side, Setup>;

export interface SavedGame {
  setup: Setup;
  seed: number;
  log: readonly LoggedAction<Side, Action>[];
  base?: { state: GameState; length: number };
}

export interface ReplayedLog {
  entries: LogEntry[];
  /** Every piece seen in the game, for the names of the lines still to come. */
  roster: Roster;
}

/** The opening entry: the roll for the first player, where the battle has one. */
export function openingEntry(start: GameView): LogEntry | null {
  if (firstRollLines(start).length === 0) return null;
  return liveEntry(-1, null, () => firstRollLines(start));
}

/** Where the decision stands (null: nobody decides, the game is over). */
export function decisionPoint(module: Samurai, state: GameState): string | null {
  return soleDecision(module, state)?.point ?? null;
}

/**
 * The saved game's log, replayed. An action the engine refuses ends the replay there: the lines
 * before it are still the players' (the state to play on is the store's, not this replay's).
 */
export function replayLog(module: Samurai, eventsFor: EventFilter, game: SavedGame): ReplayedLog {
  const base = game.base;
  const state = base ? structuredClone(base.state) : module.setup(game.setup, game.seed);
  const start = module.view(state, 'spectator');
  let roster = updateRoster(start);
  const opening = base ? null : openingEntry(start);
  const entries: LogEntry[] = opening ? [opening] : [];
  const from = base?.length ?? 0;
  for (let index = from; index < game.log.length; index++) {
    const { seat, action } = game.log[index]!;
    const before = decisionPoint(module, state);
    const result = module.apply(state, seat, action);
    if (!result.ok) break;
    const view = module.view(state, 'spectator');
    roster = updateRoster(view, roster);
    const extra = skippedBattleLines(before, action, decisionPoint(module, state), result.events);
    entries.push(
      actionEntry({
        action: index,
        actor: seat,
        events: result.events,
        eventsFor,
        context: { view, roster },
        ...(extra ? { extra } : {}),
      }),
    );
  }
  return { entries, roster };
}
