// How far an undo reaches in pass and play (issue 21 item 2): back over the other player's passes
// to the holder's latest action, never past the undo floor or another decision of the other player.

import { describe, expect, it } from 'vitest';
import { takeBackTo } from '../../../src/ui/game/take-back';

type Seat = 'top' | 'bottom';
const entry = (seat: Seat, type: string) => ({ seat, action: { type } });

describe('takeBackTo', () => {
  const log = [
    entry('bottom', 'play-card'),
    entry('bottom', 'order'),
    entry('bottom', 'move'),
    entry('top', 'pass'),
  ];

  it('reaches back over the other player’s pass to the holder’s latest action', () => {
    expect(takeBackTo(log, 'bottom', 1)).toBe(2);
  });

  it('takes back the holder’s own last action', () => {
    expect(takeBackTo(log.slice(0, 3), 'bottom', 1)).toBe(2);
  });

  it('stops at the floor: nothing that rolled dice or showed a card', () => {
    expect(takeBackTo(log, 'bottom', 3)).toBeNull();
    expect(takeBackTo(log.slice(0, 1), 'bottom', 1)).toBeNull();
  });

  it('never takes back a decision of the other player other than a pass', () => {
    const played = [...log, entry('bottom', 'move'), entry('top', 'play-dragon')];
    expect(takeBackTo(played, 'bottom', 1)).toBeNull();
  });

  it('lets the other player take back only his own pass, not the holder’s move after it', () => {
    expect(takeBackTo(log, 'top', 1)).toBe(3);
    expect(takeBackTo([...log, entry('bottom', 'move')], 'top', 1)).toBeNull();
  });
});
