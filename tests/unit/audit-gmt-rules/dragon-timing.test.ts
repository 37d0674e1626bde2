// Session 15 audit, GMT 2021 core rules: Dragon cards and their timing, through the state machine.
// Seed 003: what a Dragon card carries and the hand without a limit (1907-1927); playing one in the
// open (1928-1932); a card beats the rulebook but not the terrain (1959-1961).

import { describe, expect, it } from 'vitest';
import { DRAGON_CARD_IDS, dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { dragonGame, giveDragon, offers, passWindows, playDragon } from '../dragon/kit';
import { scene } from '../dragon/scenes';
import {
  act,
  CENTER_HAND,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  legal,
  order,
  playCard,
  script,
  setHand,
} from '../flow/harness';

describe('what a Dragon card carries (seed 003:1907-1927)', () => {
  it('every dealt card has a title, a cost, a play phase, a target and an effect; some cost nothing (seed 003:1911-1920, 1922-1929)', () => {
    const dealt = DRAGON_CARD_IDS.filter((id) => dragonDef(id).copies > 0);
    expect(dealt.reduce((n, id) => n + dragonDef(id).copies, 0)).toBe(40);
    for (const id of dealt) {
      const d = dragonDef(id);
      expect(d.name.length).toBeGreaterThan(0);
      expect(d.cost).toBeGreaterThanOrEqual(0);
      expect(d.windows.length).toBeGreaterThan(0);
      expect(d.target).toBeDefined();
      expect(d.text.length).toBeGreaterThan(0);
    }
    expect(dealt.some((id) => dragonDef(id).cost === 0)).toBe(true);
  });

  it('a Dragon hand has no limit: a player holding 8 still draws another (seed 003:1908-1911)', () => {
    const s = dragonGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
      ],
      dragons: { bottom: 8 },
    });
    setHand(s, 'bottom', CENTER_HAND);
    playCard(s, 'order-two-center');
    passWindows(s);
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    passWindows(s);
    expectAt(s, 'replenish', 'bottom');
    act(s, { type: 'take-dragon' });
    expect(s.players.bottom.dragonHand).toHaveLength(9);
  });

  it('a card its owner cannot pay for is not offered; paid, its tokens wait on the card (seed 003:1916-1918, 1938-1943)', () => {
    const poor = scene('courage', { short: true }).s;
    expect(offers(poor, 'courage')).toEqual([]);
    const { s } = scene('courage');
    const price = s.options.dragonCosts.courage ?? dragonDef('courage').cost;
    const before = s.players.top.honor;
    script(s, 'circle', 'circle', 'circle', 'circle');
    playDragon(s, 'courage', 't1');
    expect(s.players.top.honor).toBe(before - price);
    expect(s.dragonInPlay.map((d) => d.tokens)).toEqual([price]);
  });

  it('a card is played face up: the opponent sees which card it was (seed 003:1922, 1931-1932)', () => {
    const { s } = scene('courage');
    script(s, 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'courage', 't1');
    const seen = eventsFor(ev, 'bottom');
    const played = eventsOf(seen, 'dragon-played');
    expect(played).toHaveLength(1);
    expect(dragonDef(played[0]!.card).id).toBe('courage');
  });
});

describe('a Dragon card and the terrain (seed 003:1959-1961)', () => {
  it('Katchu Keiba lets cavalry move 2 hexes further and battle, but not out of buildings it just entered', () => {
    const s = dragonGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'b5', side: 'bottom', type: 'SSpC', hex: '12,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
      ],
      terrain: { '12,4': 'buildings' },
    });
    setHand(s, 'bottom', CENTER_HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1', 'b5');
    giveDragon(s, 'bottom', 'katchu-keiba');
    playDragon(s, 'katchu-keiba', 'b5');
    act(s, { type: 'move', piece: 'b5', to: '12,4' });
    act(s, { type: 'end-movement' });
    // A unit that moves into buildings may not battle this turn (2192); the card does not say otherwise.
    expect(legal(s, { type: 'battle', unit: 'b5', target: '11,3', mode: 'close' })).toBe(false);
  });
});
