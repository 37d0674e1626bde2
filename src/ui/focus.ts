// Where focus goes after an action: to the next thing to do (issue 28), so a keyboard or screen
// reader player does not start over from the top of the page after every press. A finger on a
// touch screen sees no ring and must not see the page jump, so the scroll is kept for it.

let lastInput: 'keyboard' | 'pointer' = 'pointer';
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', () => (lastInput = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

function usable(el: Element): el is HTMLElement | SVGElement {
  if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  // Hidden by display: none (jsdom has no layout, so only the style is asked there).
  return el.getClientRects().length > 0 || typeof window.matchMedia !== 'function';
}

/** Focuses the first usable element matching the selectors, tried in order; true when one was. */
export function focusFirst(root: ParentNode, selectors: readonly string[]): boolean {
  listen();
  for (const selector of selectors) {
    const el = Array.from(root.querySelectorAll(selector)).find(usable);
    if (el) {
      el.focus({ preventScroll: lastInput === 'pointer' });
      return true;
    }
  }
  return false;
}

/** Runs after the next paint, when the screen an action led to is in the document. */
export function afterRender(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 0);
}

/** Starts telling keyboard from pointer use (called by the first screens). */
export function trackInput(): void {
  listen();
}
