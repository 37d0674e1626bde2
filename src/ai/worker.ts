// The computer thinks here, off the screen's thread, so the game stays responsive. It receives a
// seat's knowledge (knowledge.ts, built by the page from the real state), never the state itself.

import type { Action } from '../games/samurai-battles/flow/actions';
import { type AiChoice, decide } from './decide';
import type { Knowledge } from './knowledge';
import type { AiLevel } from './levels';

export interface ThinkRequest {
  id: number;
  knowledge: Knowledge;
  level: AiLevel;
  seed: number;
  pending: Action[];
}

export type ThinkReply =
  | { id: number; ok: true; choice: AiChoice }
  | { id: number; ok: false; message: string };

// Typed by hand: the project's TypeScript library is the DOM's, not the worker's.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null;
  postMessage(reply: ThinkReply): void;
};

scope.onmessage = (e) => {
  const { id, knowledge, level, seed, pending } = e.data;
  try {
    scope.postMessage({ id, ok: true, choice: decide(knowledge, level, seed, pending) });
  } catch (err) {
    scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};
