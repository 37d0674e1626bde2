import { describe, expect, it } from 'vitest';
import {
  buildCommandDeck,
  COMMAND_CARD_IDS,
  COMMAND_CARDS,
  cardDef,
  cardDefId,
} from '../../../src/games/samurai-battles/data/commandCards';

const copies = (id: string) => COMMAND_CARDS[id]!.copies;

describe('Command card deck (GMT 2021)', () => {
  it('has 60 cards from 28 definitions (seed 003:1965)', () => {
    expect(COMMAND_CARD_IDS).toHaveLength(28);
    const deck = buildCommandDeck();
    expect(deck).toHaveLength(60);
    expect(new Set(deck).size).toBe(60);
  });

  it('has 39 section cards and 21 tactic cards (seed 003:1970, 2024)', () => {
    const sum = (kind: 'section' | 'tactic') =>
      Object.values(COMMAND_CARDS)
        .filter((d) => d.kind === kind)
        .reduce((n, d) => n + d.copies, 0);
    expect(sum('section')).toBe(39);
    expect(sum('tactic')).toBe(21);
  });

  it('counts Order Two Units Center x4 (seed 003:1991) and Infantry Assault x2 (faces 003:4947, 4951)', () => {
    expect(copies('order-two-center')).toBe(4);
    expect(copies('infantry-assault')).toBe(2);
    expect(copies('shogun')).toBe(1);
    expect(copies('tigers-tail-left')).toBe(1);
    expect(copies('tigers-tail-right')).toBe(1);
  });

  it('matches every count in the rules list (seed 003:1980-2083)', () => {
    const expected: Record<string, number> = {
      'order-one-left': 2,
      'order-one-center': 2,
      'order-one-right': 2,
      'order-two-left': 3,
      'order-two-center': 4,
      'order-two-right': 3,
      'order-three-left': 3,
      'order-three-center': 3,
      'order-three-right': 3,
      'advance-left': 2,
      'advance-center': 2,
      'advance-right': 2,
      'cranes-wing': 2,
      'flight-of-geese': 2,
      'flank-attack': 2,
      'tigers-tail-left': 1,
      'tigers-tail-right': 1,
      'order-circle': 2,
      'order-triangle': 2,
      'order-square': 2,
      'cavalry-charge': 2,
      'counter-attack': 2,
      'first-strike': 2,
      'stand-and-fire': 2,
      'infantry-assault': 2,
      leadership: 2,
      serpent: 2,
      shogun: 1,
    };
    expect(Object.fromEntries(COMMAND_CARD_IDS.map((id) => [id, copies(id)]))).toEqual(expected);
  });

  it("makes instance ids '<defId>#<n>' from 1, in a fixed order", () => {
    const deck = buildCommandDeck();
    expect(deck.slice(0, 3)).toEqual(['order-one-left#1', 'order-one-left#2', 'order-one-center#1']);
    expect(deck).toContain('order-two-center#4');
    expect(deck).not.toContain('order-two-center#5');
    expect(buildCommandDeck()).toEqual(deck);
    expect(cardDefId('order-two-center#3')).toBe('order-two-center');
    expect(cardDef('shogun#1').name).toBe('Shogun');
    expect(() => cardDef('nonsense#1')).toThrow(/unknown/);
  });

  it('puts the helmet on every section card and on Shogun only (seed 003:914-918)', () => {
    for (const d of Object.values(COMMAND_CARDS)) {
      expect(d.helmet, d.id).toBe(d.kind === 'section' || d.id === 'shogun');
    }
  });

  it('gives draw 2 keep 1 to the three Order One Unit cards only (seed 003:1980-1987)', () => {
    const ids = Object.values(COMMAND_CARDS)
      .filter((d) => d.drawTwoKeepOne)
      .map((d) => d.id);
    expect(ids.sort()).toEqual(['order-one-center', 'order-one-left', 'order-one-right']);
    expect(COMMAND_CARDS['order-one-left']!.faceDrawsDragon).toBe(true);
  });

  it('uses "command" for the Advance cards (seed 003:930)', () => {
    expect(COMMAND_CARDS['advance-left']!.order).toEqual({ kind: 'sections', counts: { left: 'command' } });
    expect(COMMAND_CARDS['tigers-tail-right']!.order).toEqual({
      kind: 'sections',
      counts: { center: 2, right: 1 },
    });
  });

  it('pairs each card with its left/right mirror (seed 003:2043-2046)', () => {
    for (const d of Object.values(COMMAND_CARDS)) {
      const m = COMMAND_CARDS[d.mirror];
      expect(m, d.id).toBeDefined();
      expect(m!.mirror).toBe(d.id);
      expect(m!.copies > 0).toBe(true);
    }
    expect(COMMAND_CARDS['advance-left']!.mirror).toBe('advance-right');
    expect(COMMAND_CARDS['order-two-center']!.mirror).toBe('order-two-center');
    expect(COMMAND_CARDS['tigers-tail-left']!.mirror).toBe('tigers-tail-right');
    expect(COMMAND_CARDS['cavalry-charge']!.mirror).toBe('cavalry-charge');
  });

  it('marks First Strike as a reaction (seed 003:2047)', () => {
    expect(COMMAND_CARDS['first-strike']!.reaction).toBe(true);
    expect(Object.values(COMMAND_CARDS).filter((d) => d.reaction)).toHaveLength(1);
  });

  it('gives every card a UI text and seed lines', () => {
    for (const d of Object.values(COMMAND_CARDS)) {
      expect(d.text.length, d.id).toBeGreaterThan(20);
      expect(d.seed, d.id).toMatch(/^003:\d+/);
    }
  });
});
