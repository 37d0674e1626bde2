// The store's failures in the player's language: a SaveError says what went wrong by its code
// (src/store/errors.ts), and its English message is for developers and scripts. Other errors
// (a sentence the UI wrote itself) keep their message.

import { SaveError, type SaveErrorCode } from '../../store/errors';
import { type MessageKey, t } from '../i18n';

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
  if (e instanceof Error) return e.message;
  return t('saveError.io');
}

/** Why the store failed (a write of the game, a campaign or a battle), in the player's language: a
 *  SaveError by its code; anything else is no sentence of the store's (a bug or the browser's own
 *  English), so it reads as the browser's refusal. */
export function storeFailureText(e: unknown): string {
  return e instanceof SaveError ? t(KEYS[e.code]) : t('saveError.io');
}
