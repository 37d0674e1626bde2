// Pinch and drag to zoom and pan the board (pointer events on the SVG, changing its viewBox),
// the wheel for mice, and press-and-hold on a hex for its reference. Taps stay ordinary click
// events; a drag, a pinch or a hold only marks the click that follows as swallowed.

import { type Accessor, createSignal } from 'solid-js';

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const HOLD_MS = 550;
const MOVE_SLOP = 8;
const MIN_ZOOM_FRACTION = 0.25;

export interface Gestures {
  viewBox: Accessor<ViewBox>;
  zoomed: Accessor<boolean>;
  /** True (once) if the click now arriving ends a drag, pinch or hold. */
  swallowClick(): boolean;
  zoomBy(factor: number): void;
  reset(): void;
  handlers: {
    onPointerDown: (e: PointerEvent) => void;
    onPointerMove: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: (e: PointerEvent) => void;
    onWheel: (e: WheelEvent) => void;
  };
}

export function createGestures(
  full: ViewBox,
  svg: () => SVGSVGElement | undefined,
  onHold: (target: Element) => void,
): Gestures {
  const [viewBox, setViewBox] = createSignal<ViewBox>({ ...full });
  const pointers = new Map<number, { x: number; y: number }>();
  let start: { x: number; y: number } | null = null;
  let moved = false;
  let swallow = false;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let pinchDistance = 0;

  function clamp(v: ViewBox): ViewBox {
    const w = Math.min(full.w, Math.max(full.w * MIN_ZOOM_FRACTION, v.w));
    const h = (w / full.w) * full.h;
    const x = Math.min(full.x + full.w - w, Math.max(full.x, v.x));
    const y = Math.min(full.y + full.h - h, Math.max(full.y, v.y));
    return { x, y, w, h };
  }

  /** Board units per screen pixel (the SVG keeps its aspect ratio, letterboxed). */
  function unitsPerPixel(): number {
    const el = svg();
    if (!el) return 1;
    const v = viewBox();
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 1;
    return Math.max(v.w / r.width, v.h / r.height);
  }

  /** Zoom by a factor about a point given in client pixels (default: the centre). */
  function zoomAt(factor: number, clientX?: number, clientY?: number): void {
    const el = svg();
    const v = viewBox();
    let fx = 0.5;
    let fy = 0.5;
    if (el && clientX !== undefined && clientY !== undefined) {
      const r = el.getBoundingClientRect();
      fx = r.width > 0 ? (clientX - r.left) / r.width : 0.5;
      fy = r.height > 0 ? (clientY - r.top) / r.height : 0.5;
    }
    const w = v.w / factor;
    const h = v.h / factor;
    setViewBox(clamp({ x: v.x + (v.w - w) * fx, y: v.y + (v.h - h) * fy, w, h }));
  }

  function cancelHold(): void {
    if (holdTimer !== undefined) clearTimeout(holdTimer);
    holdTimer = undefined;
  }

  function distance(): number {
    const [a, b] = [...pointers.values()];
    if (!a || !b) return 0;
    return Math.hypot(a.x - b.x, a.y - b.y);
  }

  function midpoint(): { x: number; y: number } {
    const list = [...pointers.values()];
    const x = list.reduce((s, p) => s + p.x, 0) / list.length;
    const y = list.reduce((s, p) => s + p.y, 0) / list.length;
    return { x, y };
  }

  const handlers: Gestures['handlers'] = {
    onPointerDown(e) {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) {
        start = { x: e.clientX, y: e.clientY };
        moved = false;
        swallow = false;
        const target = e.target instanceof Element ? e.target : null;
        cancelHold();
        if (target) {
          holdTimer = setTimeout(() => {
            holdTimer = undefined;
            if (!moved) {
              swallow = true;
              onHold(target);
            }
          }, HOLD_MS);
        }
      } else {
        cancelHold();
        moved = true;
        pinchDistance = distance();
      }
    },
    onPointerMove(e) {
      const previous = pointers.get(e.pointerId);
      if (!previous) return;
      const next = { x: e.clientX, y: e.clientY };
      if (pointers.size >= 2) {
        const before = midpoint();
        pointers.set(e.pointerId, next);
        const d = distance();
        if (pinchDistance > 0 && d > 0) {
          const mid = midpoint();
          zoomAt(d / pinchDistance, mid.x, mid.y);
          const k = unitsPerPixel();
          const v = viewBox();
          setViewBox(clamp({ ...v, x: v.x - (mid.x - before.x) * k, y: v.y - (mid.y - before.y) * k }));
        }
        pinchDistance = d;
        swallow = true;
        return;
      }
      pointers.set(e.pointerId, next);
      if (start && !moved && Math.hypot(next.x - start.x, next.y - start.y) > MOVE_SLOP) {
        moved = true;
        cancelHold();
      }
      if (moved) {
        swallow = true;
        const k = unitsPerPixel();
        const v = viewBox();
        setViewBox(clamp({ ...v, x: v.x - (next.x - previous.x) * k, y: v.y - (next.y - previous.y) * k }));
      }
    },
    onPointerUp(e) {
      pointers.delete(e.pointerId);
      cancelHold();
      if (pointers.size < 2) pinchDistance = 0;
    },
    onPointerCancel(e) {
      pointers.delete(e.pointerId);
      cancelHold();
    },
    onWheel(e) {
      e.preventDefault();
      zoomAt(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX, e.clientY);
    },
  };

  return {
    viewBox,
    zoomed: () => viewBox().w < full.w - 0.01,
    swallowClick() {
      const s = swallow;
      swallow = false;
      return s;
    },
    zoomBy: (f) => zoomAt(f),
    reset: () => setViewBox({ ...full }),
    handlers,
  };
}
