// The second half of a double tap must not answer for the other player: the holder's quick second
// tap may land on a panel that his first tap brought up (the ask panel, issue 21 items 1 and 9).
// Remembers where and when the last tap ended, so the panel can ignore a tap that repeats it. The
// hand-off screen's Continue uses the same test (HandOff.tsx).

/** Longer than a double tap (about 300 ms between taps) and short enough not to be noticed. */
const GUARD_MS = 700;
/** How far from the first tap a second one still counts as the same finger (CSS pixels). */
const GUARD_RADIUS = 48;

export interface TapMark {
  x: number;
  y: number;
  at: number;
}

let last: TapMark | null = null;
let listening = false;

/** Starts remembering taps (once; a no-op without a document). */
export function watchTaps(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerup',
    (e) => {
      last = { x: e.clientX, y: e.clientY, at: e.timeStamp };
    },
    true,
  );
}

/** The last tap seen so far (taken when a panel appears). */
export function lastTap(): TapMark | null {
  return last;
}

/** A real tap (keys and scripts have detail 0) close in time and place to `before`. */
export function repeats(before: TapMark | null, e: MouseEvent): boolean {
  return (
    before !== null &&
    e.detail > 0 &&
    e.timeStamp - before.at < GUARD_MS &&
    Math.hypot(e.clientX - before.x, e.clientY - before.y) < GUARD_RADIUS
  );
}
