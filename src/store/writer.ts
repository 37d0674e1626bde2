// One writer per saved game across the tabs and windows of this device. Opening a game claims it,
// and the tab that opened it last takes it over: with Web Locks it steals the game's lock, so the
// tab that held it learns at once (its lock request fails); a BroadcastChannel message says the
// same to browsers without Web Locks, and every write is announced so a tab that somehow missed
// both learns from the next one. The revision check of every write (saves.ts) is what makes a
// stale write impossible; this module only lets the stale tab know before it tries.

import type { SaveHeader } from './types';

/** Why a tab lost a game: another tab opened it, or deleted it. */
export type LossReason = 'elsewhere' | 'deleted';

/** A game this tab had open and may no longer write: the UI says so and offers to reopen it. */
export interface TakenOver {
  reason: LossReason;
  /** The header as this tab last wrote it (id, game, kind, extra: what reopening it needs). */
  header: SaveHeader;
}

/** What a claim hears about its game from the other tabs. */
export interface ClaimEvents {
  lost(reason: LossReason): void;
  /** Another tab wrote the game; its header now has this revision. */
  wrote(revision: number): void;
}

export interface Claim {
  /** Lets the game go (the tab left it); no event comes after this. */
  release(): void;
}

type Message = { kind: 'opened' | 'deleted'; id: string } | { kind: 'wrote'; id: string; revision: number };

const CHANNEL = 'kassen-saves';
const LOCK_PREFIX = 'kassen-save:';

const claims = new Map<string, ClaimEvents>();
const listeners = new Set<(t: TakenOver) => void>();
let channel: BroadcastChannel | null | undefined;

function isMessage(m: unknown): m is Message {
  if (m === null || typeof m !== 'object') return false;
  const { kind, id, revision } = m as Record<string, unknown>;
  if (typeof id !== 'string') return false;
  return kind === 'opened' || kind === 'deleted' || (kind === 'wrote' && typeof revision === 'number');
}

function receive(data: unknown): void {
  if (!isMessage(data)) return;
  const events = claims.get(data.id);
  if (!events) return;
  if (data.kind === 'wrote') events.wrote(data.revision);
  else events.lost(data.kind === 'deleted' ? 'deleted' : 'elsewhere');
}

/** The page's channel to its other tabs, or null where the browser has none. */
function bus(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (e: MessageEvent) => receive(e.data));
  // Node (unit tests): an open channel must not keep the process alive.
  (channel as { unref?: () => void } | null)?.unref?.();
  return channel;
}

function post(message: Message): void {
  try {
    bus()?.postMessage(message);
  } catch {
    // A closed or missing channel: the revision check still refuses the stale tab's next write.
  }
}

function lockManager(): LockManager | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Takes the game over from any other tab that has it open, and hears when this tab loses it. */
export function claim(id: string, events: ClaimEvents): Claim {
  let held = true;
  let letGo: () => void = () => undefined;
  const forget = () => {
    held = false;
    if (claims.get(id) === events) claims.delete(id);
    letGo();
  };
  claims.set(id, events);
  const locks = lockManager();
  if (locks) {
    const holding = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    // steal: granted at once, and the tab that held the lock sees its own request fail.
    locks
      .request(LOCK_PREFIX + id, { steal: true }, () => holding)
      .catch(() => {
        if (!held) return;
        forget();
        events.lost('elsewhere');
      });
  }
  post({ kind: 'opened', id });
  return {
    release() {
      if (held) forget();
    },
  };
}

/** Tells the other tabs that this tab wrote the game (now at `revision`). */
export function announceWrite(id: string, revision: number): void {
  post({ kind: 'wrote', id, revision });
}

/** Tells the other tabs that the game was deleted here. */
export function announceDelete(id: string): void {
  post({ kind: 'deleted', id });
}

/** Hears every game this tab loses to another tab (the UI shows a notice). Returns the unsubscribe. */
export function onTakenOver(listener: (t: TakenOver) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tellTakenOver(t: TakenOver): void {
  for (const listener of listeners) listener(t);
}
