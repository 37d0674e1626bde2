// Zoom for the Shogun map: the map is drawn `zoom` times its fitted size inside a frame that scrolls,
// so one finger pans (the browser's own scrolling) and two fingers pinch. The point under the
// fingers' middle (or the frame's middle, for the buttons) stays where it was.

import { type Accessor, createSignal } from 'solid-js';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The zoom buttons' steps. */
export const ZOOM_STEP = 1.5;

export function clampZoom(z: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));
}

export interface MapZoom {
  zoom: Accessor<number>;
  /** Sets the zoom, keeping the frame point (x, y) (default: its middle) over the same map point. */
  zoomTo(z: number, x?: number, y?: number): void;
  onTouchStart(e: TouchEvent): void;
  onTouchMove(e: TouchEvent): void;
  onTouchEnd(e: TouchEvent): void;
}

function spread(e: TouchEvent): { d: number; x: number; y: number } | null {
  const [a, b] = [e.touches[0], e.touches[1]];
  if (!a || !b) return null;
  return {
    d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
    x: (a.clientX + b.clientX) / 2,
    y: (a.clientY + b.clientY) / 2,
  };
}

export function createMapZoom(frame: () => HTMLElement | undefined): MapZoom {
  const [zoom, setZoom] = createSignal(MIN_ZOOM);
  let pinch: { d: number; zoom: number } | null = null;

  function zoomTo(z: number, x?: number, y?: number): void {
    const el = frame();
    const next = clampZoom(z);
    const before = zoom();
    if (!el || next === before) {
      setZoom(next);
      return;
    }
    const fx = x ?? el.clientWidth / 2;
    const fy = y ?? el.clientHeight / 2;
    // The map point under (fx, fy), in map units of the zoom before.
    const mx = (el.scrollLeft + fx) / before;
    const my = (el.scrollTop + fy) / before;
    setZoom(next);
    el.scrollLeft = mx * next - fx;
    el.scrollTop = my * next - fy;
  }

  return {
    zoom,
    zoomTo,
    onTouchStart(e) {
      const s = spread(e);
      if (s) pinch = { d: s.d, zoom: zoom() };
    },
    onTouchMove(e) {
      const s = spread(e);
      const el = frame();
      if (!s || !pinch || !el || pinch.d === 0) return;
      // Two fingers are ours: the page itself must not zoom or scroll.
      e.preventDefault();
      const box = el.getBoundingClientRect();
      zoomTo(pinch.zoom * (s.d / pinch.d), s.x - box.left, s.y - box.top);
    },
    onTouchEnd(e) {
      if (e.touches.length < 2) pinch = null;
    },
  };
}
