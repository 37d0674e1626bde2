// A companion game under the Zvezda 2012 rules: the edition chosen at setup is the game's (its
// table's), the calculator answers under it and never offers it as a per-roll field, the decks,
// the Lack of Honor roll, the end of turn and surrender follow it. GMT games keep their old shape.

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { retreatTokens, scoreOutcome } from '../../../src/games/companion/calculator';
import { companion } from '../../../src/games/companion/index';
import { lackOfHonorDiceCount } from '../../../src/games/companion/lackOfHonor';
import { CompanionActionSchema } from '../../../src/games/companion/schema';
import { CALC_FIELDS, defaultSpec } from '../../../src/games/companion/spec';
import type { CompanionState } from '../../../src/games/companion/state';
import { cardText } from '../../../src/ui/companion/labels';
import { act, dragonCards, legal, scenario, scriptDice, tokens } from './fixture';

function zvezdaGame(file = 'gmt/09-kawagoe-castle.json', seed = 7): CompanionState {
  return companion.setup({ scenario: scenario(file), edition: 'zvezda2012' }, seed);
}

function gmtGame(): CompanionState {
  return companion.setup({ scenario: scenario('gmt/09-kawagoe-castle.json') }, 7);
}

describe('the edition of a companion game', () => {
  it('is the setup’s, and every seat’s view says it', () => {
    const s = zvezdaGame();
    expect(s.table.edition).toBe('zvezda2012');
    expect(companion.view(s, 'top').edition).toBe('zvezda2012');
    expect(companion.view(gmtGame(), 'bottom').edition).toBe('gmt2021');
  });

  it('deals from the 38-card Zvezda Dragon deck (seed 002:32)', () => {
    const s = zvezdaGame();
    expect(dragonCards(s)).toBe(38);
    expect(dragonCards(gmtGame())).toBe(40);
  });

  it('is a setting, not a calculator field: no action changes it', () => {
    expect(CALC_FIELDS).not.toContain('edition');
    const s = zvezdaGame();
    expect(legal(s).some((a) => a.type === 'calc' && (a.field as string) === 'edition')).toBe(false);
    // An edition change sent from another phone is not even an action.
    expect(
      v.safeParse(CompanionActionSchema, { type: 'calc', field: 'edition', value: 'gmt2021' }).success,
    ).toBe(false);
    act(s, 'bottom', { type: 'calc-reset' });
    expect(companion.view(s, 'bottom').edition).toBe('zvezda2012');
  });
});

describe('the calculator under Zvezda 2012', () => {
  it('lets arquebusiers fight in close combat after moving (seed 002:396; seed 000:316)', () => {
    const zvezda = zvezdaGame();
    const gmt = gmtGame();
    for (const s of [zvezda, gmt]) {
      act(s, 'bottom', { type: 'calc', field: 'attacker', value: 'AA' });
      act(s, 'bottom', { type: 'calc', field: 'moved', value: true });
    }
    expect(companion.view(gmt, 'bottom').calcPlan.blocked).toMatch(/may not battle in a turn they moved/);
    const plan = companion.view(zvezda, 'bottom').calcPlan;
    expect(plan.blocked).toBeNull();
    expect(plan.total).toBe(2);
  });

  it('records the edition with a Zvezda roll, and nothing new with a GMT roll', () => {
    const zvezda = zvezdaGame();
    scriptDice(zvezda, ['swords', 'flag', 'circle', 'triangle']);
    act(zvezda, 'bottom', { type: 'combat-roll' });
    expect(zvezda.lastRoll?.kind === 'combat' && zvezda.lastRoll.spec.edition).toBe('zvezda2012');
    const gmt = gmtGame();
    scriptDice(gmt, ['swords', 'flag', 'circle', 'triangle']);
    act(gmt, 'bottom', { type: 'combat-roll' });
    expect(gmt.lastRoll?.kind === 'combat' && 'edition' in gmt.lastRoll.spec).toBe(false);
    expect(gmt.calc).not.toHaveProperty('edition');
  });

  it('counts 3 bodyguards at most: 3 hits wipe them out whatever the block choice says (seed 000:1017-1044)', () => {
    const spec = { ...defaultSpec('bottom'), edition: 'zvezda2012' as const, target: 'BG' as const };
    const faces = ['swords', 'swords', 'swords', 'circle'] as const;
    expect(scoreOutcome({ ...spec, targetBlocks: 4 }, [...faces]).eliminated).toBe(true);
    expect(scoreOutcome({ ...spec, edition: undefined, targetBlocks: 4 }, [...faces]).eliminated).toBe(false);
  });

  it('prices retreats from the 2012 sheets (a lone leader’s retreat keeps its cost)', () => {
    expect(retreatTokens('SSp', 2, false, 'zvezda2012')).toBe(retreatTokens('SSp', 2, false));
    expect(retreatTokens('lone-leader', 1, false, 'zvezda2012')).toBeGreaterThan(0);
  });
});

describe('the books under Zvezda 2012', () => {
  it('a Lack of Honor roll is always 4 dice, however many tokens are missing (seed 002:696)', () => {
    expect(lackOfHonorDiceCount(3, 'zvezda2012')).toBe(4);
    expect(lackOfHonorDiceCount(3)).toBe(7);
    const s = zvezdaGame();
    s.table.pool += s.table.players.top.honor;
    s.table.players.top.honor = 0;
    act(s, 'bottom', { type: 'lose-honor', side: 'top', amount: 3, cause: 'square' });
    if (s.lastRoll?.kind !== 'lack-of-honor') throw new Error('no lack-of-honor roll');
    expect(s.lastRoll.unpaid).toBe(3);
    expect(s.lastRoll.faces).toHaveLength(4);
    expect(tokens(s)).toBe(30);
  });

  it('may discard the Dragon card just drawn at the end of the turn (seed 002:745)', () => {
    const s = zvezdaGame();
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    const drawn = s.table.dragonDeck.at(-1)!;
    act(s, 'bottom', { type: 'take-dragon' });
    const d = soleDecision(companion, s)!;
    expect(d.point).toBe('discard-dragon');
    expect(d.actions).toContainEqual({ type: 'discard-dragon', card: drawn });
    act(s, 'bottom', { type: 'discard-dragon', card: drawn });
    expect(s.table.dragonDiscard).toContain(drawn);
    expect(dragonCards(s)).toBe(38);
  });

  it('a seppuku that leaves one Command card is a surrender at once (seed 002:777)', () => {
    const s = zvezdaGame();
    const top = s.table.players.top;
    while (top.hand.length > 2) s.table.commandDiscard.push(top.hand.pop()!);
    act(s, 'bottom', { type: 'seppuku', side: 'top' });
    // (apply commits a new table: read the hand again.)
    expect(s.table.players.top.hand).toHaveLength(1);
    expect(s.table.winner).toBe('bottom');
    expect(s.table.endReason).toBe('surrender');
  });

  it('a single card at the start of a turn is no surrender under Zvezda (seed 002:777)', () => {
    const s = zvezdaGame();
    const top = s.table.players.top;
    while (top.hand.length > 1) s.table.commandDiscard.push(top.hand.pop()!);
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    act(s, 'bottom', { type: 'take-honor' });
    if (soleDecision(companion, s)?.point === 'discard-dragon') act(s, 'bottom', { type: 'keep-dragons' });
    expect(s.table.winner).toBeNull();
    expect(s.table.active).toBe('top');
  });
});

describe('card texts by edition', () => {
  it('the companion hand shows the 2012 Leadership text: 3 hexes touching the leader (seed 002:918; seed 000:656)', () => {
    const gmt = cardText('leadership#1', 'gmt2021');
    const zvezda = cardText('leadership#1', 'zvezda2012');
    expect(gmt).toContain('4');
    expect(zvezda).not.toBe(gmt);
    expect(zvezda).toContain('3');
  });
});
