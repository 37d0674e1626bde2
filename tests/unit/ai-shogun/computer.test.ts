// The Shogun computer (src/ai/shogun): a legal answer at every kind of decision, the same choice
// from the same knowledge and seed, the same choice for two real states its seat cannot tell
// apart (it only ever receives shogunKnowledgeOf(state, seat)), and better play than random seats.

import { describe, expect, it } from 'vitest';
import { playShogunArena, type ShogunContender } from '../../../src/ai/shogun/arena';
import { decideShogun, planActionsOf } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { makePlan } from '../../../src/ai/shogun/policy';
import { createRng, randomInt, shuffle } from '../../../src/engine/rng';
import { commit } from '../../../src/engine/secret';
import { ACTION_KINDS, type Seat } from '../../../src/games/shogun/data/components';
import { actionsTurnedUp } from '../../../src/games/shogun/flow/progress';
import type { Action, ShogunGame } from '../../../src/games/shogun/flow/state';
import { shogun } from '../../../src/games/shogun/index';
import { planProblem } from '../../../src/games/shogun/rules/bidding';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import type { Cube } from '../../../src/games/shogun/types';

const SMALL = { plans: 3, deals: 2 };

/** Plays random legal actions until `stop` holds. */
function playUntil(seed: number, stop: (s: ShogunGame) => boolean): ShogunGame {
  const s = shogun.setup({ players: 3 }, seed);
  const rng = createRng(seed);
  for (let i = 0; i < 5000 && !stop(s); i++) {
    const open = shogun.decisions(s).filter((d) => d.actions.some((a) => a.type !== 'withdraw'));
    const d = open[randomInt(rng, open.length)]!;
    const r = shogun.apply(s, d.seat, randomChoice(rng, d.seat, d.actions));
    if (!r.ok) throw new Error(r.detail);
  }
  if (!stop(s)) throw new Error('never reached');
  return s;
}

/** Moves one cube of another colour between the tower's first two levels (the inside is hidden). */
function stirTower(s: ShogunGame): void {
  const [a, b] = s.tower.inside;
  if (!a || !b) return;
  for (const x of Object.keys(a) as Cube[])
    for (const y of Object.keys(b) as Cube[])
      if (x !== y && (a[x] ?? 0) > 0 && (b[y] ?? 0) > 0) {
        a[x]! -= 1;
        b[y]! -= 1;
        a[y] = (a[y] ?? 0) + 1;
        b[x] = (b[x] ?? 0) + 1;
        return;
      }
}

/** What a seat cannot see changed: the event deck, the tower's inside, the future draws. */
function otherLuck(s: ShogunGame): void {
  shuffle(createRng(77), s.eventDeck);
  stirTower(s);
  s.rng = createRng(4242);
}

describe('the Shogun computer', () => {
  it('answers every kind of decision with a legal action (checked apply) in whole games', () => {
    const seen = new Set<string>();
    const games = [
      { setup: { players: 3 as const, side: 'moon' as const, start: 'draft' as const }, seed: 2 },
      { setup: { players: 4 as const }, seed: 3 },
    ];
    for (const { setup, seed } of games) {
      const g = playShogunArena(setup, seed, ['computer', 'computer', 'computer', 'random'], {
        budget: SMALL,
      });
      expect(g.state.outcome).not.toBeNull();
      for (const p of g.points) seen.add(p);
    }
    expect([...seen].sort()).toEqual(['armyMove', 'battleMove', 'draft', 'plan', 'revoltOrder', 'turnOrder']);
  }, 60_000);

  it('takes the same decision from the same knowledge and seed, and plays the same game again', () => {
    const s = playUntil(3, (x) => shogun.decisions(x).some((d) => d.seat === 'p1' && d.point === 'plan'));
    const a = decideShogun(shogunKnowledgeOf(s, 'p1'), 7, [], SMALL);
    const b = decideShogun(shogunKnowledgeOf(s, 'p1'), 7, [], SMALL);
    expect(b).toEqual(a);
    expect(a.iterations).toBeGreaterThan(0);
    const players: ShogunContender[] = ['computer', 'random', 'computer'];
    const g1 = playShogunArena({ players: 3 }, 5, players, { budget: SMALL });
    const g2 = playShogunArena({ players: 3 }, 5, players, { budget: SMALL });
    expect(g2.state).toEqual(g1.state);
  }, 60_000);

  it('chooses its plan alike whatever the plan another seat committed (and how many edits it took), the tower and the draws', () => {
    const s = playUntil(4, (x) => x.box !== null && x.box.committed.length === 0 && x.calendar === 2);
    // p2 commits one of two different plans (other cards left out, other places, another bid).
    const real = [0, 1].map((i) => {
      const x = shogun.clone(s);
      const plan = makePlan(x, 'p2', { noise: 1, bid: i * 2 }, createRng(i + 10));
      expect(planProblem(x, 'p2', plan)).toBeNull();
      x.box!.drafts.p2 = plan;
      commit(x.box!, 'p2');
      if (i === 1) {
        otherLuck(x);
        // p2 also took longer about it: more edits to its secret plan, so another action count.
        x.actionCount += 7;
      }
      return x;
    });
    expect(real[1]!.box!.drafts.p2).not.toEqual(real[0]!.box!.drafts.p2);
    const [k0, k1] = real.map((x) => shogunKnowledgeOf(x, 'p1'));
    // The same knowledge but for the count of actions, which the search does not read.
    expect({ ...k1!.state, actionCount: 0 }).toEqual({ ...k0!.state, actionCount: 0 });
    expect(decideShogun(k1!, 9, [], SMALL)).toEqual(decideShogun(k0!, 9, [], SMALL));
  }, 30_000);

  it('moves alike whatever lies face down on the other seats’ plans', () => {
    const mover = (x: ShogunGame): Seat | null => {
      const d = shogun.decisions(x)[0];
      return d && d.point === 'battleMove' && d.actions.length > 2 ? d.seat : null;
    };
    const s = playUntil(6, (x) => mover(x) !== null && actionsTurnedUp(x).size < 9);
    const seat = mover(s)!;
    const other = s.seats.find((x) => x !== seat)!;
    const b = shogun.clone(s);
    // The other seat's face-down cards change places, and one changes with a chest card it left out.
    const plan = b.plans[other]!;
    const hidden = ACTION_KINDS.filter((k) => !actionsTurnedUp(b).has(k) && plan.spaces[k]);
    const cards = hidden.map((k) => plan.spaces[k]!);
    cards.reverse();
    hidden.forEach((k, i) => {
      plan.spaces[k] = cards[i]!;
    });
    const used = new Set(Object.values(plan.spaces).map((c) => JSON.stringify(c)));
    used.add(JSON.stringify(plan.bid));
    const left = [0, 1, 2, 3, 4].find((c) => !used.has(JSON.stringify({ chest: c })));
    if (left !== undefined && hidden[0]) plan.spaces[hidden[0]] = { chest: left as 0 };
    otherLuck(b);
    const [k0, k1] = [s, b].map((x) => shogunKnowledgeOf(x, seat));
    expect(k1).toEqual(k0);
    const choice = decideShogun(k0!, 3, [], SMALL);
    expect(decideShogun(k1!, 3, [], SMALL)).toEqual(choice);
    expect(shogun.decisions(s)[0]!.actions).toContainEqual(choice.action);
  }, 30_000);

  it('lays its chosen plan card by card, then commits', () => {
    const s = playUntil(8, (x) => x.box !== null && x.box.committed.length === 0);
    let pending: Action[] = [];
    const laid: Action[] = [];
    for (let i = 0; i < 20; i++) {
      const c = decideShogun(shogunKnowledgeOf(s, 'p2'), 1, pending, SMALL);
      laid.push(c.action);
      pending = c.pending;
      expect(shogun.apply(s, 'p2', c.action).ok).toBe(true);
      if (c.action.type === 'commit') break;
    }
    expect(laid.at(-1)).toEqual({ type: 'commit' });
    expect(s.box!.committed).toContain('p2');
    expect(planActionsOf(s.box!.drafts.p2!)).toEqual(laid);
  }, 30_000);

  it('clears a plan half laid whose rest was lost (a reload), then plans afresh', { timeout: 30_000 }, () => {
    const s = playUntil(8, (x) => x.box !== null && x.box.committed.length === 0);
    let c = decideShogun(shogunKnowledgeOf(s, 'p2'), 1, [], SMALL);
    for (let i = 0; i < 3; i++) {
      expect(shogun.apply(s, 'p2', c.action).ok).toBe(true);
      c = decideShogun(shogunKnowledgeOf(s, 'p2'), 1, c.pending, SMALL);
    }
    // The rest forgotten: the three cards come off, one at a time, before a new plan is laid.
    const cleared: Action[] = [];
    for (let i = 0; i < 3; i++) {
      const next = decideShogun(shogunKnowledgeOf(s, 'p2'), 1, [], SMALL);
      cleared.push(next.action);
      expect(shogun.apply(s, 'p2', next.action).ok).toBe(true);
    }
    expect(cleared.map((a) => a.type)).toEqual(['clear', 'clear', 'clear']);
    expect(decideShogun(shogunKnowledgeOf(s, 'p2'), 1, [], SMALL).action.type).toBe('lay');
  });

  it('outscores random seats', () => {
    // At the app's budget, the computer in each seat once (seeds 1-3) against two random seats.
    let won = 0;
    let mine = 0;
    let theirs = 0;
    const games = 3;
    for (let g = 0; g < games; g++) {
      const players: ShogunContender[] = ['random', 'random', 'random'];
      players[g] = 'computer';
      const r = playShogunArena({ players: 3 }, 1 + g, players);
      const seat = r.state.seats[g]!;
      if (r.winners.includes(seat)) won++;
      for (const s of r.state.seats) {
        if (s === seat) mine += r.scores[s]!;
        else theirs += r.scores[s]! / 2;
      }
    }
    expect(won).toBeGreaterThanOrEqual(2);
    expect(mine / games).toBeGreaterThan((theirs / games) * 1.3);
  }, 60_000);
});
