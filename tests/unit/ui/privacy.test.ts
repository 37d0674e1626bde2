// Pass-and-play hand-offs: the tablet goes to whoever must decide, and only then. Whether a player
// is asked at a moment he could only pass is the engine's rule (reactionPauses), tested with the
// match in match.test.ts.

import { describe, expect, it } from 'vitest';
import { handOffFor } from '../../../src/ui/game/privacy';

describe('handOffFor', () => {
  it('hands the tablet to the first player before anything is shown', () => {
    expect(handOffFor(null, 'bottom')).toEqual({ kind: 'handoff', to: 'bottom' });
  });

  it('keeps the tablet with the player who decides next', () => {
    expect(handOffFor('top', 'top')).toBeNull();
  });

  it('passes it when the other player decides next', () => {
    expect(handOffFor('top', 'bottom')).toEqual({ kind: 'handoff', to: 'bottom' });
  });

  it('shows nothing more once the game is over', () => {
    expect(handOffFor('top', null)).toBeNull();
  });
});
