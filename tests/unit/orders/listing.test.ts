// The legal next orders listed over numbers (orders/listing.ts: candidates and pool masks kept per
// board and plan, the orders given charged once a listing) must be exactly the candidates that
// legalAfter, the rule stated one choice at a time (isLegalOrderChoice), accepts, in allChoices'
// order. Checked at every orders decision of random games, and for every card the player could
// play at every command decision, ordered on choice by choice; with the orders given as choices and
// as their keys, in a board scope (kept tables), outside any, on a copy (clone.ts) and on a state
// reopened from its JSON; and after a piece is moved by hand between two listings. The flow's kept
// listings (flow/rules.ts legalOrders) too, for each list of orders given so far, and each card's
// reach (flow/cardReach.ts).

import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { cardDef } from '../../../src/games/samurai-battles/data/commandCards';
import { cardReach } from '../../../src/games/samurai-battles/flow/cardReach';
import { legalOrders } from '../../../src/games/samurai-battles/flow/rules';
import {
  choiceKey,
  legalOrderChoices,
  type OrderChoice,
  type OrderPlan,
  startOrders,
} from '../../../src/games/samurai-battles/orders';
import { choiceHex } from '../../../src/games/samurai-battles/orders/pieces';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from '../flow/random-walk';
import { byRule, l, makeState, u } from './fixture';

/** Every way of listing the next choices agrees with the rule; returns the listing. */
function checkListing(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  chosen: OrderChoice[],
  label: string,
): OrderChoice[] {
  const want = byRule(state, side, plan, chosen);
  const kept = withOccupancyIndex(state, () => legalOrderChoices(state, side, plan, chosen));
  expect(kept, label).toEqual(want);
  // Asked again in a new scope: the kept tables answer.
  expect(
    withOccupancyIndex(state, () => legalOrderChoices(state, side, plan, chosen)),
    label,
  ).toEqual(want);
  expect(legalOrderChoices(state, side, plan, chosen), label).toEqual(want);
  const keys = chosen.map(choiceKey);
  expect(
    withOccupancyIndex(state, () => legalOrderChoices(state, side, plan, keys)),
    label,
  ).toEqual(want);
  return kept;
}

describe('order listing by numbers', () => {
  it('lists what the rule allows at every orders decision, on copies and reopened states', {
    timeout: 240_000,
  }, () => {
    let listings = 0;
    const files = ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json'];
    walkRandomGames(files, [1, 2], (state, _prompt, label) => {
      const top = state.stack[state.stack.length - 1]!;
      if (top.kind !== 'orders') return;
      const want = checkListing(state, state.active, top.plan, top.chosen, label);
      // The flow's listings, kept per plan by the choices made (flow/rules.ts legalOrders): each
      // shorter list of the orders given, then the whole list again, in one scope.
      withOccupancyIndex(state, () => {
        for (let k = 0; k <= top.chosen.length; k++) {
          const chosen = top.chosen.slice(0, k);
          const flow = legalOrders(state, state.active, top.plan, chosen);
          expect(flow, `${label} first ${k}`).toEqual(byRule(state, state.active, top.plan, chosen));
        }
        expect(legalOrders(state, state.active, top.plan, [...top.chosen]), label).toEqual(want);
      });
      const copy = cloneState(state);
      expect(
        withOccupancyIndex(copy, () => legalOrderChoices(copy, copy.active, top.plan, top.chosen)),
        label,
      ).toEqual(want);
      const reopened = JSON.parse(JSON.stringify(state)) as GameState;
      const frame = reopened.stack[reopened.stack.length - 1] as typeof top;
      expect(
        withOccupancyIndex(reopened, () =>
          legalOrderChoices(reopened, reopened.active, frame.plan, frame.chosen),
        ),
        label,
      ).toEqual(want);
      listings++;
    });
    expect(listings).toBeGreaterThan(200);
  });

  it('lists what the rule allows for every card in hand, ordered on choice by choice', {
    timeout: 240_000,
  }, () => {
    let listings = 0;
    const kinds = new Set<string>();
    const rng = createRng(7);
    const files = [
      'scenarios/test/test-skirmish.json',
      'scenarios/battles/kawagoe-castle.json',
      'scenarios/intro-skirmish.json',
    ];
    walkRandomGames(
      files,
      [3],
      (state, prompt, label) => {
        if (prompt.point !== 'command') return;
        const side = prompt.seat;
        // The reach shown on each card (flow/cardReach.ts, asked outside any scope as the computer's
        // playouts ask it): the hexes of the first orders the rule allows.
        const reach = cardReach(state, prompt)!;
        for (const a of prompt.actions) {
          if (a.type !== 'play-card' || cardDef(a.card).order.kind === 'shogun') continue;
          const first = byRule(state, side, startOrders(state, side, cardDef(a.card).id), []);
          const hexes = [...new Set(first.map((c) => choiceHex(state, c)!))];
          expect(reach[a.card]?.hexes, `${label} ${a.card}`).toEqual(hexes);
        }
        for (const a of prompt.actions) {
          if (a.type !== 'play-card') continue;
          const def = cardDef(a.card);
          const shogunFaces = def.order.kind === 'shogun' ? (['circle', 'flag', 'square'] as const) : null;
          const plan = startOrders(state, side, def.id, shogunFaces ? { shogunFaces: [...shogunFaces] } : {});
          kinds.add(def.order.kind);
          const chosen: OrderChoice[] = [];
          for (;;) {
            const next = checkListing(state, side, plan, chosen, `${label} ${a.card} ${chosen.length}`);
            listings++;
            if (next.length === 0) break;
            chosen.push(next[randomInt(rng, next.length)]!);
          }
        }
      },
      400,
    );
    expect(listings).toBeGreaterThan(500);
    for (const kind of ['sections', 'leadership', 'infantry-assault', 'cavalry-charge'])
      expect(kinds).toContain(kind);
  });

  it('follows a piece moved by hand between two listings', () => {
    const state = makeState({
      units: [u('a', 'SSp', '9,1'), u('b', 'ASp', '11,1'), u('c', 'ASp', '19,3')],
      leaders: [l('L', 'foot', '9,1'), l('M', 'mounted', '21,3')],
    });
    const side = 'bottom';
    const plan = startOrders(state, side, 'leadership');
    const before = checkListing(state, side, plan, [], 'before');
    // 'c' joins the group's reach; the lone leader M is taken off.
    state.units = { ...state.units, c: { ...state.units.c!, hex: '10,2' } };
    const { M: _gone, ...rest } = state.leaders;
    state.leaders = rest;
    const after = checkListing(state, side, plan, [{ kind: 'unit', unit: 'a' }], 'after');
    expect(after.map(choiceKey)).toContain('c');
    expect(before.map(choiceKey)).toContain('M');
  });

  it('lists by the rule when a piece stands off the numbered board', () => {
    // A half hex at the edge has no number (board/grid.ts): the listing takes the rule's path.
    const state = makeState({
      units: [u('a', 'SSp', '-1,1'), u('b', 'ASp', '1,1'), u('c', 'ASp', '9,1')],
      leaders: [l('L', 'foot', '3,1')],
    });
    for (const card of ['order-two-left', 'leadership', 'serpent'] as const) {
      const plan = startOrders(state, 'bottom', card);
      const first = checkListing(state, 'bottom', plan, [], card);
      expect(first.length, card).toBeGreaterThan(0);
      checkListing(state, 'bottom', plan, [first[0]!], card);
    }
  });
});
