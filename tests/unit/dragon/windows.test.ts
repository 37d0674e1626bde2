// Every Dragon card is offered to the right player in its window, and only there; never when its
// whole cost cannot be paid at once from the reserve (seed 003:1934-1944). Each card's scene is in
// scenes.ts.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { DRAGON_CARDS } from '../../../src/games/samurai-battles/data/dragonCards';
import { DRAGON_EFFECTS } from '../../../src/games/samurai-battles/dragon';
import { dragonActions } from '../../../src/games/samurai-battles/flow/dragon';
import type { DragonWindow } from '../../../src/games/samurai-battles/flow/frames';
import { decision } from '../flow/harness';
import { offers } from './kit';
import { scene } from './scenes';

const WINDOWS: DragonWindow[] = [
  'with-command',
  'after-opponent-command',
  'during-movement',
  'after-opponent-move',
  'after-opponent-gain-ground',
  'before-own-roll',
  'before-opponent-roll',
  'after-own-roll',
  'after-opponent-ranged-roll',
  'after-opponent-close-roll',
  'after-successful-close-combat',
  'before-battle-back',
  'before-leader-duel',
  'end-of-turn',
];

const DEALT = Object.values(DRAGON_CARDS)
  .filter((d) => d.copies > 0)
  .map((d) => d.id);

describe('the Dragon deck in the engine', () => {
  it('every one of the 37 cards dealt has an effect, in the windows its card data names (seed 003:5081-5928)', () => {
    expect(DEALT).toHaveLength(37);
    for (const id of DEALT) {
      const effect = DRAGON_EFFECTS[id];
      expect(effect, id).toBeDefined();
      expect([...effect!.windows].sort(), id).toEqual(DRAGON_CARDS[id]!.windows.map((w) => w.id).sort());
    }
  });

  it('the two titles printed with no text have no effect and are never offered (seed 003:5449, 5926-5928)', () => {
    expect(DRAGON_EFFECTS.victor).toBeUndefined();
    expect(DRAGON_EFFECTS['wild-winds']).toBeUndefined();
  });
});

describe.each(DEALT)('%s', (id) => {
  it('is offered to the right player in its window (seed 003:1934-1936)', () => {
    const { s, seat, window } = scene(id);
    const d = decision(s);
    const point = window === 'during-movement' ? 'movement' : `window:${window}`;
    expect([d.seat, d.point]).toEqual([seat, point]);
    expect(offers(s, id).length).toBeGreaterThan(0);
    if (window !== 'during-movement') expect(d.actions[0]).toEqual({ type: 'pass' });
  });

  it('is not offered in any other window (seed 003:1934-1936)', () => {
    const { s, seat, window } = scene(id);
    for (const w of WINDOWS) {
      if (w === window) continue;
      const mine = dragonActions(s, seat, w).filter(
        (a) => a.type === 'play-dragon' && a.card.startsWith(`${id}#`),
      );
      expect(mine, `${id} in ${w}`).toEqual([]);
    }
  });

  it('is refused without its full cost in tokens, even when it costs nothing by default (seed 003:1938-1944)', () => {
    const { s, seat } = scene(id, { short: true });
    const card = s.players[seat].dragonHand.find((c) => c.startsWith(`${id}#`))!;
    expect(card).toBeDefined();
    expect(offers(s, id)).toEqual([]);
    const d = soleDecision(samuraiBattles, s);
    if (d) {
      const r = samuraiBattles.apply(s, d.seat, { type: 'play-dragon', card });
      expect(r.ok).toBe(false);
    }
  });
});
