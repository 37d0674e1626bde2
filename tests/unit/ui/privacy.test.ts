// Pass-and-play hand-offs: the tablet goes to whoever must decide, and with the "always" setting
// the defender also gets it at every moment he could have reacted, whether or not the engine
// opened a window for him (so the active player learns nothing about his hand).

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { gatesFor, momentsIn, NO_PENDING } from '../../../src/ui/game/privacy';

const sideOf = (id: string) => (id.startsWith('t-') ? 'top' : id.startsWith('b-') ? 'bottom' : null);

describe('momentsIn', () => {
  it('finds the opponent’s reaction moments in the engine’s order', () => {
    const events: GameEvent[] = [
      { type: 'card-played', side: 'bottom', card: 'order-two-center#1' },
      { type: 'moved', side: 'bottom', piece: 'b-SSp-1', from: '8,7', to: '8,5', path: ['8,6', '8,5'] },
      { type: 'battle', side: 'bottom', unit: 'b-SSp-1', target: '9,3', mode: 'close' },
      { type: 'dice', side: 'bottom', purpose: 'close', faces: ['flag'], dice: null },
      { type: 'gained-ground', unit: 'b-SSp-1', to: '9,3' },
      { type: 'battle', side: 'top', unit: 't-LI-1', target: '8,5', mode: 'close', battleBack: true },
      { type: 'dice', side: 'top', purpose: 'close', faces: ['swords'], dice: null },
      { type: 'dice', side: 'bottom', purpose: 'leader casualty check', faces: ['swords'], dice: null },
    ];
    expect(momentsIn(events, sideOf)).toEqual([
      { seat: 'top', kind: 'command' },
      { seat: 'top', kind: 'move' },
      { seat: 'top', kind: 'battle' },
      { seat: 'top', kind: 'roll' },
      { seat: 'top', kind: 'gain-ground' },
      { seat: 'top', kind: 'battle-back' },
      { seat: 'bottom', kind: 'roll' },
    ]);
  });

  it('offers no window after First Strike, itself a reaction', () => {
    const events: GameEvent[] = [
      { type: 'first-strike', side: 'top', unit: 't-LI-1' },
      { type: 'card-played', side: 'top', card: 'first-strike#1' },
    ];
    expect(momentsIn(events, sideOf)).toEqual([]);
  });
});

describe('gatesFor', () => {
  it('hands the tablet to the first player before anything is shown', () => {
    const out = gatesFor({
      holder: null,
      moments: [],
      next: { seat: 'bottom', point: 'command' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([{ kind: 'handoff', to: 'bottom' }]);
  });

  it('pauses for the defender after a move even when the engine skipped his window, then hands back', () => {
    const out = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'move' }],
      next: { seat: 'bottom', point: 'movement' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([
      { kind: 'handoff', to: 'top' },
      { kind: 'quiet', seat: 'top', moment: 'move' },
      { kind: 'handoff', to: 'bottom' },
    ]);
    expect(out.pending).toEqual(NO_PENDING);
  });

  it('looks the same when the engine did open the window: one hand-off there, one back later', () => {
    const there = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'move' }],
      next: { seat: 'top', point: 'window:after-opponent-move' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(there.gates).toEqual([{ kind: 'handoff', to: 'top' }]);
    const back = gatesFor({
      holder: 'top',
      moments: [],
      next: { seat: 'bottom', point: 'movement' },
      privacy: 'always',
      pending: there.pending,
    });
    expect(back.gates).toEqual([{ kind: 'handoff', to: 'bottom' }]);
  });

  it('does not pause when the defender cannot react under the faster setting', () => {
    const out = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'move' }],
      next: { seat: 'bottom', point: 'movement' },
      privacy: 'when-able',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([]);
  });

  it('waits for the active player’s own window after his Command card, as the engine does', () => {
    const first = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'command' }],
      next: { seat: 'bottom', point: 'window:with-command' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(first.gates).toEqual([]);
    const then = gatesFor({
      holder: 'bottom',
      moments: [],
      next: { seat: 'bottom', point: 'orders' },
      privacy: 'always',
      pending: first.pending,
    });
    expect(then.gates.map((g) => g.kind)).toEqual(['handoff', 'quiet', 'handoff']);
  });

  it('needs no pause for a moment of the player who holds the tablet, nor after the game ends', () => {
    const own = gatesFor({
      holder: 'top',
      moments: [{ seat: 'top', kind: 'battle-back' }],
      next: { seat: 'top', point: 'battle' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(own.gates).toEqual([]);
    const over = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'roll' }],
      next: null,
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(over.gates).toEqual([]);
  });
});
