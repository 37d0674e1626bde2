// The combat calculator against rule cases of the GMT 2021 rulebook (seed 003), starting with its
// worked example of an army commander and his bodyguards (4070-4111).

import { describe, expect, it } from 'vitest';
import { extraDiceFor, planDice, scoreOutcome } from '../../../src/games/companion/calculator';
import { type CombatSpec, defaultSpec } from '../../../src/games/companion/spec';
import type { DieFace } from '../../../src/games/samurai-battles/types';

function spec(over: Partial<CombatSpec>): CombatSpec {
  return { ...defaultSpec('bottom'), ...over };
}

describe('worked example: the army commander and his bodyguards (seed 003:4070-4111)', () => {
  // Red samurai spearmen with their leader attack the blue army commander's bodyguards.
  const attack = spec({
    attacker: 'SSp',
    target: 'BG',
    targetTerrain: 'tent',
    inspired: true,
    targetBlocks: 4,
  });

  it('the inspired samurai spearmen roll 5 dice for 1 token (4086-4087, 1323, 1358-1365)', () => {
    const plan = planDice(attack);
    expect(plan.base).toBe(4);
    expect(plan.total).toBe(5);
    expect(plan.inspireCost).toBe(1);
    expect(plan.bonuses.map((b) => b.dice)).toEqual([1]);
  });

  it('one sword and one flag: one block off the bodyguards, the flag ignored, a 2-die check (4093-4096, 730-736, 753-754)', () => {
    const faces: DieFace[] = ['swords', 'flag', 'circle', 'triangle', 'honor'];
    expect(extraDiceFor(attack, faces)).toBe(0);
    const o = scoreOutcome(attack, faces);
    expect(o.score.hits).toBe(1);
    expect(o.score.flags).toBe(1);
    expect(o.flags).toMatchObject({ min: 1, max: 1 });
    expect(o.consequences).toEqual([]);
    expect(o.leaderCheck).toEqual({ kind: 'commander', dice: 2, swordsNeeded: 2 });
    // Inspired: one honor symbol fewer is kept (1377-1378).
    expect(o.score.honor).toBe(0);
    expect(o.eliminated).toBe(false);
  });

  const back = spec({
    side: 'top',
    attacker: 'BG',
    attackerBlocks: 3,
    attackerTerrain: 'tent',
    target: 'SSp',
    targetLeader: true,
    inspired: true,
    battleBack: true,
  });

  it('the bodyguards battle back with 3 blocks + 1 for inspiration: 4 dice (4102-4103, 721-722)', () => {
    const plan = planDice(back);
    expect(plan.base).toBe(3);
    expect(plan.total).toBe(4);
  });

  it('their sword is rolled once more with no result; sword and square take 2 blocks (4103-4108, 724-728)', () => {
    const faces: DieFace[] = ['swords', 'square', 'flag', 'circle'];
    expect(extraDiceFor(back, faces)).toBe(1);
    const o = scoreOutcome(back, faces, ['triangle']);
    expect(o.score.symbolHits).toBe(1);
    expect(o.score.swordHits).toBe(1);
    expect(o.score.swordsIgnored).toBe(0);
    expect(o.score.hits).toBe(2);
    // The leader with the samurai faces a 1-die check after a close-combat loss (1513-1517, 4108-4109).
    expect(o.leaderCheck).toEqual({ kind: 'close', dice: 1, swordsNeeded: 1 });
  });

  it('retreating 1 hex with the leader instead of ignoring the flag costs 3 tokens (4109-4111, 1694-1699)', () => {
    const o = scoreOutcome(back, ['swords', 'square', 'flag', 'circle'], ['triangle']);
    expect(o.flags?.max).toBe(1);
    expect(o.consequences).toEqual([{ flags: 1, retreat: { hexes: 1, tokens: 3 }, holdHits: 0 }]);
  });
});

describe('how the dice are built', () => {
  it('terrain caps the base dice only; card and inspiration dice go on top (seed 003:2097-2107, 2122-2124)', () => {
    const plan = planDice(
      spec({
        attacker: 'SSpC',
        target: 'ASp',
        targetTerrain: 'forest',
        card: 'cavalry-charge',
        inspired: true,
      }),
    );
    expect(plan.base).toBe(4);
    expect(plan.cap?.value).toBe(2);
    expect(plan.total).toBe(4);
  });

  it('a ranged attack into a forest rolls at most 1 die (seed 003:2125-2126)', () => {
    const plan = planDice(
      spec({ kind: 'ranged', attacker: 'SBC', target: 'ASp', targetTerrain: 'forest', distance: 2 }),
    );
    expect(plan.total).toBe(1);
  });

  it('bodyguards roll one die per block left (seed 003:721-722)', () => {
    expect(planDice(spec({ attacker: 'BG', attackerBlocks: 2, target: 'SSp' })).total).toBe(2);
  });

  it('arquebusiers fire 2 dice at 2-3 hexes, 1 at 4, and not at all after moving (seed 003:509-533, 995)', () => {
    const aa = spec({ kind: 'ranged', attacker: 'AA', target: 'SSp' });
    expect(planDice({ ...aa, distance: 3 }).total).toBe(2);
    expect(planDice({ ...aa, distance: 4 }).total).toBe(1);
    expect(planDice({ ...aa, distance: 2, moved: true }).blocked).not.toBeNull();
    expect(planDice({ ...aa, kind: 'close', moved: true }).blocked).not.toBeNull();
  });

  it('ashigaru archers that moved fire 1 die (seed 003:492-495, rules-decisions #16)', () => {
    expect(planDice(spec({ kind: 'ranged', attacker: 'AB', target: 'ASp', moved: true })).total).toBe(1);
  });

  it('bodyguards cannot be fired at (seed 003:733)', () => {
    expect(planDice(spec({ kind: 'ranged', attacker: 'SB', target: 'BG' })).blocked).toBe(
      'Bodyguards cannot be fired at.',
    );
  });

  it('two levies charging together roll all their dice at once (seed 003:1338-1343)', () => {
    const plan = planDice(spec({ attacker: 'LI', levies: 2, target: 'ASp' }));
    expect(plan.roller).toBe('levy-charge');
    expect(plan.total).toBe(4);
  });

  it('no Command card bonus in a battle back: the card ordered the other army', () => {
    const plan = planDice(spec({ attacker: 'SSp', card: 'shogun', battleBack: true }));
    expect(plan.total).toBe(4);
    expect(plan.notes).toHaveLength(1);
  });

  it('Shogun gives its ordered units 1 extra die, ranged combat included (seed 003:2081, rules-decisions #13)', () => {
    expect(planDice(spec({ kind: 'ranged', attacker: 'SB', card: 'shogun', distance: 3 })).total).toBe(3);
  });

  it('a river forbids battle unless the notes make it fordable (seed 003:2152-2155, 2169-2172)', () => {
    const s = spec({ attacker: 'SSp', attackerTerrain: 'river' });
    expect(planDice(s).blocked).not.toBeNull();
    const fordable = { riverFordable: true, fordsOpen: false, impassable: [], terrainAs: {} };
    expect(planDice(s, fordable).blocked).toBeNull();
  });
});

describe('reading a roll', () => {
  it('a square ignores 2 swords from a circle and 1 from a triangle (seed 003:1399-1404)', () => {
    const faces: DieFace[] = ['swords', 'swords', 'swords'];
    expect(scoreOutcome(spec({ attacker: 'AB', target: 'SSp' }), faces).score).toMatchObject({
      hits: 1,
      swordsIgnored: 2,
    });
    expect(scoreOutcome(spec({ attacker: 'ASp', target: 'SSp' }), faces).score).toMatchObject({
      hits: 2,
      swordsIgnored: 1,
    });
  });

  it('rank and stature add up: cavalry ignore 1 more sword from foot units (seed 003:1396-1398, 1408)', () => {
    const o = scoreOutcome(spec({ attacker: 'ASp', target: 'SSpC' }), ['swords', 'swords', 'swords']);
    expect(o.score.swordsIgnored).toBe(2);
    expect(o.score.hits).toBe(1);
  });

  it('bows score no hit with swords at range; the arquebus does (seed 003:1246-1249)', () => {
    const faces: DieFace[] = ['swords', 'swords'];
    expect(scoreOutcome(spec({ kind: 'ranged', attacker: 'SB', target: 'ASp' }), faces).score.hits).toBe(0);
    expect(scoreOutcome(spec({ kind: 'ranged', attacker: 'AA', target: 'ASp' }), faces).score.hits).toBe(2);
  });

  it('the arquebus keeps no honor symbol at range (seed 003:1252-1253)', () => {
    expect(scoreOutcome(spec({ kind: 'ranged', attacker: 'AA', target: 'ASp' }), ['honor']).score.honor).toBe(
      0,
    );
    expect(scoreOutcome(spec({ kind: 'ranged', attacker: 'AB', target: 'ASp' }), ['honor']).score.honor).toBe(
      1,
    );
  });

  it('samurai cavalry keep no honor against lower ranks; nobody does against levies (seed 003:1436-1440)', () => {
    expect(scoreOutcome(spec({ attacker: 'SSpC', target: 'ASp' }), ['honor']).score.honor).toBe(0);
    expect(scoreOutcome(spec({ attacker: 'SSpC', target: 'SSp' }), ['honor']).score.honor).toBe(1);
    expect(scoreOutcome(spec({ attacker: 'SSp', target: 'LI' }), ['honor', 'honor']).score.honor).toBe(0);
  });

  it('hits beyond the blocks left wipe the unit out and earn its banner (seed 003:1416-1420)', () => {
    const o = scoreOutcome(spec({ target: 'ASp', targetBlocks: 2, targetLeader: true }), [
      'triangle',
      'triangle',
      'swords',
    ]);
    expect(o.eliminated).toBe(true);
    expect(o.banners).toBe(1);
    expect(o.flags).toBeNull();
    // His unit gone, the leader rolls 1 die and needs 1 sword to fall (seed 003:1521-1525).
    expect(o.leaderCheck).toEqual({ kind: 'unit-wiped', dice: 1, swordsNeeded: 1 });
  });

  it('a leader whose unit survives ranged hits faces 2 dice, 2 swords (seed 003:1497-1502)', () => {
    const o = scoreOutcome(spec({ kind: 'ranged', attacker: 'SB', target: 'SSp', targetLeader: true }), [
      'square',
    ]);
    expect(o.leaderCheck).toEqual({ kind: 'ranged', dice: 2, swordsNeeded: 2 });
  });

  it('any sword kills a lone leader, even from a bow at range; a survivor must retreat (seed 003:1538-1549)', () => {
    const bow = spec({ kind: 'ranged', attacker: 'SB', target: 'lone-leader' });
    expect(scoreOutcome(bow, ['swords', 'circle']).eliminated).toBe(true);
    const missed = scoreOutcome(bow, ['flag', 'circle']);
    expect(missed.eliminated).toBe(false);
    expect(missed.loneLeaderMustRetreat).toBe(true);
  });

  it('support and an attached leader let a unit ignore 2 flags, never more (seed 003:1663-1680)', () => {
    const o = scoreOutcome(spec({ target: 'SSp', targetLeader: true, targetSupport: true }), [
      'flag',
      'flag',
      'flag',
    ]);
    expect(o.flags?.max).toBe(2);
    expect(o.flags?.sources).toHaveLength(3);
    // Accepting the third flag: 1 hex for 2 + 1 tokens (samurai with a leader).
    expect(o.consequences[0]).toEqual({ flags: 1, retreat: { hexes: 1, tokens: 3 }, holdHits: 0 });
  });

  it('a leader who falls in his check no longer helps to ignore a flag (seed 003:1681-1683)', () => {
    const o = scoreOutcome(spec({ target: 'ASp', targetLeader: true }), ['flag', 'triangle']);
    expect(o.flags?.max).toBe(1);
    expect(o.flags?.maxIfLeaderFalls).toBe(0);
  });

  it('levies fall back 2 hexes per flag and pay 2 tokens however far (seed 003:557, 1694-1695)', () => {
    const o = scoreOutcome(spec({ target: 'LI' }), ['flag', 'flag']);
    expect(o.consequences).toEqual([
      { flags: 1, retreat: { hexes: 2, tokens: 2 }, holdHits: 0 },
      { flags: 2, retreat: { hexes: 4, tokens: 2 }, holdHits: 0 },
    ]);
  });

  it('infantry in a castle holds: each flag it does not ignore is a hit instead (seed 003:2289)', () => {
    const o = scoreOutcome(spec({ target: 'ASp', targetTerrain: 'castle' }), ['flag', 'flag']);
    expect(o.flags?.max).toBe(1);
    expect(o.consequences).toEqual([
      { flags: 1, retreat: null, holdHits: 1 },
      { flags: 2, retreat: null, holdHits: 2 },
    ]);
  });
});

describe('no inspiration in buildings (seed 003:2203-2204; Zvezda seed 002:1057)', () => {
  for (const edition of ['gmt2021', 'zvezda2012'] as const) {
    it(`${edition}: a unit in buildings gets no inspiration die, pays no token and keeps its honor`, () => {
      const inBuildings = spec({ edition, attacker: 'SSp', attackerTerrain: 'buildings', target: 'ASp' });
      const plain = planDice(inBuildings);
      const asked = planDice({ ...inBuildings, inspired: true });
      expect(asked.total).toBe(plain.total);
      expect(asked.inspireCost).toBe(0);
      expect(asked.bonuses).toEqual(plain.bonuses);
      expect(asked.notes).toContain('No leader may inspire a unit in buildings.');
      const faces: DieFace[] = ['honor', 'circle'];
      expect(scoreOutcome({ ...inBuildings, inspired: true }, faces).score.honor).toBe(
        scoreOutcome(inBuildings, faces).score.honor,
      );
      // Out of the buildings the same leader inspires as usual.
      const open = planDice({ ...inBuildings, attackerTerrain: 'open', inspired: true });
      expect(open.inspireCost).toBe(1);
    });
  }
});
