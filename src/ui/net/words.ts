// What the two-phone screens say about the connection: the client's status, the room on the
// signaling server and the notices, in the catalogue's words (src/net's own sentences are the
// fallback for a code the catalogue does not know yet).

import type { SignalSettings } from '../../net/signal';
import { hasNetKey, nt } from './i18n';

/**
 * Which side of a table of phones (Shogun and its companion: a host and two or more guest phones)
 * this phone is; a game of two phones has none, and its sentences say "the other phone".
 */
export interface TableSide {
  role: 'host' | 'guest';
  /** The phones that join the host: the seats its device does not play. */
  guestPhones: number;
}

/** The host's statuses that speak of the guests, said of several phones at a table. */
const OF_SEVERAL = new Set(['waiting', 'connected', 'away']);

/**
 * The client's ConnectionStatus (src/net/client.ts), as a string so this file stays light. At a
 * table, a guest is connected to the host phone (not to "the other phone": there are several), and
 * a host with two or more guests waits for, is connected to, or misses one of several phones.
 */
export function statusText(status: string, table?: TableSide): string {
  if (table?.role === 'guest' && status === 'connected') return nt('net.status.connectedHost');
  if (table?.role === 'host' && table.guestPhones > 1 && OF_SEVERAL.has(status)) {
    return nt(`net.status.${status as 'waiting' | 'connected' | 'away'}Several`);
  }
  const key = `net.status.${status}`;
  return hasNetKey(key) ? nt(key) : status;
}

/** The room's RoomStatus on the signaling server (src/net/peerjs.ts): open to several phones at a table. */
export function roomText(status: string, table?: TableSide): string {
  if (status === 'open' && table && table.guestPhones > 1) return nt('net.room.openSeveral');
  const key = `net.room.${status}`;
  return hasNetKey(key) ? nt(key) : status;
}

/** A notice or refusal for the player: by its code when the catalogue has it. */
export function noticeText(notice: { code: string; message: string }): string {
  const key = `net.notice.${notice.code}`;
  return hasNetKey(key) ? nt(key) : notice.message;
}

/**
 * A refused action at a table of phones (Shogun): the refusal's reason in the catalogue's words,
 * of another player rather than "the other army" where the two differ. Never the client's own
 * sentence (src/net/client.ts REFUSAL_TEXT: English) while the catalogue knows the reason.
 */
export function tableRefusalText(refusal: { reason: string; message: string }): string {
  const key = `net.table.refused.${refusal.reason}`;
  return hasNetKey(key) ? nt(key) : noticeText({ code: refusal.reason, message: refusal.message });
}

/** The signaling server in a few words ("the public PeerJS server", "your own server at …"). */
export function serverText(signal: SignalSettings): string {
  if (signal.kind === 'public') return nt('net.server.public');
  const scheme = signal.secure ? 'wss' : 'ws';
  return nt('net.server.custom', { address: `${scheme}://${signal.host}:${signal.port}${signal.path}` });
}
