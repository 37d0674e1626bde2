// What the two-phone screens say about the connection: the client's status, the room on the
// signaling server and the notices, in the catalogue's words (src/net's own sentences are the
// fallback for a code the catalogue does not know yet).

import type { SignalSettings } from '../../net/signal';
import { hasNetKey, nt } from './i18n';

/** The client's ConnectionStatus (src/net/client.ts), as a string so this file stays light. */
export function statusText(status: string): string {
  const key = `net.status.${status}`;
  return hasNetKey(key) ? nt(key) : status;
}

/** The room's RoomStatus on the signaling server (src/net/peerjs.ts). */
export function roomText(status: string): string {
  const key = `net.room.${status}`;
  return hasNetKey(key) ? nt(key) : status;
}

/** A notice or refusal for the player: by its code when the catalogue has it. */
export function noticeText(notice: { code: string; message: string }): string {
  const key = `net.notice.${notice.code}`;
  return hasNetKey(key) ? nt(key) : notice.message;
}

/** The signaling server in a few words ("the public PeerJS server", "your own server at …"). */
export function serverText(signal: SignalSettings): string {
  if (signal.kind === 'public') return nt('net.server.public');
  const scheme = signal.secure ? 'wss' : 'ws';
  return nt('net.server.custom', { address: `${scheme}://${signal.host}:${signal.port}${signal.path}` });
}
