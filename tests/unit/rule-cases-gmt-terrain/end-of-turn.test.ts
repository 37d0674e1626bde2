// GMT 2021 rule cases for the end of the turn and Honor & Fortune (session 24, a fresh reading of seed
// 003:1812-1904): the Dragon card or 2 tokens, the discard for a token and whose card bars it, the
// common pool running low, rolls that earn nothing, and the Dragon deck rebuilt from its discard.
// Bottom (b1 at 10,8) is the active player; top's t1 stands next to it at 11,7.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  dragonBattle,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  giveDragon,
  ldr,
  order,
  playCard,
  playDragon,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
  toBattle,
  tokens,
  u,
} from '../rule-cases-gmt/cases';

const DUEL = board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')]);

/** Answers the draw-2 keep-1 prompt if an Order One card brought one (it never does here). */
function toReplenish(s: ReturnType<typeof dragonBattle>): void {
  if (soleDecision(samuraiBattles, s)?.point === 'keep-card') act(s, actionsOf(s, 'keep-card')[0]!);
  expectAt(s, 'replenish', 'bottom');
}

describe('the Dragon card or the tokens, and the discard (seed 003:1815-1826)', () => {
  it('2 tokens taken instead of a Dragon card still leave the discard open: 3 tokens in one end of turn (003:1815-1821, 1870-1874)', () => {
    const s = dragonBattle(DUEL, ['b1']);
    const held = giveDragon(s, 'bottom', 'courage');
    endBattles(s);
    toReplenish(s);
    act(s, { type: 'take-honor' });
    expect(expectAt(s, 'discard-dragon', 'bottom')).toEqual([
      { type: 'keep-dragons' },
      { type: 'discard-dragon', card: held },
    ]);
    act(s, { type: 'discard-dragon', card: held });
    expect(s.players.bottom.honor).toBe(8);
    expect(s.players.bottom.dragonHand).toEqual([]);
    expect(s.dragonDiscard).toEqual([held]);
    expectAt(s, 'command', 'top');
  });

  it('only the active player’s own Dragon card bars his discard: the defender’s card played in his turn does not (003:1820-1821, 1951)', () => {
    const s = dragonBattle(DUEL, ['b1']);
    const held = giveDragon(s, 'bottom', 'cowards');
    giveDragon(s, 'top', 'courage');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // Top's Courage answers the attack; bottom passes on its Cowards before its roll.
    playDragon(s, 'courage', 't1');
    while (decision(s).point.startsWith('window:')) act(s, { type: 'pass' });
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    endBattles(s);
    toReplenish(s);
    act(s, { type: 'take-honor' });
    expect(actionsOf(s, 'discard-dragon')).toEqual([{ type: 'discard-dragon', card: held }]);
  });

  it('one discard at most: with three Dragon cards held, the turn ends after the first (003:1823; rules-decisions A4)', () => {
    const s = dragonBattle(DUEL, ['b1']);
    const a = giveDragon(s, 'bottom', 'courage');
    giveDragon(s, 'bottom', 'cowards');
    giveDragon(s, 'bottom', 'panic');
    endBattles(s);
    toReplenish(s);
    act(s, { type: 'take-honor' });
    expect(actionsOf(s, 'discard-dragon')).toHaveLength(3);
    act(s, { type: 'discard-dragon', card: a });
    expectAt(s, 'command', 'top');
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expect(s.players.bottom.honor).toBe(8);
  });

  it('a Dragon card played as the defender in the opponent’s turn does not bar the discard at the end of the player’s own next turn (003:1820-1821, 1949-1951)', () => {
    const s = dragonBattle(DUEL, ['b1']);
    giveDragon(s, 'top', 'courage');
    const kept = giveDragon(s, 'top', 'cowards');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    playDragon(s, 'courage', 't1');
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    endBattles(s);
    toReplenish(s);
    act(s, { type: 'take-honor' });
    // Top's turn: one order, no battle, then its own end of turn.
    expectAt(s, 'command', 'top');
    setHand(s, 'top', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 't1');
    endMovement(s);
    endBattles(s);
    expectAt(s, 'replenish', 'top');
    act(s, { type: 'take-honor' });
    expect(expectAt(s, 'discard-dragon', 'top')).toContainEqual({ type: 'discard-dragon', card: kept });
  });
});

/**
 * Bottom holds one Dragon card (dealt at setup), plays Order One Center with the option that its face
 * also draws a Dragon card, orders b1 and has nobody to battle: the state waits at keep-card.
 */
function orderOneGame() {
  const spec = board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '10,2')], [], { dragons: { bottom: 1 } });
  const s = toBattle(spec, ['b1'], 'order-one-center', {
    options: { dragonCards: true, orderOneDrawsDragon: true },
  });
  endBattles(s);
  expectAt(s, 'keep-card', 'bottom');
  return s;
}

describe('a Dragon card drawn at the end of the turn stays this turn (seed 003:1826)', () => {
  it('with the Order One face’s extra Dragon card (option): neither it nor the one taken may be discarded, only a card held before (003:1826, 1980-1987, face 4148)', () => {
    const s = orderOneGame();
    const [held, withCard] = s.players.bottom.dragonHand;
    expect(withCard).toBeDefined();
    act(s, actionsOf(s, 'keep-card')[0]!);
    act(s, { type: 'take-dragon' });
    expect(s.players.bottom.dragonHand).toHaveLength(3);
    expect(actionsOf(s, 'discard-dragon')).toEqual([{ type: 'discard-dragon', card: held }]);
  });

  it('with the option, 2 tokens taken instead: the extra card is still barred, the card held before is not (003:1826)', () => {
    const s = orderOneGame();
    const [held] = s.players.bottom.dragonHand;
    act(s, actionsOf(s, 'keep-card')[0]!);
    act(s, { type: 'take-honor' });
    expect(actionsOf(s, 'discard-dragon')).toEqual([{ type: 'discard-dragon', card: held }]);
  });
});

describe('the common pool (seed 003:1886-1889)', () => {
  it('with a single token left in the pool, the 2 tokens of the end of turn give 1', () => {
    const s = dragonBattle(DUEL, ['b1']);
    setHonor(s, 'top', 5 + s.pool - 1);
    expect(s.pool).toBe(1);
    endBattles(s);
    toReplenish(s);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'honor')).toEqual([
      { type: 'honor', side: 'bottom', delta: 1, reason: 'end of turn' },
    ]);
    expect(s.pool).toBe(0);
    expect(s.players.bottom.honor).toBe(6);
    expect(tokens(s)).toBe(30);
  });
});

describe('honor symbols that earn nothing (seed 003:1883-1885)', () => {
  it('the honor symbol of a leader casualty check gives no token to either side; the attack’s own honor does (003:1878-1879)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('tL', 'foot', '11,7')]), [
      'b1',
    ]);
    // Attack: a triangle (1 hit, so a 1-die check) and one honor symbol; the check rolls honor.
    script(s, 'triangle', 'honor', 'circle', 'circle');
    script(s, 'honor');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'leader casualty check')).toEqual([['honor']]);
    expect(s.leaders.tL).toBeDefined();
    expect(eventsOf(ev, 'honor')).toEqual([
      { type: 'honor', side: 'bottom', delta: 1, reason: 'close combat' },
    ]);
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('an empty Dragon deck (seed 003:1837-1838)', () => {
  it('a Dragon card taken from an empty deck comes from the discard, shuffled into a new deck', () => {
    const s = dragonBattle(DUEL, ['b1']);
    s.dragonDiscard.push(...s.dragonDeck.splice(0));
    const total = s.dragonDiscard.length;
    endBattles(s);
    toReplenish(s);
    expect(actionsOf(s, 'take-dragon')).toEqual([{ type: 'take-dragon' }]);
    const ev = act(s, { type: 'take-dragon' });
    expect(eventsOf(ev, 'reshuffled')).toEqual([{ type: 'reshuffled', deck: 'dragon' }]);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
    expect(s.dragonDeck).toHaveLength(total - 1);
    expect(s.dragonDiscard).toEqual([]);
  });
});
