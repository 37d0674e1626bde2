import { describe, expect, it } from 'vitest';
import { flagOutcome } from '../../../src/games/samurai-battles/combat/flagOutcome';
import { flagIgnore, ignorableFlags, supportingHexes } from '../../../src/games/samurai-battles/combat/flags';
import { makeState } from './fixture';

describe('ignoring flags (seed 003:1657-1683)', () => {
  it('support: 2 friendly units in any adjacent hexes let a unit ignore 1 flag (seed 003:1668-1669)', () => {
    const s = makeState({
      units: [
        { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'f1', side: 'bottom', type: 'AB', hex: '12,8' },
        { id: 'f2', side: 'bottom', type: 'LI', hex: '9,9' },
      ],
    });
    expect(flagIgnore(s, 'u', 'SSp')).toMatchObject({ max: 1, mustIgnoreAll: false });
  });
  it('support is mutual: 3 units in a triangle of hexes support each other (seed 003:1671)', () => {
    const s = makeState({
      units: [
        { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'b', side: 'bottom', type: 'ASp', hex: '12,8' },
        { id: 'c', side: 'bottom', type: 'ASp', hex: '11,9' },
      ],
    });
    for (const id of ['a', 'b', 'c']) expect(flagIgnore(s, id, 'SSp').max).toBe(1);
  });
  it('one neighbour is not support; enemies never support', () => {
    const s = makeState({
      units: [
        { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'f1', side: 'bottom', type: 'AB', hex: '12,8' },
        { id: 'e', side: 'top', type: 'AB', hex: '9,7' },
      ],
    });
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(0);
  });
  it('a friendly leader alone counts as a supporting hex (seed 003:1673-1674)', () => {
    const s = makeState({
      units: [
        { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'f1', side: 'bottom', type: 'AB', hex: '12,8' },
      ],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '8,8' }],
    });
    expect(supportingHexes(s, '10,8', 'bottom')).toBe(2);
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(1);
  });
  it('a red square unit ignores 1 flag (seed 003:1676)', () => {
    const s = makeState({ units: [{ id: 'u', side: 'bottom', type: 'SSp', hex: '10,8' }] });
    expect(flagIgnore(s, 'u', 'ASp').max).toBe(1);
  });
  it('an attached leader lets the unit ignore 1 flag (seed 003:1680)', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '10,8' }],
    });
    expect(flagIgnore(s, 'u', 'ASp').max).toBe(1);
  });
  it('sources add up but never past 2 in one roll (seed 003:1663)', () => {
    const s = makeState({
      units: [
        { id: 'u', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'f1', side: 'bottom', type: 'AB', hex: '12,8' },
        { id: 'f2', side: 'bottom', type: 'LI', hex: '9,9' },
      ],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '10,8' }],
      terrain: { '10,8': 'bridge' },
    });
    const r = flagIgnore(s, 'u', 'ASp');
    expect(r.max).toBe(2);
    expect(r.sources).toHaveLength(4);
  });
  it('a bridge gives 1 (seed 003:2180)', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
      terrain: { '10,8': 'bridge' },
    });
    expect(flagIgnore(s, 'u', 'AA').max).toBe(1);
  });
  it('a fence gives infantry 1 against cavalry attackers only; a palisade against any attacker (seed 003:2264-2267)', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
      terrain: { '10,8': 'fence' },
    });
    expect(flagIgnore(s, 'u', 'SSpC').max).toBe(1);
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(0);
    expect(flagIgnore(s, 'u', 'levy-charge').max).toBe(0);
    s.terrain['10,8'] = { t: 'palisade' };
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(1);
  });
  it('cavalry behind a fence or palisade gain nothing from it', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'SSpC', hex: '10,8' }],
      terrain: { '10,8': 'palisade' },
    });
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(1); // its own square only
  });
  it('infantry in a castle ignore 1 flag (seed 003:2288)', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'AA', hex: '10,8' }],
      terrain: { '10,8': 'castle' },
    });
    expect(flagIgnore(s, 'u', 'SSp').max).toBe(1);
  });
  it('bodyguards must ignore every flag, even under a Dragon card (seed 003:753-754, 2436-2437)', () => {
    const s = makeState({ units: [{ id: 'bg', side: 'top', type: 'BG', hex: '10,0' }] });
    const r = flagIgnore(s, 'bg', 'SSp', { cannotIgnore: true });
    expect(r.mustIgnoreAll).toBe(true);
    expect(ignorableFlags(r, 3)).toEqual({ min: 3, max: 3 });
  });
  it('Dragon cards: "cannot ignore" removes every source; "ignore all" lifts the limit of 2', () => {
    const s = makeState({
      units: [{ id: 'u', side: 'bottom', type: 'SSp', hex: '10,8' }],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '10,8' }],
    });
    expect(flagIgnore(s, 'u', 'ASp', { cannotIgnore: true }).max).toBe(0);
    const all = flagIgnore(s, 'u', 'ASp', { ignoreAll: true });
    expect(ignorableFlags(all, 4)).toEqual({ min: 0, max: 4 });
    expect(ignorableFlags(flagIgnore(s, 'u', 'ASp'), 4)).toEqual({ min: 0, max: 2 });
    expect(ignorableFlags(flagIgnore(s, 'u', 'ASp'), 1)).toEqual({ min: 0, max: 1 });
  });
  it('a lone leader has no flag rule: flags do not touch him (seed 003:1546-1547)', () => {
    const s = makeState({ leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '10,8' }] });
    expect(() => flagIgnore(s, 'l', 'SSp')).toThrow();
  });
  it('worked example: spearmen with a leader may ignore 2 flags, or accept them (seed 003:4108-4111)', () => {
    const s = makeState({
      units: [{ id: 'red', side: 'bottom', type: 'SSp', hex: '12,2', blocks: 2 }],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '12,2' }],
    });
    expect(ignorableFlags(flagIgnore(s, 'red', 'BG'), 1)).toEqual({ min: 0, max: 1 });
  });
});

describe('flags not ignored (seed 003:1561-1568, 2289)', () => {
  const s = makeState({
    units: [
      { id: 'asp', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 'li', side: 'bottom', type: 'LI', hex: '12,8' },
      { id: 'castle-inf', side: 'bottom', type: 'AA', hex: '14,8' },
      { id: 'castle-cav', side: 'bottom', type: 'SSpC', hex: '16,8' },
      { id: 'bg', side: 'bottom', type: 'BG', hex: '18,10' },
    ],
    terrain: { '14,8': 'castle', '16,8': 'castle' },
  });
  it('1 hex back per flag; levies 2 per flag (seed 003:1564-1565)', () => {
    expect(flagOutcome(s, 'asp', 2)).toEqual({ kind: 'retreat', hexes: 2 });
    expect(flagOutcome(s, 'li', 1)).toEqual({ kind: 'retreat', hexes: 2 });
    expect(flagOutcome(s, 'asp', 0)).toEqual({ kind: 'none' });
  });
  it('infantry in a castle hold and take 1 hit per flag; cavalry there retreat (seed 003:2289)', () => {
    expect(flagOutcome(s, 'castle-inf', 2)).toMatchObject({ kind: 'hold', hits: 2 });
    expect(flagOutcome(s, 'castle-cav', 1)).toEqual({ kind: 'retreat', hexes: 1 });
  });
  it('bodyguards never retreat', () => {
    expect(flagOutcome(s, 'bg', 2)).toEqual({ kind: 'none' });
  });
});
