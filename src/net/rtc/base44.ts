// Bytes as text in the QR code's alphanumeric alphabet (0-9, A-Z and $%*+-./:), without its space,
// so a pasted code survives messengers and text fields that trim or fold spaces. Two bytes become
// three characters (44³ = 85 184 ≥ 65 536), like Base45 (RFC 9285): a QR code stores an
// alphanumeric character in 5.5 bits, so this costs 8.25 bits a byte against 10.7 for base64 text
// in the QR code's byte mode.

export const BASE44_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$%*+-./:';

const VALUE = new Map<string, number>([...BASE44_ALPHABET].map((c, i) => [c, i]));

export function toBase44(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!;
    for (let k = 0; k < 3; k++) {
      out += BASE44_ALPHABET[n % 44];
      n = Math.floor(n / 44);
    }
  }
  if (i < bytes.length) {
    const n = bytes[i]!;
    out += BASE44_ALPHABET[n % 44]! + BASE44_ALPHABET[Math.floor(n / 44)]!;
  }
  return out;
}

export class Base44Error extends Error {
  constructor(
    readonly kind: 'character' | 'length' | 'value',
    message: string,
  ) {
    super(message);
    this.name = 'Base44Error';
  }
}

/** Throws Base44Error for a character outside the alphabet, a length no encoding makes, or a group too large. */
export function fromBase44(text: string): Uint8Array {
  if (text.length % 3 === 1) throw new Base44Error('length', 'the text has a character too many or too few');
  const digits: number[] = [];
  for (const c of text) {
    const v = VALUE.get(c);
    if (v === undefined) throw new Base44Error('character', 'the text has a character that codes never hold');
    digits.push(v);
  }
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  let i = 0;
  for (; i + 2 < digits.length; i += 3) {
    const n = digits[i]! + digits[i + 1]! * 44 + digits[i + 2]! * 1936;
    if (n > 0xffff) throw new Base44Error('value', 'the text holds a group no code makes');
    out[o++] = n >> 8;
    out[o++] = n & 0xff;
  }
  if (i < digits.length) {
    const n = digits[i]! + digits[i + 1]! * 44;
    if (n > 0xff) throw new Base44Error('value', 'the text holds a group no code makes');
    out[o++] = n;
  }
  return out;
}
