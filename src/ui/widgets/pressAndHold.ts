// Press-and-hold on an HTML element (a card, a button) opens its reference; the click that ends
// the hold is swallowed so the element's own action does not run too.

const HOLD_MS = 550;
const MOVE_SLOP = 10;

export interface PressAndHold {
  handlers: {
    onPointerDown: (e: PointerEvent) => void;
    onPointerMove: (e: PointerEvent) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onPointerLeave: () => void;
    onContextMenu: (e: Event) => void;
  };
  swallowClick(): boolean;
}

export function pressAndHold(onHold: () => void): PressAndHold {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: { x: number; y: number } | null = null;
  let held = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    handlers: {
      onPointerDown(e) {
        cancel();
        held = false;
        start = { x: e.clientX, y: e.clientY };
        timer = setTimeout(() => {
          timer = undefined;
          held = true;
          onHold();
        }, HOLD_MS);
      },
      onPointerMove(e) {
        if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > MOVE_SLOP) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onPointerLeave: cancel,
      onContextMenu(e) {
        // A long touch opens the browser's context menu on some devices; the hold replaces it.
        e.preventDefault();
      },
    },
    swallowClick() {
      const h = held;
      held = false;
      return h;
    },
  };
}
