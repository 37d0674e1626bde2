// A full state consistent with what one seat has seen: everything hidden from it is dealt anew, so a
// search run on the copy cannot learn the real hidden cards, the tower's real inside or future draws.

import { cloneJson } from '../../engine/clone';
import { createRng, nextUint32, type RngState, shuffle } from '../../engine/rng';
import { ACTION_KINDS, type Seat } from './data/components';
import { actionsTurnedUp } from './flow/progress';
import type { ShogunGame } from './flow/state';
import { emptyPlan, planProblem } from './rules/bidding';
import { addCubes, towerContents } from './rules/tower';
import type { Cube, Plan, PlanCard } from './types';

function cardKey(card: PlanCard | undefined): string {
  if (!card) return '~';
  return 'province' in card ? `p${card.province}` : `c${card.chest}`;
}

/** Shuffles the cards still face down on a plan among its face-down spaces. */
function reshufflePlan(plan: Plan, faceUp: ReadonlySet<string>, bidShown: boolean, rng: RngState): void {
  const spaces: string[] = ACTION_KINDS.filter((k) => !faceUp.has(k));
  if (!bidShown) spaces.push('bid');
  const cards: (PlanCard | undefined)[] = spaces.map((s) =>
    s === 'bid' ? (plan.bid ?? undefined) : plan.spaces[s as (typeof ACTION_KINDS)[number]],
  );
  // Sorted first: two plans the seat cannot tell apart determinize alike.
  cards.sort((a, b) => cardKey(a).localeCompare(cardKey(b)));
  shuffle(rng, cards);
  spaces.forEach((s, i) => {
    const card = cards[i];
    if (s === 'bid') plan.bid = card ?? null;
    else if (card) plan.spaces[s as (typeof ACTION_KINDS)[number]] = card;
    else delete plan.spaces[s as (typeof ACTION_KINDS)[number]];
  });
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
    else if (draft) {
      // A committed plan stays a legal one (a few tries; otherwise it is left as it was).
      for (let tries = 0; tries < 20; tries++) {
        const copy = cloneJson(draft);
        reshufflePlan(copy, new Set(), false, rng);
        if (planProblem(s, other, copy) === null) {
          s.box!.drafts[other] = copy;
          break;
        }
      }
    }
    const plan = s.plans[other];
    if (plan) reshufflePlan(plan, actionsTurnedUp(s), true, rng);
  }
  // The tower: the same cubes inside (their colours can be counted from what is in sight), spread
  // over the levels afresh.
  if (s.tower.model !== 'scripted') {
    const cubes: Cube[] = [];
    const all = towerContents(s.tower);
    for (const [cube, n] of Object.entries(all) as [Cube, number][])
      for (let i = 0; i < n; i++) cubes.push(cube);
    shuffle(rng, cubes);
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
