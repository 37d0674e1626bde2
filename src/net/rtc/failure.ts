// What went wrong with a pairing, as the screens show it: a code that could not be read (scan or
// paste again) or a connection that did not form (the network), with the sentence and the detail.

import { type CodeProblem, PairingCodeError, type PairingKind } from './code';
import { PairingError, type PairingProblem } from './pairing';

export type PairingFailure =
  /** `got`: for 'wrong-kind', the kind of code that was given. */
  | { kind: 'code'; problem: CodeProblem; got: PairingKind | null; message: string; detail: string }
  | { kind: 'connection'; problem: PairingProblem; message: string; detail: string };

/** The failure for an error thrown by pairing (anything else is a bug of ours: 'no-connection'). */
export function failureOf(e: unknown): PairingFailure {
  if (e instanceof PairingCodeError)
    return { kind: 'code', problem: e.problem, got: e.got, message: e.message, detail: '' };
  if (e instanceof PairingError)
    return { kind: 'connection', problem: e.problem, message: e.message, detail: e.detail };
  const detail = e instanceof Error ? e.message : String(e);
  const fallback = new PairingError('no-connection', detail);
  return { kind: 'connection', problem: fallback.problem, message: fallback.message, detail };
}
