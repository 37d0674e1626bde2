// Rules audit, session 16: the first chapters of the Russian Zvezda rulebook, seed 002 (the original
// of the 2012 edition): the board and the pieces (002:40-147), setting up (149-173), the goal and the
// turn (175-231), orders and movement (233-330), played under the 2012 rules.
//
// Left alone: the components without a rule (002:27-30, 33-35, 37-38: figures, tiles, trays, books;
// 169: the dice within reach), the plastic figures and their flags (59-61, 71-73), the unit trays
// (145-147: not used), the pictures of the cards (97-121), and the plastic hills under terrain tiles
// (55, 984): they give the board height to look at and no rule; a hill's effects are the hill tile's
// (967-982), and our board, the GMT map, records no heights (rules-decisions H, hill line of sight).

import { describe, expect, it } from 'vitest';
import { statsOf } from '../../../src/games/samurai-battles/data/units';
import { isFullKey, isHalfHex, ROWS } from '../../../src/games/samurai-battles/hex';
import { DIE_FACES, type HexKey } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import {
  act,
  actionsOf,
  type BattleSpec,
  commandCards,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  order,
  rolled,
  script,
  tokens,
} from '../flow/harness';
import { orderable, piece, reachOf, retreatIfAsked, rowOf, rowsAhead, z2, z2Playing } from './audit-002-kit';
import { attackOn, previewOf, toBattle, toMovement } from './combatKit';

const bottomUnit = (id: string, type: Parameters<typeof piece>[2], hex: HexKey, blocks?: number) =>
  piece(id, 'bottom', type, hex, blocks);
const topUnit = (id: string, type: Parameters<typeof piece>[2], hex: HexKey, blocks?: number) =>
  piece(id, 'top', type, hex, blocks);

describe('the board and the pieces (seed 002:44-49, 65-89, 129-141)', () => {
  it('the field is 12 hexes wide and 11 deep; the half hexes at its edges are no part of it (seed 002:44, 46)', () => {
    expect(ROWS).toBe(11);
    for (const r of [0, 2, 10]) {
      const row = Array.from({ length: 30 }, (_, c) => `${c - 2},${r}`).filter(isFullKey);
      expect(row).toHaveLength(12);
    }
    expect(isHalfHex({ c: 23, r: 5 })).toBe(true);
    expect(isFullKey('23,5')).toBe(false);
    // A mounted leader at the right edge never steps onto the half hex beside him.
    const s = z2Playing(
      { leaders: [{ id: 'm', side: 'bottom', kind: 'mounted', hex: '22,8' }] },
      'order-two-right',
    );
    order(s, 'm');
    expect(reachOf(s, 'm').length).toBeGreaterThan(0);
    expect(reachOf(s, 'm').every(isFullKey)).toBe(true);
  });

  it('a hex cut by a section line belongs to the flank and to the centre (seed 002:49, 221-223)', () => {
    const spec: BattleSpec = {
      units: [
        bottomUnit('cut', 'ASp', '15,7'),
        bottomUnit('right', 'ASp', '16,8'),
        bottomUnit('mid', 'ASp', '14,8'),
      ],
    };
    expect(orderable(z2Playing(spec, 'order-three-right'))).toEqual(['cut', 'right']);
    expect(orderable(z2Playing(spec, 'order-two-center'))).toEqual(['cut', 'mid']);
  });

  it('every unit of the box is four figures, foot or mounted; a leader is one figure, killed by one hit (seed 002:77, 81, 85)', () => {
    const s = z2({
      units: (['ASp', 'AB', 'AA', 'SSp', 'SSpC'] as const).map((t, i) =>
        bottomUnit(`u${i}`, t, `${2 * i},10`),
      ),
    });
    for (const u of Object.values(s.units)) {
      expect(u.blocks).toBe(4);
      expect(statsOf(s, u).blocks).toBe(4);
    }
    const t = toBattle(
      {
        units: [bottomUnit('a', 'ASp', '10,8')],
        leaders: [{ id: 'L', side: 'top', kind: 'mounted', hex: '11,7' }],
      },
      ['a'],
    );
    script(t, 'swords', 'square', 'square');
    act(t, attackOn('a', '11,7'));
    expect(t.leaders.L).toBeUndefined();
  });

  it('the standard bearer is the last figure: the unit fights on at one figure and its fall puts a banner on the victory card (seed 002:67-69, 129, 179-181)', () => {
    const s = toBattle({ units: [bottomUnit('a', 'SSp', '10,8'), topUnit('t', 'AB', '11,7', 2)] }, ['a']);
    script(s, 'circle', 'square', 'square', 'square');
    act(s, attackOn('a', '11,7'));
    expect(s.units.t!.blocks).toBe(1);
    expect(s.players.bottom.banners).toBe(0);
    const k = toBattle({ units: [bottomUnit('a', 'SSp', '10,8'), topUnit('t', 'AB', '11,7', 1)] }, ['a']);
    script(k, 'circle', 'square', 'square', 'square');
    const ev = act(k, attackOn('a', '11,7'));
    expect(k.units.t).toBeUndefined();
    expect(eventsOf(ev, 'unit-eliminated')).toHaveLength(1);
    expect(k.players.bottom.banners).toBe(1);
  });

  it("the standard's symbol gives the rank and the strength: 2, 3 and 4 dice for circle, triangle and square (seed 002:69)", () => {
    const dice = (type: 'AB' | 'ASp' | 'SSp') =>
      previewOf(
        toBattle({ units: [bottomUnit('a', type, '10,8'), topUnit('t', 'ASp', '11,7')] }, ['a']),
        attackOn('a', '11,7'),
      ).dice.total;
    expect([dice('AB'), dice('ASp'), dice('SSp')]).toEqual([2, 3, 4]);
  });

  it('a die has six faces: square, triangle, circle, flag, swords, honor and fortune (seed 002:133-135)', () => {
    expect([...DIE_FACES].sort()).toEqual(['circle', 'flag', 'honor', 'square', 'swords', 'triangle']);
    const s = toBattle({ units: [bottomUnit('a', 'SSp', '10,8'), topUnit('t', 'SSp', '11,7')] }, ['a']);
    script(s, 0, 1, 2, 4);
    const ev = act(s, attackOn('a', '11,7'));
    expect(rolled(ev, 'close')[0]).toEqual([DIE_FACES[0], DIE_FACES[1], DIE_FACES[2], DIE_FACES[4]]);
  });
});

describe('setting up (seed 002:151-173)', () => {
  it('the scenario deals the Command cards, Dragon cards and tokens; what is left makes the decks and the common pool of 30 tokens (seed 002:36, 141, 161, 165, 167)', () => {
    const s = z2(
      {
        command: { bottom: 6, top: 3 },
        dragons: { bottom: 2, top: 1 },
        honor: { bottom: 3, top: 8 },
      },
      { dragons: true },
    );
    expect([s.players.bottom.hand.length, s.players.top.hand.length]).toEqual([6, 3]);
    expect(s.commandDeck).toHaveLength(60 - 9);
    expect(commandCards(s)).toBe(60);
    expect([s.players.bottom.dragonHand.length, s.players.top.dragonHand.length]).toEqual([2, 1]);
    expect(s.dragonDeck).toHaveLength(38 - 3);
    expect([s.players.bottom.honor, s.players.top.honor, s.pool]).toEqual([3, 8, 19]);
    expect(tokens(s)).toBe(30);
  });

  it('the hands are secret: the opponent sees how many cards, not which (seed 002:163)', () => {
    const s = z2({ dragons: { bottom: 2 } }, { dragons: true });
    const seen = viewOf(s, 'top').players.bottom;
    expect(seen.dragonCount).toBe(2);
    expect(JSON.stringify(seen)).not.toContain(s.players.bottom.hand[0]!);
    expect(JSON.stringify(seen)).not.toContain(s.players.bottom.dragonHand[0]!);
  });

  it("the scenario's board: its terrain tiles and its pieces where the map puts them, each army on its own side, no banner won yet (seed 002:151-159)", () => {
    const s = z2({
      units: [bottomUnit('b', 'SSp', '10,8'), topUnit('t', 'AB', '12,2')],
      leaders: [{ id: 'L', side: 'top', kind: 'mounted', hex: '12,2' }],
      terrain: { '9,5': 'forest', '13,5': 'hill' },
    });
    expect([s.units.b!.hex, s.units.t!.hex, s.leaders.L!.hex]).toEqual(['10,8', '12,2', '12,2']);
    expect([s.terrain['9,5']?.t, s.terrain['13,5']?.t]).toEqual(['forest', 'hill']);
    expect([s.players.bottom.banners, s.players.top.banners]).toEqual([0, 0]);
    // Each army's side of the board: its flags drive it back toward its own edge.
    const b = toBattle({ units: [bottomUnit('a', 'SSp', '10,8'), topUnit('t', 'ASp', '11,7')] }, ['a']);
    script(b, 'flag', 'circle', 'circle', 'circle');
    act(b, attackOn('a', '11,7'));
    retreatIfAsked(b);
    expect(rowOf(b, 't')).toBe(6);
  });

  it('the scenario says who plays first (seed 002:173, 187)', () => {
    expect(decision(z2({ first: 'top' }))).toMatchObject({ seat: 'top', point: 'command' });
    expect(decision(z2({ first: 'bottom' }))).toMatchObject({ seat: 'bottom', point: 'command' });
  });
});

describe('the goal and the turn (seed 002:175-231)', () => {
  it('the first to the banners of the scenario wins, at once, in the middle of the turn (seed 002:171, 177, 183, 189, 771-773)', () => {
    const s = toBattle(
      {
        units: [
          bottomUnit('a', 'SSp', '10,8'),
          bottomUnit('b', 'SSp', '12,8'),
          topUnit('t', 'AB', '11,7', 1),
        ],
        banners: 1,
      },
      ['a', 'b'],
    );
    script(s, 'circle', 'flag', 'flag', 'flag');
    act(s, attackOn('a', '11,7'));
    expect(s.winner).toBe('bottom');
    // b, ordered and next to nobody now, is never asked for: the game is over.
    expect(() => decision(s)).toThrow(/game is over/);
  });

  it('a scenario may give banners for a hex taken (seed 002:183)', () => {
    const s = toMovement(
      {
        units: [bottomUnit('a', 'ASp', '12,8')],
        objectives: [
          {
            kind: 'hold-hexes',
            side: 'bottom',
            hexes: ['12,6'],
            banners: 2,
            when: 'immediate',
            each: true,
            permanent: false,
          },
        ],
      },
      ['a'],
    );
    expect(s.players.bottom.banners).toBe(0);
    act(s, { type: 'move', piece: 'a', to: '12,6' });
    expect(s.players.bottom.banners).toBe(2);
  });

  it('five phases in order, each finished before the next: once the battles start nothing moves (seed 002:193-205)', () => {
    const s = z2Playing(
      {
        units: [bottomUnit('a', 'SSp', '10,8'), bottomUnit('b', 'ASp', '12,8'), topUnit('t', 'ASp', '11,7')],
      },
      'order-two-center',
    );
    expect(decision(s).point).toBe('orders');
    order(s, 'a', 'b');
    expect(decision(s).point).toBe('movement');
    endMovement(s);
    expect(decision(s).point).toBe('battle');
    expect(actionsOf(s, 'move')).toEqual([]);
    act(s, { type: 'end-battles' });
    expect(decision(s).point).toBe('replenish');
  });

  it('the card is played face up at the start of the turn: the opponent sees which (seed 002:209, 214)', () => {
    const s = z2Playing({ units: [bottomUnit('a', 'SSp', '10,8')] }, 'order-two-center');
    const played = s.turnState.card;
    expect(played).not.toBeNull();
    expect(viewOf(s, 'top').card).toBe(played);
    expect(s.players.bottom.hand).not.toContain(played);
  });

  it('a section card names the section and how many it orders (seed 002:211-212, 221-223)', () => {
    const s = z2Playing(
      {
        units: [
          bottomUnit('a', 'ASp', '10,8'),
          bottomUnit('b', 'ASp', '12,8'),
          bottomUnit('c', 'ASp', '14,8'),
          bottomUnit('f', 'ASp', '2,8'),
        ],
      },
      'order-two-center',
    );
    expect(orderable(s)).toEqual(['a', 'b', 'c']);
    order(s, 'a', 'c');
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['a', 'c']);
  });

  it('a tactic card orders by the standard or the kind, in any section (seed 002:216-219, 227)', () => {
    const spec: BattleSpec = {
      units: [
        bottomUnit('l', 'AB', '2,8'),
        bottomUnit('c', 'AA', '10,8'),
        bottomUnit('r', 'AB', '20,8'),
        bottomUnit('y', 'ASp', '12,8'),
        bottomUnit('h', 'SSpC', '18,8'),
      ],
    };
    expect(orderable(z2Playing(spec, 'order-circle'))).toEqual(['c', 'l', 'r']);
    expect(orderable(z2Playing(spec, 'cavalry-charge'))).toEqual(['h']);
  });
});

describe('orders and movement (seed 002:239-318)', () => {
  it('a leader in a unit leads it: one unit, one order, moving by its rules; infantry under a foot leader, any unit under a mounted one (seed 002:239)', () => {
    const s = z2Playing(
      {
        units: [bottomUnit('n', 'SSp', '10,8'), bottomUnit('h', 'SSpC', '14,8')],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '14,8' },
        ],
      },
      'order-one-center',
    );
    order(s, 'n');
    expect(Object.keys(s.turnState.ordered)).toEqual(['n']);
    // The foot leader moves with his samurai, 1 hex as they do, not his own 2.
    expect(rowsAhead(s, 'n', 8)).toBe(1);
    act(s, { type: 'move', piece: 'n', to: '11,7' });
    expect(s.leaders.f!.hex).toBe('11,7');
    expect(s.leaders.m!.hex).toBe('14,8');
  });

  it('the player picks the order of the moves and finishes each before the next; a unit moves once (seed 002:260, 285)', () => {
    const s = toMovement({ units: [bottomUnit('u', 'ASp', '10,8'), bottomUnit('v', 'AB', '12,8')] }, [
      'u',
      'v',
    ]);
    act(s, { type: 'move', piece: 'v', to: '13,7' });
    expect(reachOf(s, 'v')).toEqual([]);
    expect(reachOf(s, 'u').length).toBeGreaterThan(0);
    act(s, { type: 'move', piece: 'u', to: '10,6' });
    expect(actionsOf(s, 'move')).toEqual([]);
  });

  it('only ordered units move or battle: an unordered one next to the enemy is never offered (seed 002:93)', () => {
    const s = toMovement(
      {
        units: [bottomUnit('u', 'ASp', '10,8'), bottomUnit('w', 'SSp', '12,8'), topUnit('t', 'ASp', '11,7')],
      },
      ['u'],
    );
    expect(new Set(actionsOf(s, 'move').map((a) => a.piece))).toEqual(new Set(['u']));
    endMovement(s);
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['u']);
  });

  it('an ordered unit need not move, and may still battle where it stands (seed 002:286)', () => {
    const s = toBattle({ units: [bottomUnit('u', 'ASp', '10,8'), topUnit('t', 'ASp', '11,7')] }, ['u']);
    expect(s.units.u!.hex).toBe('10,8');
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['u']);
  });

  it('a unit stays whole and a weakened unit joins no other (seed 002:288-289)', () => {
    const s = toMovement({ units: [bottomUnit('u', 'ASp', '10,8', 1), bottomUnit('w', 'ASp', '9,7', 3)] }, [
      'u',
    ]);
    expect(reachOf(s, 'u')).not.toContain('9,7');
    act(s, { type: 'move', piece: 'u', to: '10,6' });
    expect([s.units.u!.blocks, s.units.w!.blocks]).toEqual([1, 3]);
    expect(s.units.u!.hex).toBe('10,6');
  });

  it('terrain may stop a unit short of its reach: a ford (seed 002:292)', () => {
    const open = toMovement({ units: [bottomUnit('u', 'AB', '10,8')] }, ['u']);
    expect(reachOf(open, 'u')).toContain('8,6');
    const s = toMovement({ units: [bottomUnit('u', 'AB', '10,8')], terrain: { '9,7': 'ford' } }, ['u']);
    act(s, { type: 'move', piece: 'u', to: '9,7' });
    expect(reachOf(s, 'u')).toEqual([]);
  });

  it('a retreat is no ordered move: it crosses fields without stopping (seed 002:304)', () => {
    const s = toBattle(
      {
        units: [bottomUnit('a', 'SSp', '10,8'), topUnit('t', 'ASp', '11,7')],
        terrain: { '10,6': 'fields', '12,6': 'fields' },
      },
      ['a'],
    );
    script(s, 'flag', 'flag', 'square', 'square');
    act(s, attackOn('a', '11,7'));
    const ends = actionsOf(s, 'retreat').map((a) => a.to);
    expect(ends.length).toBeGreaterThan(0);
    for (const to of ends) expect(Number(to.split(',')[1])).toBe(5);
  });

  it('a leader may be ordered out of his unit and moves by his own rules; the unit stays unordered (seed 002:318)', () => {
    const s = z2Playing(
      {
        units: [bottomUnit('n', 'SSp', '10,8')],
        leaders: [{ id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      'order-one-center',
    );
    expect(orderable(s)).toEqual(['f/detach', 'n']);
    order(s, { leader: 'f', detach: true });
    expect(reachOf(s, 'n')).toEqual([]);
    expect(rowsAhead(s, 'f', 8)).toBe(2);
  });
});
