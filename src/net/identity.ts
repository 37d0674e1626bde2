// What the guest phone remembers between reloads: its secret for each room (the host recognises
// the phone by it) and the last game it joined. In localStorage; in memory when there is none.

import { type JoinInfo, parseJoinLink } from './join-link';
import { newSecret } from './room-code';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memory = new Map<string, string>();
const inMemory: KeyValueStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => {
    memory.set(k, v);
  },
};

function defaultStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage can be forbidden (privacy settings); memory still works until a reload.
  }
  return inMemory;
}

const TOKEN_KEY = 'kassen.net.guest.';
const LAST_KEY = 'kassen.net.last-join';

/** This phone's secret for a room, made on first use. */
export function guestToken(code: string, store: KeyValueStore = defaultStore()): string {
  const key = TOKEN_KEY + code;
  const known = store.getItem(key);
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const token = newSecret();
  try {
    store.setItem(key, token);
  } catch {
    // Full or forbidden storage: the token lasts as long as the page.
  }
  return token;
}

/** Remembers the game joined last (its join link), so a reload can rejoin it. */
export function rememberJoin(link: string, store: KeyValueStore = defaultStore()): void {
  try {
    store.setItem(LAST_KEY, link);
  } catch {
    // Not critical: the player can scan the code again.
  }
}

/**
 * Remembers `link` as the game joined last while it is being joined; `settle(false)` (the host was
 * never reached: a mistyped code, cancelled) puts back the game remembered before, so "Rejoin
 * room …" still offers that one, not the code nobody holds. A reload while joining still rejoins
 * `link`, as it is remembered until then.
 */
export function rememberJoinWhileJoining(
  link: string,
  store: KeyValueStore = defaultStore(),
): { settle(reached: boolean): void } {
  const before = store.getItem(LAST_KEY);
  rememberJoin(link, store);
  return {
    settle(reached) {
      // Another join since (another tab, a link) is left alone.
      if (!reached && store.getItem(LAST_KEY) === link) rememberJoin(before ?? '', store);
    },
  };
}

export function lastJoin(store: KeyValueStore = defaultStore()): JoinInfo | null {
  const link = store.getItem(LAST_KEY);
  return link ? parseJoinLink(link) : null;
}
