// Issue 26: the words that point at the board, the battle step said when it is passed over, and
// the guided battle's steps.

import { describe, expect, it } from 'vitest';
import { guideStep } from '../../../src/ui/game/guide-steps';
import { namedHexes, reachText } from '../../../src/ui/game/reach';
import { updateRoster } from '../../../src/ui/game/roster';
import { skippedBattleLine } from '../../../src/ui/game/skipped';
import { fixtureView } from './fixture';

describe('pointing at the board', () => {
  const view = fixtureView();
  const roster = updateRoster(view);
  it('names the pieces a card could order and its sections', () => {
    const text = reachText(view, roster, { hexes: ['8,7', '10,8'], sections: ['left', 'center'] });
    expect(text).toMatch(
      /^Orders in your left, center section \(shaded on the board\)\. It could order these 2 pieces/,
    );
    expect(reachText(view, roster, { hexes: [], sections: [] })).toBe(
      'None of your pieces could take its orders now.',
    );
  });
  it('rings the hexes a Dragon card choice names (a piece or a hex), nothing else', () => {
    expect(
      namedHexes(view, [
        { type: 'play-dragon', card: 'ninja-assassin#1', target: 't-Lf-1' },
        { type: 'play-dragon', card: 'x#1', target: '4,6' },
        { type: 'play-dragon', card: 'y#1', target: 'top' },
        { type: 'pass' },
      ]).sort(),
    ).toEqual(['13,3', '4,6']);
  });
});

describe('a skipped battle step', () => {
  it('is said when the moves end the turn without a battle step', () => {
    expect(skippedBattleLine('movement', { type: 'end-movement' }, 'replenish', [])).toMatch(
      /^No unit can battle this turn/,
    );
    expect(skippedBattleLine('orders', { type: 'end-orders' }, 'replenish', [])).not.toBeNull();
  });
  it('is not said when there is a battle step, a window first, no order at all, or the game ended', () => {
    expect(skippedBattleLine('movement', { type: 'end-movement' }, 'battle', [])).toBeNull();
    expect(skippedBattleLine('movement', { type: 'end-movement' }, 'window:before-battle', [])).toBeNull();
    expect(skippedBattleLine('movement', { type: 'end-movement' }, 'movement', [])).toBeNull();
    expect(skippedBattleLine('command', { type: 'play-card', card: 'x#1' }, 'replenish', [])).toBeNull();
    expect(
      skippedBattleLine('orders', { type: 'end-orders' }, 'replenish', [{ type: 'no-orders', side: 'top' }]),
    ).toBeNull();
    expect(skippedBattleLine('movement', { type: 'end-movement' }, null, [])).toBeNull();
  });
});

describe('the guided first battle', () => {
  it('has a sentence for each step of a turn, then says it is done after a turn each', () => {
    expect(guideStep({ point: 'command', turn: 1, selected: null })).toBe('guide.command');
    expect(guideStep({ point: 'command', turn: 1, selected: 'card' })).toBe('guide.cardRead');
    expect(guideStep({ point: 'orders', turn: 1, selected: null })).toBe('guide.orders');
    expect(guideStep({ point: 'movement', turn: 2, selected: 'piece' })).toBe('guide.movementSelected');
    expect(guideStep({ point: 'window:before-roll', turn: 2, selected: null })).toBe('guide.window');
    expect(guideStep({ point: 'retreat', turn: 2, selected: null })).toBe('guide.other');
    expect(guideStep({ point: null, turn: 2, selected: null })).toBeNull();
    expect(guideStep({ point: 'command', turn: 3, selected: null })).toBe('guide.done');
  });
});
