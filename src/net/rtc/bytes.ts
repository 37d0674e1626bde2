// A byte writer and reader for the pairing payload (pack.ts): fixed-size integers, LEB128 varints
// and short strings. The reader throws TruncatedError when the bytes end early, which pairing
// codes report as a code that was cut off.

export class TruncatedError extends Error {
  constructor() {
    super('the data ends early');
    this.name = 'TruncatedError';
  }
}

export class ByteWriter {
  readonly #bytes: number[] = [];

  u8(n: number): this {
    this.#bytes.push(n & 0xff);
    return this;
  }

  u16(n: number): this {
    return this.u8(n >> 8).u8(n);
  }

  u32(n: number): this {
    return this.u16(Math.floor(n / 65536)).u16(n % 65536);
  }

  varint(n: number): this {
    let v = n;
    while (v >= 0x80) {
      this.u8((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    return this.u8(v);
  }

  bytes(b: ArrayLike<number>): this {
    for (let i = 0; i < b.length; i++) this.u8(b[i]!);
    return this;
  }

  /** A string of at most 255 characters of code point ≤ 255 (names, tokens). */
  short(s: string): this {
    this.u8(s.length);
    for (const c of s) this.u8(c.charCodeAt(0));
    return this;
  }

  get length(): number {
    return this.#bytes.length;
  }

  done(): Uint8Array {
    return Uint8Array.from(this.#bytes);
  }
}

export class ByteReader {
  #at = 0;

  constructor(readonly data: Uint8Array) {}

  get remaining(): number {
    return this.data.length - this.#at;
  }

  u8(): number {
    if (this.#at >= this.data.length) throw new TruncatedError();
    return this.data[this.#at++]!;
  }

  u16(): number {
    return this.u8() * 256 + this.u8();
  }

  u32(): number {
    return this.u16() * 65536 + this.u16();
  }

  /** At most 7 bytes (53 bits): larger numbers are not ours. */
  varint(): number {
    let n = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.u8();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
    throw new RangeError('a number too long');
  }

  bytes(n: number): Uint8Array {
    if (this.#at + n > this.data.length) throw new TruncatedError();
    const out = this.data.slice(this.#at, this.#at + n);
    this.#at += n;
    return out;
  }

  short(): string {
    const n = this.u8();
    return String.fromCharCode(...this.bytes(n));
  }

  rest(): Uint8Array {
    return this.bytes(this.remaining);
  }
}
