// The session description shrunk to what a data channel needs, and rebuilt (src/net/rtc/sdp.ts),
// on real Chromium descriptions (fixtures/chromium-sdp.json). The browser test
// tests/browser/net-offline.test.ts shows that Chromium accepts the rebuilt descriptions.
import { describe, expect, it } from 'vitest';
import { buildSdp, shrinkSdp, trimSdp, untrimSdp } from '../../../src/net/rtc/sdp';
import { CHROMIUM, PHONE_OFFER, REAL, TCP_OFFER, TWO_SECTIONS } from './sdp-fixtures';

function line(sdp: string, name: string): string | undefined {
  return sdp.split('\r\n').find((l) => l.startsWith(`a=${name}:`));
}

describe('shrinking a session description', () => {
  it('keeps the ICE credentials, fingerprint, role, media id, SCTP port and message size', () => {
    const s = shrinkSdp(CHROMIUM.plain.offer);
    expect(s).not.toBeNull();
    expect(`a=ice-ufrag:${s?.ufrag}`).toBe(line(CHROMIUM.plain.offer, 'ice-ufrag'));
    expect(`a=ice-pwd:${s?.pwd}`).toBe(line(CHROMIUM.plain.offer, 'ice-pwd'));
    expect(`a=fingerprint:${s?.fingerprint.algorithm} ${s?.fingerprint.value}`).toBe(
      line(CHROMIUM.plain.offer, 'fingerprint'),
    );
    expect(s?.setup).toBe('actpass');
    expect(shrinkSdp(CHROMIUM.plain.answer)?.setup).toBe('active');
    expect(s?.mid).toBe('0');
    expect(s?.sctpPort).toBe(5000);
    expect(s?.maxMessageSize).toBe(262144);
  });

  it('keeps the host candidates, highest priority first', () => {
    // Chromium lists IPv4 first but ranks its IPv6 address higher (2113942271 > 2113937151).
    expect(shrinkSdp(CHROMIUM.plain.offer)?.candidates).toEqual([
      { protocol: 'udp', address: 'fd00::2', port: expect.any(Number) },
      { protocol: 'udp', address: '192.0.2.2', port: expect.any(Number) },
    ]);
    const mdns = shrinkSdp(CHROMIUM.mdns.offer)?.candidates ?? [];
    expect(mdns).toHaveLength(2);
    for (const c of mdns) expect(c.address).toMatch(/^[0-9a-f-]{36}\.local$/);
    expect(shrinkSdp(PHONE_OFFER)?.candidates.map((c) => c.port)).toEqual([
      50123, 50124, 50125, 50126, 50127,
    ]);
    expect(shrinkSdp(TCP_OFFER)?.candidates).toEqual([
      { protocol: 'udp', address: '192.0.2.2', port: 57961 },
      { protocol: 'tcp', address: '192.0.2.2', port: 9, tcpType: 'active' },
      { protocol: 'tcp', address: '192.0.2.2', port: 40211, tcpType: 'passive' },
    ]);
  });

  it('leaves out candidates of other types and components', () => {
    const sdp = CHROMIUM.plain.offer.replace(
      'a=ice-ufrag',
      'a=candidate:9 1 udp 1677729535 203.0.113.4 61000 typ srflx raddr 192.0.2.2 rport 42196\r\n' +
        'a=candidate:8 2 udp 2113937150 192.0.2.2 42197 typ host\r\na=ice-ufrag',
    );
    expect(shrinkSdp(sdp)?.candidates).toHaveLength(2);
  });

  it('declines what the compact model cannot hold', () => {
    expect(shrinkSdp(TWO_SECTIONS)).toBeNull();
    expect(shrinkSdp(CHROMIUM.plain.offer.replace(/a=fingerprint:[^\r]*\r\n/, ''))).toBeNull();
    expect(shrinkSdp(CHROMIUM.plain.offer.replace('a=setup:actpass', 'a=setup:holdconn'))).toBeNull();
    expect(shrinkSdp(CHROMIUM.plain.offer.replace(/a=ice-pwd:\S+/, 'a=ice-pwd:has space'))).toBeNull();
    expect(shrinkSdp('not a description')).toBeNull();
  });

  it('takes session-level credentials and fingerprint when the media section has none', () => {
    const moved = CHROMIUM.plain.offer
      .replace(/(a=ice-ufrag:\S+\r\n)(a=ice-pwd:\S+\r\n)/, '')
      .replace(
        'a=group:BUNDLE 0',
        `a=group:BUNDLE 0\r\n${line(CHROMIUM.plain.offer, 'ice-ufrag')}\r\n${line(CHROMIUM.plain.offer, 'ice-pwd')}`,
      );
    expect(shrinkSdp(moved)).toEqual(shrinkSdp(CHROMIUM.plain.offer));
  });
});

describe('rebuilding a session description', () => {
  for (const { name, sdp } of [
    ...REAL,
    { name: 'phone offer', sdp: PHONE_OFFER },
    { name: 'TCP', sdp: TCP_OFFER },
  ]) {
    it(`round-trips: ${name}`, () => {
      const shrunk = shrinkSdp(sdp);
      expect(shrunk).not.toBeNull();
      const rebuilt = buildSdp(shrunk!);
      expect(shrinkSdp(rebuilt)).toEqual(shrunk);
      // The same lines where it matters.
      for (const name of [
        'ice-ufrag',
        'ice-pwd',
        'fingerprint',
        'setup',
        'mid',
        'sctp-port',
        'max-message-size',
      ])
        expect(line(rebuilt, name)).toBe(line(sdp, name));
      expect(rebuilt.endsWith('\r\n')).toBe(true);
      expect(rebuilt).toContain('a=end-of-candidates');
      expect(rebuilt).not.toContain('ice-options:trickle');
      expect(rebuilt.length).toBeLessThan(sdp.length + 60);
    });
  }

  it('gives candidates falling priorities in the order kept', () => {
    const rebuilt = buildSdp(shrinkSdp(PHONE_OFFER)!);
    const priorities = rebuilt
      .split('\r\n')
      .filter((l) => l.startsWith('a=candidate:'))
      .map((l) => Number(l.split(' ')[3]));
    expect(priorities).toHaveLength(5);
    for (let i = 1; i < priorities.length; i++) expect(priorities[i]).toBeLessThan(priorities[i - 1]!);
    expect(priorities[0]! >>> 24).toBe(126);
  });

  it('states no message size when the original stated none', () => {
    const none = CHROMIUM.plain.offer.replace(/a=max-message-size:\d+\r\n/, '');
    const s = shrinkSdp(none)!;
    expect(s.maxMessageSize).toBeNull();
    expect(buildSdp(s)).not.toContain('max-message-size');
  });
});

describe('the whole-description fallback text', () => {
  it('drops only lines a data channel does not need, and comes back as a description', () => {
    const trimmed = trimSdp(CHROMIUM.plain.offer);
    expect(trimmed).not.toContain('\r');
    expect(trimmed).not.toContain('extmap-allow-mixed');
    expect(trimmed).not.toContain('ice-options');
    const back = untrimSdp(trimmed);
    expect(shrinkSdp(back)).toEqual(shrinkSdp(CHROMIUM.plain.offer));
  });
});
