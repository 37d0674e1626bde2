// Press and hold: `onHold` fires after HOLD_MS unless the finger moved (a pan) or lifted first; the
// click that follows a hold is swallowed so the press does not also count as a tap.

export const HOLD_MS = 500;
const SLOP_PX = 10;

export interface LongPress {
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  onPointerEnd(): void;
  /** True once for the click that ends a hold: the caller ignores that click. */
  swallowClick(): boolean;
}

export function createLongPress(onHold: () => void): LongPress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: { x: number; y: number } | null = null;
  let held = false;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    start = null;
  };
  return {
    onPointerDown(e) {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      stop();
      held = false;
      start = { x: e.clientX, y: e.clientY };
      timer = setTimeout(() => {
        held = true;
        stop();
        onHold();
      }, HOLD_MS);
    },
    onPointerMove(e) {
      if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > SLOP_PX) stop();
    },
    onPointerEnd: stop,
    swallowClick() {
      const was = held;
      held = false;
      return was;
    },
  };
}
