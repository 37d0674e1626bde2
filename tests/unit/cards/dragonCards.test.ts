import { describe, expect, it } from 'vitest';
import {
  buildDragonDeck,
  DRAGON_CARD_IDS,
  DRAGON_CARDS,
  type DragonWindowId,
  defaultDragonCopies,
  defaultDragonCosts,
  dragonDef,
} from '../../../src/games/samurai-battles/data/dragonCards';

const WINDOWS: DragonWindowId[] = [
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

describe('Dragon deck (GMT 2021)', () => {
  it('deals 40 cards by default (seed 003:1907)', () => {
    const deck = buildDragonDeck();
    expect(deck).toHaveLength(40);
    expect(new Set(deck).size).toBe(40);
    expect(Object.values(defaultDragonCopies()).reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('has 37 dealt definitions, three of them twice (faces 003:5118/5384, 5136/5364, 5511/5558)', () => {
    const dealt = Object.values(DRAGON_CARDS).filter((d) => d.copies > 0);
    expect(dealt).toHaveLength(37);
    const doubles = dealt.filter((d) => d.copies === 2).map((d) => d.id);
    expect(doubles.sort()).toEqual(['brave-leader', 'personal-challenge', 'tactical-wisdom']);
    expect(dealt.every((d) => d.copies <= 2)).toBe(true);
  });

  it('keeps the two title-only cards out of the default deck (seed 003:5449, 5926-5928)', () => {
    expect(DRAGON_CARDS.victor!.copies).toBe(0);
    expect(DRAGON_CARDS['wild-winds']!.copies).toBe(0);
    expect(buildDragonDeck().some((c) => c.startsWith('victor#'))).toBe(false);
  });

  it('lets house rules override copies per card', () => {
    const deck = buildDragonDeck({ 'brave-leader': 1, victor: 1, turncoat: 0 });
    expect(deck).toHaveLength(39);
    expect(deck).toContain('victor#1');
    expect(deck).not.toContain('turncoat#1');
    expect(deck).not.toContain('brave-leader#2');
  });

  it("makes instance ids '<defId>#<n>' and looks them up", () => {
    const deck = buildDragonDeck();
    expect(deck[0]).toBe('ashigaru-attack#1');
    expect(deck).toContain('personal-challenge#2');
    expect(dragonDef('personal-challenge#2').italian).toBe('Sfida Personale');
    expect(() => dragonDef('nope#1')).toThrow(/unknown/);
    expect(buildDragonDeck()).toEqual(deck);
  });

  it('marks every cost provisional; Turncoat costs 3 (designer FAQ errata)', () => {
    for (const d of Object.values(DRAGON_CARDS)) {
      expect(d.costProvisional).toBe(true);
      expect(d.cost).toBeGreaterThanOrEqual(0);
      expect(d.cost).toBeLessThanOrEqual(3);
    }
    expect(DRAGON_CARDS.turncoat!.cost).toBe(3);
    expect(defaultDragonCosts().turncoat).toBe(3);
    // "Some Dragon cards cost nothing" (seed 003:1919-1920).
    expect(Object.values(DRAGON_CARDS).some((d) => d.copies > 0 && d.cost === 0)).toBe(true);
  });

  it('gives every dealt card at least one play window from the agreed list', () => {
    for (const d of Object.values(DRAGON_CARDS)) {
      if (d.copies === 0) continue;
      expect(d.windows.length, d.id).toBeGreaterThan(0);
      for (const w of d.windows) expect(WINDOWS, d.id).toContain(w.id);
    }
  });

  it('resolves the before-orders cards named by the FAQ before orders (seed 003:5108, 5159, 5223, 5269, 5697)', () => {
    const beforeOrders = [
      'brave-messenger',
      'blue-dragon',
      'ninja-assassin',
      'ninja-thief',
      'red-dragon',
      'physician',
      'rice-famine',
      'tea-ceremony',
      'turncoat',
    ];
    for (const id of beforeOrders) {
      expect(DRAGON_CARDS[id]!.windows, id).toContainEqual({ id: 'with-command', beforeOrders: true });
    }
    expect(DRAGON_CARDS['fire-arrows']!.windows).toEqual([{ id: 'with-command', beforeOrders: false }]);
  });

  it('times the reaction cards as printed', () => {
    // Ambush: before the opponent's close or bonus close-combat roll (seed 003:5175-5179).
    expect(DRAGON_CARDS.ambush!.windows).toEqual([{ id: 'before-opponent-roll', combat: ['close'] }]);
    // Courage: before the opponent's combat roll, any kind (seed 003:5340-5342).
    expect(DRAGON_CARDS.courage!.windows).toEqual([
      { id: 'before-opponent-roll', combat: ['close', 'ranged'] },
    ]);
    // Bullet-Proof Armor: after the opponent's ranged roll (seed 003:5809-5811).
    expect(DRAGON_CARDS['bullet-proof-armor']!.windows).toEqual([{ id: 'after-opponent-ranged-roll' }]);
    // Personal Challenge: before a close combat where both units have leaders (seed 003:5511-5515).
    expect(DRAGON_CARDS['personal-challenge']!.windows).toEqual([{ id: 'before-leader-duel' }]);
    // Sage Advisor: end of your turn (seed 003:5232).
    expect(DRAGON_CARDS['sage-advisor']!.windows).toEqual([{ id: 'end-of-turn' }]);
    // Timid: in reaction to an enemy gaining ground (seed 003:5846-5848).
    expect(DRAGON_CARDS.timid!.windows).toEqual([{ id: 'after-opponent-gain-ground' }]);
  });

  it('records confidence, Italian title and seed lines for every card', () => {
    expect(DRAGON_CARD_IDS).toHaveLength(39);
    for (const d of Object.values(DRAGON_CARDS)) {
      expect(d.italian.length, d.id).toBeGreaterThan(2);
      expect(d.seed, d.id).toMatch(/^003:\d+/);
      expect(d.text.length, d.id).toBeGreaterThan(20);
    }
    expect(DRAGON_CARDS['white-dragon']!.confidence).toBe('low');
    expect(DRAGON_CARDS['ninja-assassin']!.confidence).toBe('sure');
  });
});
