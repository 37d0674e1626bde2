// How any match on one device writes through its save: the part of the store's GameSave it uses,
// what it shows when a write is refused, and how it lets the save go. Samurai Battles' match, the
// companion's and the generic table all use it, so a refused write reads the same in every game.

import type { Progress, SavedAction } from '../../store/index';
import { storeFailureText } from '../screens/save-errors';

/** The part of the store's GameSave a match writes through. */
export interface MatchPersist {
  appendAction(entry: SavedAction, progress: Progress, state?: unknown): Promise<void>;
  truncate(length: number, progress: Progress): Promise<void>;
  /** Writes a snapshot of the state being left, so a later rules change costs no moves. */
  snapshotNow?(state: unknown): Promise<void>;
  /** Lets the save go when the game is left, so another tab may open it without taking it over. */
  close?(): void;
}

export type SendResult = { ok: true } | { ok: false; reason: string; detail: string };

/** Why the last write failed; `conflict`: another tab went on with the game. `message` is the
 *  store's English (for results, scripts and logs); `text` is what the player reads, in their
 *  language, read at each showing so it follows a change of language. */
export interface SaveFailure {
  message: string;
  conflict: boolean;
  text: () => string;
}

/** The failure of a refused write, in the store's words when it gave some. */
export function saveFailureOf(e: unknown, saveErrorMessage?: (e: unknown) => string): SaveFailure {
  const message = saveErrorMessage?.(e) ?? (e instanceof Error ? e.message : String(e));
  const conflict = e !== null && typeof e === 'object' && (e as { code?: unknown }).code === 'conflict';
  return { message, conflict, text: () => storeFailureText(e) };
}

/** The game is left: a snapshot of where it stands, then the save is free for another tab. */
export function leaveSave(persist: MatchPersist | undefined, state: unknown): void {
  void persist?.snapshotNow?.(state);
  persist?.close?.();
}
