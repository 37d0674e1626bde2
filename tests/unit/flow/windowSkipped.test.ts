// A reaction window in which its player holds nothing playable is skipped (nobody is asked), and
// the engine says so with a `window-skipped` event private to that player: the pass-and-play UI
// pauses for him exactly there, and the other player's events never carry it.

import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { giveDragon } from '../dragon/kit';
import { act, eventsOf, expectAt, newGame, playCard, setHand, setHonor, toBattle } from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('window-skipped', () => {
  it('marks each window passed over, in the engine’s order, private to its seat (seed 003:1934-1936)', () => {
    const s = newGame({ units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }] });
    setHand(s, 'bottom', HAND);
    const events = playCard(s, 'order-two-center');
    // With the Command card: first the player's own window, then his opponent's.
    expect(eventsOf(events, 'window-skipped')).toEqual([
      { type: 'window-skipped', seat: 'bottom', window: 'with-command', audience: ['bottom'] },
      { type: 'window-skipped', seat: 'top', window: 'after-opponent-command', audience: ['top'] },
    ]);
    expect(eventsOf(eventsFor(events, 'bottom'), 'window-skipped').map((e) => e.seat)).toEqual(['bottom']);
    expect(eventsOf(eventsFor(events, 'top'), 'window-skipped').map((e) => e.seat)).toEqual(['top']);
    expect(eventsOf(eventsFor(events, 'spectator'), 'window-skipped')).toEqual([]);
  });

  it('an attack reaches the defender’s and the attacker’s windows before the roll, then after it', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['a'],
    );
    s.rng.script = [0, 0, 0, 0];
    const events = act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    const skipped = eventsOf(events, 'window-skipped').map((e) => `${e.seat}:${e.window}`);
    expect(skipped.slice(0, 4)).toEqual([
      'top:before-opponent-roll',
      'bottom:before-own-roll',
      'bottom:after-own-roll',
      'top:after-opponent-close-roll',
    ]);
    // The roll comes between the windows before it and those after it.
    const order = events
      .filter((e) => e.type === 'window-skipped' || e.type === 'dice')
      .map((e) => (e.type === 'dice' ? 'dice' : e.window));
    expect(order.indexOf('dice')).toBe(2);
  });

  it('a window that opens is a decision, not a skipped window (seed 003:1934-1936)', () => {
    const s = newGame(
      { units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }] },
      { options: { dragonCards: true } },
    );
    setHand(s, 'bottom', HAND);
    setHonor(s, 'top', 5);
    giveDragon(s, 'top', 'white-dragon');
    const events = playCard(s, 'order-two-center');
    expect(eventsOf(events, 'window-skipped').map((e) => e.window)).toEqual(['with-command']);
    expectAt(s, 'window:after-opponent-command', 'top');
  });
});
