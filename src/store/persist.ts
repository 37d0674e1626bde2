// Asks the browser to keep this site's storage when the device runs low on space. Without it,
// saved games are "best effort" and may be evicted. Chromium decides on its own (no prompt; more
// likely once the app is installed); Firefox may ask the player, so call it from a tap (new game).

export type PersistResult = 'persisted' | 'granted' | 'denied' | 'unsupported';

/** 'persisted' if it already was, 'granted' or 'denied' for a new request, 'unsupported' without the API. */
export async function requestPersistentStorage(): Promise<PersistResult> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

/** Space used and available for this site, in bytes (null when the browser does not say). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.estimate !== 'function') return null;
  try {
    const e = await storage.estimate();
    return { usage: e.usage ?? 0, quota: e.quota ?? 0 };
  } catch {
    return null;
  }
}
