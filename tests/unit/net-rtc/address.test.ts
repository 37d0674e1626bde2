// Candidate addresses as bytes (src/net/rtc/address.ts): packed only when unpacking gives back the
// very same text.
import { describe, expect, it } from 'vitest';
import { formatAddress, formatIpv6, packAddress } from '../../../src/net/rtc/address';

describe('candidate addresses', () => {
  it('packs IPv4, canonical IPv6 and mDNS names into bytes and back', () => {
    for (const [text, kind, size] of [
      ['192.168.43.27', 'ipv4', 4],
      ['0.0.0.0', 'ipv4', 4],
      ['fd00::2', 'ipv6', 16],
      ['2001:db8:4f2a:1c00:8d3e:21ff:fe4a:9b10', 'ipv6', 16],
      ['::1', 'ipv6', 16],
      ['fe80::', 'ipv6', 16],
      ['3276c041-3934-413a-9553-807cbf406f1d.local', 'mdns', 16],
    ] as const) {
      const packed = packAddress(text);
      expect(packed.kind).toBe(kind);
      if (packed.kind !== 'name') expect(packed.bytes.length).toBe(size);
      expect(formatAddress(packed)).toBe(text);
    }
  });

  it('keeps as text what would not come back the same', () => {
    for (const text of [
      'fd00:0:0:0:0:0:0:2',
      'FD00::2',
      '192.168.001.1',
      '::ffff:192.0.2.1',
      'phone.local',
      '3276C041-3934-413A-9553-807CBF406F1D.local',
    ]) {
      const packed = packAddress(text);
      expect(packed.kind).toBe('name');
      expect(formatAddress(packed)).toBe(text);
    }
  });

  it('writes IPv6 as RFC 5952 does: the longest zero run shortened, a single zero group kept', () => {
    const bytes = (groups: number[]) => Uint8Array.from(groups.flatMap((g) => [g >> 8, g & 255]));
    expect(formatIpv6(bytes([0x2001, 0xdb8, 0, 0, 1, 0, 0, 0]))).toBe('2001:db8:0:0:1::');
    expect(formatIpv6(bytes([0x2001, 0xdb8, 0, 1, 1, 1, 1, 1]))).toBe('2001:db8:0:1:1:1:1:1');
    expect(formatIpv6(bytes([0, 0, 0, 0, 0, 0, 0, 0]))).toBe('::');
  });
});
