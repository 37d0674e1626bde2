import { describe, expect, it } from 'vitest';
import {
  leaderCheck,
  leaderCheckKills,
  leaderCheckKind,
  leaderCheckNeeded,
} from '../../../src/games/samurai-battles/combat/leaderCheck';

describe('leader casualty checks (seed 003:1480-1525)', () => {
  it('ranged fire, unit survives: 2 dice, 2 swords kill (seed 003:1497-1502)', () => {
    const c = leaderCheck('ranged');
    expect(c).toEqual({ dice: 2, swordsNeeded: 2 });
    expect(leaderCheckKills(['swords', 'flag'], c)).toBe(false);
    expect(leaderCheckKills(['swords', 'swords'], c)).toBe(true);
  });
  it('close combat, unit survives: 1 die, 1 sword kills (seed 003:1513-1517)', () => {
    const c = leaderCheck('close');
    expect(c).toEqual({ dice: 1, swordsNeeded: 1 });
    expect(leaderCheckKills(['swords'], c)).toBe(true);
    expect(leaderCheckKills(['square'], c)).toBe(false);
  });
  it('his unit wiped out, ranged or close: 1 die, 1 sword (seed 003:1503-1507, 1521-1525)', () => {
    expect(leaderCheck('unit-wiped')).toEqual({ dice: 1, swordsNeeded: 1 });
    expect(leaderCheckKind('ranged', true, false)).toBe('unit-wiped');
    expect(leaderCheckKind('close', true, false)).toBe('unit-wiped');
    expect(leaderCheckKind('ranged', false, false)).toBe('ranged');
  });
  it('army commander: 2 dice whenever bodyguard blocks are lost (seed 003:735-737); decision: 2 swords kill', () => {
    expect(leaderCheckKind('close', false, true)).toBe('commander');
    expect(leaderCheckKind('close', true, true)).toBe('commander');
    const c = leaderCheck('commander');
    expect(c.dice).toBe(2);
    expect(leaderCheckKills(['swords', 'circle'], c)).toBe(false);
    expect(leaderCheckKills(['swords', 'swords'], c)).toBe(true);
  });
  it('no check for blocked retreats, Dragon cards or Lack of Honor (seed 003:1488-1491, 1739-1742)', () => {
    expect(leaderCheckNeeded('combat')).toBe(true);
    expect(leaderCheckNeeded('blocked-retreat')).toBe(false);
    expect(leaderCheckNeeded('dragon')).toBe(false);
    expect(leaderCheckNeeded('lack-of-honor')).toBe(false);
  });
  it('decision #10: no check for castle flags turned into hits', () => {
    expect(leaderCheckNeeded('castle')).toBe(false);
  });
});
