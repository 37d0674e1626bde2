// Dragon card targets read as words, never as the engine's codes: a section change (`center>left`),
// a card taken from a discard pile, a piece, a hex, an army.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { actionLabel } from '../../../src/ui/game/labels';
import { dragonTargetName } from '../../../src/ui/game/names';
import { updateRoster } from '../../../src/ui/game/roster';
import { fixtureView } from './fixture';

const view = fixtureView();
const ctx = { view, roster: updateRoster(view) };
const play = (card: string, target: string): Action => ({ type: 'play-dragon', card, target });

describe('Dragon card targets', () => {
  it('a section change says which section the card orders instead', () => {
    expect(actionLabel(play('tactical-wisdom#1', 'center>left'), ctx)).toBe(
      'Play Tactical Wisdom: order in the left section instead of the center',
    );
    expect(dragonTargetName(view, ctx.roster, 'right>center')).toEqual({
      kind: 'section',
      from: 'right',
      to: 'center',
    });
  });

  it('a card taken from a discard pile is named with its deck', () => {
    expect(actionLabel(play('ninja-thief#1', 'turncoat#1'), ctx)).toBe(
      'Play Ninja Thief and take Turncoat (Dragon card)',
    );
    expect(actionLabel(play('sage-advisor#1', 'order-two-left#3'), ctx)).toBe(
      'Play Sage Advisor and take Order Two Units Left (Command card)',
    );
  });

  it('pieces, hexes and armies keep their names', () => {
    expect(actionLabel(play('ambush#1', 'b-SSp-1'), ctx)).toBe(
      'Play Ambush on Uesugi Samurai spearmen at column 5, row 8',
    );
    expect(actionLabel(play('ambush#1', '11,3'), ctx)).toBe(
      'Play Ambush on Takeda Levy infantry at column 6, row 4',
    );
    expect(actionLabel(play('insult#1', 'top'), ctx)).toBe('Play Insult on Takeda');
  });

  it('no label shows a raw target code', () => {
    for (const target of ['left>center', 'center>right', 'turncoat#1', 'order-two-left#3']) {
      expect(actionLabel(play('tactical-wisdom#1', target), ctx)).not.toMatch(/[>#]/);
    }
  });
});
