// The companion's digital decks follow the same end of turn as the engine (session 24, seed
// 003:1826): a Dragon card drawn at the end of the turn may not be discarded that turn, the one the
// Order One face draws with the Command card (option) included.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import { act, giveCard, newGame } from '../companion/fixture';

describe('the companion’s Dragon discard (seed 003:1818-1826)', () => {
  it('with the Order One face’s extra Dragon card, neither it nor the card taken may be discarded; a card held before may', () => {
    const s = newGame();
    s.table.options.orderOneDrawsDragon = true;
    giveCard(s, 'bottom', 'order-one-left#1');
    const held = [...s.table.players.bottom.dragonHand];
    expect(held.length).toBeGreaterThan(0);
    act(s, 'bottom', { type: 'play-command', card: 'order-one-left#1' });
    const extra = s.table.dragonDeck.at(-1)!;
    act(s, 'bottom', { type: 'end-turn' });
    expect(s.table.players.bottom.dragonHand).toContain(extra);
    act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    const taken = s.table.dragonDeck.at(-1)!;
    act(s, 'bottom', { type: 'take-dragon' });
    const d = soleDecision(companion, s)!;
    expect(d.point).toBe('discard-dragon');
    const offered = d.actions.flatMap((a) => (a.type === 'discard-dragon' ? [a.card] : []));
    expect(offered.sort()).toEqual([...held].sort());
    expect(offered).not.toContain(extra);
    expect(offered).not.toContain(taken);
  });
});
