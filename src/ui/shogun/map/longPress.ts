// Press and hold: `onHold` fires after HOLD_MS unless the finger moved (a pan) or lifted first.
// What the hold opens (the province card, a sheet over the page) is on screen before the finger
// lifts, and the browser sends the click that ends the touch to whatever is under the finger THEN:
// the sheet's backdrop, which closed the card at once (issue 19: "the first province in view",
// near the frame's top, lies under the backdrop; the frame's middle under the sheet itself). So the
// click that ends a hold is swallowed wherever it lands, not only on the province.

export const HOLD_MS = 500;
const SLOP_PX = 10;
/** If no click follows the lifted finger within this time, none is coming. */
const CLICK_GRACE_MS = 1000;

export interface LongPress {
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  onPointerEnd(): void;
  /** Stops the timer and any swallowing still armed (the map leaves the page). */
  dispose(): void;
}

export function createLongPress(onHold: () => void, root: () => EventTarget = () => window): LongPress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: { x: number; y: number } | null = null;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    start = null;
  };
  const swallow = createClickSwallow(root);
  return {
    onPointerDown(e) {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      stop();
      start = { x: e.clientX, y: e.clientY };
      timer = setTimeout(() => {
        stop();
        swallow.arm();
        onHold();
      }, HOLD_MS);
    },
    onPointerMove(e) {
      if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > SLOP_PX) stop();
    },
    onPointerEnd: stop,
    dispose() {
      stop();
      swallow.disarm();
    },
  };
}

/**
 * Eats the next click anywhere under `root` (capture phase, before any handler), once armed: the
 * click that ends a hold. A new press (pointerdown) or a cancelled one disarms it, so a later tap of
 * the player's is never eaten; so does a lifted finger with no click after CLICK_GRACE_MS.
 */
function createClickSwallow(root: () => EventTarget): { arm(): void; disarm(): void } {
  let grace: ReturnType<typeof setTimeout> | undefined;
  const eat = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    disarm();
  };
  const lifted = () => {
    clearTimeout(grace);
    grace = setTimeout(disarm, CLICK_GRACE_MS);
  };
  const listeners: [string, EventListener][] = [
    ['click', eat],
    ['pointerdown', () => disarm()],
    ['pointercancel', () => disarm()],
    ['pointerup', lifted],
  ];
  function disarm(): void {
    clearTimeout(grace);
    grace = undefined;
    const at = root();
    for (const [type, fn] of listeners) at.removeEventListener(type, fn, true);
  }
  return {
    arm() {
      disarm();
      const at = root();
      for (const [type, fn] of listeners) at.addEventListener(type, fn, true);
    },
    disarm,
  };
}
