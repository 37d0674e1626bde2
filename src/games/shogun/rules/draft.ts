// The free province draft (156-184): two face-up cards and the deck; each pick places one army group.

import { shuffle } from '../../../engine/rng';
import { provinceAt } from '../board';
import { type PlayerCount, type Seat, START_GROUPS } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';

export interface DraftState {
  /** Face-down province cards (hidden). */
  deck: ProvinceId[];
  faceUp: ProvinceId[];
  /** Army groups each seat has still to place. */
  groups: Partial<Record<Seat, number[]>>;
  /** The face-up cards each seat saw at its previous pick (184). */
  lastSeen: Partial<Record<Seat, ProvinceId[]>>;
  /** Picks made so far; seats pick in turn, oldest first (162). */
  picks: number;
  /**
   * The top card of the deck, just taken by the seat to pick, which now chooses the group to put on it
   * (162): a card taken blind is seen before the group is chosen (Shogun decision 16).
   */
  drawn?: ProvinceId;
}

export type DraftSource = 0 | 1 | 'deck';

export function startDraft(state: ShogunState): DraftState {
  const deck = shuffle(state.rng, Object.keys(state.provinces) as ProvinceId[]);
  const faceUp = deck.splice(0, 2);
  const groups: DraftState['groups'] = {};
  for (const seat of state.seats) groups[seat] = [...START_GROUPS[state.seats.length as PlayerCount]];
  return { deck, faceUp, groups, lastSeen: {}, picks: 0 };
}

/** The seat to pick, or null once every group is on the board (178). */
export function draftSeat(state: ShogunState, draft: DraftState): Seat | null {
  const seat = state.seats[draft.picks % state.seats.length]!;
  return (draft.groups[seat]?.length ?? 0) > 0 ? seat : null;
}

/** Facing the same two cards as at its last pick, a seat may send both under the deck (184). */
export function canRefresh(draft: DraftState, seat: Seat): boolean {
  const seen = draft.lastSeen[seat];
  return (
    !draft.drawn &&
    !!seen &&
    seen.length === draft.faceUp.length &&
    draft.faceUp.every((id) => seen.includes(id))
  );
}

export function refreshDraft(draft: DraftState, seat: Seat): void {
  if (!canRefresh(draft, seat)) throw new Error(`${seat} may not refresh the face-up cards`);
  draft.deck.push(...draft.faceUp);
  draft.faceUp = draft.deck.splice(0, 2);
  delete draft.lastSeen[seat];
}

/** Takes the top card of the deck; the seat then chooses the group for it (162; Shogun decision 16). */
export function drawFromDeck(state: ShogunState, draft: DraftState, seat: Seat): ProvinceId {
  if (draftSeat(state, draft) !== seat) throw new Error(`it is not ${seat}'s pick`);
  if (draft.drawn) throw new Error(`${seat} has already taken ${draft.drawn}`);
  const id = draft.deck.shift();
  if (!id) throw new Error('the deck is empty');
  draft.lastSeen[seat] = [...draft.faceUp];
  draft.drawn = id;
  return id;
}

/**
 * Takes a card and puts one of the seat's groups on that province (162-164, 176). From the deck this is
 * the card already drawn with `drawFromDeck`, or, called directly, the top card.
 */
export function draftPick(
  state: ShogunState,
  draft: DraftState,
  seat: Seat,
  source: DraftSource,
  group: number,
): ProvinceId {
  if (draftSeat(state, draft) !== seat) throw new Error(`it is not ${seat}'s pick`);
  const groups = draft.groups[seat]!;
  const g = groups.indexOf(group);
  if (g < 0) throw new Error(`${seat} has no group of ${group}`);
  if (draft.drawn && source !== 'deck') throw new Error(`${seat} must place a group on ${draft.drawn}`);
  let id: ProvinceId | undefined;
  if (source === 'deck') {
    id = draft.drawn ?? drawFromDeck(state, draft, seat);
    delete draft.drawn;
  } else {
    draft.lastSeen[seat] = [...draft.faceUp];
    id = draft.faceUp[source];
    const next = draft.deck.shift();
    if (next) draft.faceUp[source] = next;
    else draft.faceUp.splice(source, 1);
  }
  if (!id) throw new Error('no card there');
  groups.splice(g, 1);
  const p = provinceAt(state, id);
  p.owner = seat;
  p.armies = group;
  playerOf(state, seat).supply -= group;
  draft.picks += 1;
  return id;
}
