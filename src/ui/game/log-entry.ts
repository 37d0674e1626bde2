// A line of the game's log keeps what happened (the events each seat may see, the armies' names and
// the roster of that moment) and is written when it is read, in the language of that moment: a
// language switch rewrites the whole log, and a reopened game's log is rebuilt the same way.

import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { Side } from '../../games/samurai-battles/types';
import { liveLines } from '../i18n/live-lines';
import { type DescribeContext, describeEvents } from './describe';

export type EventFilter = (events: readonly GameEvent[], viewer: Side | 'spectator') => GameEvent[];

/** Who reads a log: a seat, or nobody's in particular (a finished game reopened: the public lines). */
export type LogReader = Side | 'spectator';

const READERS: readonly LogReader[] = ['top', 'bottom', 'spectator'];

export interface LogEntry {
  /** Index in the session's action log of the action that produced it (-1: the start). */
  action: number;
  actor: Side | null;
  /**
   * The sentences as each seat may read them (private draws differ), and as anyone may (when nobody
   * holds the device), in the current language.
   */
  lines: Record<LogReader, string[]>;
}

/**
 * An entry whose sentences `write` gives for a seat. They are kept until the language changes or a
 * translation arrives (`textsVersion`), so a long log is not written again on every new line.
 */
export function liveEntry(
  action: number,
  actor: Side | null,
  write: (reader: LogReader) => string[],
): LogEntry {
  return { action, actor, lines: liveLines(READERS, write) };
}

export interface ActionRecord {
  /** Index of the action in the session's log. */
  action: number;
  actor: Side;
  events: readonly GameEvent[];
  /** What each seat may see of the events (hidden draws stay hidden in the other seat's log). */
  eventsFor: EventFilter;
  /** The board after the action, as everyone sees it, and every piece seen so far. */
  context: DescribeContext;
  /** Lines of the screen's own after the events' (a battle step passed over). */
  extra?: () => string[];
}

/** The log entry of one action. */
export function actionEntry(r: ActionRecord): LogEntry {
  const events = {
    top: r.eventsFor(r.events, 'top'),
    bottom: r.eventsFor(r.events, 'bottom'),
    spectator: r.eventsFor(r.events, 'spectator'),
  };
  // Only the names are read later: keep them, not the whole board of that moment.
  const { players, edition } = r.context.view;
  const context = { view: { players, ...(edition ? { edition } : {}) }, roster: r.context.roster };
  return liveEntry(r.action, r.actor, (seat) => [
    ...describeEvents(events[seat], context),
    ...(r.extra?.() ?? []),
  ]);
}
