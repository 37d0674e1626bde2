// Which signaling server the phones use to find each other (a player setting). The game itself
// then goes directly between the phones; the server only passes the connection offers along.
// - public: the PeerJS project's free server (0.peerjs.com), the default; needs the internet;
// - custom: the player's own PeerServer (`npm run signal` on a computer of the same network).

import * as v from 'valibot';

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export type SignalSettings =
  | { kind: 'public' }
  | {
      kind: 'custom';
      host: string;
      port: number;
      path: string;
      /** https/wss: required when the app itself is served over https. */
      secure: boolean;
      key?: string;
      /** STUN/TURN servers; absent = PeerJS's defaults, [] = none (same network only). */
      iceServers?: IceServer[];
    };

export const PUBLIC_SIGNAL: SignalSettings = { kind: 'public' };

const Url = v.pipe(v.string(), v.maxLength(300), v.regex(/^(stun|stuns|turn|turns):/));

export const SignalSettingsSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('public') }),
  v.strictObject({
    kind: v.literal('custom'),
    host: v.pipe(v.string(), v.minLength(1), v.maxLength(253), v.regex(/^[A-Za-z0-9.:[\]-]+$/)),
    port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
    path: v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[\w./-]*$/)),
    secure: v.boolean(),
    key: v.optional(v.pipe(v.string(), v.maxLength(100), v.regex(/^[\w-]+$/))),
    iceServers: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            urls: v.union([Url, v.pipe(v.array(Url), v.maxLength(5))]),
            username: v.optional(v.pipe(v.string(), v.maxLength(200))),
            credential: v.optional(v.pipe(v.string(), v.maxLength(200))),
          }),
        ),
        v.maxLength(5),
      ),
    ),
  }),
]);

/** Settings read from storage or a join link, or null when they are not usable. */
export function parseSignalSettings(input: unknown): SignalSettings | null {
  const r = v.safeParse(SignalSettingsSchema, input);
  return r.success ? (r.output as SignalSettings) : null;
}

/** The PeerJS options for these settings (the public server is PeerJS's default). */
export interface PeerConnectionOptions {
  host?: string;
  port?: number;
  path?: string;
  secure?: boolean;
  key?: string;
  config?: { iceServers: IceServer[] };
}

export function peerOptions(settings: SignalSettings): PeerConnectionOptions {
  if (settings.kind === 'public') return {};
  return {
    host: settings.host,
    port: settings.port,
    path: settings.path,
    secure: settings.secure,
    ...(settings.key ? { key: settings.key } : {}),
    ...(settings.iceServers ? { config: { iceServers: settings.iceServers } } : {}),
  };
}
