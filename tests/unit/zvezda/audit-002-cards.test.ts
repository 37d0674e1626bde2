// Rules audit, session 16: the Command card chapter of seed 002 (002:865-930), the lines the earlier
// audits left unnamed: what a section card orders (869), the rule that tactic cards bend the basic
// rules but not the terrain (897), and the flags of the Shogun card (930). Each card's own line is
// named by audit-zvezda-cards.test.ts and audit-000-cards.test.ts.

import { describe, expect, it } from 'vitest';
import { act, type BattleSpec, endMovement, order, rolled, script } from '../flow/harness';
import { orderable, reachOf, rowsAhead, z2Playing } from './audit-002-kit';
import { attackOn, previewOf } from './combatKit';

describe('section cards (seed 002:869)', () => {
  it('a section card orders units and leaders, in any mix, in its section only (seed 002:869, 879)', () => {
    const s = z2Playing(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'AB', hex: '2,8' },
          { id: 'c', side: 'bottom', type: 'AB', hex: '10,8' },
        ],
        leaders: [
          { id: 'L', side: 'bottom', kind: 'mounted', hex: '4,8' },
          { id: 'M', side: 'bottom', kind: 'foot', hex: '12,8' },
        ],
      },
      'order-two-left',
    );
    expect(orderable(s)).toEqual(['L', 'u']);
    order(s, 'u', 'L');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['L', 'u']);
  });
});

describe('tactic cards (seed 002:897)', () => {
  const CHARGE: BattleSpec = {
    units: [
      { id: 'h', side: 'bottom', type: 'SSpC', hex: '10,8' },
      { id: 't', side: 'top', type: 'ASp', hex: '11,5' },
    ],
    terrain: { '11,5': 'forest', '9,7': 'forest' },
  };

  it('Cavalry Charge takes mounted samurai 3 hexes, but a forest still stops them (seed 002:897, 902-904)', () => {
    const s = z2Playing(CHARGE, 'cavalry-charge');
    order(s, 'h');
    expect(rowsAhead(s, 'h', 8)).toBe(3);
    act(s, { type: 'move', piece: 'h', to: '9,7' });
    expect(reachOf(s, 'h')).toEqual([]);
  });

  it("Cavalry Charge's extra die comes on top of the forest's cap of 2 (seed 002:897, 902, 939)", () => {
    const s = z2Playing(CHARGE, 'cavalry-charge');
    order(s, 'h');
    act(s, { type: 'move', piece: 'h', to: '10,6' });
    endMovement(s);
    const dice = previewOf(s, attackOn('h', '11,5')).dice;
    expect([dice.base, dice.total]).toEqual([4, 3]);
    script(s, 'circle', 'circle', 'circle');
    expect(rolled(act(s, attackOn('h', '11,5')), 'close')[0]).toHaveLength(3);
  });
});

describe('the Shogun card (seed 002:928-930)', () => {
  it('its flags may order a lone leader and a leader with the unit he leads, one order each (seed 002:928, 930)', () => {
    const s = z2Playing(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 'v', side: 'bottom', type: 'ASp', hex: '14,8' },
        ],
        leaders: [
          { id: 'w', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'L', side: 'bottom', kind: 'mounted', hex: '20,8' },
        ],
      },
      'shogun',
      { dice: ['flag', 'flag', 'honor', 'honor'] },
    );
    expect(orderable(s)).toEqual(['L', 'u', 'v', 'w/detach']);
    order(s, 'u', 'L');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['L', 'u']);
    act(s, { type: 'move', piece: 'u', to: '10,6' });
    expect(s.leaders.w!.hex).toBe('10,6');
  });

  it('a flag may instead send a leader out of his unit (seed 002:930)', () => {
    const s = z2Playing(
      {
        units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
        leaders: [{ id: 'w', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      'shogun',
      { dice: ['flag', 'honor', 'honor', 'honor'] },
    );
    order(s, { leader: 'w', detach: true });
    expect(reachOf(s, 'u')).toEqual([]);
    expect(reachOf(s, 'w')).toContain('10,6');
  });
});
