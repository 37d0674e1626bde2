import { describe, expect, it } from 'vitest';
import {
  guestToken,
  type KeyValueStore,
  lastJoin,
  rememberJoin,
  rememberJoinWhileJoining,
} from '../../../src/net/identity';
import { joinLink, parseJoinLink, qrModules, qrSvg } from '../../../src/net/join-link';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  hostPeerId,
  newRoomCode,
  newSecret,
  normalizeRoomCode,
} from '../../../src/net/room-code';
import {
  PUBLIC_SIGNAL,
  parseSignalSettings,
  peerOptions,
  type SignalSettings,
} from '../../../src/net/signal';

const LAN: SignalSettings = {
  kind: 'custom',
  host: '192.168.1.20',
  port: 9000,
  path: '/',
  secure: false,
  iceServers: [],
};

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('room codes and join links', () => {
  it('codes are six characters without look-alikes, and typing is forgiving', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = newRoomCode();
      expect(code).toHaveLength(CODE_LENGTH);
      for (const c of code) expect(CODE_ALPHABET).toContain(c);
      seen.add(code);
    }
    expect(seen.size).toBe(500);
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(normalizeRoomCode(' ab-c 234 ')).toBe('ABC234');
    expect(normalizeRoomCode('ABC23')).toBeNull();
    expect(normalizeRoomCode('ABC2O4')).toBeNull();
    expect(hostPeerId('ABC234')).toBe('kassen-abc234');
  });

  it('secrets are URL-safe and long enough for the protocol', () => {
    const s = newSecret();
    expect(s).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newSecret()).not.toBe(s);
  });

  it('a join link carries the code, and the server only when it is not the public one', () => {
    const plain = joinLink('https://kassen.example/app/', 'ABC234', PUBLIC_SIGNAL);
    expect(plain).toBe('https://kassen.example/app/#join=ABC234');
    expect(parseJoinLink(plain)).toEqual({ code: 'ABC234', signal: PUBLIC_SIGNAL });
    const lan = joinLink('http://192.168.1.20:4173/', 'XYZ789', LAN);
    expect(new URL(lan).search).toBe('');
    expect(parseJoinLink(lan)).toEqual({ code: 'XYZ789', signal: LAN });
  });

  it('broken or hostile links are refused', () => {
    expect(parseJoinLink('not a url')).toBeNull();
    expect(parseJoinLink('https://x/#join=AB')).toBeNull();
    expect(parseJoinLink('https://x/#join=ABC234&signal={bad')).toBeNull();
    const evil = encodeURIComponent(
      JSON.stringify({ kind: 'custom', host: 'a b', port: 1, path: '/', secure: true }),
    );
    expect(parseJoinLink(`https://x/#join=ABC234&signal=${evil}`)).toBeNull();
    const extra = encodeURIComponent(JSON.stringify({ ...LAN, script: 'x' }));
    expect(parseJoinLink(`https://x/#join=ABC234&signal=${extra}`)).toBeNull();
  });

  it('the QR code is an SVG of the link', () => {
    const link = joinLink('https://kassen.example/', 'ABC234', LAN);
    const svg = qrSvg(link);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
    const modules = qrModules(link);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
  });
});

describe('signaling settings', () => {
  it('the public server is PeerJS’s default; a custom one maps to PeerJS options', () => {
    expect(peerOptions(PUBLIC_SIGNAL)).toEqual({});
    expect(peerOptions(LAN)).toEqual({
      host: '192.168.1.20',
      port: 9000,
      path: '/',
      secure: false,
      config: { iceServers: [] },
    });
    expect(parseSignalSettings({ kind: 'custom', host: 'h', port: 0, path: '/', secure: false })).toBeNull();
    expect(
      parseSignalSettings({ kind: 'custom', host: 'h', port: 9000, path: 'x', secure: false }),
    ).toBeNull();
    expect(parseSignalSettings({ kind: 'public' })).toEqual(PUBLIC_SIGNAL);
  });
});

describe('the guest phone’s memory', () => {
  it('keeps one secret per room across reloads, and the last game joined', () => {
    const store = memoryStore();
    const a = guestToken('ABC234', store);
    expect(guestToken('ABC234', store)).toBe(a);
    expect(guestToken('XYZ789', store)).not.toBe(a);
    store.data.set('kassen.net.guest.ABC234', 'tampered!');
    expect(guestToken('ABC234', store)).not.toBe('tampered!');
    expect(lastJoin(store)).toBeNull();
    rememberJoin(joinLink('https://x/', 'ABC234', LAN), store);
    expect(lastJoin(store)).toEqual({ code: 'ABC234', signal: LAN });
  });

  it('a room never reached (a mistyped code, cancelled) does not replace the one to rejoin', () => {
    const store = memoryStore();
    // Nothing before: the mistyped code is remembered while joining (a reload rejoins it), then forgotten.
    const first = rememberJoinWhileJoining(joinLink('https://x/', 'ZZZZ22', LAN), store);
    expect(lastJoin(store)?.code).toBe('ZZZZ22');
    first.settle(false);
    expect(lastJoin(store)).toBeNull();
    // A room reached stays; a later mistyped one gives it back on Cancel.
    rememberJoinWhileJoining(joinLink('https://x/', 'ABC234', LAN), store).settle(true);
    const typo = rememberJoinWhileJoining(joinLink('https://x/', 'ABC235', PUBLIC_SIGNAL), store);
    expect(lastJoin(store)?.code).toBe('ABC235');
    typo.settle(false);
    expect(lastJoin(store)).toEqual({ code: 'ABC234', signal: LAN });
    // A join made since (another tab) is left alone.
    const old = rememberJoinWhileJoining(joinLink('https://x/', 'QQQQ22', LAN), store);
    rememberJoin(joinLink('https://x/', 'WWWW22', LAN), store);
    old.settle(false);
    expect(lastJoin(store)?.code).toBe('WWWW22');
  });
});
