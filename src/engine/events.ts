// Events with audiences. An event that only some seats may see says so in `audience` (absent: every
// seat and spectators). The engine filters a list of events for one seat as it builds views; a game
// may also redact an event for the seats outside its audience instead of dropping it.

export interface Audienced<Seat extends string> {
  /** The seats that may see this event; absent means everyone. */
  audience?: readonly Seat[];
}

/** May `viewer` see this event? Spectators see only events for everyone. */
export function inAudience<Seat extends string>(event: object, viewer: Seat | 'spectator'): boolean {
  const audience = (event as Audienced<Seat>).audience;
  return audience === undefined || (viewer !== 'spectator' && audience.includes(viewer));
}

/**
 * The events `viewer` may see. An event outside its audience is dropped, unless `redact` returns a
 * public form of it (e.g. "a card was drawn" without the card).
 */
export function filterEvents<Seat extends string, E extends object>(
  events: readonly E[],
  viewer: Seat | 'spectator',
  redact?: (event: E) => E | null,
): E[] {
  const out: E[] = [];
  for (const e of events) {
    if (inAudience<Seat>(e, viewer)) out.push(e);
    else {
      const r = redact?.(e);
      if (r) out.push(r);
    }
  }
  return out;
}
