// A pairing code: the text in the QR code (and the text players copy when they have no camera).
//   K <version> <O|A> <base44 of: length, payload, CRC-32>
// "K1O…" is an offer (the host's), "K1A…" an answer (the guest's). The length finds a code cut
// short, the checksum a damaged one, the prefix a QR code of something else or of another version
// of Kassen; each gets its own message. Pasted text may have spaces, line breaks or lower case.

import { BASE44_ALPHABET, fromBase44, toBase44 } from './base44';
import { ByteReader, ByteWriter, TruncatedError } from './bytes';
import { crc32 } from './crc32';
import { type Payload, packPayload, UnpackError, unpackPayload } from './pack';

export const PAIRING_VERSION = 1;

export type PairingKind = 'offer' | 'answer';

const KIND_LETTER: Record<PairingKind, string> = { offer: 'O', answer: 'A' };

export type CodeProblem =
  /** Nothing was given. */
  | 'empty'
  /** Not a Kassen pairing code at all (another QR code, other text). */
  | 'foreign'
  /** A pairing code of another version of Kassen. */
  | 'version'
  /** An answer where an offer was expected, or the other way round. */
  | 'wrong-kind'
  /** Part of the code is missing. */
  | 'truncated'
  /** A character was changed or added. */
  | 'damaged'
  /** This browser cannot read the code (no DecompressionStream for a long-form code). */
  | 'unsupported'
  /** An answer to another offer of the host (an older code): scan the answer to the offer shown now. */
  | 'other-offer'
  /** An offer of another game than the one this phone plays (another host, or a new game). */
  | 'other-game';

const PROBLEM_TEXT: Record<CodeProblem, string> = {
  empty: 'There is no code to read.',
  foreign: 'This is not a Kassen pairing code.',
  version: 'This code comes from another version of Kassen: update both phones.',
  'wrong-kind': 'This is the wrong code for this step.',
  truncated: 'The code is incomplete: part of it is missing.',
  damaged: 'The code is damaged: a character is wrong or extra.',
  unsupported: 'This browser cannot read this code.',
  'other-offer': 'This answer was made for another code of this phone, not the one it shows now.',
  'other-game': 'This code is for another game than the one on this phone.',
};

export class PairingCodeError extends Error {
  constructor(
    readonly problem: CodeProblem,
    /** For 'wrong-kind': the kind that was given. */
    readonly got: PairingKind | null = null,
  ) {
    super(PROBLEM_TEXT[problem]);
    this.name = 'PairingCodeError';
  }
}

function prefix(kind: PairingKind): string {
  return `K${PAIRING_VERSION}${KIND_LETTER[kind]}`;
}

function checksummed(head: string, body: Uint8Array): number {
  const all = new Uint8Array(head.length + body.length);
  for (let i = 0; i < head.length; i++) all[i] = head.charCodeAt(i);
  all.set(body, head.length);
  return crc32(all);
}

export interface EncodedCode {
  text: string;
  /** The payload's bytes before the text encoding (for the size figures). */
  payloadBytes: number;
  form: 'compact' | 'whole';
}

export async function encodePairingCode(kind: PairingKind, payload: Payload): Promise<EncodedCode> {
  const packed = await packPayload(payload);
  const head = prefix(kind);
  const w = new ByteWriter().varint(packed.bytes.length).bytes(packed.bytes);
  const body = w.done();
  const all = new ByteWriter().bytes(body).u32(checksummed(head, body)).done();
  return { text: head + toBase44(all), payloadBytes: packed.bytes.length, form: packed.form };
}

/** Spaces and line breaks out, lower case up: what a messenger or a text field may have done. */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** No code is this long (a whole description, deflated, is under 1 KB). */
const MAX_CODE_BYTES = 4096;

/** Characters of `bytes` bytes in base44. */
function charsFor(bytes: number): number {
  return Math.floor(bytes / 2) * 3 + (bytes % 2) * 2;
}

/** The payload length the code's first bytes state, and the bytes the whole code holds; null if cut before it. */
function declaredLength(rest: string): { lengthBytes: number; length: number; total: number } | null {
  const whole = rest.slice(0, Math.min(rest.length - (rest.length % 3), 6));
  try {
    const r = new ByteReader(fromBase44(whole));
    const length = r.varint();
    const lengthBytes = r.data.length - r.remaining;
    return { lengthBytes, length, total: lengthBytes + length + 4 };
  } catch (e) {
    if (e instanceof TruncatedError) return null;
    throw new PairingCodeError('damaged');
  }
}

/** Reads a code of the expected kind. Throws PairingCodeError with the problem. */
export async function decodePairingCode(input: string, expected: PairingKind): Promise<Payload> {
  const text = normalizeCode(input);
  if (text === '') throw new PairingCodeError('empty');
  const m = /^K(\d)([OA])/.exec(text);
  if (!m) throw new PairingCodeError('foreign');
  if (Number(m[1]) !== PAIRING_VERSION) throw new PairingCodeError('version');
  const kind: PairingKind = m[2] === 'O' ? 'offer' : 'answer';
  if (kind !== expected) throw new PairingCodeError('wrong-kind', kind);
  const rest = text.slice(3);
  if ([...rest].some((c) => !BASE44_ALPHABET.includes(c))) throw new PairingCodeError('damaged');
  // The length in front says how long the whole code must be: shorter is cut off, longer has extra.
  const declared = declaredLength(rest);
  if (declared !== null && declared.total > MAX_CODE_BYTES) throw new PairingCodeError('damaged');
  if (declared === null || rest.length < charsFor(declared.total)) throw new PairingCodeError('truncated');
  if (rest.length > charsFor(declared.total)) throw new PairingCodeError('damaged');
  let all: Uint8Array;
  try {
    all = fromBase44(rest);
  } catch {
    throw new PairingCodeError('damaged');
  }
  const { lengthBytes, length } = declared;
  const body = all.slice(0, lengthBytes + length);
  const sum = new ByteReader(all.slice(lengthBytes + length)).u32();
  if (sum !== checksummed(prefix(kind), body)) throw new PairingCodeError('damaged');
  try {
    const payload = await unpackPayload(body.slice(lengthBytes));
    if (kind === 'offer' && payload.room === null)
      throw new UnpackError('malformed', 'an offer names its room');
    if (kind === 'answer' && payload.tag === null)
      throw new UnpackError('malformed', 'an answer names its offer');
    return payload;
  } catch (e) {
    if (e instanceof UnpackError && e.kind === 'unsupported') throw new PairingCodeError('unsupported');
    // A valid checksum over bytes this version cannot read: a code from a newer Kassen, or made on purpose.
    throw new PairingCodeError('damaged');
  }
}
