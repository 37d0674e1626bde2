// Rules audit, session 14: the Zvezda 2012 Command cards and orders (seed 002:231-256, 865-930) that
// no test named yet, played under the 2012 edition through the state machine. Seed 000 (Italian) where
// the Russian text is terse.

import { describe, expect, it } from 'vitest';
import { COMMAND_CARDS, commandCardText } from '../../../src/games/samurai-battles/data/commandCards';
import type { Edition, GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  endMovement,
  expectAt,
  legal,
  order,
  playCard,
  rolled,
  script,
  setHand,
} from '../flow/harness';
import { attackOn, game } from './combatKit';

/** Bottom holds `card` (first) and three more, and plays it. */
function play(spec: BattleSpec, card: string, edition: Edition = 'zvezda2012'): GameState {
  const s = game(spec, edition);
  const rest = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'].filter(
    (c) => c !== card,
  );
  setHand(s, 'bottom', [card, ...rest].slice(0, 4));
  playCard(s, card);
  return s;
}

/** The pieces the orders prompt offers (unit ids and lone leader ids). */
function orderable(s: GameState): string[] {
  return actionsOf(s, 'order')
    .map((a) => (a.choice.kind === 'unit' ? a.choice.unit : `${a.choice.kind}:${a.choice.leader}`))
    .sort();
}

describe('lone leaders on Cavalry Charge and Infantry Assault (seed 002:906, 916; seed 000:647, 654)', () => {
  const FIELD: BattleSpec = {
    units: [
      { id: 'cav', side: 'bottom', type: 'SSpC', hex: '10,8' },
      { id: 'inf', side: 'bottom', type: 'ASp', hex: '12,8' },
      { id: 'inf2', side: 'bottom', type: 'SSp', hex: '14,8' },
    ],
    leaders: [
      { id: 'm', side: 'bottom', kind: 'mounted', hex: '6,8' },
      { id: 'f', side: 'bottom', kind: 'foot', hex: '16,8' },
      { id: 'mc', side: 'bottom', kind: 'mounted', hex: '10,8' },
    ],
  };

  it('Cavalry Charge may order a lone mounted leader, not a lone foot leader; an attached leader may not leave (seed 002:902-906)', () => {
    const s = play(FIELD, 'cavalry-charge');
    expect(orderable(s)).toEqual(['cav', 'lone-leader:m']);
    order(s, 'm');
    expect(Object.keys(s.turnState.ordered)).toEqual(['m']);
    expectAt(s, 'movement', 'bottom');
  });

  it('under GMT the same card orders cavalry units only (rules decisions D)', () => {
    expect(orderable(play(FIELD, 'cavalry-charge', 'gmt2021'))).toEqual(['cav']);
  });

  it('with a lone mounted leader and no cavalry unit, the card orders him: no fallback to any unit (seed 002:902, 906)', () => {
    const s = play(
      {
        units: [{ id: 'inf', side: 'bottom', type: 'ASp', hex: '12,8' }],
        leaders: [{ id: 'm', side: 'bottom', kind: 'mounted', hex: '6,8' }],
      },
      'cavalry-charge',
    );
    expect(orderable(s)).toEqual(['lone-leader:m']);
  });

  it('Infantry Assault may order a lone foot leader in the connected group, not a mounted one (seed 002:914-916)', () => {
    const s = play(FIELD, 'infantry-assault');
    expect(orderable(s)).toEqual(['inf', 'inf2', 'lone-leader:f']);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'inf2' } });
    // The foot leader at 16,8 touches inf2 at 14,8: he joins the group.
    expect(legal(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'f' } })).toBe(true);
    order(s, 'f');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['f', 'inf2']);
  });

  it("the cards' texts say so under the 2012 rules only (seed 002:906, 916)", () => {
    expect(commandCardText('cavalry-charge#1', 'zvezda2012')).toContain('lone mounted leaders');
    expect(commandCardText('infantry-assault#1', 'zvezda2012')).toContain('lone foot leaders');
    expect(commandCardText('cavalry-charge#1', 'gmt2021')).toBe(COMMAND_CARDS['cavalry-charge']!.text);
  });

  it('under GMT Infantry Assault orders foot units only (rules decisions D)', () => {
    expect(orderable(play(FIELD, 'infantry-assault', 'gmt2021'))).toEqual(['inf', 'inf2']);
  });
});

describe('giving orders (seed 002:241-256)', () => {
  /** Two units in the centre, one with a foot leader; one unit on the left. */
  const CENTRE: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
      { id: 'bl', side: 'bottom', type: 'ASp', hex: '2,8' },
    ],
    leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
  };

  it('a section card orders only its section; orders beyond the pieces there are lost (seed 002:246)', () => {
    const s = play(CENTRE, 'order-three-left');
    expect(orderable(s)).toEqual(['bl']);
    order(s, 'bl');
    expectAt(s, 'movement', 'bottom');
  });

  it('a leader and the unit he leads take one order; he moves with it (seed 002:249-250, 314)', () => {
    const s = play(CENTRE, 'order-one-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.leaders.bL!.hex).toBe('11,7');
  });

  it('the helmet: a section card detaches the leader for one order, which does not order his unit (seed 002:251, 256, 871)', () => {
    const s = play(CENTRE, 'order-one-center');
    expect(legal(s, { type: 'order', choice: { kind: 'detach', leader: 'bL' } })).toBe(true);
    order(s, { leader: 'bL', detach: true });
    const moves = actionsOf(s, 'move');
    expect(moves.some((a) => a.piece === 'b1')).toBe(false);
    expect(moves.some((a) => a.piece === 'bL')).toBe(true);
  });

  it('detaching the leader and ordering his unit costs two orders (seed 002:252)', () => {
    const s = play(CENTRE, 'order-two-center');
    order(s, { leader: 'bL', detach: true }, 'b1');
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'bL']);
    // b2 in the centre was left unordered: the two orders are spent.
    expect(s.turnState.ordered.b2).toBeUndefined();
  });

  it('a tactic card without the helmet never detaches a leader (seed 002:256)', () => {
    const s = play(CENTRE, 'order-square');
    expect(actionsOf(s, 'order').some((a) => a.choice.kind === 'detach')).toBe(false);
  });

  it('a leader who joins a unit by his order does not order it, and neither moves again (seed 002:253-254, 322)', () => {
    const s = play(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '9,7' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,8' }],
      },
      'order-one-center',
    );
    order(s, 'bL');
    act(s, { type: 'move', piece: 'bL', to: '10,8' });
    // b1 was never ordered: it neither moves nor battles, and the turn goes to the draw.
    expect(decision(s).point).not.toBe('battle');
    expect(s.units.b1!.hex).toBe('10,8');
  });

  it('a unit that joins an ordered lone leader stops there; the leader moves no more (seed 002:299)', () => {
    const s = play(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' }],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,8' }],
      },
      'order-two-center',
    );
    order(s, 'b1', 'bL');
    act(s, { type: 'move', piece: 'b1', to: '12,8' });
    expect(actionsOf(s, 'move').filter((a) => a.piece === 'b1' || a.piece === 'bL')).toEqual([]);
  });
});

describe('the command cards (seed 002:873-930)', () => {
  it('Order One Unit: at the end of the turn draw 2 Command cards and keep 1 (seed 002:873-877)', () => {
    const s = play({ units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }] }, 'order-one-center');
    order(s, 'b1');
    endMovement(s);
    const keep = expectAt(s, 'keep-card', 'bottom');
    expect(keep).toHaveLength(2);
  });

  it('Advance: one order per Command card held, this card included (seed 002:886-888)', () => {
    const s = play(
      {
        units: [
          { id: 'a1', side: 'bottom', type: 'ASp', hex: '2,8' },
          { id: 'a2', side: 'bottom', type: 'ASp', hex: '4,8' },
          { id: 'a3', side: 'bottom', type: 'ASp', hex: '6,8' },
          { id: 'a4', side: 'bottom', type: 'ASp', hex: '2,6' },
          { id: 'a5', side: 'bottom', type: 'ASp', hex: '4,6' },
        ],
      },
      'advance-left',
    );
    order(s, 'a1', 'a2', 'a3', 'a4');
    // 4 cards held: the fifth unit in the section gets no order.
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered)).toHaveLength(4);
  });

  it('a symbol card orders units of that symbol, one per card held; with none, any 1 unit (seed 002:899-901)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'sq', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'tr', side: 'bottom', type: 'ASp', hex: '12,8' },
      ],
    };
    expect(orderable(play(spec, 'order-square'))).toEqual(['sq']);
    // No circle unit: any one unit instead.
    const s = play(spec, 'order-circle');
    expect(orderable(s)).toEqual(['sq', 'tr']);
    order(s, 'tr');
    expectAt(s, 'movement', 'bottom');
  });

  it('Cavalry Charge: mounted samurai move 3 hexes and still battle, with 1 more die (seed 002:902-904)', () => {
    const s = play(
      {
        units: [
          { id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,4' },
        ],
      },
      'cavalry-charge',
    );
    order(s, 'c');
    act(s, { type: 'move', piece: 'c', to: '11,5' });
    endMovement(s);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('c', '12,4'));
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
  });

  it('Stand and Fire: missile units with no enemy next to them, no move, two volleys (seed 002:912)', () => {
    const s = play(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 'n', side: 'bottom', type: 'AA', hex: '16,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,6' },
          { id: 'tn', side: 'top', type: 'ASp', hex: '17,7' },
        ],
      },
      'stand-and-fire',
    );
    // The arquebus has an enemy next to it: only the bows may be ordered.
    expect(orderable(s)).toEqual(['a']);
    order(s, 'a');
    expect(actionsOf(s, 'move').filter((m) => m.piece === 'a')).toEqual([]);
    endMovement(s);
    script(s, 'circle', 'circle');
    act(s, attackOn('a', '12,6', 'ranged'));
    expect(legal(s, attackOn('a', '12,6', 'ranged'))).toBe(true);
  });

  it('Infantry Assault: yari and naginata move 2 and battle; bows may be ordered but do not battle (seed 002:914)', () => {
    const s = play(
      {
        units: [
          { id: 'sn', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'ab', side: 'bottom', type: 'AB', hex: '12,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,5' },
          { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
        ],
      },
      'infantry-assault',
    );
    order(s, 'sn', 'ab');
    act(s, { type: 'move', piece: 'sn', to: '10,6' });
    endMovement(s);
    expect(legal(s, attackOn('sn', '11,5'))).toBe(true);
    expect(actionsOf(s, 'battle').some((a) => a.unit === 'ab')).toBe(false);
  });

  it('Serpent: a linked group, each piece moving at most 1 hex, may battle after (seed 002:922-926)', () => {
    const s = play(
      {
        units: [
          { id: 'a1', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 'a2', side: 'bottom', type: 'ASp', hex: '12,8' },
          { id: 'far', side: 'bottom', type: 'ASp', hex: '20,8' },
        ],
        leaders: [{ id: 'bF', side: 'bottom', kind: 'mounted', hex: '14,8' }],
      },
      'serpent',
    );
    order(s, 'a1', 'a2', 'bF');
    expect(s.turnState.ordered.far).toBeUndefined();
    const rows = actionsOf(s, 'move').map((m) => Math.abs(Number(m.to.split(',')[1]) - 8));
    expect(Math.max(...rows)).toBe(1);
  });
});
