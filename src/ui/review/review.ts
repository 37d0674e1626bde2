// A Samurai Battles game opened read-only for its replay and luck report: the timeline of its
// log, the log in sentences as each viewer may read it, the turn at every position, and the luck
// report of its dice. Pass-and-play privacy (docs/ui.md "Replay"): while the game goes on the replay
// is seen as a spectator sees it (no hand, no private draw); once it is over, either army's view may
// be chosen.

import type { LoggedAction } from '../../engine/session';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameEvent } from '../../games/samurai-battles/flow/events';
import { type LuckReport, luckReport } from '../../games/samurai-battles/review/luck';
import type { Setup } from '../../games/samurai-battles/setup';
import type { GameState, Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import type { Seed } from '../../net/dice/seed';
import { describeEvents } from '../game/describe';
import type { EventFilter, SamuraiModule } from '../game/match';
import { type Roster, updateRoster } from '../game/roster';
import { buildTimeline, type Timeline } from './timeline';

export type Viewer = Side | 'spectator';

/** The game a review is built from: a save's document, or the game on screen. */
export interface ReviewSource {
  title: string;
  setup: Setup;
  seed: number;
  log: readonly LoggedAction<Side, Action>[];
  base?: { index: number; state: unknown };
  /** A game hosted on phones: the seeds its dice rolled from (TimelineSource.dice). */
  dice?: Readonly<Record<number, Seed>>;
  /** The stored save it came from (absent for a file opened read-only). */
  saveId?: string;
}

export interface LogLine {
  /** The action (0-based) whose result the line tells. */
  action: number;
  text: string;
}

export interface Review {
  source: ReviewSource;
  timeline: Timeline<GameState, Side, GameEvent>;
  finished: boolean;
  /** The viewers this game may be replayed as. */
  viewers: readonly Viewer[];
  /** The game's turn at each position (index: position - timeline.first). */
  turnAt(position: number): number;
  /** The first position of a turn (the turn's first action applied), or null if never reached. */
  startOfTurn(turn: number): number | null;
  /** Every turn reached, in order. */
  turns: readonly number[];
  lines(viewer: Viewer): readonly LogLine[];
  view(position: number, viewer: Viewer): GameView;
  luck: LuckReport;
}

export function buildReview(module: SamuraiModule, eventsFor: EventFilter, source: ReviewSource): Review {
  const turns: number[] = [];
  const allEvents: GameEvent[] = [];
  const text: Record<Viewer, LogLine[]> = { spectator: [], top: [], bottom: [] };
  let roster: Roster = {};
  const describeFor = (i: number, events: readonly GameEvent[], view: GameView, next: Roster) => {
    for (const viewer of ['spectator', 'top', 'bottom'] as const) {
      for (const line of describeEvents(eventsFor(events, viewer), { view, roster: next }))
        text[viewer].push({ action: i, text: line });
    }
  };
  const timeline = buildTimeline(module, source, {
    onStart(state) {
      roster = updateRoster(module.view(state, 'spectator'));
    },
    onAction(i, state, events) {
      const view = module.view(state, 'spectator');
      const next = updateRoster(view, roster);
      describeFor(i, events, view, next);
      roster = next;
      turns.push(state.turn);
      for (const e of events) allEvents.push(e);
    },
  });
  const firstState = timeline.stateAt(timeline.first);
  const firstTurn = firstState.turn;
  const lastState = timeline.stateAt(timeline.last);
  const finished = module.outcome(lastState) !== null;
  const turnAt = (position: number) =>
    position <= timeline.first ? firstTurn : (turns[position - timeline.first - 1] ?? firstTurn);
  const reached = [...new Set([firstTurn, ...turns])];
  return {
    source,
    timeline,
    finished,
    viewers: finished ? ['spectator', 'bottom', 'top'] : ['spectator'],
    turnAt,
    startOfTurn(turn) {
      if (turn === firstTurn) return timeline.first;
      const i = turns.indexOf(turn);
      return i < 0 ? null : timeline.first + i + 1;
    },
    turns: reached,
    lines: (viewer) => text[finished ? viewer : 'spectator'],
    view: (position, viewer) => module.view(timeline.stateAt(position), finished ? viewer : 'spectator'),
    luck: luckReport(allEvents),
  };
}
