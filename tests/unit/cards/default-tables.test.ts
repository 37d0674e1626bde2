// data/dragonCards.ts makes each edition's default cost and copy tables once and hands every game a
// copy of its own (a game's house rules are changed in place); data/instances.ts keeps the instance
// names by definition and copy. Both must answer what building them afresh answers.

import { describe, expect, it } from 'vitest';
import {
  DRAGON_CARD_IDS,
  defaultDragonCopies,
  defaultDragonCopiesOf,
  defaultDragonCostOf,
  defaultDragonCosts,
} from '../../../src/games/samurai-battles/data/dragonCards';
import { instanceName } from '../../../src/games/samurai-battles/data/instances';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

describe('the default Dragon card tables', () => {
  it('list every definition in deck order with its default, for each edition', () => {
    for (const edition of EDITION_IDS) {
      const costs = defaultDragonCosts(edition);
      const copies = defaultDragonCopies(edition);
      expect(Object.keys(costs)).toEqual([...DRAGON_CARD_IDS]);
      expect(Object.keys(copies)).toEqual([...DRAGON_CARD_IDS]);
      for (const id of DRAGON_CARD_IDS) {
        expect(costs[id]).toBe(defaultDragonCostOf(id, edition));
        expect(copies[id]).toBe(defaultDragonCopiesOf(id, edition));
      }
    }
    expect(defaultDragonCosts()).toEqual(defaultDragonCosts('gmt2021'));
  });

  it('are a new object at each call, which its game may change in place', () => {
    const a = defaultDragonCosts('gmt2021');
    const b = defaultDragonCosts('gmt2021');
    expect(a).not.toBe(b);
    const id = DRAGON_CARD_IDS[0]!;
    a[id] = 99;
    delete a[DRAGON_CARD_IDS[1]!];
    expect(defaultDragonCosts('gmt2021')).toEqual(b);
    const copies = defaultDragonCopies('zvezda2012');
    copies[id] = 0;
    expect(defaultDragonCopies('zvezda2012')[id]).toBe(defaultDragonCopiesOf(id, 'zvezda2012'));
  });
});

describe('instance names kept by definition and copy', () => {
  it('are the same string for the same card, asked in any order', () => {
    expect(instanceName('kept-test', 2)).toBe('kept-test#2');
    expect(instanceName('kept-test', 1)).toBe('kept-test#1');
    expect(instanceName('kept-test', 2)).toBe(instanceName('kept-test', 2));
    expect(instanceName('kept-test', 12)).toBe('kept-test#12');
    expect(instanceName('kept-test#1', 2)).toBe('kept-test#1#2');
  });
});
