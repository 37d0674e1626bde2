// Samurai Battles and the companion pass the same engine contract checks as the test game
// (contract.ts), under both editions; and determinize keeps nothing a seat has not seen.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { companion } from '../../../src/games/companion/index';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';
import { checkContract } from './contract';

const skirmish = loadScenario('scenarios/test/test-skirmish.json');
const kawagoe = loadScenario('scenarios/battles/kawagoe-castle.json');

describe('the engine contract', () => {
  for (const edition of EDITION_IDS) {
    it(`holds for Samurai Battles under ${edition}`, { timeout: 120_000 }, () => {
      for (const seed of [1, 2]) {
        const run = checkContract(
          samuraiBattles,
          { scenario: skirmish, options: { dragonCards: true, reactionPauses: 'always' }, edition },
          seed,
          300,
        );
        expect(run.actions).toBeGreaterThan(50);
      }
    });
    it(`holds for the companion under ${edition}`, { timeout: 120_000 }, () => {
      const run = checkContract(companion, { scenario: kawagoe, edition }, 3, 150);
      expect(run.actions).toBeGreaterThan(20);
    });
  }
});

describe('reaction pauses (Samurai Battles)', () => {
  it('under "always" a window with nothing playable is a decision offering only pass; under "when-able" it is skipped', () => {
    const events = (pauses: 'always' | 'when-able') => {
      const s = samuraiBattles.setup(
        { scenario: skirmish, options: { dragonCards: false, reactionPauses: pauses } },
        4,
      );
      const first = samuraiBattles.decisions(s)[0]!;
      const r = samuraiBattles.apply(s, first.seat, first.actions[0]!);
      return { r, next: samuraiBattles.decisions(s)[0]! };
    };
    // Without Dragon cards nobody holds anything playable after a Command card (seed 003:1934-1936).
    const always = events('always');
    expect(always.next.point).toBe('window:with-command');
    expect(always.next.actions).toEqual([{ type: 'pass' }]);
    const whenAble = events('when-able');
    expect(whenAble.next.point).not.toMatch(/^window:/);
    expect(whenAble.r.ok && whenAble.r.events.some((e) => e.type === 'window-skipped')).toBe(true);
  });

  it('under "when-able" the flow tells the other seat whether a window opened (the reason for "always")', () => {
    const s = samuraiBattles.setup(
      { scenario: skirmish, options: { dragonCards: true, reactionPauses: 'when-able' } },
      1,
    );
    let leaked = false;
    for (let i = 0; i < 60 && !leaked; i++) {
      const d = samuraiBattles.decisions(s)[0];
      if (!d) break;
      for (const seat of samuraiBattles.seatsOf(s)) {
        const real = JSON.stringify(samuraiBattles.view(s, seat));
        for (let k = 0; k < 4; k++)
          if (
            JSON.stringify(samuraiBattles.view(samuraiBattles.determinize(s, seat, createRng(k)), seat)) !==
            real
          )
            leaked = true;
      }
      samuraiBattles.apply(s, d.seat, d.actions[d.actions.length - 1]!);
    }
    expect(leaked).toBe(true);
  });
});

describe('determinize (Samurai Battles)', () => {
  it('gives the same state for two states that differ only in what the seat has not seen', () => {
    const a = samuraiBattles.setup({ scenario: skirmish, options: { dragonCards: true } }, 5);
    const seat = samuraiBattles.decisions(a)[0]!.seat;
    const other = seat === 'top' ? 'bottom' : 'top';
    // b: the opponent's hands swapped with cards of the decks, and other future dice.
    const b = samuraiBattles.clone(a);
    const ph = b.players[other];
    [ph.hand[0], b.commandDeck[0]] = [b.commandDeck[0]!, ph.hand[0]!];
    [ph.dragonHand[0], b.dragonDeck[3]] = [b.dragonDeck[3]!, ph.dragonHand[0]!];
    b.commandDeck.reverse();
    b.rng = createRng(12345);
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    expect(JSON.stringify(samuraiBattles.view(b, seat))).toBe(JSON.stringify(samuraiBattles.view(a, seat)));
    for (let k = 0; k < 5; k++) {
      const da = samuraiBattles.determinize(a, seat, createRng(k));
      const db = samuraiBattles.determinize(b, seat, createRng(k));
      expect(JSON.stringify(da)).toBe(JSON.stringify(db));
      // The seat's own cards are kept as they are.
      expect(da.players[seat].hand).toEqual(a.players[seat].hand);
    }
  });

  it('deals the unseen cards anew: the opponent’s hand is not always the real one', () => {
    const a = samuraiBattles.setup({ scenario: skirmish, options: { dragonCards: true } }, 9);
    const real = JSON.stringify([...a.players.bottom.hand].sort());
    let differs = 0;
    for (let k = 0; k < 20; k++) {
      const d = samuraiBattles.determinize(a, 'top', createRng(k));
      expect(d.players.bottom.hand).toHaveLength(a.players.bottom.hand.length);
      if (JSON.stringify([...d.players.bottom.hand].sort()) !== real) differs++;
    }
    expect(differs).toBeGreaterThan(15);
  });
});
