// Property tests over random games for two things the views tell the deciding player before he acts:
// - the dice preview of every attack offered (view.dicePreviews) is the number of dice that attack
//   then rolls, with the same breakdown, unless a card (Dragon card or First Strike) was played
//   between the declaration and the roll; a leader's inspiration adds exactly its 1 die, and only
//   when the preview said a leader could inspire (seed 003:1358-1372);
// - at every orders prompt, view.ordersLeft is how many orders can still be given: exactly the
//   number a player ordering until nothing is left gives, for cards without a group rule, and at
//   least that number for the group cards (seed 003:880-889, 2058-2071).
// The seeds take turns between the editions (run.ts editionOfSeed), so both rule sets are covered
// within the same number of games.

import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { DicePreview } from '../../../src/games/samurai-battles/flow/preview';
import { isAttack } from '../../../src/games/samurai-battles/flow/preview';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { editionOfSeed, loadScenario } from './run';

interface Pending {
  side: Side;
  preview: DicePreview;
  /** A card was played between the declaration and the roll: it may change the dice. */
  interfered: boolean;
  inspired: boolean;
}

interface Tally {
  exact: number;
  inspired: number;
  interfered: number;
  orders: number;
  groupOrders: number;
}

function apply(state: GameState, seat: Side, action: Parameters<typeof applyAction>[2]) {
  const r = applyAction(state, seat, action, { transactional: false, trusted: { seat } });
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.detail}`);
  return r.events;
}

/**
 * Orders at random from a copy of the state until no order is left; returns how many were given.
 * The copy is the engine's own (clone.ts, exact: tests/unit/flow/clone.test.ts), not structuredClone,
 * which was a third of this file's time.
 */
function orderToTheEnd(state: GameState, rng: RngState): number {
  const copy = cloneState(state);
  let given = 0;
  for (;;) {
    const p = currentPrompt(copy);
    if (p?.point !== 'orders') return given;
    const orders = p.actions.filter((a) => a.type === 'order');
    const pick = orders[randomInt(rng, orders.length)];
    if (!pick) return given;
    apply(copy, p.seat, pick);
    given++;
  }
}

/** Each battle file read and checked once for all its games. */
const scenarios = new Map<string, ReturnType<typeof loadScenario>>();
function scenarioOf(path: string): ReturnType<typeof loadScenario> {
  let s = scenarios.get(path);
  if (!s) {
    s = loadScenario(path);
    scenarios.set(path, s);
  }
  return s;
}

function checkGame(path: string, seed: number, dragonCards: boolean, tally: Tally): void {
  const edition = editionOfSeed(seed);
  const state = samuraiBattles.setup({ scenario: scenarioOf(path), options: { dragonCards }, edition }, seed);
  const chooser = createRng(seed ^ 0x5bd1e995);
  const orderRng = createRng(seed + 77);
  const where = `${path} seed ${seed} ${edition}${dragonCards ? ' (Dragon cards)' : ''}`;
  let pending: Pending | null = null;
  for (let n = 0; n < 20_000 && !state.winner; n++) {
    const prompt = currentPrompt(state);
    if (!prompt) break;
    const view = viewOf(state, prompt.seat, { prompt, copy: false });
    if (prompt.point === 'orders') {
      const top = state.stack[state.stack.length - 1];
      const group = top?.kind === 'orders' && top.plan.group !== null;
      const left = view.ordersLeft;
      const given = orderToTheEnd(state, orderRng);
      if (group) {
        expect(left, `${where}, action ${n}: group card`).toBeGreaterThanOrEqual(given);
        tally.groupOrders++;
      } else {
        expect(left, `${where}, action ${n}: orders left`).toBe(given);
        tally.orders++;
      }
    } else if (view.ordersLeft !== null) {
      // Asked of every other prompt: Vitest's expect only when it fails (its call alone was 6% of the file).
      expect(view.ordersLeft, `${where}, action ${n}`).toBeNull();
    }
    const action = pickAction(chooser, prompt.actions);
    if (isAttack(action)) {
      const found = view.dicePreviews?.find((p) => sameAction(p.action, action));
      expect(found, `${where}, action ${n}: a preview for ${JSON.stringify(action)}`).toBeDefined();
      pending = { side: prompt.seat, preview: found!.preview, interfered: false, inspired: false };
    }
    for (const e of apply(state, prompt.seat, action)) {
      if (!pending) continue;
      if (e.type === 'dragon-played' || e.type === 'first-strike') pending.interfered = true;
      else if (e.type === 'inspired' && e.unit === pending.preview.dice.rollers?.[0]?.unit)
        pending.inspired = true;
      else if (e.type === 'dice' && e.side === pending.side && e.purpose === pending.preview.mode) {
        const at = `${where}, action ${n}`;
        if (pending.inspired) expect(pending.preview.inspire, `${at}: inspiration announced`).toBe(true);
        if (pending.interfered) tally.interfered++;
        else if (pending.inspired) {
          expect(e.faces.length, at).toBe(pending.preview.dice.total + 1);
          tally.inspired++;
        } else {
          expect(e.faces.length, at).toBe(pending.preview.dice.total);
          expect(e.dice, at).toEqual(pending.preview.dice);
          tally.exact++;
        }
        pending = null;
      }
    }
  }
  expect(state.winner, where).not.toBeNull();
}

describe('random games: dice previews and orders left', () => {
  const runs: { path: string; seeds: number; dragons: boolean }[] = [
    { path: 'scenarios/test/test-duel.json', seeds: 40, dragons: false },
    { path: 'scenarios/test/test-duel.json', seeds: 40, dragons: true },
    { path: 'scenarios/test/test-skirmish.json', seeds: 8, dragons: true },
    { path: 'scenarios/test/test-fortress.json', seeds: 8, dragons: false },
  ];
  for (const run of runs) {
    it(`${run.path}${run.dragons ? ' with Dragon cards' : ''}: the preview is the roll`, {
      timeout: 600_000,
    }, () => {
      const tally: Tally = { exact: 0, inspired: 0, interfered: 0, orders: 0, groupOrders: 0 };
      for (let seed = 1; seed <= run.seeds; seed++) checkGame(run.path, seed, run.dragons, tally);
      expect(tally.exact).toBeGreaterThan(20);
      expect(tally.orders).toBeGreaterThan(20);
    });
  }
});
