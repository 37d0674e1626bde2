// The system Back button inside a screen: a screen with a view of its own to close first (the
// companion's rules, opened over its table) or work to keep (the editor's unsaved changes) says
// so here, and App's Back handler asks before it changes the screen. The latest handler that is
// still mounted answers; it returns true when it took the Back itself (the screen stays).

import { getOwner, onCleanup } from 'solid-js';

type BackHandler = () => boolean;

const handlers: BackHandler[] = [];

/** Registers `handler` for as long as the calling component is mounted. */
export function onSystemBack(handler: BackHandler): void {
  handlers.push(handler);
  if (getOwner()) {
    onCleanup(() => {
      const i = handlers.lastIndexOf(handler);
      if (i >= 0) handlers.splice(i, 1);
    });
  }
}

/** Called by App on the system Back: true when a screen took it (App then stays where it is). */
export function systemBackTaken(): boolean {
  const handler = handlers[handlers.length - 1];
  return handler ? handler() : false;
}
