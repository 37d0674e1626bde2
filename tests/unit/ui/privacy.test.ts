// Pass-and-play hand-offs: the tablet goes to whoever must decide, and with the "always" setting
// the defender also gets it at every moment he could have reacted, whether or not the engine
// opened a window for him (so the active player learns nothing about his hand).

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { gatesFor, momentsIn, NO_PENDING } from '../../../src/ui/game/privacy';

describe('momentsIn', () => {
  it('reads every window the engine passed over, in its order, from the engine’s own events', () => {
    const events: GameEvent[] = [
      { type: 'card-played', side: 'bottom', card: 'order-two-center#1' },
      { type: 'window-skipped', seat: 'bottom', window: 'with-command', audience: ['bottom'] },
      { type: 'window-skipped', seat: 'top', window: 'after-opponent-command', audience: ['top'] },
      { type: 'moved', side: 'bottom', piece: 'b-SSp-1', from: '8,7', to: '8,5', path: ['8,6', '8,5'] },
      { type: 'window-skipped', seat: 'top', window: 'after-opponent-move', audience: ['top'] },
      { type: 'window-skipped', seat: 'top', window: 'before-opponent-roll', audience: ['top'] },
      { type: 'dice', side: 'bottom', purpose: 'close', faces: ['flag'], dice: null },
      { type: 'window-skipped', seat: 'top', window: 'after-opponent-close-roll', audience: ['top'] },
      { type: 'window-skipped', seat: 'top', window: 'before-own-roll', audience: ['top'] },
    ];
    expect(momentsIn(events)).toEqual([
      { seat: 'bottom', kind: 'command', window: 'with-command' },
      { seat: 'top', kind: 'command', window: 'after-opponent-command' },
      { seat: 'top', kind: 'move', window: 'after-opponent-move' },
      { seat: 'top', kind: 'battle', window: 'before-opponent-roll' },
      { seat: 'top', kind: 'roll', window: 'after-opponent-close-roll' },
      { seat: 'top', kind: 'roll', window: 'before-own-roll' },
    ]);
  });

  it('finds no moment where the engine opened the window (it is a decision) or asked nothing', () => {
    const events: GameEvent[] = [
      { type: 'first-strike', side: 'top', unit: 't-LI-1' },
      { type: 'card-played', side: 'top', card: 'first-strike#1' },
      { type: 'battle', side: 'bottom', unit: 'b-SSp-1', target: '9,3', mode: 'close' },
    ];
    expect(momentsIn(events)).toEqual([]);
  });

  it('a seat’s filtered events never carry the other seat’s skipped windows', () => {
    const events: GameEvent[] = [
      { type: 'window-skipped', seat: 'top', window: 'after-opponent-move', audience: ['top'] },
      { type: 'window-skipped', seat: 'bottom', window: 'before-own-roll', audience: ['bottom'] },
    ];
    expect(momentsIn(eventsFor(events, 'bottom')).map((m) => m.seat)).toEqual(['bottom']);
    expect(momentsIn(eventsFor(events, 'spectator'))).toEqual([]);
  });
});

const MOVE = { seat: 'top', kind: 'move', window: 'after-opponent-move' } as const;

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
      moments: [MOVE],
      next: { seat: 'bottom', point: 'movement' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([
      { kind: 'handoff', to: 'top' },
      { kind: 'quiet', seat: 'top', moment: 'move', window: 'after-opponent-move' },
      { kind: 'handoff', to: 'bottom' },
    ]);
    expect(out.pending).toEqual(NO_PENDING);
  });

  it('looks the same when the engine did open the window: one hand-off there, one back later', () => {
    const there = gatesFor({
      holder: 'bottom',
      moments: [MOVE],
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
      moments: [MOVE],
      next: { seat: 'bottom', point: 'movement' },
      privacy: 'when-able',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([]);
  });

  it('merges moments with no decision of the holder between them into one pause, asking the last', () => {
    const out = gatesFor({
      holder: 'bottom',
      moments: [MOVE, { seat: 'top', kind: 'roll', window: 'after-opponent-close-roll' }],
      next: { seat: 'bottom', point: 'battle' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(out.gates).toEqual([
      { kind: 'handoff', to: 'top' },
      { kind: 'quiet', seat: 'top', moment: 'roll', window: 'after-opponent-close-roll' },
      { kind: 'handoff', to: 'bottom' },
    ]);
  });

  it('pauses only once the engine reached the window: not while the holder answers his own window first', () => {
    // Playing the card: the active player's own window opens; the opponent's is not reached yet.
    const first = gatesFor({
      holder: 'bottom',
      moments: [],
      next: { seat: 'bottom', point: 'window:with-command' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(first.gates).toEqual([]);
    // He passes: the engine passes over the opponent's window, then asks for orders.
    const then = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'command', window: 'after-opponent-command' }],
      next: { seat: 'bottom', point: 'orders' },
      privacy: 'always',
      pending: first.pending,
    });
    expect(then.gates.map((g) => g.kind)).toEqual(['handoff', 'quiet', 'handoff']);
  });

  it('needs no pause for a moment of the player who holds the tablet, nor after the game ends', () => {
    const own = gatesFor({
      holder: 'top',
      moments: [{ seat: 'top', kind: 'battle-back', window: 'before-battle-back' }],
      next: { seat: 'top', point: 'battle' },
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(own.gates).toEqual([]);
    const over = gatesFor({
      holder: 'bottom',
      moments: [{ seat: 'top', kind: 'roll', window: 'after-opponent-close-roll' }],
      next: null,
      privacy: 'always',
      pending: NO_PENDING,
    });
    expect(over.gates).toEqual([]);
  });
});
