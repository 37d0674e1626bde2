// A full state consistent with what one seat has seen: everything hidden from it is dealt anew, so a
// search run on the copy cannot learn the real hidden cards, the tower's real inside or future draws.

import { cloneJson } from '../../engine/clone';
import { createRng, nextUint32, type RngState, shuffle } from '../../engine/rng';
import { provincesOf } from './board';
import { ACTION_KINDS, CHEST_CARDS, type Seat } from './data/components';
import { cardAt, PLAN_SPACE_LIST, setCard } from './flow/plan';
import { actionsTurnedUp } from './flow/progress';
import type { PlanSpace, ShogunGame } from './flow/state';
import { emptyPlan } from './rules/bidding';
import { addCubes, towerContents } from './rules/tower';
import type { Cube, Plan, PlanCard } from './types';

function cardKey(card: PlanCard | undefined): string {
  if (!card) return '~';
  return 'province' in card ? `p${card.province}` : `c${card.chest}`;
}

/** Every card `seat` may lay: its provinces and its five chest cards. */
function cardsOf(state: ShogunGame, seat: Seat): PlanCard[] {
  return [
    ...provincesOf(state, seat).map((province) => ({ province })),
    ...CHEST_CARDS.map((chest) => ({ chest })),
  ];
}

/**
 * Deals the face-down spaces of another seat's plan afresh: as many cards as lie there, drawn from
 * every card of that seat not in sight (those face down now, and those it holds off its board), so
 * neither the places nor which cards it left out are learnt. A committed plan stays one the rules
 * accept (its bid payable).
 */
function redealPlan(
  state: ShogunGame,
  seat: Seat,
  plan: Plan,
  shown: ReadonlySet<PlanSpace>,
  rng: RngState,
): void {
  const hidden = PLAN_SPACE_LIST.filter((space) => !shown.has(space));
  const filled = hidden.filter((space) => cardAt(plan, space) !== undefined).length;
  const inSight = new Set(
    PLAN_SPACE_LIST.filter((space) => shown.has(space)).map((space) => cardKey(cardAt(plan, space))),
  );
  const pool = new Map<string, PlanCard>();
  for (const card of [...hidden.map((space) => cardAt(plan, space)), ...cardsOf(state, seat)])
    if (card && !inSight.has(cardKey(card))) pool.set(cardKey(card), card);
  // Sorted first: two plans the seat cannot tell apart determinize alike.
  const cards = [...pool.keys()].sort().map((k) => pool.get(k)!);
  shuffle(rng, cards);
  const dealt: (PlanCard | undefined)[] = cards.slice(0, filled);
  while (dealt.length < hidden.length) dealt.push(undefined);
  shuffle(rng, dealt);
  for (const [i, space] of hidden.entries()) setCard(plan, space, dealt[i]);
  // A chest bid the seat cannot pay changes place with a card it can.
  const bid = plan.bid;
  const chests = state.players[seat]?.chests ?? 0;
  if (!shown.has('bid') && bid && 'chest' in bid && bid.chest > chests) {
    const swap = ACTION_KINDS.find((k) => {
      const c = plan.spaces[k];
      return c !== undefined && !('chest' in c && c.chest > chests);
    });
    if (swap) {
      plan.bid = plan.spaces[swap]!;
      plan.spaces[swap] = bid;
    }
  }
}

export function determinize(state: ShogunGame, seat: Seat, rng: RngState): ShogunGame {
  const s = cloneJson(state);
  // Unseen cards are sorted before they are shuffled, so that states the seat cannot tell apart
  // determinize alike.
  shuffle(
    rng,
    s.eventDeck.sort((a, b) => a - b),
  );
  // The face-down action cards, in some order.
  const hidden = s.actionRow.slice(s.actionsShown).sort();
  shuffle(rng, hidden);
  s.actionRow = [...s.actionRow.slice(0, s.actionsShown), ...hidden];
  if (s.draft) shuffle(rng, s.draft.deck.sort());
  // Other seats' plans: same cards, unknown places.
  for (const other of s.seats) {
    if (other === seat) continue;
    const draft = s.box?.drafts[other];
    // A plan still being made is unknown, even how far it has got: it starts afresh.
    if (draft && !s.box!.committed.includes(other)) s.box!.drafts[other] = emptyPlan();
    else if (draft) redealPlan(s, other, draft, new Set(), rng);
    const plan = s.plans[other];
    // Face up: the bid (revealed) and the spaces of the actions done so far.
    if (plan) redealPlan(s, other, plan, new Set<PlanSpace>([...actionsTurnedUp(s), 'bid']), rng);
  }
  // The tower: the same cubes inside (their colours can be counted from what is in sight), spread
  // over the levels afresh.
  if (s.tower.model !== 'scripted') {
    const cubes: Cube[] = [];
    const all = towerContents(s.tower);
    for (const [cube, n] of Object.entries(all) as [Cube, number][])
      for (let i = 0; i < n; i++) cubes.push(cube);
    // Sorted first, like the cards: the same cubes in another order inside determinize alike.
    shuffle(rng, cubes.sort());
    const sizes = s.tower.inside.map((level) => Object.values(level).reduce((a, b) => a + (b ?? 0), 0));
    s.tower.inside = sizes.map(() => ({}));
    let at = 0;
    sizes.forEach((size, level) => {
      for (let i = 0; i < size; i++) addCubes(s.tower.inside[level]!, cubes[at++]!, 1);
    });
  }
  s.rng = createRng(nextUint32(rng));
  return s;
}
