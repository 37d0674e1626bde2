// flow/dragon.ts keeps, with what a Dragon hand's cards answer, each card's definition id (its cost
// is read through it) and the play-dragon actions it hands out (made once per card and target). A
// listing must still be what a fresh copy of the state lists when the costs, the honor, the hand or
// the targets change in place between listings, and an action handed out never changes.

import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { DRAGON_EFFECTS } from '../../../src/games/samurai-battles/dragon';
import { dragonActions } from '../../../src/games/samurai-battles/flow/dragon';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

/** A game whose active player holds Physician (targets: his weakened units) and Panic (no target). */
function setup(): { state: GameState; side: Side; physician: string; panic: string } {
  const scenario = loadScenario('scenarios/test/test-skirmish.json');
  const state = samuraiBattles.setup({ scenario, options: { dragonCards: true } }, 5);
  const side = state.active;
  const take = (id: string) => {
    const i = state.dragonDeck.findIndex((c) => c.startsWith(`${id}#`));
    if (i < 0) throw new Error(`no ${id} in the deck`);
    return state.dragonDeck.splice(i, 1)[0]!;
  };
  const hand = state.players[side].dragonHand;
  state.dragonDeck.push(...hand.splice(0, hand.length));
  const physician = take('physician');
  const panic = take('panic');
  hand.push(physician, panic);
  state.pool += state.players[side].honor - 9;
  state.players[side].honor = 9;
  return { state, side, physician, panic };
}

/** The listing of a JSON copy: no kept answer can serve it. */
function fresh(state: GameState, side: Side) {
  return dragonActions(JSON.parse(JSON.stringify(state)) as GameState, side, 'with-command');
}

function weaken(state: GameState, side: Side, n: number): string[] {
  const ids = Object.values(state.units)
    .filter((u) => u.side === side && u.maxBlocks > 1)
    .slice(0, n)
    .map((u) => u.id);
  for (const id of ids) state.units[id]!.blocks = state.units[id]!.maxBlocks - 1;
  return ids;
}

describe('the kept plays of a Dragon hand', () => {
  it('follow costs and honor changed in place between listings', () => {
    const { state, side, physician, panic } = setup();
    weaken(state, side, 1);
    const first = dragonActions(state, side, 'with-command');
    expect(first.map((a) => (a.type === 'play-dragon' ? a.card : ''))).toEqual([physician, panic]);
    expect(first).toEqual(fresh(state, side));
    state.options.dragonCosts.physician = 10;
    expect(dragonActions(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card: panic }]);
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side));
    state.options.dragonCosts.physician = 1;
    state.options.dragonCosts.panic = 9;
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side));
    state.players[side].honor = 8;
    const cheap = dragonActions(state, side, 'with-command');
    expect(cheap.every((a) => a.type === 'play-dragon' && a.card === physician)).toBe(true);
    expect(cheap).toEqual(fresh(state, side));
  });

  it('follow targets and hands changed in place, on the state and on a copy', () => {
    const { state, side, physician, panic } = setup();
    const [a, b] = weaken(state, side, 2);
    const before = dragonActions(state, side, 'with-command');
    const snapshot = JSON.parse(JSON.stringify(before));
    expect(before).toContainEqual({ type: 'play-dragon', card: physician, target: a });
    expect(before).toContainEqual({ type: 'play-dragon', card: physician, target: b });
    // Heal one unit by hand: its target goes; the copy's hand then loses Panic.
    state.units[a!]!.blocks = state.units[a!]!.maxBlocks;
    const healed = dragonActions(state, side, 'with-command');
    expect(healed).not.toContainEqual({ type: 'play-dragon', card: physician, target: a });
    expect(healed).toEqual(fresh(state, side));
    const copy = cloneState(state);
    copy.players[side].dragonHand.splice(copy.players[side].dragonHand.indexOf(panic), 1);
    expect(dragonActions(copy, side, 'with-command')).toEqual(fresh(copy, side));
    expect(dragonActions(copy, side, 'with-command')).not.toContainEqual({
      type: 'play-dragon',
      card: panic,
    });
    expect(dragonActions(state, side, 'with-command')).toEqual(healed);
    // What was handed out first is as it was.
    expect(before).toEqual(snapshot);
  });

  it('follow cards drawn onto a listed hand, and the registry changed between draws', () => {
    const { state, side, physician, panic } = setup();
    weaken(state, side, 1);
    const hand = state.players[side].dragonHand;
    dragonActions(state, side, 'with-command');
    // Draw two cards at the end (the kept answers of the first two are taken over).
    hand.push(state.dragonDeck.pop()!, state.dragonDeck.pop()!);
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side));
    const real = DRAGON_EFFECTS.panic!;
    try {
      DRAGON_EFFECTS.panic = { windows: ['end-of-turn'], apply: () => {} };
      hand.push(state.dragonDeck.pop()!);
      const listed = dragonActions(state, side, 'with-command');
      expect(listed).not.toContainEqual({ type: 'play-dragon', card: panic });
      expect(listed).toContainEqual({ type: 'play-dragon', card: physician, target: expect.any(String) });
      expect(listed).toEqual(fresh(state, side));
      expect(dragonActions(state, side, 'end-of-turn')).toContainEqual({ type: 'play-dragon', card: panic });
    } finally {
      DRAGON_EFFECTS.panic = real;
    }
    expect(dragonActions(state, side, 'with-command')).toContainEqual({ type: 'play-dragon', card: panic });
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side));
  });
});
