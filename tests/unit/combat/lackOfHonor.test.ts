import { describe, expect, it } from 'vitest';
import { lackOfHonorLosses } from '../../../src/games/samurai-battles/combat/lackOfHonor';
import { makeState } from './fixture';

// The retreating samurai ended at 10,8: triangles at distance 1 (12,8 and 8,8) and 3 (16,8).
const state = makeState({
  units: [
    { id: 'ssp', side: 'bottom', type: 'SSp', hex: '10,8', blocks: 2 },
    { id: 'asp-near-a', side: 'bottom', type: 'ASp', hex: '12,8', blocks: 2 },
    { id: 'asp-near-b', side: 'bottom', type: 'ASp', hex: '8,8', blocks: 3 },
    { id: 'asp-far', side: 'bottom', type: 'ASp', hex: '16,8' },
    { id: 'ab-near', side: 'bottom', type: 'AB', hex: '9,9', blocks: 1 },
    { id: 'ab-far', side: 'bottom', type: 'AB', hex: '4,8' },
    { id: 'bg', side: 'bottom', type: 'BG', hex: '10,10' },
    { id: 'enemy-ab', side: 'top', type: 'AB', hex: '10,6' },
  ],
  leaders: [{ id: 'lone', side: 'bottom', kind: 'foot', hex: '13,7' }],
});

describe('Lack of Honor after a unit retreats (seed 003:1724-1741)', () => {
  it('its own symbol hits the retreating unit; extra dice are lost once it is gone', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['square', 'square', 'square'], { unitId: 'ssp' });
    expect(r.hits).toEqual({ ssp: 2 });
    expect(r.dice.map((d) => d.effect)).toEqual(['hit', 'hit', 'nothing']);
  });
  it('another symbol hits the nearest unit of the army with that symbol, never an enemy', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['circle'], { unitId: 'ssp' });
    expect(r.hits).toEqual({ 'ab-near': 1 });
  });
  it('when the nearest unit is destroyed the next hit goes to the next nearest', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['circle', 'circle'], { unitId: 'ssp' });
    expect(r.hits).toEqual({ 'ab-near': 1, 'ab-far': 1 });
  });
  it('equally near units: the owner chooses (seed 003:1730-1733)', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['triangle', 'flag', 'triangle'], { unitId: 'ssp' });
    expect(r.hits).toEqual({});
    expect(r.choices).toEqual([{ symbol: 'triangle', hits: 2, candidates: ['asp-near-a', 'asp-near-b'] }]);
    expect(r.dice[0]).toMatchObject({ effect: 'owner-chooses', candidates: ['asp-near-a', 'asp-near-b'] });
    expect(r.dice[1]).toMatchObject({ effect: 'nothing' });
  });
  it('when the tied units are all destroyed anyway, no choice is asked and the rest spill over', () => {
    const faces = ['triangle', 'triangle', 'triangle', 'triangle', 'triangle', 'triangle'] as const;
    const r = lackOfHonorLosses(state, 'bottom', [...faces], { unitId: 'ssp' });
    expect(r.hits).toEqual({ 'asp-near-a': 2, 'asp-near-b': 3, 'asp-far': 1 });
    expect(r.choices).toEqual([]);
  });
  it('swords, flags and honor symbols do nothing (seed 003:1736-1737)', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['swords', 'flag', 'honor'], { unitId: 'ssp' });
    expect(r.dice.every((d) => d.effect === 'nothing')).toBe(true);
    expect(r.hits).toEqual({});
  });
  it('a symbol no unit of the army carries does nothing', () => {
    const s = makeState({ units: [{ id: 'ssp', side: 'bottom', type: 'SSp', hex: '10,8' }] });
    expect(lackOfHonorLosses(s, 'bottom', ['circle'], { unitId: 'ssp' }).dice[0]!.effect).toBe('nothing');
  });
});

describe('Lack of Honor after a lone leader retreats (seed 003:1745-1755)', () => {
  it('one or more swords kill him; symbols hit the nearest unit from his hex', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['swords', 'swords', 'triangle'], { leaderId: 'lone' });
    expect(r.leaderKilled).toBe('lone');
    expect(r.dice.map((d) => d.effect)).toEqual(['kill-leader', 'nothing', 'hit']);
    expect(r.hits).toEqual({ 'asp-near-a': 1 });
  });
  it('no sword: he survives', () => {
    expect(
      lackOfHonorLosses(state, 'bottom', ['flag', 'honor'], { leaderId: 'lone' }).leaderKilled,
    ).toBeNull();
  });
});

describe('Lack of Honor from a Dragon card cost (seed 003:1762-1766)', () => {
  it('each symbol hits any unit with that symbol, the owner chooses', () => {
    const r = lackOfHonorLosses(state, 'bottom', ['triangle', 'square'], { dragon: true });
    expect(r.choices).toEqual([
      { symbol: 'triangle', hits: 1, candidates: ['asp-near-a', 'asp-near-b', 'asp-far'] },
    ]);
    expect(r.hits).toEqual({ ssp: 1 });
  });
  it('swords do nothing, even with bodyguards on the board', () => {
    expect(lackOfHonorLosses(state, 'bottom', ['swords'], { dragon: true }).dice[0]!.effect).toBe('nothing');
  });
});
