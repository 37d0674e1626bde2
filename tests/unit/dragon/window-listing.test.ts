// dragonActions (flow/dragon.ts) checks each card's window on a bit mask kept per effect and builds
// the window's info only once a card answers it. It must list exactly what the plain reading of the
// rules lists (below: every card in hand, its window, its cost, `playable`, `targets`), at every
// window and movement decision of random games with the computer's options, both editions; and
// pickAction (sim/random.ts) must draw what picking from the list of non-stop actions draws.

import { describe, expect, it } from 'vitest';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import { dragonCardDef } from '../../../src/games/samurai-battles/cards';
import { DRAGON_EFFECTS, type WindowInfo } from '../../../src/games/samurai-battles/dragon';
import { dragonTurn } from '../../../src/games/samurai-battles/dragon/state';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { dragonActions, dragonCost, frameInfo } from '../../../src/games/samurai-battles/flow/dragon';
import { pickAction, STOPS } from '../../../src/games/samurai-battles/sim/random';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from '../flow/random-walk';

/** The listing as the rules read, card by card (the code before the window masks). */
function plainListing(state: GameState, side: Side, w: WindowInfo): Action[] {
  if (!state.options.dragonCards) return [];
  const p = state.players[side];
  const out: Action[] = [];
  for (const card of p.dragonHand) {
    if (state.turnState.dragonPlayed[side] && dragonTurn(state).extraPlay[side] !== card) continue;
    const effect = DRAGON_EFFECTS[dragonCardDef(card).id];
    if (!effect?.windows.includes(w.window)) continue;
    if (dragonCost(state, card) > p.honor) continue;
    if (effect.playable && !effect.playable(state, side, w)) continue;
    if (effect.targets) {
      for (const target of effect.targets(state, side, w)) out.push({ type: 'play-dragon', card, target });
    } else out.push({ type: 'play-dragon', card });
  }
  return out;
}

/** pickAction as it was: from the filtered list. */
function pickFiltered(rng: RngState, actions: readonly Action[]): Action {
  const active = actions.filter((a) => !STOPS.has(a.type));
  if (active.length > 0 && (active.length === actions.length || randomInt(rng, 5) > 0))
    return active[randomInt(rng, active.length)]!;
  return actions[randomInt(rng, actions.length)]!;
}

describe('Dragon cards listed at windows', () => {
  it('are what the plain reading lists, at every window and movement decision', { timeout: 120_000 }, () => {
    let windows = 0;
    let offered = 0;
    const files = ['scenarios/test/test-skirmish.json', 'scenarios/intro-skirmish.json'];
    walkRandomGames(files, [1, 2, 3], (state, _prompt, label) => {
      const top = state.stack[state.stack.length - 1]!;
      if (top.kind === 'window') {
        const got = dragonActions(state, top.seat, top);
        expect(got, label).toEqual(plainListing(state, top.seat, frameInfo(top)));
        expect(dragonActions(state, top.seat, frameInfo(top))).toEqual(got);
        windows++;
        offered += got.length;
      } else if (top.kind === 'movement') {
        expect(dragonActions(state, state.active, 'during-movement')).toEqual(
          plainListing(state, state.active, { window: 'during-movement' }),
        );
      }
    });
    expect(windows).toBeGreaterThan(1000);
    expect(offered).toBeGreaterThan(100);
  });

  it('random play draws what picking from the filtered list drew', () => {
    const a = createRng(7);
    const b = createRng(7);
    const pick = createRng(8);
    const types = ['move', 'hold', 'pass', 'battle', 'end-movement', 'keep-dragons', 'no-inspire', 'order'];
    for (let n = 0; n < 5000; n++) {
      const len = 1 + randomInt(pick, 6);
      const actions = Array.from({ length: len }, (_, i) => ({
        type: types[randomInt(pick, types.length)],
        i,
      }));
      const list = actions as unknown as Action[];
      expect(pickAction(a, list)).toBe(pickFiltered(b, list));
    }
  });
});
