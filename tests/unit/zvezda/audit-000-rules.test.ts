// Rules audit, session 15: the first chapters of the Italian Zvezda rules (seed 000:13-216: contents,
// the goal, setting up, the turn, playing a Command card, orders, movement of units and leaders),
// played under the 2012 edition through the state machine. Battle and what follows it:
// audit-000-combat.test.ts.
//
// Left alone: the Zvezda board of 6 tiles, 12 hexes wide and 11 deep (000:30-32), the plastic hills,
// figures and movement trays (000:16-17, 22-24, 58-73): our scenarios are the GMT battles on the GMT
// board (rules-decisions H), and those lines describe components, not rules.

import { describe, expect, it } from 'vitest';
import { cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { buildDragonDeck } from '../../../src/games/samurai-battles/data/dragonCards';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  commandCards,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  HONOR_TOKENS,
  legal,
  order,
  passTurn,
  playCard,
  script,
  setHand,
  tokens,
} from '../flow/harness';
import { attackOn, facing, game, toBattle, toMovement } from './combatKit';

const reach = (s: GameState, piece: string) =>
  actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to);

/** Bottom holds `card` first and plays it. */
function play(spec: BattleSpec, card: string): GameState {
  const s = game(spec);
  setHand(s, 'bottom', [card, ...CENTER_HAND.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
  return s;
}

describe('the components that are rules (seed 000:18-19, 25, 77)', () => {
  it('60 Command cards, 38 Dragon cards and 30 Honor & Fortune tokens (seed 000:18, 19, 25)', () => {
    const s = game({});
    expect(commandCards(s)).toBe(60);
    expect(buildDragonDeck(undefined, s.edition)).toHaveLength(38);
    expect(HONOR_TOKENS).toBe(30);
    expect(tokens(s)).toBe(30);
  });

  it('tokens pay for Dragon cards and measure the army: the reserve is open to both players (seed 000:77, 541)', () => {
    const s = game({ honor: { bottom: 4, top: 6 } });
    expect(s.players.bottom.honor).toBe(4);
    expect(s.players.top.honor).toBe(6);
    expect(s.pool).toBe(20);
  });
});

describe('the goal (seed 000:50-52, 69, 83, 143)', () => {
  it('the standard bearer falls last: the unit is gone with its last figure, and the enemy scores a banner (seed 000:52, 69, 83, 143)', () => {
    const s = toBattle(facing('SSp', { type: 'ASp', blocks: 2 }), ['a']);
    script(s, 'triangle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.units.t1!.blocks).toBe(1);
    expect(s.players.bottom.banners).toBe(0);
    const t = toBattle(facing('SSp', { type: 'ASp', blocks: 1 }), ['a']);
    script(t, 'triangle', 'circle', 'circle', 'circle');
    const ev = act(t, attackOn('a', '11,7'));
    expect(eventsOf(ev, 'unit-eliminated')).toHaveLength(1);
    expect(t.players.bottom.banners).toBe(1);
  });

  it('a leader killed gives a banner too (seed 000:52, 83)', () => {
    const s = toBattle(
      {
        ...facing('SSp', 'ASp'),
        units: [facing('SSp', 'ASp').units![0]!],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'swords', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('setting up and the turn (seed 000:96-125)', () => {
  it('the scenario sets the hands, the tokens and who starts (seed 000:96, 98, 101, 105)', () => {
    const s = game({ command: { bottom: 5, top: 3 }, honor: { bottom: 2, top: 7 }, first: 'top' });
    expect(s.players.bottom.hand).toHaveLength(5);
    expect(s.players.top.hand).toHaveLength(3);
    expect(s.players.bottom.honor).toBe(2);
    expect(s.players.top.honor).toBe(7);
    expect(decision(s)).toMatchObject({ seat: 'top', point: 'command' });
  });

  it('the players take turns, each in the five phases: card, orders, movement, battle, end (seed 000:105, 109-121, 125)', () => {
    const s = game(facing('SSp', 'ASp'));
    setHand(s, 'bottom', CENTER_HAND);
    expect(decision(s).point).toBe('command');
    playCard(s, 'order-two-center');
    expect(decision(s).point).toBe('orders');
    order(s, 'a');
    expect(decision(s).point).toBe('movement');
    endMovement(s);
    expect(decision(s).point).toBe('battle');
    act(s, { type: 'end-battles' });
    expect(decision(s).point).toBe('replenish');
    act(s, { type: 'take-honor' });
    expect(decision(s)).toMatchObject({ seat: 'top', point: 'command' });
  });

  it('a card that can order nobody skips to the draw (seed 000:133)', () => {
    const s = play({ units: [{ id: 'c', side: 'bottom', type: 'ASp', hex: '10,8' }] }, 'order-three-left');
    expectAt(s, 'replenish', 'bottom');
  });

  it('"for each Command card you hold" counts the one played (seed 000:131)', () => {
    const s = play(
      {
        units: ['1,7', '3,7', '5,7', '2,8', '4,8'].map((hex, i) => ({
          id: `l${i}`,
          side: 'bottom' as const,
          type: 'ASp' as const,
          hex,
        })),
      },
      'advance-left',
    );
    order(s, 'l0', 'l1', 'l2', 'l3');
    expect(Object.keys(s.turnState.ordered)).toHaveLength(4);
    expectAt(s, 'movement', 'bottom');
  });
});

describe('orders (seed 000:137-154)', () => {
  const CENTRE: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
      { id: 'bl', side: 'bottom', type: 'ASp', hex: '2,8' },
    ],
    leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
  };

  it('only ordered pieces move, once each (seed 000:137, 164)', () => {
    const s = play(CENTRE, 'order-one-center');
    order(s, 'b2');
    expect(new Set(actionsOf(s, 'move').map((a) => a.piece))).toEqual(new Set(['b2']));
    act(s, { type: 'move', piece: 'b2', to: '12,6' });
    expect(reach(s, 'b2')).toEqual([]);
  });

  it('a piece on the line between two sections may be ordered from either (seed 000:36, 139)', () => {
    // The line cuts 7,7 (odd row); 8,8 (even row) lies wholly in the centre.
    const spec: BattleSpec = {
      units: [
        { id: 'x', side: 'bottom', type: 'ASp', hex: '7,7' },
        { id: 'y', side: 'bottom', type: 'ASp', hex: '8,8' },
      ],
    };
    const ids = (s: GameState) =>
      actionsOf(s, 'order')
        .map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''))
        .sort();
    expect(ids(play(spec, 'order-three-left'))).toEqual(['x']);
    expect(ids(play(spec, 'order-two-center'))).toEqual(['x', 'y']);
  });

  it('orders beyond the pieces in a section are lost (seed 000:141)', () => {
    const s = play(CENTRE, 'order-three-left');
    order(s, 'bl');
    expectAt(s, 'movement', 'bottom');
  });

  it('a leader and his unit take one order and move together; he stays unless ordered to split (seed 000:147, 149-150, 195)', () => {
    const s = play(CENTRE, 'order-one-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.leaders.bL!.hex).toBe('11,7');
  });

  it('splitting costs one order and leaves the unit unordered; both cost two orders (seed 000:151-152, 204)', () => {
    const one = play(CENTRE, 'order-one-center');
    order(one, { leader: 'bL', detach: true });
    expect(new Set(actionsOf(one, 'move').map((a) => a.piece))).toEqual(new Set(['bL']));
    const two = play(CENTRE, 'order-two-center');
    order(two, { leader: 'bL', detach: true }, 'b1');
    expect(Object.keys(two.turnState.ordered).sort()).toEqual(['b1', 'bL']);
    expect(two.turnState.ordered.b2).toBeUndefined();
  });

  it('a leader who joins a unit does not order it, and neither moves again (seed 000:153-154, 208)', () => {
    const s = play(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,8' }],
      },
      'order-one-center',
    );
    order(s, 'bL');
    act(s, { type: 'move', piece: 'bL', to: '10,8' });
    expect(actionsOf(s, 'move')).toEqual([]);
    expect(s.units.b1!.hex).toBe('10,8');
  });

  it('an infantry leader may lead infantry only, a mounted leader either (seed 000:147, 206-207)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'c', side: 'bottom', type: 'SSpC', hex: '11,7' },
          { id: 'i', side: 'bottom', type: 'ASp', hex: '9,7' },
        ],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '14,8' },
        ],
      },
      ['f', 'm'],
    );
    expect(reach(s, 'f')).toContain('9,7');
    expect(reach(s, 'f')).not.toContain('11,7');
    expect(reach(s, 'm')).toContain('11,7');
  });
});

describe('movement (seed 000:160-211)', () => {
  it('an ordered unit need not move, and the player moves one piece at a time in his order (seed 000:160, 165)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 'v', side: 'bottom', type: 'ASp', hex: '12,8' },
        ],
      },
      ['u', 'v'],
    );
    act(s, { type: 'move', piece: 'v', to: '12,6' });
    expect(reach(s, 'v')).toEqual([]);
    expect(reach(s, 'u').length).toBeGreaterThan(0);
    endMovement(s);
    expect(s.units.u!.hex).toBe('10,8');
  });

  it('a unit may cross into another section (seed 000:166)', () => {
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '8,8' }] }, ['u']);
    expect(reach(s, 'u')).toContain('6,8');
  });

  it('no unit passes or stops on another unit, friend or foe, or on an enemy leader (seed 000:169-170)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 'w', side: 'bottom', type: 'ASp', hex: '9,7' },
          { id: 'e', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '12,8' }],
      },
      ['u'],
    );
    for (const h of ['9,7', '11,7', '12,8', '10,6']) expect(reach(s, 'u')).not.toContain(h);
  });

  it('a unit moves as one piece and a weakened unit never merges with another (seed 000:171-172)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8', blocks: 2 },
          { id: 'w', side: 'bottom', type: 'ASp', hex: '11,7', blocks: 2 },
        ],
      },
      ['u'],
    );
    expect(reach(s, 'u')).not.toContain('11,7');
    act(s, { type: 'move', piece: 'u', to: '9,7' });
    expect(s.units.u!.blocks).toBe(2);
  });

  it('infantry joins a lone foot or mounted leader, cavalry only a mounted one, and stops there (seed 000:174-176)', () => {
    const spec = (type: 'AB' | 'SSpC'): BattleSpec => ({
      units: [{ id: 'u', side: 'bottom', type, hex: '10,8' }],
      leaders: [
        { id: 'f', side: 'bottom', kind: 'foot', hex: '9,7' },
        { id: 'm', side: 'bottom', kind: 'mounted', hex: '11,7' },
      ],
    });
    const inf = toMovement(spec('AB'), ['u']);
    expect(reach(inf, 'u')).toEqual(expect.arrayContaining(['9,7', '11,7']));
    act(inf, { type: 'move', piece: 'u', to: '9,7' });
    expect(reach(inf, 'u')).toEqual([]);
    const cav = toMovement(spec('SSpC'), ['u']);
    expect(reach(cav, 'u')).toContain('11,7');
    expect(reach(cav, 'u')).not.toContain('9,7');
  });

  it('moves by rank: circle 2 and battle, triangle 1 and battle or 2 without, square foot 1, square cavalry 2 (seed 000:179-191)', () => {
    const rows = (type: 'AB' | 'ASp' | 'SSp' | 'SSpC') => {
      const s = toMovement({ units: [{ id: 'u', side: 'bottom', type, hex: '10,8' }] }, ['u']);
      return Math.max(...reach(s, 'u').map((h) => 8 - Number(h.split(',')[1])));
    };
    expect([rows('AB'), rows('ASp'), rows('SSp'), rows('SSpC')]).toEqual([2, 2, 1, 2]);
  });

  it('a lone leader: 2 hexes on foot, 3 mounted; passes friendly pieces; never ends on an enemy or another leader (seed 000:197, 201, 203, 205, 209-210)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'w1', side: 'bottom', type: 'ASp', hex: '9,7' },
          { id: 'w2', side: 'bottom', type: 'ASp', hex: '11,7' },
          { id: 't', side: 'top', type: 'ASp', hex: '14,6' },
        ],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '14,8' },
          { id: 'g', side: 'bottom', kind: 'foot', hex: '16,8' },
        ],
      },
      ['f', 'm'],
    );
    // Through the friendly units at 9,7 / 11,7 to 10,6.
    expect(reach(s, 'f')).toContain('10,6');
    expect(Math.max(...reach(s, 'f').map((h) => 8 - Number(h.split(',')[1])))).toBe(2);
    expect(Math.max(...reach(s, 'm').map((h) => 8 - Number(h.split(',')[1])))).toBe(3);
    expect(reach(s, 'm')).not.toContain('14,6');
    expect(reach(s, 'm')).not.toContain('16,8');
    act(s, { type: 'move', piece: 'f', to: '10,6' });
    expect(reach(s, 'f')).toEqual([]);
  });

  it('no piece moves onto a half hex at the side of the board (seed 000:167, 211)', () => {
    const s = game({
      units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '0,8' }],
      leaders: [{ id: 'L', side: 'bottom', kind: 'mounted', hex: '1,7' }],
    });
    setHand(s, 'bottom', ['order-two-left', ...CENTER_HAND.slice(1)]);
    playCard(s, 'order-two-left');
    order(s, 'u', 'L');
    const to = actionsOf(s, 'move').map((a) => a.to);
    expect(to.every((h) => Number(h.split(',')[0]) >= 0)).toBe(true);
  });

  it('no unit leaves by its baseline unless the scenario says so (seed 000:168)', () => {
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '10,8' }] }, ['u']);
    expect(actionsOf(s, 'exit')).toEqual([]);
    expect(legal(s, { type: 'exit', piece: 'u' })).toBe(false);
  });

  it('terrain may cut a move short (seed 000:173)', () => {
    const s = toMovement(
      { units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '10,8' }], terrain: { '11,7': 'forest' } },
      ['u'],
    );
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    expect(reach(s, 'u')).toEqual([]);
  });

  it('passing a turn leaves the other player to play (seed 000:105)', () => {
    const s = game({ ...facing('SSp', 'ASp') });
    setHand(s, 'bottom', CENTER_HAND);
    passTurn(s, 'order-two-center', 'a');
    expect(decision(s)).toMatchObject({ seat: 'top', point: 'command' });
    expect(s.players.bottom.hand.map(cardDefId)).toHaveLength(4);
  });
});

describe('odds and ends (seed 000:44, 87, 127-129, 638, 977, 1001)', () => {
  it('only ordered units move or battle (seed 000:44)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', { units: [{ id: 'b2', side: 'bottom', type: 'SSp', hex: '12,8' }] }),
      ['a'],
    );
    // b2 stands next to t1 too, unordered.
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['a']);
  });

  it('a scenario may give banners for holding hexes (seed 000:87)', () => {
    const s = game({
      units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
      objectives: [
        {
          kind: 'hold-hexes',
          side: 'bottom',
          hexes: ['11,7'],
          banners: 1,
          when: 'immediate',
          each: true,
          permanent: false,
        },
      ],
    });
    setHand(s, 'bottom', CENTER_HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(eventsOf(ev, 'banner')).toHaveLength(1);
    expect(s.players.bottom.banners).toBe(1);
  });

  it('a section card orders by section, a tactic card by kind anywhere, and may break the basic rules: Cavalry Charge moves 3 (seed 000:127, 129, 638)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'cl', side: 'bottom', type: 'SSpC', hex: '2,8' },
        { id: 'cr', side: 'bottom', type: 'SSpC', hex: '20,8' },
        { id: 'i', side: 'bottom', type: 'ASp', hex: '10,8' },
      ],
    };
    const ids = (s: GameState) =>
      actionsOf(s, 'order')
        .map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''))
        .sort();
    expect(ids(play(spec, 'order-two-center'))).toEqual(['i']);
    const charge = play(spec, 'cavalry-charge');
    expect(ids(charge)).toEqual(['cl', 'cr']);
    order(charge, 'cr');
    expect(Math.max(...reach(charge, 'cr').map((h) => 8 - Number(h.split(',')[1])))).toBe(3);
  });

  it('a leader is a single figure: one sword kills him (seed 000:977, 1001)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = toBattle(
        {
          units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }],
          leaders: [{ id: 'tL', side: 'top', kind, hex: '11,7' }],
        },
        ['a'],
      );
      script(s, 'swords', 'circle', 'circle', 'circle');
      act(s, attackOn('a', '11,7'));
      expect(s.leaders.tL).toBeUndefined();
    }
  });
});
