// What the QR pairing screens say about a pairing that went wrong, and about the camera, in the
// catalogue's words (src/net/rtc's own sentences are the fallback for a case the catalogue lacks).

import { PairingCodeError } from '../../../net/rtc/code';
import { failureOf, type PairingFailure } from '../../../net/rtc/failure';
import { PairingError } from '../../../net/rtc/pairing';
import { SaveError } from '../../../store/errors';
import { hasKey, t } from '../../i18n';
import { storeFailureText } from '../../screens/save-errors';
import { errorDetail } from '../../widgets/ErrorDetails';
import type { ScanProblem } from './scanner';

export function failureText(f: PairingFailure): string {
  // The code given was of the other kind: a host's offer where an answer belongs, or the reverse.
  if (f.kind === 'code' && f.problem === 'wrong-kind')
    return t(f.got === 'answer' ? 'offline.code.wrongKind.answer' : 'offline.code.wrongKind.offer');
  const key = f.kind === 'code' ? `offline.code.${f.problem}` : `offline.problem.${f.problem}`;
  return hasKey(key) ? t(key) : f.message;
}

/**
 * Why a new game paired by QR codes could not start: the store's refusal by its code, a pairing
 * problem by its kind, anything else an error in the app. `detail` is what the code or the
 * browser said (often English), for the Details under the sentence; '' for the store's refusal.
 */
export function startFailure(e: unknown): { text: string; detail: string } {
  if (e instanceof SaveError) return { text: storeFailureText(e), detail: '' };
  if (e instanceof PairingError || e instanceof PairingCodeError) {
    const f = failureOf(e);
    return { text: failureText(f), detail: f.detail };
  }
  return { text: t('app.unexpected'), detail: errorDetail(e) };
}

export function cameraText(problem: ScanProblem): string {
  return t(`offline.camera.${problem}`);
}
