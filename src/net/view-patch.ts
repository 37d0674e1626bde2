// Views change a little with each action (a unit moves, a prompt changes) but weigh about 30 KB
// late in a game, and on a data channel the time to deliver grows with the size. So the host sends
// a full view once per connection and afterwards only the top-level keys, or the entries of the
// records (units, leaders, players...), whose JSON changed. Any game's view: plain JSON objects.

import type { GameView } from '../games/samurai-battles/index';
import type { ViewPatch } from './protocol';

type Json = Record<string, unknown>;

/** What the guest holds, as JSON text per top-level key (records: per entry). */
export type ViewCache = Map<string, string | Map<string, string>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function entries(record: Json): Map<string, string> {
  const out = new Map<string, string>();
  for (const k of Object.keys(record)) out.set(k, text(record[k]));
  return out;
}

export function cacheOf<V = GameView>(view: V): ViewCache {
  const cache: ViewCache = new Map();
  const json = view as unknown as Json;
  for (const key of Object.keys(json)) {
    const value = json[key];
    cache.set(key, isRecord(value) ? entries(value) : text(value));
  }
  return cache;
}

/** The patch from what the guest holds (`cache`, updated in place) to `view`. */
export function diffView<V = GameView>(cache: ViewCache, view: V): ViewPatch {
  const patch: ViewPatch = { set: [], del: [] };
  const json = view as unknown as Json;
  for (const key of Object.keys(json)) {
    const value = json[key];
    const held = cache.get(key);
    if (isRecord(value) && held instanceof Map) {
      for (const k of Object.keys(value)) {
        const t = text(value[k]);
        if (held.get(k) !== t) {
          held.set(k, t);
          patch.set.push([[key, k], value[k]]);
        }
      }
      for (const k of held.keys()) {
        if (!Object.hasOwn(value, k)) {
          held.delete(k);
          patch.del.push([key, k]);
        }
      }
      continue;
    }
    if (isRecord(value)) {
      cache.set(key, entries(value));
      patch.set.push([[key], value]);
      continue;
    }
    const t = text(value);
    if (held !== t) {
      cache.set(key, t);
      patch.set.push([[key], value]);
    }
  }
  // A key the view no longer has (an optional part with nothing to show) goes from the guest's too.
  for (const key of cache.keys()) {
    if (!Object.hasOwn(json, key)) {
      cache.delete(key);
      patch.del.push([key]);
    }
  }
  return patch;
}

const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

/** The guest's side: a new view object (changed parts are new objects, the rest is shared). */
export function applyPatch<V = GameView>(view: V, patch: ViewPatch): V {
  const next: Json = { ...(view as unknown as Json) };
  const copied = new Set<string>();
  const record = (key: string): Json => {
    if (RESERVED.has(key)) throw new Error(`reserved key ${key}`);
    if (!copied.has(key)) {
      const current = next[key];
      next[key] = isRecord(current) ? { ...current } : {};
      copied.add(key);
    }
    return next[key] as Json;
  };
  for (const [path, value] of patch.set) {
    const [key, sub] = path;
    if (RESERVED.has(key) || (sub !== undefined && RESERVED.has(sub)))
      throw new Error('reserved key in patch');
    if (sub === undefined) {
      next[key] = value;
      copied.delete(key);
    } else {
      record(key)[sub] = value;
    }
  }
  for (const [key, sub] of patch.del) {
    if (RESERVED.has(key) || (sub !== undefined && RESERVED.has(sub)))
      throw new Error('reserved key in patch');
    if (sub === undefined) {
      delete next[key];
      copied.delete(key);
    } else {
      delete record(key)[sub];
    }
  }
  return next as unknown as V;
}
