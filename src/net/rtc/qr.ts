// Pairing codes as QR codes (qrcode-generator). A code is all QR-alphanumeric characters, so the QR
// code stores it in alphanumeric mode (5.5 bits a character), the smallest a phone can show.
// Error correction M (15%): a phone screen seen by another phone's camera has glare and moiré.

import qrcode from 'qrcode-generator';

export interface PairingQr {
  /** The QR version (1-40): the symbol is 17 + 4 × version modules wide. */
  version: number;
  /** Modules per side (without the quiet zone). */
  size: number;
  isDark(row: number, col: number): boolean;
  /** SVG markup, black on white with the 4-module quiet zone, scaling to its container. */
  svg(): string;
}

export function pairingQr(code: string): PairingQr {
  const qr = qrcode(0, 'M');
  qr.addData(code, /^[0-9A-Z $%*+\-./:]*$/.test(code) ? 'Alphanumeric' : 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return {
    version: (size - 17) / 4,
    size,
    isDark: (r, c) => qr.isDark(r, c),
    svg: () => qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }),
  };
}
