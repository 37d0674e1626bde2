import { describe, expect, it } from 'vitest';
import { battleBackAllowed, battleBackTargets } from '../../../src/games/samurai-battles/combat/battleBack';
import { mayBonusCombat, mayGainGround } from '../../../src/games/samurai-battles/combat/gainGround';
import { inspirers } from '../../../src/games/samurai-battles/combat/inspiration';
import { makeState } from './fixture';

const won = { mode: 'close', battleBack: false, strikesFirst: false, targetHexEmpty: true } as const;

describe('gaining ground (seed 003:1773-1784)', () => {
  const s = makeState({
    units: [
      { id: 'inf', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 'bg', side: 'bottom', type: 'BG', hex: '12,10' },
    ],
  });
  it('after a close combat that emptied the hex', () => {
    expect(mayGainGround(s, 'inf', won).ok).toBe(true);
  });
  it('not when the enemy held, not after ranged fire', () => {
    expect(mayGainGround(s, 'inf', { ...won, targetHexEmpty: false }).ok).toBe(false);
    expect(mayGainGround(s, 'inf', { ...won, mode: 'ranged' }).ok).toBe(false);
  });
  it('not when battling back, nor for a defender striking first (seed 003:1782-1784)', () => {
    expect(mayGainGround(s, 'inf', { ...won, battleBack: true }).ok).toBe(false);
    expect(mayGainGround(s, 'inf', { ...won, strikesFirst: true }).ok).toBe(false);
  });
  it('bodyguards never leave the tent (seed 003:714-717)', () => {
    expect(mayGainGround(s, 'bg', won).ok).toBe(false);
  });
});

describe('bonus close combat (seed 003:1786-1804)', () => {
  const s = makeState({
    units: [
      { id: 'cav', side: 'bottom', type: 'SSpC', hex: '10,8' },
      { id: 'inf', side: 'bottom', type: 'SSp', hex: '14,8' },
      { id: 'led', side: 'bottom', type: 'ASp', hex: '18,8' },
      { id: 'cav-in-bld', side: 'bottom', type: 'SSpC', hex: '4,8' },
      { id: 'cav-fence', side: 'bottom', type: 'SSpC', hex: '0,8' },
      { id: 'inf-fence', side: 'bottom', type: 'SSp', hex: '6,6' },
    ],
    leaders: [
      { id: 'l', side: 'bottom', kind: 'foot', hex: '18,8' },
      { id: 'l2', side: 'bottom', kind: 'foot', hex: '6,6' },
    ],
    terrain: { '4,8': 'buildings', '0,8': 'fence', '6,6': 'fence' },
  });
  const gained = { gainedGround: true, wasBonus: false };
  it('cavalry, and foot units with a leader, may battle again after gaining ground', () => {
    expect(mayBonusCombat(s, 'cav', gained).ok).toBe(true);
    expect(mayBonusCombat(s, 'led', gained).ok).toBe(true);
  });
  it('foot units without a leader may not', () => {
    expect(mayBonusCombat(s, 'inf', gained).ok).toBe(false);
  });
  it('no bonus without gaining ground (seed 003:1777-1779)', () => {
    expect(mayBonusCombat(s, 'cav', { gainedGround: false, wasBonus: false }).ok).toBe(false);
  });
  it('one bonus a turn: after a bonus combat it may gain ground again but not battle (seed 003:1803-1804)', () => {
    expect(mayBonusCombat(s, 'cav', { gainedGround: true, wasBonus: true }).ok).toBe(false);
    expect(mayGainGround(s, 'cav', won).ok).toBe(true);
  });
  it('not into a hex that forbids battle on entry: buildings; a fence for cavalry only (seed 003:1796-1797, 2192, 2256-2259)', () => {
    expect(mayBonusCombat(s, 'cav-in-bld', gained).ok).toBe(false);
    expect(mayBonusCombat(s, 'cav-fence', gained).ok).toBe(false);
    expect(mayBonusCombat(s, 'inf-fence', gained).ok).toBe(true);
  });
  it('a Dragon card may grant it anyway (infantry without a leader, or a second bonus)', () => {
    expect(mayBonusCombat(s, 'inf', { ...gained, dragonGrant: true }).ok).toBe(true);
    expect(mayBonusCombat(s, 'cav', { gainedGround: true, wasBonus: true, dragonGrant: true }).ok).toBe(true);
  });
});

describe('battle back (seed 003:1453-1479)', () => {
  const s = makeState({
    units: [
      { id: 'att', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'def', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
    ],
  });
  const info = {
    mode: 'close',
    wasBattleBack: false,
    defenderStruckFirst: false,
    defenderHex: '11,7',
    attackerHexes: ['10,8'],
  } as const;
  it('a surviving defender still in its hex battles back against the attacker', () => {
    expect(battleBackAllowed(s, 'def', info).ok).toBe(true);
    expect(battleBackTargets(s, 'def', info)).toEqual(['10,8']);
  });
  it('never after ranged fire (seed 003:1184, 1477-1478)', () => {
    expect(battleBackAllowed(s, 'def', { ...info, mode: 'ranged' }).ok).toBe(false);
  });
  it('not when it left its hex, even if still adjacent (seed 003:1462-1465)', () => {
    const moved = makeState({
      units: [
        { id: 'att', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'def', side: 'top', type: 'ASp', hex: '9,7' },
      ],
    });
    expect(battleBackAllowed(moved, 'def', info).ok).toBe(false);
  });
  it('not when destroyed', () => {
    const gone = makeState({ units: [{ id: 'att', side: 'bottom', type: 'SSp', hex: '10,8' }] });
    expect(battleBackAllowed(gone, 'def', info).ok).toBe(false);
  });
  it('no battle back of a battle back (seed 003:1471-1474)', () => {
    expect(battleBackAllowed(s, 'def', { ...info, wasBattleBack: true }).ok).toBe(false);
  });
  it('not after striking first with First Strike or Ambush (seed 003:2049-2050)', () => {
    expect(battleBackAllowed(s, 'def', { ...info, defenderStruckFirst: true }).ok).toBe(false);
  });
  it('a lone leader cannot battle (seed 003:1359)', () => {
    const l = makeState({
      units: [{ id: 'att', side: 'bottom', type: 'SSp', hex: '10,8' }],
      leaders: [{ id: 'lone', side: 'top', kind: 'foot', hex: '11,7' }],
    });
    expect(battleBackAllowed(l, 'lone', info).ok).toBe(false);
  });
  it('cavalry do not battle back into a castle (seed 003:2287)', () => {
    const c = makeState({
      units: [
        { id: 'att', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'def', side: 'top', type: 'SSpC', hex: '11,7' },
      ],
      terrain: { '10,8': 'castle' },
    });
    expect(battleBackAllowed(c, 'def', info).ok).toBe(false);
  });
  it("a Levy charge is answered against one levy of the defender's choice (seed 003:550-551)", () => {
    const lc = makeState({
      units: [
        { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
        { id: 'l2', side: 'bottom', type: 'LI', hex: '12,8' },
        { id: 'def', side: 'top', type: 'ASp', hex: '11,7' },
      ],
    });
    expect(battleBackTargets(lc, 'def', { ...info, attackerHexes: ['10,8', '12,8'] })).toEqual([
      '10,8',
      '12,8',
    ]);
  });
});

describe('who may inspire a unit (seed 003:1358-1378, 747-750, 2203-2204)', () => {
  const s = makeState({
    units: [
      { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 'bld', side: 'bottom', type: 'ASp', hex: '4,8' },
      { id: 'bg', side: 'bottom', type: 'BG', hex: '12,10' },
    ],
    leaders: [
      { id: 'attached', side: 'bottom', kind: 'foot', hex: '10,8' },
      { id: 'foot-adj', side: 'bottom', kind: 'foot', hex: '8,8' },
      { id: 'mounted-adj', side: 'bottom', kind: 'mounted', hex: '11,7' },
      { id: 'ac', side: 'bottom', kind: 'commander', hex: '12,10' },
      { id: 'enemy', side: 'top', kind: 'mounted', hex: '9,7' },
      { id: 'in-bld', side: 'bottom', kind: 'foot', hex: '4,8' },
    ],
    terrain: { '4,8': 'buildings' },
  });
  it('the leader with it, a mounted leader next to it; not a foot leader next to it, nor an enemy', () => {
    expect(inspirers(s, 'u')).toEqual(['attached', 'mounted-adj']);
  });
  it('the army commander inspires his bodyguards and units next to the tent', () => {
    expect(inspirers(s, 'bg')).toEqual(['ac']);
    const t = makeState({
      units: [
        { id: 'bg', side: 'bottom', type: 'BG', hex: '12,10' },
        { id: 'n', side: 'bottom', type: 'ASp', hex: '11,9' },
      ],
      leaders: [{ id: 'ac', side: 'bottom', kind: 'commander', hex: '12,10' }],
    });
    expect(inspirers(t, 'n')).toEqual(['ac']);
  });
  it('once his guards are gone he is a foot leader: no more reach to adjacent units (seed 003:761)', () => {
    const t = makeState({
      units: [{ id: 'n', side: 'bottom', type: 'ASp', hex: '11,9' }],
      leaders: [{ id: 'ac', side: 'bottom', kind: 'commander', hex: '12,10' }],
    });
    expect(inspirers(t, 'n')).toEqual([]);
  });
  it('nobody inspires a unit in buildings (seed 003:2203-2204)', () => {
    expect(inspirers(s, 'bld')).toEqual([]);
  });
});
