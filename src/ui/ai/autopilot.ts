// Plays the computer's seat of a match: whenever the decision is the computer's, it asks the
// thinker (which sees only that seat's knowledge) and sends the answer through the match, which
// saves it like any other action. A reply that comes after the game moved on (an undo, the game
// left) is dropped. Disposing stops the worker at once, so the game can be left mid-thought.

import { type Accessor, createEffect, createRoot, createSignal } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import { currentPrompt } from '../../games/samurai-battles/flow/driver';
import type { Match } from '../game/match';
import { createThinker, type Thinker } from './thinker';

export interface Autopilot {
  thinking: Accessor<boolean>;
  /** Why the computer could not play, in the code's words (it then waits: the game is still saved
   *  up to here). For the Details of a bug report: the screen says it in the player's words. */
  failure: Accessor<string | null>;
  /** Asks the computer again after a failure. */
  retry(): void;
  dispose(): void;
}

/** `thinker`: the AI worker by default; tests pass one that thinks in-process. */
export function attachComputer(match: Match, makeThinker: () => Thinker = createThinker): Autopilot {
  const computer = match.init.computer;
  if (!computer || !match.sendComputer) throw new Error('this game has no computer seat');
  const send = match.sendComputer;
  return createRoot((disposeRoot) => {
    const thinker = makeThinker();
    const [thinking, setThinking] = createSignal(false);
    const [failure, setFailure] = createSignal<string | null>(null);
    const [attempt, setAttempt] = createSignal(0);
    let pending: Action[] = [];
    let ticket = 0;
    let stopped = false;
    createEffect(() => {
      match.view(); // every action and undo
      attempt(); // and a retry
      if (match.saving() || match.saveFailure() || stopped) return;
      const state = match.session.state;
      const prompt = state.winner ? null : currentPrompt(state);
      const mine = ++ticket;
      if (prompt?.seat !== computer.seat) {
        setThinking(false);
        return;
      }
      const at = state.actionCount;
      setThinking(true);
      thinker
        .think(state, computer.seat, computer.level, pending)
        .then(async (choice) => {
          if (stopped || mine !== ticket || match.session.state.actionCount !== at) return;
          pending = choice.pending;
          setThinking(false);
          const r = await send(choice.action);
          if (!r.ok) {
            pending = [];
            setFailure(r.detail);
          } else setFailure(null);
        })
        .catch((e: unknown) => {
          if (stopped || mine !== ticket) return;
          setThinking(false);
          setFailure(e instanceof Error ? e.message : String(e));
        });
    });
    return {
      thinking,
      failure,
      retry() {
        setFailure(null);
        setAttempt((n) => n + 1);
      },
      dispose() {
        stopped = true;
        thinker.dispose();
        disposeRoot();
      },
    };
  });
}
