// The few things of a WebRTC session description that a data channel between two phones needs,
// and a valid description rebuilt from them. A browser's SDP is 500-900 bytes of which most is
// boilerplate; what the other phone needs is the ICE username and password, the DTLS certificate's
// fingerprint and role, the data channel's SCTP port and message size, and where to reach this
// phone (its host candidates: no STUN or TURN server is used). Anything this model cannot hold
// (several m-lines, several fingerprints, odd characters) makes shrinkSdp return null, and the
// caller sends the whole description instead (pack.ts).

export type SetupRole = 'actpass' | 'active' | 'passive';

export interface HostCandidate {
  protocol: 'udp' | 'tcp';
  /** An IPv4 or IPv6 address, or a name (browsers hide addresses behind random `<uuid>.local` names). */
  address: string;
  port: number;
  tcpType?: 'active' | 'passive' | 'so';
}

export interface ShrunkSdp {
  ufrag: string;
  pwd: string;
  fingerprint: { algorithm: string; value: string };
  setup: SetupRole;
  mid: string;
  sctpPort: number;
  /** a=max-message-size; null when the description states none (the other side then assumes 64 KiB). */
  maxMessageSize: number | null;
  /** In the order of preference of the phone that gathered them (highest priority first). */
  candidates: HostCandidate[];
}

/** The characters RFC 8839 allows in an ICE username fragment and password. */
const ICE_CHARS = /^[A-Za-z0-9+/]{1,256}$/;
const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){15,63}$/;
const TOKEN = /^[\w.:%-]{1,255}$/;
const SETUP_ROLES: readonly string[] = ['actpass', 'active', 'passive'];

interface Attributes {
  session: Map<string, string[]>;
  media: Map<string, string[]>;
  mLines: string[];
}

function attributes(sdp: string): Attributes {
  const session = new Map<string, string[]>();
  const media = new Map<string, string[]>();
  const mLines: string[] = [];
  for (const raw of sdp.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('m=')) {
      mLines.push(line.slice(2));
      continue;
    }
    if (!line.startsWith('a=')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line.slice(2) : line.slice(2, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1);
    const target = mLines.length === 0 ? session : media;
    const list = target.get(name) ?? [];
    list.push(value);
    target.set(name, list);
  }
  return { session, media, mLines };
}

/** The media-level value, else the session-level one; undefined when absent or given twice. */
function single(a: Attributes, name: string): string | undefined {
  const values = a.media.get(name) ?? a.session.get(name);
  return values?.length === 1 ? values[0] : undefined;
}

function candidateOf(value: string): { candidate: HostCandidate; priority: number } | null {
  // foundation component transport priority address port "typ" type [name value]...
  const f = value.trim().split(/\s+/);
  if (f.length < 8 || f[1] !== '1' || f[6] !== 'typ' || f[7] !== 'host') return null;
  const protocol = f[2]?.toLowerCase();
  const priority = Number(f[3]);
  const address = f[4] ?? '';
  const port = Number(f[5]);
  if (protocol !== 'udp' && protocol !== 'tcp') return null;
  if (!Number.isInteger(priority) || !Number.isInteger(port) || port < 0 || port > 65535) return null;
  if (!/^[\w.:-]{1,253}$/.test(address)) return null;
  const candidate: HostCandidate = { protocol, address, port };
  for (let i = 8; i + 1 < f.length; i += 2) {
    if (f[i] === 'tcptype') {
      const t = f[i + 1];
      if (t === 'active' || t === 'passive' || t === 'so') candidate.tcpType = t;
    }
  }
  if (protocol === 'tcp' && !candidate.tcpType) return null;
  return { candidate, priority };
}

/** What the other phone needs of `sdp`, or null when the description does not fit the model. */
export function shrinkSdp(sdp: string): ShrunkSdp | null {
  const a = attributes(sdp);
  if (a.mLines.length !== 1 || !/^application \d+ UDP\/DTLS\/SCTP webrtc-datachannel$/.test(a.mLines[0]!))
    return null;
  const ufrag = single(a, 'ice-ufrag');
  const pwd = single(a, 'ice-pwd');
  const fingerprint = single(a, 'fingerprint');
  const setup = single(a, 'setup');
  const mid = a.media.get('mid');
  if (!ufrag || !pwd || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return null;
  if (!setup || !SETUP_ROLES.includes(setup)) return null;
  if (mid?.length !== 1 || !TOKEN.test(mid[0]!)) return null;
  const fp = fingerprint?.trim().split(/\s+/);
  if (fp?.length !== 2) return null;
  const algorithm = fp[0]!.toLowerCase();
  const value = fp[1]!.toUpperCase();
  if (!/^(sha-1|sha-224|sha-256|sha-384|sha-512|md5)$/.test(algorithm) || !FINGERPRINT.test(value))
    return null;
  const sctp = a.media.get('sctp-port');
  const sctpPort = sctp === undefined ? 5000 : Number(sctp[0]);
  if (
    sctp !== undefined &&
    (sctp.length !== 1 || !Number.isInteger(sctpPort) || sctpPort < 1 || sctpPort > 65535)
  )
    return null;
  const mms = a.media.get('max-message-size');
  const maxMessageSize = mms === undefined ? null : Number(mms[0]);
  if (
    maxMessageSize !== null &&
    (mms?.length !== 1 || !Number.isSafeInteger(maxMessageSize) || maxMessageSize < 0)
  )
    return null;
  const found = (a.media.get('candidate') ?? []).flatMap((c) => {
    const parsed = candidateOf(c);
    return parsed ? [parsed] : [];
  });
  // Stable sort: candidates of equal priority keep their order.
  found.sort((x, y) => y.priority - x.priority);
  return {
    ufrag,
    pwd,
    fingerprint: { algorithm, value },
    setup: setup as SetupRole,
    mid: mid[0]!,
    sctpPort,
    maxMessageSize,
    candidates: found.map((f) => f.candidate),
  };
}

/** RFC 8445 host priority, falling with the position, so the other side keeps this phone's preference. */
function priorityAt(index: number, c: HostCandidate): number {
  const typePreference = 126;
  // TCP below UDP, as browsers rank them.
  const local = Math.max(0, 65535 - index - (c.protocol === 'tcp' ? 32768 : 0));
  return typePreference * 2 ** 24 + local * 2 ** 8 + 255;
}

function candidateLine(c: HostCandidate, index: number): string {
  const tcp = c.protocol === 'tcp' && c.tcpType ? ` tcptype ${c.tcpType}` : '';
  return `a=candidate:${index + 1} 1 ${c.protocol} ${priorityAt(index, c)} ${c.address} ${c.port} typ host${tcp}`;
}

/** A session id that is the same for the same description (tests compare rebuilt descriptions). */
function sessionId(fingerprint: string): string {
  const hex = fingerprint.replace(/:/g, '').slice(0, 12);
  return String(Number.parseInt(hex || '1', 16) + 1);
}

/** A complete description (ICE gathering done) that browsers accept as the remote offer or answer. */
export function buildSdp(d: ShrunkSdp): string {
  const lines = [
    'v=0',
    `o=- ${sessionId(d.fingerprint.value)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    `a=group:BUNDLE ${d.mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...d.candidates.map(candidateLine),
    'a=end-of-candidates',
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    `a=fingerprint:${d.fingerprint.algorithm} ${d.fingerprint.value}`,
    `a=setup:${d.setup}`,
    `a=mid:${d.mid}`,
    `a=sctp-port:${d.sctpPort}`,
    ...(d.maxMessageSize === null ? [] : [`a=max-message-size:${d.maxMessageSize}`]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The lines of a description that matter, for the fallback that carries the description as text
 * (compressed): everything but what browsers add for media or for trickle ICE.
 */
export function trimSdp(sdp: string): string {
  const drop = /^a=(extmap-allow-mixed|msid-semantic|ice-options|rtcp-mux|rtcp-rsize)\b/;
  return sdp
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !drop.test(l))
    .join('\n');
}

/** The trimmed text back as a description. */
export function untrimSdp(text: string): string {
  return `${text.split('\n').join('\r\n')}\r\n`;
}

/** The first ICE username fragment and password a description states ('' when none). */
export function iceCredentials(sdp: string): { ufrag: string; pwd: string } {
  const ufrag = /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1] ?? '';
  const pwd = /^a=ice-pwd:(\S+)/m.exec(sdp)?.[1] ?? '';
  return { ufrag, pwd };
}
