// The pairing payload as bytes: what shrinkSdp keeps, packed bit-tight (the ICE username and password
// in 6 bits a character, the fingerprint and addresses as bytes, defaults left out), plus the host's
// room code in an offer (so the guest phone knows which game it joins, and uses the same secret when
// it pairs again) or, in an answer, a tag of the offer it answers. A description that the compact
// model cannot hold travels whole instead, deflated where the browser can. Deflate is not applied
// to the compact form: it is mostly random bytes (password, fingerprint), and deflating it changed
// its size by -8 to +5 bytes on Chromium's descriptions (docs/performance.md).

import { CODE_ALPHABET, CODE_LENGTH } from '../room-code';
import { formatAddress, type PackedAddress, packAddress } from './address';
import { ByteReader, ByteWriter } from './bytes';
import { canCompress, canDecompress, deflateRaw, inflateRaw } from './compress';
import {
  buildSdp,
  type HostCandidate,
  type SetupRole,
  type ShrunkSdp,
  shrinkSdp,
  trimSdp,
  untrimSdp,
} from './sdp';

export interface Payload {
  /** The host's room code (offers only): names the game, so a rejoining guest is recognised. */
  room: string | null;
  /** Answers only: 16 bits of the offer answered, so the host can tell an answer to an older offer. */
  tag: number | null;
  /** The session description (SDP) as the browser made it. */
  sdp: string;
}

export class UnpackError extends Error {
  constructor(
    readonly kind: 'malformed' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'UnpackError';
  }
}

const SETUP: readonly SetupRole[] = ['actpass', 'active', 'passive'];
const HASHES: readonly (readonly [string, number])[] = [
  ['sha-256', 32],
  ['sha-1', 20],
  ['sha-384', 48],
  ['sha-512', 64],
  ['sha-224', 28],
  ['md5', 16],
];
const ADDRESS_KINDS: readonly PackedAddress['kind'][] = ['ipv4', 'ipv6', 'mdns', 'name'];
const TCP_TYPES = [undefined, 'active', 'passive', 'so'] as const;
const ICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Chromium's and Safari's values; other values cost a few bytes. */
const DEFAULT_SCTP_PORT = 5000;
const DEFAULT_MAX_MESSAGE = 262_144;
/** More candidates than any phone has; a longer list is cut (the first are the preferred ones). */
export const MAX_CANDIDATES = 12;
/** A whole description inflated from a code is never this large. */
const MAX_SDP_BYTES = 16_384;

// The first byte's bits.
const F_SETUP = 0b11;
const F_MID = 1 << 2;
const F_SCTP = 1 << 3;
const F_MAX_MESSAGE = 1 << 4;
const F_ROOM = 1 << 5;
const F_WHOLE = 1 << 6;
const F_TAG = 1 << 7;

/** The whole description's encoding, in the byte after the flags. */
const WHOLE_PLAIN = 0;
const WHOLE_DEFLATE = 1;

function packRoom(w: ByteWriter, room: string): void {
  let n = 0;
  for (const c of room) {
    const i = CODE_ALPHABET.indexOf(c);
    if (i < 0) throw new RangeError(`not a room code: ${room}`);
    n = n * CODE_ALPHABET.length + i;
  }
  if (room.length !== CODE_LENGTH) throw new RangeError(`not a room code: ${room}`);
  w.u32(n);
}

function unpackRoom(r: ByteReader): string {
  let n = r.u32();
  if (n >= CODE_ALPHABET.length ** CODE_LENGTH) throw new UnpackError('malformed', 'not a room code');
  let room = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    room = CODE_ALPHABET[n % CODE_ALPHABET.length] + room;
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return room;
}

function packIceText(w: ByteWriter, s: string): void {
  w.u8(s.length);
  let acc = 0;
  let bits = 0;
  for (const c of s) {
    acc = (acc << 6) | ICE_ALPHABET.indexOf(c);
    bits += 6;
    while (bits >= 8) {
      bits -= 8;
      w.u8(acc >> bits);
      acc &= (1 << bits) - 1;
    }
  }
  if (bits > 0) w.u8(acc << (8 - bits));
}

function unpackIceText(r: ByteReader): string {
  const n = r.u8();
  if (n === 0) throw new UnpackError('malformed', 'an empty ICE credential');
  const bytes = r.bytes(Math.ceil((n * 6) / 8));
  let out = '';
  let acc = 0;
  let bits = 0;
  let i = 0;
  while (out.length < n) {
    if (bits < 6) {
      acc = (acc << 8) | bytes[i++]!;
      bits += 8;
    }
    bits -= 6;
    out += ICE_ALPHABET[(acc >> bits) & 63];
    acc &= (1 << bits) - 1;
  }
  return out;
}

function hexBytes(value: string): Uint8Array {
  return Uint8Array.from(value.split(':'), (h) => Number.parseInt(h, 16));
}

function packCandidate(w: ByteWriter, c: HostCandidate): void {
  const address = packAddress(c.address);
  const tcp = c.protocol === 'tcp' ? 1 : 0;
  w.u8(ADDRESS_KINDS.indexOf(address.kind) | (tcp << 2) | (TCP_TYPES.indexOf(c.tcpType) << 3));
  if (address.kind === 'name') w.short(address.name);
  else w.bytes(address.bytes);
  w.u16(c.port);
}

function unpackCandidate(r: ByteReader): HostCandidate {
  const head = r.u8();
  const kind = ADDRESS_KINDS[head & 0b11]!;
  const tcpType = TCP_TYPES[(head >> 3) & 0b11];
  if (head >> 5 !== 0) throw new UnpackError('malformed', 'an unknown candidate');
  const address: PackedAddress =
    kind === 'name' ? { kind, name: r.short() } : { kind, bytes: r.bytes(kind === 'ipv4' ? 4 : 16) };
  const name = formatAddress(address);
  if (!/^[\w.:-]{1,253}$/.test(name)) throw new UnpackError('malformed', 'an unusable address');
  const port = r.u16();
  const tcp = (head >> 2) & 1;
  if (tcp === 1) {
    if (!tcpType) throw new UnpackError('malformed', 'a TCP candidate without its type');
    return { protocol: 'tcp', address: name, port, tcpType };
  }
  return { protocol: 'udp', address: name, port };
}

/** Whether the compact form can carry `d` exactly. */
function compactable(d: ShrunkSdp): boolean {
  const hash = HASHES.find(([name]) => name === d.fingerprint.algorithm);
  return (
    !!hash &&
    hexBytes(d.fingerprint.value).length === hash[1] &&
    d.ufrag.length <= 255 &&
    d.pwd.length <= 255 &&
    d.mid.length <= 255 &&
    d.candidates.every((c) => c.address.length <= 255)
  );
}

/** The room and tag, after the flags, in both forms. */
function packIds(w: ByteWriter, p: Payload): void {
  if (p.room !== null) packRoom(w, p.room);
  if (p.tag !== null) w.u16(p.tag);
}

function idFlags(p: Payload): number {
  return (p.room !== null ? F_ROOM : 0) | (p.tag !== null ? F_TAG : 0);
}

function unpackIds(r: ByteReader, flags: number): { room: string | null; tag: number | null } {
  const room = flags & F_ROOM ? unpackRoom(r) : null;
  const tag = flags & F_TAG ? r.u16() : null;
  return { room, tag };
}

function packCompact(w: ByteWriter, p: Payload, d: ShrunkSdp): void {
  let flags = SETUP.indexOf(d.setup);
  if (d.mid !== '0') flags |= F_MID;
  if (d.sctpPort !== DEFAULT_SCTP_PORT) flags |= F_SCTP;
  if (d.maxMessageSize !== DEFAULT_MAX_MESSAGE) flags |= F_MAX_MESSAGE;
  flags |= idFlags(p);
  w.u8(flags);
  packIds(w, p);
  if (flags & F_MID) w.short(d.mid);
  if (flags & F_SCTP) w.varint(d.sctpPort);
  // 0: the description stated no maximum.
  if (flags & F_MAX_MESSAGE) w.varint(d.maxMessageSize === null ? 0 : d.maxMessageSize + 1);
  packIceText(w, d.ufrag);
  packIceText(w, d.pwd);
  w.u8(HASHES.findIndex(([name]) => name === d.fingerprint.algorithm));
  w.bytes(hexBytes(d.fingerprint.value));
  const candidates = d.candidates.slice(0, MAX_CANDIDATES);
  w.u8(candidates.length);
  for (const c of candidates) packCandidate(w, c);
}

function unpackCompact(r: ByteReader, flags: number): ShrunkSdp {
  const setup = SETUP[flags & F_SETUP];
  if (!setup) throw new UnpackError('malformed', 'an unknown DTLS role');
  const mid = flags & F_MID ? r.short() : '0';
  if (!/^[\w.:%-]{1,255}$/.test(mid)) throw new UnpackError('malformed', 'an unusable media id');
  const sctpPort = flags & F_SCTP ? r.varint() : DEFAULT_SCTP_PORT;
  if (sctpPort < 1 || sctpPort > 65535) throw new UnpackError('malformed', 'an unusable SCTP port');
  const mms = flags & F_MAX_MESSAGE ? r.varint() : DEFAULT_MAX_MESSAGE + 1;
  const ufrag = unpackIceText(r);
  const pwd = unpackIceText(r);
  const hash = HASHES[r.u8()];
  if (!hash) throw new UnpackError('malformed', 'an unknown fingerprint algorithm');
  const value = Array.from(r.bytes(hash[1]), (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  const count = r.u8();
  if (count > MAX_CANDIDATES) throw new UnpackError('malformed', 'too many candidates');
  const candidates = Array.from({ length: count }, () => unpackCandidate(r));
  return {
    ufrag,
    pwd,
    fingerprint: { algorithm: hash[0], value },
    setup,
    mid,
    sctpPort,
    maxMessageSize: mms === 0 ? null : mms - 1,
    candidates,
  };
}

async function packWhole(w: ByteWriter, p: Payload): Promise<void> {
  w.u8(F_WHOLE | idFlags(p));
  packIds(w, p);
  const text = new TextEncoder().encode(trimSdp(p.sdp));
  if (canCompress()) w.u8(WHOLE_DEFLATE).bytes(await deflateRaw(text));
  else w.u8(WHOLE_PLAIN).bytes(text);
}

async function unpackWhole(r: ByteReader, flags: number): Promise<Payload> {
  if (flags & ~(F_WHOLE | F_ROOM | F_TAG)) throw new UnpackError('malformed', 'unknown flags');
  const ids = unpackIds(r, flags);
  const method = r.u8();
  let data = r.rest();
  if (method === WHOLE_DEFLATE) {
    if (!canDecompress())
      throw new UnpackError('unsupported', 'this browser cannot read a compressed session description');
    try {
      data = await inflateRaw(data, MAX_SDP_BYTES);
    } catch {
      throw new UnpackError('malformed', 'the session description does not inflate');
    }
  } else if (method !== WHOLE_PLAIN) {
    throw new UnpackError('malformed', 'an unknown encoding');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new UnpackError('malformed', 'the session description is not text');
  }
  if (!text.startsWith('v=0\n') || data.length > MAX_SDP_BYTES)
    throw new UnpackError('malformed', 'not a session description');
  return { ...ids, sdp: untrimSdp(text) };
}

export interface Packed {
  bytes: Uint8Array;
  /** 'compact': the description as shrinkSdp keeps it; 'whole': the (trimmed) text, deflated if possible. */
  form: 'compact' | 'whole';
}

/** The payload as bytes: the compact form when the description fits it, else the whole description. */
export async function packPayload(p: Payload): Promise<Packed> {
  const w = new ByteWriter();
  const shrunk = shrinkSdp(p.sdp);
  if (shrunk && compactable(shrunk)) {
    packCompact(w, p, shrunk);
    return { bytes: w.done(), form: 'compact' };
  }
  await packWhole(w, p);
  return { bytes: w.done(), form: 'whole' };
}

/**
 * The payload back, with a description the browser accepts. Throws UnpackError (malformed,
 * unsupported) or TruncatedError (the bytes end early).
 */
export async function unpackPayload(bytes: Uint8Array): Promise<Payload> {
  const r = new ByteReader(bytes);
  const flags = r.u8();
  if (flags & F_WHOLE) return unpackWhole(r, flags);
  const ids = unpackIds(r, flags);
  const shrunk = unpackCompact(r, flags);
  if (r.remaining !== 0) throw new UnpackError('malformed', 'bytes after the end');
  return { ...ids, sdp: buildSdp(shrunk) };
}
