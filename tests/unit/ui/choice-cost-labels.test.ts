// Issue 21 item 7: retreat and flag choices carry their price in their words, from the engine's
// count in the view (view.choiceCosts), never worked out by the screen.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { actionLabel } from '../../../src/ui/game/labels';
import { updateRoster } from '../../../src/ui/game/roster';
import { fixtureView } from './fixture';

function labels(
  actions: Action[],
  point: string,
  costs: NonNullable<ReturnType<typeof fixtureView>['choiceCosts']>,
) {
  const view = { ...fixtureView(actions, point), choiceCosts: costs };
  return actions.map((a) => actionLabel(a, { view, roster: updateRoster(view) }));
}

describe('choice cost labels', () => {
  it('names the tokens and blocks each choice of flags costs, a range where the path comes later', () => {
    const actions: Action[] = [
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ];
    const out = labels(actions, 'ignore-flags', [
      { honorMin: 0, honorMax: 0, blocks: 0 },
      { honorMin: 1, honorMax: 2, blocks: 1 },
    ]);
    expect(out[0]).toMatch(/\(costs nothing\)$/);
    expect(out[1]).toMatch(/\(costs 1 to 2 Honor & Fortune tokens and 1 block\)$/);
  });

  it('names a retreat’s tokens on its hex', () => {
    const out = labels([{ type: 'retreat', to: '8,5' }], 'retreat', [
      { honorMin: 1, honorMax: 1, blocks: 0 },
    ]);
    expect(out[0]).toMatch(/\(costs 1 Honor & Fortune token\)$/);
  });

  it('adds nothing where the engine counts no cost', () => {
    const view = fixtureView([{ type: 'end-movement' }], 'movement');
    expect(actionLabel({ type: 'end-movement' }, { view, roster: updateRoster(view) })).not.toMatch(/cost/);
  });

  it('warns on a move after which the piece may not battle (the engine’s mark)', () => {
    const actions: Action[] = [
      { type: 'move', piece: 'b-SSp-1', to: '8,5' },
      { type: 'move', piece: 'b-SSp-1', to: '9,6' },
    ];
    const view = { ...fixtureView(actions, 'movement'), noBattleMoves: [true, false] };
    const ctx = { view, roster: updateRoster(view) };
    expect(actionLabel(actions[0]!, ctx)).toMatch(/\(no battle after this move\)$/);
    expect(actionLabel(actions[1]!, ctx)).not.toMatch(/no battle/);
  });
});
