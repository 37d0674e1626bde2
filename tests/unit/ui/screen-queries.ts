// Cheap queries for GameScreen tests in jsdom. A role query on the whole screen computes the name
// and the visibility (jsdom's getComputedStyle, every rule of its default style sheet matched
// again for each element and ancestor) of every candidate, and the board's 127 hexes are each a
// named button: under load a single such query took up to a second of a test's 5 s. Board buttons
// are read from their aria-label (a hex's accessible name is its label); the rest is looked for
// beside the board.
import { within } from '@solidjs/testing-library';

/** The board's buttons whose name matches, in document order. */
export function boardButtons(name: RegExp): SVGElement[] {
  return Array.from(document.querySelectorAll<SVGElement>('svg.board [role="button"]')).filter((b) =>
    name.test(b.getAttribute('aria-label') ?? ''),
  );
}

/** The first board button whose name matches (throws, like a role query, when there is none). */
export function boardButton(name: RegExp): SVGElement {
  const [first] = boardButtons(name);
  if (!first) throw new Error(`no board button named ${name}`);
  return first;
}

/** Queries within the prompt, the action bar and the hand: the game screen beside the board. */
export function side() {
  const el = document.querySelector<HTMLElement>('.game-side');
  if (!el) throw new Error('no game screen beside a board');
  return within(el);
}
