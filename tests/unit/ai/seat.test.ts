// What a save remembers of a game against the computer (src/ui/ai/seat.ts), and that "Suggest a
// move" is off until the player turns it on (src/ui/settings.ts).

import { describe, expect, it } from 'vitest';
import { computerSeatOf } from '../../../src/ui/ai/seat';
import { DEFAULT_SETTINGS } from '../../../src/ui/settings';

describe('a game against the computer in a save', () => {
  it('reads the computer seat and level back, and nothing from a game between people', () => {
    expect(computerSeatOf({ players: {}, computer: { seat: 'top', level: 'daimyo' } })).toEqual({
      seat: 'top',
      level: 'daimyo',
    });
    expect(computerSeatOf({ players: {} })).toBeNull();
    expect(computerSeatOf(undefined)).toBeNull();
    // A damaged or unknown entry is a game between people, never a guess.
    expect(computerSeatOf({ computer: { seat: 'left', level: 'daimyo' } })).toBeNull();
    expect(computerSeatOf({ computer: { seat: 'top', level: 'shogun' } })).toBeNull();
  });

  it('offers "Suggest a move" only once the player turns it on', () => {
    expect(DEFAULT_SETTINGS.suggestMove).toBe(false);
  });
});
