// Surrender under the Zvezda 2012 rules: a player whose duels or seppuku leave him a single Command
// card gives up at once (seed 002:777; seed 000:565; seed 004:507); the GMT start-of-turn check
// (seed 003:1903-1904) does not apply. Personal Challenge drives the duel; surrenderIfHandOfOne is
// also called directly, as the seppuku code calls it.

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { Ctx } from '../../../src/games/samurai-battles/flow/context';
import { commandCardsHeld, surrenderIfHandOfOne } from '../../../src/games/samurai-battles/flow/surrender';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, playDragon } from '../dragon/kit';
import {
  act,
  type BattleSpec,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  order,
  playCard,
  scenario,
  script,
  scriptLeft,
  setHand,
} from '../flow/harness';

/** b1 (mounted leader bL) next to t1 (foot leader tL): both units have a leader. */
const DUEL: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
  ],
  leaders: [
    { id: 'bL', side: 'bottom', kind: 'mounted', hex: '10,8' },
    { id: 'tL', side: 'top', kind: 'foot', hex: '11,7' },
  ],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' } as const;

function game(edition: GameState['edition'], spec: BattleSpec = DUEL, dragonCards = true): GameState {
  return samuraiBattles.setup({ scenario: scenario(spec), options: { dragonCards }, edition }, 1);
}

/**
 * Bottom plays Order Two Center (its hand: `bottomCards`), top holds `topCards`; b1 attacks t1 and
 * bottom plays Personal Challenge. Command 4 each: bottom rolls 4 + 2 (the card) + 1 (mounted
 * outranks foot) = 7 dice; top 4 + 1 (more tokens once bottom paid) = 5.
 */
function duel(s: GameState, bottomCards: string[], topCards: string[], bottomWins: boolean) {
  setHand(s, 'bottom', bottomCards);
  setHand(s, 'top', topCards);
  giveDragon(s, 'bottom', 'personal-challenge');
  playCard(s, 'order-two-center');
  order(s, 'b1');
  endMovement(s);
  act(s, ATTACK);
  expectAt(s, 'window:before-leader-duel', 'bottom');
  const one = bottomWins ? 'swords' : 'circle';
  const other = bottomWins ? 'circle' : 'swords';
  script(s, one, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
  script(s, other, 'flag', 'flag', 'flag', 'flag');
  // The loser's random Command card: the first of his hand.
  script(s, 0);
  const ev = playDragon(s, 'personal-challenge');
  expect(scriptLeft(s)).toBe(0);
  return ev;
}

const TWO = ['order-one-left', 'order-two-right'];
const BOTTOM = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('Zvezda: surrender right after a duel', () => {
  it('a lost duel that leaves one Command card makes the loser surrender at once (seed 002:777; seed 000:565)', () => {
    const s = game('zvezda2012');
    const ev = duel(s, BOTTOM, TWO, true);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.top.hand).toHaveLength(1);
    expect(eventsOf(ev, 'surrender')).toEqual([{ type: 'surrender', side: 'top' }]);
    expect(s.winner).toBe('bottom');
    expect(s.endReason).toBe('surrender');
  });

  it('a duel loser left with two cards plays on (seed 002:777)', () => {
    const s = game('zvezda2012');
    const ev = duel(s, BOTTOM, ['order-one-left', 'order-two-right', 'cranes-wing'], true);
    expect(s.players.top.hand).toHaveLength(2);
    expect(eventsOf(ev, 'surrender')).toEqual([]);
    expect(s.winner).toBeNull();
  });

  it("the active player's card in play still counts: one card in hand plus the one played is two (seed 002:777; 002:231)", () => {
    const s = game('zvezda2012');
    // Bottom holds 3 cards, plays one and loses the duel: 1 in hand + the card in play.
    const ev = duel(s, ['order-two-center', 'advance-left', 'order-three-left'], BOTTOM.slice(1), false);
    expect(s.leaders.bL).toBeUndefined();
    expect(s.players.bottom.hand).toHaveLength(1);
    expect(commandCardsHeld({ state: s, events: [] }, 'bottom')).toBe(2);
    expect(eventsOf(ev, 'surrender')).toEqual([]);
    expect(s.winner).toBeNull();
  });

  it('the active player who loses a duel with two cards (one of them in play) surrenders (seed 002:777)', () => {
    const s = game('zvezda2012');
    const ev = duel(s, ['order-two-center', 'advance-left'], BOTTOM.slice(1), false);
    expect(s.players.bottom.hand).toHaveLength(0);
    expect(eventsOf(ev, 'surrender')).toEqual([{ type: 'surrender', side: 'bottom' }]);
    expect(s.winner).toBe('top');
  });

  it('no surrender at the start of a turn: a hand of one from another cause plays on (seed 002:777 names duels and seppuku only)', () => {
    const s = game('zvezda2012', { units: DUEL.units }, false);
    setHand(s, 'bottom', BOTTOM);
    setHand(s, 'top', ['cranes-wing']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'surrender')).toEqual([]);
    expect(s.winner).toBeNull();
    expectAt(s, 'command', 'top');
  });

  it('a player who starts his turn with no Command card at all cannot command and loses (seed 002:777; rules-decisions H)', () => {
    const s = game('zvezda2012', { units: DUEL.units }, false);
    setHand(s, 'bottom', BOTTOM);
    setHand(s, 'top', []);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'surrender')).toEqual([{ type: 'surrender', side: 'top' }]);
    expect(s.winner).toBe('bottom');
  });
});

describe('surrenderIfHandOfOne', () => {
  it('ends a Zvezda game when the side holds a single card, e.g. after seppuku (seed 002:777; seed 000:565)', () => {
    const s = game('zvezda2012', { units: DUEL.units }, false);
    setHand(s, 'top', ['cranes-wing']);
    const ctx: Ctx = { state: s, events: [] };
    surrenderIfHandOfOne(ctx, 'top');
    expect(ctx.events).toEqual([
      { type: 'surrender', side: 'top' },
      { type: 'game-over', winner: 'bottom', reason: 'surrender' },
    ]);
    expect(s.winner).toBe('bottom');
  });

  it('does nothing with two cards or more (seed 002:777)', () => {
    const s = game('zvezda2012', { units: DUEL.units }, false);
    setHand(s, 'top', TWO);
    const ctx: Ctx = { state: s, events: [] };
    surrenderIfHandOfOne(ctx, 'top');
    expect(ctx.events).toEqual([]);
    expect(s.winner).toBeNull();
  });

  it('does nothing under GMT rules, which check at the start of the turn instead (seed 003:1903-1904)', () => {
    const s = game('gmt2021', { units: DUEL.units }, false);
    setHand(s, 'top', ['cranes-wing']);
    const ctx: Ctx = { state: s, events: [] };
    surrenderIfHandOfOne(ctx, 'top');
    expect(ctx.events).toEqual([]);
    expect(s.winner).toBeNull();
  });
});

describe('GMT: the duel itself forces no surrender', () => {
  it('a lost duel leaving one card plays on until that player starts his turn (seed 003:1903-1904)', () => {
    const s = game('gmt2021');
    const ev = duel(s, BOTTOM, TWO, true);
    expect(s.players.top.hand).toHaveLength(1);
    expect(eventsOf(ev, 'surrender')).toEqual([]);
    expect(s.winner).toBeNull();
  });
});
