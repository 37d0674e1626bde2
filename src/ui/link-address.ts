// The links the app may be opened from, read from the address's fragment: a join link (the host's
// QR code, `#join=CODE…`) and a shared battle (`#battle=CODE`, src/editor/transfer.ts). Once read,
// the fragment is taken out so that a reload or Home does not act on it again.

/** The app was opened from a join link (the host's QR code): `#join=CODE…`. */
export function joinLinkInAddress(): boolean {
  return /(^#|&)join=/.test(globalThis.location?.hash ?? '');
}

/** The app was opened from a shared battle's link: `#battle=CODE`. */
export function battleLinkInAddress(): boolean {
  return /(^#|&)battle=/.test(globalThis.location?.hash ?? '');
}

/**
 * Takes the link out of the address. The history entry keeps its screen (App's state): without it
 * a guest who joined by a link had no screen behind the game, and the system Back left the page
 * without asking, as a guest who typed the room code is asked.
 */
export function clearAddressFragment(): void {
  try {
    const l = globalThis.location;
    globalThis.history?.replaceState(globalThis.history.state, '', l.pathname + l.search);
  } catch {
    // Not critical: the link would only join the same room again.
  }
}
