// The books kept for the physical game: Honor & Fortune, Lack of Honor, banners and victory, the
// command tent, seppuku, leader casualty checks, random card losses.

import { describe, expect, it } from 'vitest';
import { readLackOfHonor } from '../../../src/games/companion/lackOfHonor';
import { act, commandCards, dragonCards, expectLegal, newGame, scriptDice, tokens } from './fixture';

describe('Honor & Fortune', () => {
  it('tokens come from the pool and go back to it; nothing is gained from an empty pool (seed 003:1885-1888)', () => {
    const s = newGame();
    act(s, 'bottom', { type: 'honor', side: 'top', delta: 1 });
    expect(s.table.players.top.honor).toBe(5);
    expect(tokens(s)).toBe(30);
    s.table.players.top.honor += s.table.pool;
    s.table.pool = 0;
    expectLegal(s, { type: 'honor', side: 'top', delta: 1 }, false);
    act(s, 'bottom', { type: 'honor', side: 'top', delta: -1 });
    expect(s.table.pool).toBe(1);
  });

  it('a retreat paid in full rolls nothing', () => {
    const s = newGame();
    const events = act(s, 'bottom', { type: 'lose-honor', side: 'top', amount: 3, cause: 'square' });
    expect(s.table.players.top.honor).toBe(1);
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(s.lastRoll).toBeNull();
  });

  it('1 token short of a 2-token samurai retreat: the reserve is emptied and 4 + 1 dice are rolled (seed 003:1712-1721)', () => {
    const s = newGame();
    s.table.players.top.honor = 1;
    s.table.pool += 3;
    scriptDice(s, ['square', 'circle', 'swords', 'flag', 'honor']);
    act(s, 'bottom', { type: 'lose-honor', side: 'top', amount: 2, cause: 'square' });
    expect(s.table.players.top.honor).toBe(0);
    expect(tokens(s)).toBe(30);
    expect(s.lastRoll).toMatchObject({ kind: 'lack-of-honor', side: 'top', unpaid: 1 });
    if (s.lastRoll?.kind !== 'lack-of-honor') throw new Error('no lack-of-honor roll');
    expect(s.lastRoll.faces).toHaveLength(5);
    // Own symbol: the retreating unit; another symbol: the nearest unit with it; the rest nothing (1724-1737).
    expect(s.lastRoll.reading.map((r) => r.effect)).toEqual([
      'retreating-unit',
      'nearest-unit',
      'nothing',
      'nothing',
      'nothing',
    ]);
  });

  it('after a lone leader’s retreat a sword kills him (seed 003:1745-1758)', () => {
    const r = readLackOfHonor('top', 'leader', ['swords', 'swords', 'triangle', 'flag']);
    expect(r.map((x) => x.effect)).toEqual(['leader-killed', 'nothing', 'nearest-unit', 'nothing']);
  });

  it('for a Dragon card’s cost each unit symbol hits a unit of the owner’s choice (seed 003:1761-1766)', () => {
    const r = readLackOfHonor('bottom', 'dragon', ['circle', 'square', 'swords', 'honor']);
    expect(r.map((x) => x.effect)).toEqual(['any-unit', 'any-unit', 'nothing', 'nothing']);
  });
});

describe('banners and victory', () => {
  it('records what each banner was won for and ends the game at the target (seed 003:780-785, 1899-1902)', () => {
    const s = newGame();
    act(s, 'bottom', { type: 'banner', side: 'bottom', for: 'SSp' });
    act(s, 'bottom', { type: 'banner', side: 'bottom', for: 'foot-leader' });
    expect(s.table.players.bottom.bannerLog.map((b) => b.reason)).toEqual([
      'eliminated:SSp',
      'eliminated:foot-leader',
    ]);
    act(s, 'bottom', { type: 'banner-lost', side: 'bottom' });
    expect(s.table.players.bottom.banners).toBe(1);
    for (let i = 0; i < 3; i++) act(s, 'bottom', { type: 'banner', side: 'bottom', for: 'objective' });
    expect(s.table.winner).toBeNull();
    // A banner for the defender in the active player's turn can end the game too.
    act(s, 'bottom', { type: 'banner', side: 'bottom', for: 'ASp' });
    expect(s.table.winner).toBe('bottom');
    expect(s.table.endReason).toBe('banners');
  });

  it('losing the command tent: 3 banners to the enemy, a random Command card lost, command one smaller (seed 003:766-771)', () => {
    const s = newGame();
    const hand = s.table.players.top.hand.length;
    act(s, 'bottom', { type: 'tent-captured', side: 'top' });
    expect(s.table.players.bottom.banners).toBe(3);
    expect(s.table.players.top.hand).toHaveLength(hand - 1);
    expect(s.table.players.top.handSize).toBe(3);
    expect(s.table.commandDiscard).toHaveLength(1);
    expect(commandCards(s)).toBe(60);
    expectLegal(s, { type: 'tent-captured', side: 'top' }, false);
  });

  it('a scenario rule can make a sudden-death victory', () => {
    const s = newGame('gmt/12-okehazama-dengakuhazama-gorge.json');
    act(s, 'bottom', { type: 'declare-victory', side: 'bottom' });
    expect(s.table.winner).toBe('bottom');
  });
});

describe('seppuku, leader checks and random losses', () => {
  it('seppuku: 5 tokens, a random Command card lost, command one smaller, the enemy draws a Dragon card (seed 003:1646-1654)', () => {
    const s = newGame();
    const honor = s.table.players.top.honor;
    const hand = s.table.players.top.hand.length;
    const enemyDragons = s.table.players.bottom.dragonHand.length;
    act(s, 'bottom', { type: 'seppuku', side: 'top' });
    expect(s.table.players.top.honor).toBe(honor + 5);
    expect(s.table.players.top.hand).toHaveLength(hand - 1);
    expect(s.table.players.top.handSize).toBe(3);
    expect(s.table.players.bottom.dragonHand).toHaveLength(enemyDragons + 1);
    expect(s.table.players.bottom.banners).toBe(0);
    expect(tokens(s)).toBe(30);
    expect(dragonCards(s)).toBe(40);
  });

  it('a ranged check rolls 2 dice and needs 2 swords (seed 003:1497-1502)', () => {
    const s = newGame();
    scriptDice(s, ['swords', 'flag']);
    act(s, 'bottom', { type: 'leader-check', side: 'top', kind: 'ranged' });
    expect(s.lastRoll).toEqual({
      kind: 'leader-check',
      side: 'top',
      check: 'ranged',
      faces: ['swords', 'flag'],
      killed: false,
    });
    scriptDice(s, ['swords', 'swords']);
    act(s, 'bottom', { type: 'leader-check', side: 'top', kind: 'ranged' });
    expect(s.lastRoll).toMatchObject({ killed: true });
  });

  it('a close-combat check rolls 1 die and 1 sword kills (seed 003:1513-1517)', () => {
    const s = newGame();
    scriptDice(s, ['swords']);
    act(s, 'bottom', { type: 'leader-check', side: 'top', kind: 'close' });
    expect(s.lastRoll).toMatchObject({ faces: ['swords'], killed: true });
  });

  it('a random discard takes a card from the named army’s hand, never the chooser’s pick', () => {
    const s = newGame();
    const top = [...s.table.players.top.hand];
    act(s, 'bottom', { type: 'discard-random', side: 'top', deck: 'command' });
    expect(s.table.players.top.hand).toHaveLength(top.length - 1);
    expect(top).toContain(s.table.commandDiscard[0]);
  });

  it('a larger command draws a card; a smaller one loses a card at random', () => {
    const s = newGame();
    act(s, 'bottom', { type: 'command-size', side: 'top', delta: 1 });
    expect(s.table.players.top.handSize).toBe(5);
    expect(s.table.players.top.hand).toHaveLength(5);
    act(s, 'bottom', { type: 'command-size', side: 'top', delta: -1 });
    expect(s.table.players.top.hand).toHaveLength(4);
    expect(commandCards(s)).toBe(60);
  });
});
