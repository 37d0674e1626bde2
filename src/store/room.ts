// Whether the last write of a game was refused for lack of room. Browsers do not always say the
// device is full through navigator.storage.estimate() (a lowered quota, a nearly full disk), so the
// Saves screen also asks this. Kept in sessionStorage: a reload of the tab still knows.

const KEY = 'kassen.noRoom';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Records the outcome of a write: refused for room (true), or saved (false). */
export function noteRoom(refused: boolean): void {
  try {
    if (refused) session()?.setItem(KEY, '1');
    else if (session()?.getItem(KEY)) session()?.removeItem(KEY);
  } catch {
    // Not critical: the next refused write says so again.
  }
}

/** True when the last write this tab tried was refused for lack of room. */
export function outOfRoom(): boolean {
  try {
    return session()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
