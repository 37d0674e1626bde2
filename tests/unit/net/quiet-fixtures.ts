// Shared pieces of the quiet-pause tests (docs/net.md "Quiet pauses"): a table whose hosted game
// pauses, and random play up to the first window the engine passes over for a given seat.

import { soleDecision } from '../../../src/engine/decide';
import type { RngState } from '../../../src/engine/rng';
import { type GameView, type Side, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { viewOf } from '../../../src/games/samurai-battles/view';
import type { NetClient } from '../../../src/net/client';
import { skippedWindow } from '../../../src/net/games/samurai';
import type { QuietPrivacy } from '../../../src/net/quiet';
import { replayWithEvents } from '../../../src/net/replay';
import { FAST, openTable, type Table, until } from './fixtures';

/** A host (bottom) and a guest (top) on the introductory skirmish, the game hosted with `privacy`. */
export function openQuietTable(seed: number, privacy: QuietPrivacy = 'always'): Table {
  return openTable({ seed, limits: FAST, host: { quiet: { privacy, done: 0 } } });
}

/** The host's (bottom) or the guest's (top) client. */
export function clientOf(t: Table, seat: Side): NetClient {
  return seat === t.host.guestSeat ? t.guest : t.host.client;
}

export interface Moment {
  seat: Side;
  point: string;
  /** The revision of the pause: the action that passed over the window is action at - 1. */
  at: number;
}

/**
 * Plays random legal actions from whichever phone decides until an action passes over a window of
 * the player who did not act (the engine's own events say so), or the game ends (null).
 */
export async function playUntilMoment(t: Table, rng: RngState, max = 4000): Promise<Moment | null> {
  for (let i = 0; i < max; i++) {
    const d = soleDecision(samuraiBattles, t.game.state);
    if (!d) return null;
    const client = clientOf(t, d.seat);
    const rev = t.game.log.length;
    await until(
      () => client.view.get()?.actionCount === rev && (client.view.get()?.prompt?.actions?.length ?? 0) > 0,
      `the ${d.seat} phone to decide at ${rev}`,
    );
    const actions = client.view.get()!.prompt!.actions!;
    const out = await client.sendAction(pickAction(rng, actions));
    if (!out.ok) throw new Error(`a legal action was refused: ${out.reason} ${out.detail}`);
    await t.host.idle();
    const moment = skippedWindow(t.game.events[rev]!, t.game.log[rev]!.seat, t.game.state);
    if (moment) return { ...moment, at: rev + 1 };
  }
  throw new Error('no window was passed over');
}

/** The view of `seat` before action `at - 1`, with the prompt of `moment.seat` deciding at the window. */
export function waitingView(t: Table, m: Moment, seat: Side): GameView {
  const before = replayWithEvents(t.game.setup, t.game.seed, t.game.log.slice(0, m.at - 1)).state;
  return { ...viewOf(before, seat), prompt: { seat: m.seat, point: m.point, actions: null } };
}

/** Plays until an action passes over a window of `seat` (pauses of the other seat are tapped through). */
export async function pauseOf(t: Table, rng: RngState, seat: Side): Promise<Moment> {
  for (let i = 0; i < 200; i++) {
    const m = await playUntilMoment(t, rng);
    if (!m) throw new Error(`the game ended before a window of ${seat} was passed over`);
    if (m.seat === seat) return m;
    const other = clientOf(t, m.seat);
    await until(() => other.quiet.get()?.at === m.at, 'the other pause');
    other.continueQuiet();
    await until(() => t.host.client.view.get()?.actionCount === m.at, 'the host to see the result');
    await until(() => t.guest.view.get()?.actionCount === m.at, 'the guest to see the result');
  }
  throw new Error(`no window of ${seat} was passed over`);
}
