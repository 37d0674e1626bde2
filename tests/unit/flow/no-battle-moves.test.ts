// Issue 21 item 13: a move into a hex that forbids battle on entry is marked before it is made, by
// the same test the move itself applies (flow/phases.ts moveForbidsBattle): buildings allow no
// battle on the turn they are entered (seed 003 terrain table; data/terrain.ts `battleOnEntry`).

import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { neighborKeys } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { act, type BattleSpec, newGame, order, playCard, setHand } from './harness';

describe('moves that forbid battle', () => {
  it('marks the move into buildings, and the moved unit indeed may not battle', () => {
    const into = neighborKeys('10,8')[0]!;
    const spec: BattleSpec = {
      units: [
        { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
      ],
      terrain: { [into]: 'buildings' },
    };
    const state = newGame(spec);
    setHand(state, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(state, 'order-two-center');
    order(state, 'a');
    const prompt = currentPrompt(state)!;
    expect(prompt.point).toBe('movement');
    const view = samuraiBattles.view(state, 'bottom');
    const marks = view.noBattleMoves!;
    expect(marks).toHaveLength(prompt.actions.length);
    const marked = prompt.actions.filter((_, i) => marks[i]);
    expect(marked).toContainEqual({ type: 'move', piece: 'a', to: into });
    // Open ground one hex away is not marked; nor is anything but a move.
    for (const [i, a] of prompt.actions.entries()) if (a.type !== 'move') expect(marks[i]).toBe(false);
    expect(prompt.actions.some((a, i) => a.type === 'move' && !marks[i])).toBe(true);
    // Only the player who moves sees it.
    expect(samuraiBattles.view(state, 'top').noBattleMoves).toBeUndefined();
    act(state, { type: 'move', piece: 'a', to: into });
    expect(state.turnState.ordered.a?.noBattle).toBe(true);
  });
});
