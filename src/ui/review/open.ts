// Opening a game for its replay or luck report: a stored save (read, never written), a save file
// (read-only: checked like an import, but nothing is stored, so no save can be overwritten), or the
// game on screen. Loaded on demand with the review screens.

import type { LoggedAction } from '../../engine/session';
import { companion } from '../../games/companion/index';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Setup } from '../../games/samurai-battles/setup';
import type { Side } from '../../games/samurai-battles/types';
import { savedDiceSeeds } from '../../net/dice/saved-seeds';
import { loadSave, readSaveFile, type SaveDocument, SaveError } from '../../store/index';
import { MAX_SAVE_FILE_BYTES } from '../../store/transfer';
import { eventsFor, samuraiBattles } from '../game/engine';
import type { SamuraiSession } from '../game/match';
import { PlayerError } from '../screens/save-errors';
import { rt } from './i18n';
import { buildReview, type Review, type ReviewSource } from './review';

function reviewOf(doc: SaveDocument, saveId?: string): Review {
  // The UI's own sentence (a PlayerError): saveErrorText shows it as it is.
  if (doc.header.game !== samuraiBattles.id) throw new PlayerError(rt('replay.notSamurai'));
  // A game hosted on phones rolled from seeds both phones gave (protocol 5): kept in the header.
  const dice = savedDiceSeeds(doc.header.extra);
  const source: ReviewSource = {
    title: doc.header.title,
    setup: doc.setup as Setup,
    seed: doc.seed,
    log: doc.log as LoggedAction<Side, Action>[],
    ...(doc.base ? { base: doc.base } : {}),
    ...(Object.keys(dice).length > 0 ? { dice } : {}),
    ...(saveId ? { saveId } : {}),
  };
  return buildReview(samuraiBattles, eventsFor, source);
}

export async function reviewOfSave(id: string): Promise<Review> {
  return reviewOf(await loadSave(id), id);
}

/** A save file opened read-only. Throws SaveError with a sentence for the player. */
export async function reviewOfFile(file: Blob): Promise<Review> {
  if (file.size > MAX_SAVE_FILE_BYTES) {
    throw new SaveError('invalid-file', 'This file is far too large to be a Kassen save.');
  }
  const doc = readSaveFile(await file.text(), { 'samurai-battles': samuraiBattles, companion });
  return reviewOf(doc);
}

export function reviewOfSession(session: SamuraiSession, title: string, saveId?: string): Review {
  return buildReview(samuraiBattles, eventsFor, {
    title,
    setup: session.setup,
    seed: session.seed,
    log: session.log,
    ...(session.base ? { base: { index: session.base.length, state: session.base.state } } : {}),
    ...(saveId ? { saveId } : {}),
  });
}
