// The computer thinks here, off the screen's thread, so the game stays responsive. It receives a
// seat's knowledge (seat-knowledge.ts, built by the page from the real state), never the state
// itself. One worker for every game, answering by the question's `game`.

import type { Action } from '../games/samurai-battles/flow/actions';
import type { Action as ShogunAction } from '../games/shogun/flow/state';
import { type AiChoice, decide } from './decide';
import { BEAT_MS, withHeartbeat } from './heartbeat';
import type { Knowledge } from './knowledge';
import type { AiLevel } from './levels';
import { decideShogun, type ShogunChoice, type ShogunKnowledge } from './shogun/decide';

/** A Samurai Battles question (`game` absent, as before Shogun had a computer). */
export interface ThinkRequest {
  id: number;
  game?: 'samurai-battles';
  knowledge: Knowledge;
  level: AiLevel;
  seed: number;
  pending: Action[];
}

export interface ShogunThinkRequest {
  id: number;
  game: 'shogun';
  knowledge: ShogunKnowledge;
  seed: number;
  pending: ShogunAction[];
}

export type AnyThinkRequest = ThinkRequest | ShogunThinkRequest;

export type ThinkReply =
  | { id: number; ok: true; choice: AiChoice | ShogunChoice }
  | { id: number; ok: false; message: string };

/**
 * Sent once, when this script has loaded: a page that hears nothing for a while knows its worker
 * never started (src/ui/ai/thinker.ts) rather than that it is still thinking.
 */
export interface WorkerReady {
  ready: true;
}

/**
 * Sent while a question's search runs, at most once a `BEAT_MS`: the page tells a long search (these
 * keep coming) from one that hangs (they stop), src/ui/ai/thinker.ts.
 */
export interface WorkerAlive {
  alive: number;
}

export type WorkerMessage = ThinkReply | WorkerReady | WorkerAlive;

// Typed by hand: the project's TypeScript library is the DOM's, not the worker's.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AnyThinkRequest>) => void) | null;
  postMessage(reply: WorkerMessage): void;
};

function answer(q: AnyThinkRequest): AiChoice | ShogunChoice {
  if (q.game === 'shogun') return decideShogun(q.knowledge, q.seed, q.pending);
  return decide(q.knowledge, q.level, q.seed, q.pending);
}

scope.onmessage = (e) => {
  const q = e.data;
  let last = Date.now();
  const beat = () => {
    const now = Date.now();
    if (now - last < BEAT_MS) return;
    last = now;
    scope.postMessage({ alive: q.id });
  };
  try {
    scope.postMessage({ id: q.id, ok: true, choice: withHeartbeat(beat, () => answer(q)) });
  } catch (err) {
    scope.postMessage({ id: q.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};

scope.postMessage({ ready: true });
