// What the QR pairing screens say about a pairing that went wrong, and about the camera, in the
// catalogue's words (src/net/rtc's own sentences are the fallback for a case the catalogue lacks).

import type { PairingFailure } from '../../../net/rtc/failure';
import { hasKey, t } from '../../i18n';
import type { ScanProblem } from './scanner';

export function failureText(f: PairingFailure): string {
  // The code given was of the other kind: a host's offer where an answer belongs, or the reverse.
  if (f.kind === 'code' && f.problem === 'wrong-kind')
    return t(f.got === 'answer' ? 'offline.code.wrongKind.answer' : 'offline.code.wrongKind.offer');
  const key = f.kind === 'code' ? `offline.code.${f.problem}` : `offline.problem.${f.problem}`;
  return hasKey(key) ? t(key) : f.message;
}

export function cameraText(problem: ScanProblem): string {
  return t(`offline.camera.${problem}`);
}
