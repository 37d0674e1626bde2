// Secret simultaneous choices (a plan, a bid): several seats each build a choice in private, commit
// it, and may withdraw it to change it until the last seat has committed; then all are revealed at
// once. The box lives in the game state (plain JSON); views show a seat only its own draft and who
// has committed, never another seat's draft.

export interface SecretBox<Seat extends string, C> {
  /** The seats that must choose, in seat order. */
  seats: Seat[];
  /** Each seat's choice so far (its draft); hidden from every other seat. */
  drafts: Partial<Record<Seat, C>>;
  /** The seats that have committed their choice, in the order they did. */
  committed: Seat[];
}

/** What one seat may see of a box: its own draft and who has committed. */
export interface SecretView<Seat extends string, C> {
  seats: Seat[];
  committed: Seat[];
  mine?: C;
}

export function openSecret<Seat extends string, C>(
  seats: readonly Seat[],
  draft: (seat: Seat) => C,
): SecretBox<Seat, C> {
  const drafts: Partial<Record<Seat, C>> = {};
  for (const s of seats) drafts[s] = draft(s);
  return { seats: [...seats], drafts, committed: [] };
}

/** The seats still choosing (all of them may act at once). */
export function stillChoosing<Seat extends string, C>(box: SecretBox<Seat, C>): Seat[] {
  return box.seats.filter((s) => !box.committed.includes(s));
}

export function hasCommitted<Seat extends string, C>(box: SecretBox<Seat, C>, seat: Seat): boolean {
  return box.committed.includes(seat);
}

export function commit<Seat extends string, C>(box: SecretBox<Seat, C>, seat: Seat): void {
  if (!box.seats.includes(seat)) throw new Error(`${seat} has no choice in this box`);
  if (!box.committed.includes(seat)) box.committed.push(seat);
}

/** Takes a committed choice back to change it; only while some seat has still to commit. */
export function withdraw<Seat extends string, C>(box: SecretBox<Seat, C>, seat: Seat): void {
  if (allCommitted(box)) throw new Error('the choices are already revealed');
  box.committed = box.committed.filter((s) => s !== seat);
}

export function allCommitted<Seat extends string, C>(box: SecretBox<Seat, C>): boolean {
  return box.seats.every((s) => box.committed.includes(s));
}

/** Every seat's choice, once all have committed. */
export function reveal<Seat extends string, C>(box: SecretBox<Seat, C>): Record<Seat, C> {
  if (!allCommitted(box)) throw new Error('not every seat has committed');
  return box.drafts as Record<Seat, C>;
}

/** The box as `viewer` may see it: its own draft only (spectators see no draft). */
export function secretViewFor<Seat extends string, C>(
  box: SecretBox<Seat, C>,
  viewer: Seat | 'spectator',
): SecretView<Seat, C> {
  const view: SecretView<Seat, C> = { seats: [...box.seats], committed: [...box.committed] };
  if (viewer !== 'spectator' && box.seats.includes(viewer) && box.drafts[viewer] !== undefined)
    view.mine = structuredClone(box.drafts[viewer]) as C;
  return view;
}
