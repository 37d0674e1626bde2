// The store's failures in the player's language: a SaveError says what went wrong by its code
// (src/store/errors.ts), and its English message is for developers and scripts. A PlayerError is a
// sentence the UI wrote itself in the player's language and keeps its message. Any other error
// (a bug, the browser's own English) reads as an error in the app, its words kept for Details.

import { SaveError, type SaveErrorCode } from '../../store/errors';
import { type MessageKey, t } from '../i18n';
import { errorDetail } from '../widgets/ErrorDetails';

/** An error whose message is already the player's sentence, in the current language. */
export class PlayerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlayerError';
  }
}

const KEYS: Record<SaveErrorCode, MessageKey> = {
  unavailable: 'saveError.unavailable',
  'not-found': 'saveError.notFound',
  corrupt: 'saveError.corrupt',
  io: 'saveError.io',
  quota: 'saveError.quota',
  conflict: 'saveError.conflict',
  'newer-version': 'saveError.newerVersion',
  'invalid-file': 'saveError.invalidFile',
  'replay-failed': 'saveError.replayFailed',
  'unknown-game': 'saveError.unknownGame',
};

export function saveErrorText(e: unknown): string {
  if (e instanceof SaveError) return t(KEYS[e.code]);
  if (e instanceof PlayerError) return e.message;
  return t('app.unexpected');
}

/** What the code said of an error saveErrorText put in our own words, for Details ('' when our
 *  words say it all: the store's code, the UI's own sentence). */
export function saveErrorDetail(e: unknown): string {
  return e instanceof SaveError || e instanceof PlayerError ? '' : errorDetail(e);
}

/** Why the store failed (a write of the game, a campaign or a battle), in the player's language: a
 *  SaveError by its code; anything else is no sentence of the store's (a bug or the browser's own
 *  English), so it reads as the browser's refusal. */
export function storeFailureText(e: unknown): string {
  return e instanceof SaveError ? t(KEYS[e.code]) : t('saveError.io');
}
