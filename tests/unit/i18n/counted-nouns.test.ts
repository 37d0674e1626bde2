// No English message puts a count straight before a plural noun ("{{ n }} chests") unless that count
// can never be one: a count that can be one goes through a counted phrase (tn, chestsText ...) or
// after a colon ("revolts: 1"). Each exception below says why its count is never one.

import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

const PLURAL_KEY = /\.(zero|one|two|few|many|other)$/;
const NOUNS =
  'banners|blocks|chests|armies|provinces|tokens|hits|dice|cards|hexes|points|units|leaders|flags|orders|turns|revolts|pieces|players|seasons|years|actions|throws|cubes|peasants|buildings';
/** A placeholder, at most one word, then a plural noun: "{{ n }} chests", "{{ n }} extra peasants". */
const COUNT_THEN_NOUN = new RegExp(`\\{\\{\\s*(\\w+)\\s*\\}\\}\\s+(?:[A-Za-z&-]+\\s+)?(?:${NOUNS})\\b`);

/** Keys whose count is never one, or whose placeholder is no count, with the reason. */
const NEVER_ONE: Record<string, string> = {
  'newGame.firstRoll': 'the first-player roll is several dice',
  'log.firstRoll': 'the first-player roll is several dice',
  'log.castleHolds': '{{ flags }} is already a counted phrase; "hits" follows "became"',
  'fact.ranged': 'the longest range is more than one hex',
  'luck.verdict.lucky': 'a difference in hits with a decimal (1.4 hits)',
  'luck.verdict.unlucky': 'a difference in hits with a decimal (1.4 hits)',
  'shogun.new.playerCount': 'three to five players',
  'rule.terrain-majority': '{{ terrain }} is a terrain name, not a count',
  'winter.breakdown': '{{ provinces }} is a number of points "for provinces"',
  'event.neutralPeasants': 'the event card throws several peasants in',
  'event.taxAtMost': 'the event cards cap tax at several chests',
  'event.taxAtLeast': 'the event cards raise tax to several chests',
  'event.fewerArmies': 'the event card still brings several armies',
  'rules.event.neutralPeasants': 'the event card throws several peasants in',
  'rules.event.taxAtMost': 'the event cards cap tax at several chests',
  'rules.event.taxAtLeast': 'the event cards raise tax to several chests',
  'sc.setup.chests': 'each player starts with several chests',
  'sc.setup.towerSimulated': 'the tower is filled with many cubes',
};

describe('counts before plural nouns', () => {
  it('appear only where the count can never be one', () => {
    const found: string[] = [];
    for (const c of CATALOGUES) {
      for (const [key, text] of Object.entries(c.en)) {
        if (PLURAL_KEY.test(key) || Object.hasOwn(NEVER_ONE, key)) continue;
        const m = COUNT_THEN_NOUN.exec(text ?? '');
        if (m) found.push(`${c.file}: ${key} ("${m[0]}")`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan can fail: it finds a count before a plural noun', () => {
    expect(COUNT_THEN_NOUN.test('bids {{ n }} chests for the turn order')).toBe(true);
    expect(COUNT_THEN_NOUN.test('Winter revolt: {{ n }} extra peasants')).toBe(true);
    expect(COUNT_THEN_NOUN.test('bids {{ chests }} for the turn order')).toBe(false);
  });
});
