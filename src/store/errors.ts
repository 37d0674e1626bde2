// Every failure of the store is a SaveError: a stable code the UI may branch on or translate, and a
// message a player can read as it is.

export type SaveErrorCode =
  /** IndexedDB is missing or refused to open (private browsing, storage disabled). */
  | 'unavailable'
  | 'not-found'
  /** A record is there but its content is not a valid save. */
  | 'corrupt'
  /** The browser could not read or write a record. */
  | 'io'
  /** The device is out of space for this site. */
  | 'quota'
  /** Another tab or window went on with the same game. */
  | 'conflict'
  /** Made by a newer version of Kassen than this one. */
  | 'newer-version'
  /** An imported file is not a Kassen save or is damaged. */
  | 'invalid-file'
  /** The game's log does not replay (a damaged log, or a game this version cannot rebuild). */
  | 'replay-failed'
  /** The save belongs to a game module this build does not have. */
  | 'unknown-game';

export class SaveError extends Error {
  readonly code: SaveErrorCode;

  constructor(code: SaveErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SaveError';
    this.code = code;
  }
}

/** Turns a DOMException from IndexedDB into a SaveError with a readable message. */
export function fromIdbError(e: unknown, doing: string): SaveError {
  if (e instanceof SaveError) return e;
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  const detail = e instanceof Error || e instanceof DOMException ? e.message : String(e);
  if (name === 'QuotaExceededError') {
    return new SaveError(
      'quota',
      `The device has no room left to ${doing}. Free some space or delete old saves.`,
      {
        cause: e,
      },
    );
  }
  if (name === 'ConstraintError') return conflictError(doing, e);
  return new SaveError('io', `Could not ${doing}: ${detail || name || 'the browser refused'}.`, { cause: e });
}

/** A write refused because another tab or window went on with the game (saves.ts, writer.ts). */
export function conflictError(doing: string, cause?: unknown): SaveError {
  return new SaveError(
    'conflict',
    `Could not ${doing}: this game was continued in another tab or window, so this tab saves nothing more. Reopen the game to play on here.`,
    cause === undefined ? undefined : { cause },
  );
}

/** A message for any error the store throws (other errors get a generic sentence). */
export function saveErrorMessage(e: unknown): string {
  if (e instanceof SaveError) return e.message;
  return 'Something went wrong with the saved games.';
}
