// QR round trips at real payload sizes: pairing codes of real Chromium descriptions drawn as QR
// codes (qrcode-generator), the modules painted into RGBA pixels as a camera frame would hold
// them, and read back with jsQR (the scanner's fallback decoder).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodePairingCode } from '../../../src/net/rtc/code';
import { pairingQr } from '../../../src/net/rtc/qr';
import { PHONE_OFFER, REAL, TWO_SECTIONS } from './sdp-fixtures';

/** The QR code as an RGBA image: `scale` pixels a module, a 4-module white quiet zone, optional noise. */
function render(code: string, scale: number, noise = 0): { data: Uint8ClampedArray; width: number } {
  const qr = pairingQr(code);
  const width = (qr.size + 8) * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  let seed = 12345;
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.floor(y / scale) - 4;
      const c = Math.floor(x / scale) - 4;
      const dark = r >= 0 && c >= 0 && r < qr.size && c < qr.size && qr.isDark(r, c);
      seed = (seed * 1103515245 + 12345) >>> 0;
      const jitter = noise ? ((seed >>> 16) % (2 * noise)) - noise : 0;
      const v = (dark ? 30 : 225) + jitter;
      const i = (y * width + x) * 4;
      data[i] = v;
      data[i + 1] = v;
      data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
  return { data, width };
}

const CASES = [
  ...REAL.map(({ name, sdp }) => ({ name, sdp })),
  { name: 'phone offer, five addresses', sdp: PHONE_OFFER },
  { name: 'whole description (fallback)', sdp: TWO_SECTIONS },
];

describe('pairing QR codes', () => {
  for (const { name, sdp } of CASES) {
    it(`round-trip through pixels and jsQR: ${name}`, async () => {
      const kind = name.includes('answer') ? 'answer' : 'offer';
      const { text } = await encodePairingCode(
        kind,
        kind === 'offer' ? { room: 'XYZ789', tag: null, sdp } : { room: null, tag: 4242, sdp },
      );
      const qr = pairingQr(text);
      expect(qr.size).toBe(17 + 4 * qr.version);
      for (const [scale, noise] of [
        [4, 0],
        [3, 40],
      ] as const) {
        const image = render(text, scale, noise);
        const read = jsQR(image.data, image.width, image.width);
        expect(read?.data).toBe(text);
        expect(read?.version).toBe(qr.version);
      }
    });
  }

  it('stores a code in alphanumeric mode: the compact codes fit in version 7 or less', async () => {
    for (const { name, sdp } of REAL) {
      const kind = name.startsWith('offer') ? 'offer' : 'answer';
      const { text } = await encodePairingCode(
        kind,
        kind === 'offer' ? { room: 'XYZ789', tag: null, sdp } : { room: null, tag: 1, sdp },
      );
      expect(pairingQr(text).version).toBeLessThanOrEqual(7);
    }
  });

  it('draws an SVG that scales to its container', () => {
    const svg = pairingQr('K1OABC').svg();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
  });
});
