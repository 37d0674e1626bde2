// Pairing two phones by QR codes (issue 8): how large the codes are, and how long pairing takes.
//
// Sizes: real Chromium descriptions (tests/unit/net-rtc/fixtures, captured by capture-sdp.ts with
// plain addresses and with mDNS names) and a phone with five addresses (made from them), each
// through every stage: the browser's SDP, the lines a data channel needs (trimmed), that text
// deflated (what CompressionStream 'deflate-raw' gives), the compact packed payload the app uses,
// the code's characters, and the QR code (version and modules, error correction M, alphanumeric
// mode). For comparison, the deflated text as base64url in a byte-mode QR code.
//
// Times, in two real Chromium pages on loopback (iceServers []): making an offer (ICE gathering to
// the end), making the answer, and from reading the answer to an open data channel, then one echo.

import { encodePairingCode } from '../src/net/rtc/code';
import { deflateRaw } from '../src/net/rtc/compress';
import { packPayload } from '../src/net/rtc/pack';
import { pairingQr } from '../src/net/rtc/qr';
import { trimSdp } from '../src/net/rtc/sdp';
import { serveOfflinePage } from '../tests/browser/net-offline-page';
import { launchNetBrowser } from '../tests/browser/net-page';
import { PHONE_OFFER, REAL } from '../tests/unit/net-rtc/sdp-fixtures';
import { stats } from './app';
import type { BenchFigure, Benchmark } from './types';

const ROUNDS = 10;

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** The QR version a byte-mode code of `text` needs (base64url has lower case: byte mode). */
function byteModeVersion(text: string): number {
  return pairingQr(text).version;
}

async function sizes(): Promise<BenchFigure[]> {
  const out: BenchFigure[] = [];
  for (const { name, sdp } of [...REAL, { name: 'offer, phone with 5 addresses (made)', sdp: PHONE_OFFER }]) {
    const kind = name.startsWith('answer') ? 'answer' : 'offer';
    const trimmed = trimSdp(sdp);
    const deflated = await deflateRaw(new TextEncoder().encode(trimmed));
    const code = await encodePairingCode(
      kind,
      kind === 'offer' ? { room: 'ABC234', tag: null, sdp } : { room: null, tag: 0x1234, sdp },
    );
    const qr = pairingQr(code.text);
    const b64 = base64url(deflated);
    const packed = await packPayload(
      kind === 'offer' ? { room: 'ABC234', tag: null, sdp } : { room: null, tag: 0x1234, sdp },
    );
    const packedDeflated = await deflateRaw(packed.bytes);
    out.push({
      name: `${name}: code`,
      value: code.text.length,
      unit: 'chars',
      note:
        `SDP ${sdp.length} B, trimmed ${trimmed.length} B, trimmed+deflate ${deflated.length} B, ` +
        `packed ${code.payloadBytes} B (${code.form}; deflated it would be ${packedDeflated.length} B); QR version ${qr.version} (${qr.size}x${qr.size}); ` +
        `deflate+base64url would be ${b64.length} chars, QR version ${byteModeVersion(b64)}`,
    });
  }
  return out;
}

async function times(): Promise<BenchFigure[]> {
  const served = await serveOfflinePage();
  const browser = await launchNetBrowser();
  try {
    const offer: number[] = [];
    const answer: number[] = [];
    const open: number[] = [];
    const echo: number[] = [];
    const live = { offer: 0, answer: 0, offerChars: 0, answerChars: 0, offerQr: 0, answerQr: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const host = await browser.newContext();
      const guest = await browser.newContext();
      try {
        const [h, g] = [await host.newPage(), await guest.newPage()];
        for (const p of [h, g]) {
          await p.goto(served.url, { waitUntil: 'load' });
          await p.waitForFunction(() => typeof window.__kassenOffline === 'object');
        }
        const o = await h.evaluate(() => window.__kassenOffline.benchOffer());
        const a = await g.evaluate((code) => window.__kassenOffline.benchAnswer(code), o.code);
        const r = await h.evaluate((code) => window.__kassenOffline.benchAccept(code), a.code);
        offer.push(o.ms);
        answer.push(a.ms);
        open.push(r.open);
        echo.push(r.echo);
        Object.assign(live, {
          offer: o.info.sdpBytes,
          answer: a.info.sdpBytes,
          offerChars: o.info.chars,
          answerChars: a.info.chars,
          offerQr: pairingQr(o.code).version,
          answerQr: pairingQr(a.code).version,
        });
      } finally {
        await host.close();
        await guest.close();
      }
    }
    const ms = (name: string, values: number[]): BenchFigure => {
      const s = stats(values);
      return {
        name,
        value: Number(s.median.toFixed(1)),
        unit: 'ms',
        note: `p95 ${s.p95.toFixed(1)} ms, ${values.length} rounds`,
      };
    };
    return [
      ms('make an offer (ICE gathering complete), p50', offer),
      ms('make the answer, p50', answer),
      ms('answer read to data channel open, p50', open),
      ms('first echo on the channel, p50', echo),
      {
        name: 'codes made in the pages (plain addresses)',
        value: live.offerChars,
        unit: 'chars',
        note: `offer from ${live.offer} B of SDP, QR version ${live.offerQr}; answer ${live.answerChars} chars from ${live.answer} B, QR version ${live.answerQr}`,
      },
    ];
  } finally {
    await browser.close();
    await served.close();
  }
}

const bench: Benchmark = {
  title: 'Pairing by QR codes: code sizes and pairing times (Chromium, loopback, iceServers [])',
  async run() {
    return [...(await sizes()), ...(await times())];
  },
};

export default bench;
