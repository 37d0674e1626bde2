import { describe, expect, it } from 'vitest';
import { BASE44_ALPHABET, Base44Error, fromBase44, toBase44 } from '../../../src/net/rtc/base44';

describe('base44', () => {
  it('uses 44 characters of the QR alphanumeric set, without the space', () => {
    expect(new Set(BASE44_ALPHABET).size).toBe(44);
    expect(BASE44_ALPHABET).not.toContain(' ');
    expect(BASE44_ALPHABET).toMatch(/^[0-9A-Z$%*+\-./:]+$/);
  });

  it('round-trips every length from 0 to 200 bytes, three characters per two bytes', () => {
    let seed = 7;
    for (let n = 0; n <= 200; n++) {
      const bytes = Uint8Array.from({ length: n }, () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return seed >>> 24;
      });
      const text = toBase44(bytes);
      expect(text.length).toBe(Math.floor(n / 2) * 3 + (n % 2) * 2);
      expect(fromBase44(text)).toEqual(bytes);
    }
  });

  it('round-trips the extremes of a group', () => {
    for (const bytes of [[0, 0], [255, 255], [255], [0], [0, 255, 255, 0, 7]]) {
      expect(Array.from(fromBase44(toBase44(Uint8Array.from(bytes))))).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet, impossible lengths and groups too large', () => {
    const kind = (text: string) => {
      try {
        fromBase44(text);
        return 'ok';
      } catch (e) {
        return e instanceof Base44Error ? e.kind : 'other';
      }
    };
    expect(kind('A0')).toBe('ok');
    expect(kind('A0B')).toBe('ok');
    expect(kind('A')).toBe('length');
    expect(kind('ABCD')).toBe('length');
    expect(kind('ab')).toBe('character');
    expect(kind('A B')).toBe('character');
    // 43 + 43*44 + 43*1936 = 85 183 > 65 535
    expect(kind(':::')).toBe('value');
    expect(kind('::')).toBe('value');
  });
});
