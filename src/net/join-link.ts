// The link (and QR code) the host shows: the app's address with the room code, and the signaling
// server when it is not the public one, in the fragment (#), which never leaves the phone.

import qrcode from 'qrcode-generator';
import { normalizeRoomCode } from './room-code';
import { PUBLIC_SIGNAL, parseSignalSettings, type SignalSettings } from './signal';

export interface JoinInfo {
  code: string;
  signal: SignalSettings;
}

/** `base` is the app's address (e.g. location.origin + import.meta.env.BASE_URL). */
export function joinLink(base: string, code: string, signal: SignalSettings): string {
  const url = new URL(base);
  const params = new URLSearchParams({ join: code });
  if (signal.kind !== 'public') params.set('signal', JSON.stringify(signal));
  url.hash = params.toString();
  return url.href;
}

/** The room and server a link names, or null when it is not a join link (or a broken one). */
export function parseJoinLink(href: string): JoinInfo | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  const code = normalizeRoomCode(params.get('join') ?? '');
  if (!code) return null;
  const raw = params.get('signal');
  if (raw === null) return { code, signal: PUBLIC_SIGNAL };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const signal = parseSignalSettings(json);
  return signal ? { code, signal } : null;
}

/** The QR code of a text as an SVG element's markup (black on white, scales to its container). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** The QR code as rows of dark (true) and light modules, for drawing it another way. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}
