import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import type { GameView } from '../../../src/games/samurai-battles/index';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { applyPatch, cacheOf, diffView } from '../../../src/net/view-patch';
import { chooser, newGame } from './fixtures';

const asView = (x: Record<string, unknown>) => x as unknown as GameView;

describe('view patches', () => {
  it('sends only what changed, and the patched view equals the new view, over a whole game', () => {
    const game = newGame(31);
    const rng = chooser(8);
    let held = viewOf(game.state, 'top');
    const cache = cacheOf(held);
    let full = 0;
    let patched = 0;
    while (!game.state.winner) {
      const d = soleDecision(samuraiBattles, game.state)!;
      applyAction(game.state, d.seat, pickAction(rng, d.actions));
      const next = viewOf(game.state, 'top');
      const patch = diffView(cache, next);
      held = applyPatch(held, JSON.parse(JSON.stringify(patch)));
      expect(held).toEqual(next);
      full += JSON.stringify(next).length;
      patched += JSON.stringify(patch).length;
    }
    // Patches are a small part of the full views they replace.
    expect(patched).toBeLessThan(full / 5);
  }, 30_000);

  it('deletes record entries that are gone and replaces values that change kind', () => {
    const before = asView({ units: { a: { id: 'a' }, b: { id: 'b' } }, prompt: null, turn: 1 });
    const after = asView({
      units: { a: { id: 'a' } },
      prompt: { seat: 'top', point: 'x', actions: [] },
      turn: 2,
    });
    const cache = cacheOf(before);
    const patch = diffView(cache, after);
    expect(patch.del).toEqual([['units', 'b']]);
    expect(applyPatch(before, patch)).toEqual(after);
    // The old view is not changed (the UI may still hold it).
    expect(before).toEqual(asView({ units: { a: { id: 'a' }, b: { id: 'b' } }, prompt: null, turn: 1 }));
    // And back.
    const back = diffView(cache, before);
    expect(applyPatch(after, back)).toEqual(before);
  });

  it('drops a top-level key the new view no longer has (an optional part with nothing to show)', () => {
    const before = asView({ units: {}, choiceCosts: { x: 1 }, firstRoll: [1, 2], turn: 1 });
    const after = asView({ units: {}, turn: 1 });
    const cache = cacheOf(before);
    const patch = diffView(cache, after);
    expect(patch.del).toEqual([['choiceCosts'], ['firstRoll']]);
    const patched = applyPatch(before, patch);
    expect(patched).toEqual(after);
    expect(Object.keys(patched)).toEqual(['units', 'turn']);
    // Nothing is left to send once the guest holds the same keys.
    expect(diffView(cache, after)).toEqual({ set: [], del: [] });
  });

  it('refuses keys that would reach an object prototype', () => {
    const view = asView({ units: {} });
    expect(() => applyPatch(view, { set: [[['__proto__'], { x: 1 }]], del: [] })).toThrow();
    expect(() => applyPatch(view, { set: [[['units', '__proto__'], { x: 1 }]], del: [] })).toThrow();
    expect(() => applyPatch(view, { set: [], del: [['constructor', 'x']] })).toThrow();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
