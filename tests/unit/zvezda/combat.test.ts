// Zvezda 2012 combat: the arquebus after moving, bows against a lone leader, the honor a roll keeps,
// and the dice preview staying equal to the roll. Seed 002 (Russian original) and seed 000 (Italian).

import { describe, expect, it } from 'vitest';
import { rangedCombatDice } from '../../../src/games/samurai-battles/combat/dice';
import { type ScoreContext, scoreRoll } from '../../../src/games/samurai-battles/combat/score';
import { rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { DieFace, Edition, GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  legal,
  script,
  scriptLeft,
  setHonor,
} from '../flow/harness';
import { previewOf, toBattle, toMovement } from './combatKit';

const ctx = (
  edition: Edition,
  attacker: ScoreContext['attacker'],
  target: ScoreContext['target'],
  extra: Partial<ScoreContext> = {},
): ScoreContext => ({ edition, attacker, target, kind: 'close', battleBack: false, inspired: 0, ...extra });

/** Takes the attack with a scripted roll, declines inspiration if asked, and returns the roll's faces. */
function attack(s: GameState, action: Action, faces: DieFace[]): DieFace[] {
  script(s, ...faces);
  const events = [...act(s, action)];
  if (decision(s).point === 'inspire') events.push(...act(s, { type: 'no-inspire' }));
  const roll = eventsOf(events, 'dice').find((e) => e.purpose === 'close' || e.purpose === 'ranged');
  if (!roll) throw new Error('no combat roll');
  return roll.faces;
}

describe('Zvezda arquebus', () => {
  /** Bottom's arquebus at 10,8; top's ashigaru spearmen at 11,5, 3 hexes away. */
  const MARCH: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'AA', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
    ],
  };
  const MELEE = { type: 'battle', unit: 'a', target: '11,5', mode: 'close' } as const;

  it('an arquebus that moved 2 hexes may still close-combat, with 2 dice (seed 002:396, 477; seed 000:316, 915-917)', () => {
    const s = toMovement(MARCH, ['a']);
    act(s, { type: 'move', piece: 'a', to: '10,6' });
    endMovement(s);
    expect(legal(s, MELEE)).toBe(true);
    expect(previewOf(s, MELEE).dice.total).toBe(2);
    // Two squares miss the spearmen; their battle back (3 dice) misses the arquebus.
    const faces = attack(s, MELEE, ['square', 'square', 'square', 'square', 'square']);
    expect(faces).toHaveLength(2);
    expect(scriptLeft(s)).toBe(0);
  });

  it('under GMT the same arquebus may not battle at all after moving (seed 003:511-514, 995)', () => {
    const s = toMovement(MARCH, ['a'], 'gmt2021');
    act(s, { type: 'move', piece: 'a', to: '10,6' });
    endMovement(s);
    expect(legal(s, MELEE)).toBe(false);
  });

  it('an arquebus that moved may not fire (seed 002:396; seed 000:267, 923)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'a', side: 'bottom', type: 'AA', hex: '10,8' },
        { id: 't2', side: 'top', type: 'ASp', hex: '10,4' },
      ],
    };
    const s = toMovement(spec, ['a']);
    act(s, { type: 'move', piece: 'a', to: '11,7' });
    endMovement(s);
    expect(legal(s, { type: 'battle', unit: 'a', target: '10,4', mode: 'ranged' })).toBe(false);
    expect(rangedTargets(s, 'a', 1)).toEqual([]);
    expect(rangedCombatDice(s, 'a', '10,4', { moved: 1 }).blocked).not.toBeNull();
    // Had it stayed, the target 3 hexes away would be in range with 2 dice (seed 002:389-394).
    expect(rangedTargets(s, 'a', 0)).toEqual(['10,4']);
    expect(rangedCombatDice(s, 'a', '10,4', { moved: 0 }).total).toBe(2);
  });
});

describe('Zvezda ranged fire at a lone leader', () => {
  /** Bottom's missile unit at 10,8; top's foot leader alone at 11,5, 3 hexes away. */
  const spec = (type: 'AB' | 'AA'): BattleSpec => ({
    units: [{ id: 'a', side: 'bottom', type, hex: '10,8' }],
    leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,5' }],
  });
  const FIRE = { type: 'battle', unit: 'a', target: '11,5', mode: 'ranged' } as const;

  it('bows may still fire at him: a sword cannot hit, but their honor symbols are kept and he must fall back (seed 002:441, 647-649; seed 000:291, 463)', () => {
    const s = toBattle(spec('AB'), ['a']);
    expect(legal(s, FIRE)).toBe(true);
    const before = s.players.bottom.honor;
    script(s, 'swords', 'honor');
    const ev = act(s, FIRE);
    expect(eventsOf(ev, 'hits')).toEqual([
      {
        type: 'hits',
        target: 'tL',
        hits: 0,
        flags: 0,
        swordsIgnored: 0,
        // The roll as the luck report reads it: no face of a bow roll can hit him (seed 002:647-650).
        roll: {
          side: 'bottom',
          faces: ['swords', 'honor'],
          rule: { symbol: null, swords: 'none', swordsIgnored: 0, flags: false },
        },
      },
    ]);
    expect(s.leaders.tL).toBeDefined();
    expect(s.players.bottom.honor).toBe(before + 1);
    // Like any lone leader who survives an attack, he retreats or commits seppuku.
    expectAt(s, 'leader-retreat', 'top');
  });

  it('an arquebus kills him with a sword (seed 002:650; seed 004:383)', () => {
    const s = toBattle(spec('AA'), ['a']);
    script(s, 'swords', 'circle');
    const ev = act(s, FIRE);
    expect(eventsOf(ev, 'leader-killed')).toHaveLength(1);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('Zvezda honor from the dice', () => {
  it('mounted samurai keep the honor they roll against lower ranks (seed 002:531, 764; seed 000:338)', () => {
    const faces: DieFace[] = ['honor', 'honor', 'square', 'square'];
    expect(scoreRoll(faces, ctx('zvezda2012', 'SSpC', 'ASp')).honor).toBe(2);
    expect(scoreRoll(faces, ctx('zvezda2012', 'SSpC', 'AB')).honor).toBe(2);
    // GMT takes it away against circles and triangles (seed 003:1428-1440).
    expect(scoreRoll(faces, ctx('gmt2021', 'SSpC', 'ASp')).honor).toBe(0);
  });

  it('through the flow, mounted samurai gain the tokens (seed 002:531)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['a'],
    );
    setHonor(s, 'bottom', 0);
    // Two honor symbols; the spearmen's battle back (3 dice) scores nothing on the cavalry.
    attack(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' }, [
      'honor',
      'honor',
      'circle',
      'circle',
      'circle',
      'circle',
      'circle',
    ]);
    expect(s.players.bottom.honor).toBe(2);
  });

  it('an inspired unit does not collect its first honor symbol (seed 002:507; seed 000:338)', () => {
    const r = scoreRoll(['honor', 'honor', 'circle'], ctx('zvezda2012', 'SSp', 'ASp', { inspired: 1 }));
    expect(r.honor).toBe(1);
  });

  it('bows keep honor symbols rolled at range, the arquebus none (seed 002:441-443; seed 000:291-293)', () => {
    const faces: DieFace[] = ['honor', 'circle'];
    expect(scoreRoll(faces, ctx('zvezda2012', 'AB', 'ASp', { kind: 'ranged' })).honor).toBe(1);
    expect(scoreRoll(faces, ctx('zvezda2012', 'AA', 'ASp', { kind: 'ranged' })).honor).toBe(0);
  });
});

describe('Zvezda dice preview', () => {
  it('equals the roll of a bow that moved and fires with 1 die (seed 002:385; seed 000:266)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,4' },
        ],
      },
      ['a'],
    );
    act(s, { type: 'move', piece: 'a', to: '11,7' });
    endMovement(s);
    const fire = { type: 'battle', unit: 'a', target: '10,4', mode: 'ranged' } as const;
    const p = previewOf(s, fire);
    expect(p.dice.total).toBe(1);
    expect(attack(s, fire, ['circle'])).toHaveLength(p.dice.total);
  });

  it('equals the roll of samurai out of a forest, capped at 2 (seed 002:959; seed 000:695)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        terrain: { '10,8': 'forest' },
      },
      ['a'],
    );
    const melee = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' } as const;
    const p = previewOf(s, melee);
    expect(p.dice).toMatchObject({ base: 4, total: 2 });
    const faces = attack(s, melee, ['circle', 'circle', 'circle', 'circle', 'circle']);
    expect(faces).toHaveLength(p.dice.total);
  });
});
