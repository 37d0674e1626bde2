// Quiet pauses over two phones (docs/net.md "Quiet pauses"). The engine passes over a reaction
// window in which its player holds nothing playable; if the game simply went on, the other phone
// would learn from the timing that he held no such card. With the game's privacy setting at
// 'always', the host treats such a moment as a decision of that player: his phone shows a pause
// that reads like the window, and the other phone waits, before the action's result, until he
// taps through it. What a host save keeps of it, and the shapes the two phones exchange.

import * as v from 'valibot';
import { Count } from './schema-parts';

/** The pass-and-play setting's values: 'always' pauses for every such moment, 'when-able' never. */
export const QUIET_PRIVACY = ['always', 'when-able'] as const;
export type QuietPrivacy = (typeof QUIET_PRIVACY)[number];

/** A quiet pause for one phone's player: at revision `at`, the moment `point` (a decision point). */
export interface QuietPause {
  at: number;
  /** The decision point the pause imitates, e.g. 'window:after-opponent-move'. */
  point: string;
}

/**
 * What a hosted game keeps (the save's `extra.quiet`): the host's setting when the game was hosted,
 * for the whole game and both phones, and the last revision whose pause was tapped through (so a
 * reloaded host does not ask again).
 */
export interface QuietRecord {
  privacy: QuietPrivacy;
  done: number;
}

/** A game without quiet pauses (games hosted before they existed, and the API's default). */
export const NO_QUIET: QuietRecord = { privacy: 'when-able', done: 0 };

export const QuietRecordSchema = v.strictObject({ privacy: v.picklist(QUIET_PRIVACY), done: Count });

/** The quiet-pause record of a host save's `extra` (none, or a damaged one: no pauses). */
export function quietOf(extra: Record<string, unknown> | undefined): QuietRecord {
  const r = v.safeParse(QuietRecordSchema, extra?.quiet);
  return r.success ? r.output : NO_QUIET;
}

/** A decision point as it crosses the network: short, and only letters, digits, ':' and '-'. */
export const PointSchema = v.pipe(v.string(), v.maxLength(64), v.regex(/^[a-z][a-z0-9:-]*$/));

/** The prompt of the phone that waits while the other taps through its pause. */
export function waitingPrompt<Seat extends string>(
  seat: Seat,
  point: string,
): { seat: Seat; point: string; actions: null } {
  return { seat, point, actions: null };
}
