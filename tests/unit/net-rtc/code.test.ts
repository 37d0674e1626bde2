// Pairing codes (src/net/rtc/code.ts): real Chromium descriptions through the compact form and
// back, the whole-description fallback, and clear refusals of damaged, cut, foreign, old or
// misplaced codes.
import { describe, expect, it } from 'vitest';
import { BASE44_ALPHABET, toBase44 } from '../../../src/net/rtc/base44';
import {
  type CodeProblem,
  decodePairingCode,
  encodePairingCode,
  normalizeCode,
  PairingCodeError,
  type PairingKind,
} from '../../../src/net/rtc/code';
import { crc32 } from '../../../src/net/rtc/crc32';
import { shrinkSdp } from '../../../src/net/rtc/sdp';
import { CHROMIUM, PHONE_OFFER, REAL, TCP_OFFER, TWO_SECTIONS } from './sdp-fixtures';

async function problem(text: string, kind: PairingKind): Promise<CodeProblem | 'ok'> {
  try {
    await decodePairingCode(text, kind);
    return 'ok';
  } catch (e) {
    if (e instanceof PairingCodeError) return e.problem;
    throw e;
  }
}

const ROOM = 'ABC234';

describe('pairing codes', () => {
  for (const { name, sdp } of REAL) {
    it(`round-trip a real Chromium description: ${name}`, async () => {
      const kind: PairingKind = name.startsWith('offer') ? 'offer' : 'answer';
      const payload = kind === 'offer' ? { room: ROOM, tag: null, sdp } : { room: null, tag: 0xbeef, sdp };
      const code = await encodePairingCode(kind, payload);
      expect(code.form).toBe('compact');
      expect(code.text).toMatch(kind === 'offer' ? /^K1O[0-9A-Z$%*+\-./:]+$/ : /^K1A[0-9A-Z$%*+\-./:]+$/);
      const back = await decodePairingCode(code.text, kind);
      expect(back.room).toBe(payload.room);
      expect(back.tag).toBe(payload.tag);
      expect(shrinkSdp(back.sdp)).toEqual(shrinkSdp(sdp));
      // Small enough for a QR code a phone reads at arm's length (see qr.test.ts).
      expect(code.text.length).toBeLessThan(200);
      expect(code.payloadBytes).toBeLessThan(sdp.length / 4);
    });
  }

  it('round-trip a phone with five addresses and a TCP candidate', async () => {
    for (const sdp of [PHONE_OFFER, TCP_OFFER]) {
      const code = await encodePairingCode('offer', { room: ROOM, tag: null, sdp });
      expect(code.form).toBe('compact');
      expect(shrinkSdp((await decodePairingCode(code.text, 'offer')).sdp)).toEqual(shrinkSdp(sdp));
    }
  });

  it('carry a description the compact form cannot hold whole, deflated', async () => {
    const code = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: TWO_SECTIONS });
    expect(code.form).toBe('whole');
    const back = await decodePairingCode(code.text, 'offer');
    expect(back.room).toBe(ROOM);
    expect(back.sdp).toContain('a=mid:1');
    expect(back.sdp).toContain('a=sctp-port:5001');
    expect(shrinkSdp(back.sdp)).toBeNull();
    // Deflate shrinks the text: the code is shorter than the description.
    expect(code.text.length).toBeLessThan(TWO_SECTIONS.length);
  });

  it('read pasted text with spaces, line breaks and lower case', async () => {
    const { text } = await encodePairingCode('answer', { room: null, tag: 1, sdp: CHROMIUM.plain.answer });
    const pasted = `  ${text.slice(0, 40).toLowerCase()}\n${text.slice(40, 90)} ${text.slice(90)}\r\n`;
    expect(normalizeCode(pasted)).toBe(text);
    expect((await decodePairingCode(pasted, 'answer')).tag).toBe(1);
  });
});

describe('codes that cannot be used say why', () => {
  it('nothing, or something else entirely', async () => {
    expect(await problem('', 'offer')).toBe('empty');
    expect(await problem(' \n ', 'offer')).toBe('empty');
    expect(await problem('https://kassen.example/#join=ABC234', 'offer')).toBe('foreign');
    expect(await problem('WIFI:S:cellar;T:WPA;P:secret;;', 'offer')).toBe('foreign');
    expect(await problem('hello', 'answer')).toBe('foreign');
    expect(await problem('KO1ABC', 'offer')).toBe('foreign');
  });

  it('another version of Kassen', async () => {
    const { text } = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: CHROMIUM.plain.offer });
    expect(await problem(`K2${text.slice(2)}`, 'offer')).toBe('version');
    expect(await problem(`K0${text.slice(2)}`, 'offer')).toBe('version');
  });

  it('the answer where the offer belongs, and the other way round', async () => {
    const offer = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: CHROMIUM.plain.offer });
    const answer = await encodePairingCode('answer', { room: null, tag: 5, sdp: CHROMIUM.plain.answer });
    const e = await decodePairingCode(offer.text, 'answer').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PairingCodeError);
    expect((e as PairingCodeError).problem).toBe('wrong-kind');
    expect((e as PairingCodeError).got).toBe('offer');
    expect(await problem(answer.text, 'offer')).toBe('wrong-kind');
    // The kind letter swapped by hand: the checksum covers it.
    expect(await problem(`K1A${offer.text.slice(3)}`, 'answer')).toBe('damaged');
  });

  it('every cut of a code is reported as incomplete', async () => {
    for (const { sdp } of REAL) {
      const { text } = await encodePairingCode('answer', { room: null, tag: 9, sdp });
      for (let n = 3; n < text.length; n++)
        expect(await problem(text.slice(0, n), 'answer')).toBe('truncated');
    }
  });

  it('every changed character is caught (the checksum catches bursts up to 32 bits)', async () => {
    const { text } = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: CHROMIUM.mdns.offer });
    const seen = new Set<string>();
    for (let i = 3; i < text.length; i++) {
      for (const c of ['0', 'Z', ':', BASE44_ALPHABET[(BASE44_ALPHABET.indexOf(text[i]!) + 1) % 44]!]) {
        if (c === text[i]) continue;
        const p = await problem(text.slice(0, i) + c + text.slice(i + 1), 'offer');
        expect(p).not.toBe('ok');
        seen.add(p);
      }
    }
    // A changed length in front makes the code look cut or too long; anything else is damage.
    expect([...seen].every((p) => p === 'damaged' || p === 'truncated')).toBe(true);
    expect(seen.has('damaged')).toBe(true);
  });

  it('an added or repeated part is damage, not a missing one', async () => {
    const { text } = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: CHROMIUM.plain.offer });
    expect(await problem(`${text}0`, 'offer')).toBe('damaged');
    expect(await problem(`${text}${text.slice(3)}`, 'offer')).toBe('damaged');
    expect(await problem(`${text.slice(0, 20)}#${text.slice(21)}`, 'offer')).toBe('damaged');
  });

  it('a code with a good checksum but bytes this version cannot read is damaged', async () => {
    // Flags with every bit set, then noise; length and checksum made right.
    const body = Uint8Array.from([0xff, 1, 2, 3]);
    const head = 'K1O';
    const all = new Uint8Array([body.length, ...body]);
    const sumInput = new Uint8Array([...Array.from(head, (c) => c.charCodeAt(0)), ...all]);
    const sum = crc32(sumInput);
    const bytes = new Uint8Array([...all, sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255]);
    expect(await problem(head + toBase44(bytes), 'offer')).toBe('damaged');
  });

  it('an offer without its room, or an answer without its offer tag, is damaged', async () => {
    const offer = await encodePairingCode('offer', { room: null, tag: null, sdp: CHROMIUM.plain.offer });
    expect(await problem(offer.text, 'offer')).toBe('damaged');
    const answer = await encodePairingCode('answer', { room: null, tag: null, sdp: CHROMIUM.plain.answer });
    expect(await problem(answer.text, 'answer')).toBe('damaged');
  });

  it('a deflate bomb in the whole-description form is refused', async () => {
    const huge = `v=0\r\n${'a=x\r\n'.repeat(20_000)}`;
    const code = await encodePairingCode('offer', { room: ROOM, tag: null, sdp: huge });
    expect(code.form).toBe('whole');
    expect(await problem(code.text, 'offer')).toBe('damaged');
  });
});
