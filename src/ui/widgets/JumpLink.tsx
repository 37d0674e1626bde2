// A link to a part of the same screen (a table of contents). It scrolls there and moves the focus
// there without touching the address: a fragment in the address would add a history entry with no
// screen of ours in it, and the app's Back handling would read that as "go home" (App.tsx).

import type { JSX } from 'solid-js';

export function JumpLink(props: { to: string; children: JSX.Element }): JSX.Element {
  const jump = (e: MouseEvent) => {
    // Never the default: a fragment in the address is what must not happen, target or none.
    e.preventDefault();
    const target = document.getElementById(props.to);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    // A section is not focusable of itself: it takes the focus so a keyboard or screen reader goes on
    // from there.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${props.to}`} onClick={jump}>
      {props.children}
    </a>
  );
}
