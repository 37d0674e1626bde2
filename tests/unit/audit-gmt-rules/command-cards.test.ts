// Session 15 audit, GMT 2021 core rules: Command cards as the rule chapter describes them, through
// the state machine. Seed 003: only ordered units move and battle (1965-1967); section cards and the
// helmet (1970-1975); the section card counts (1989-1999); tactic cards keep the terrain limits
// (2024-2027).

import { describe, expect, it } from 'vitest';
import { buildCommandDeck, cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { act, actionsOf, endMovement, legal, newGame, order, playCard, setHand } from '../flow/harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('ordering (seed 003:1965-1975)', () => {
  it('only ordered units move (seed 003:1966-1967)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'b2', side: 'bottom', type: 'SSp', hex: '14,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const movers = new Set(actionsOf(s, 'move').map((a) => a.piece));
    expect(movers).toEqual(new Set(['b1']));
  });

  it('a section card orders units and/or leaders in its section; the helmet lets a leader leave his unit for 1 order (seed 003:1970-1975)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'b2', side: 'bottom', type: 'SSp', hex: '12,8' },
        { id: 'bw', side: 'bottom', type: 'SSp', hex: '2,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
      leaders: [
        { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'bM', side: 'bottom', kind: 'foot', hex: '14,8' },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    const choices = actionsOf(s, 'order').map((a) => a.choice);
    // The centre's units and its lone leader, and the attached leader's detach; nothing on the left.
    expect(choices).toContainEqual({ kind: 'unit', unit: 'b1' });
    expect(choices).toContainEqual({ kind: 'lone-leader', leader: 'bM' });
    expect(choices).toContainEqual({ kind: 'detach', leader: 'bL' });
    expect(choices).not.toContainEqual({ kind: 'unit', unit: 'bw' });
    // The detach is one of the card's two orders; the lone leader takes the other.
    act(s, { type: 'order', choice: { kind: 'detach', leader: 'bL' } });
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bM' } });
    expect(actionsOf(s, 'order')).toEqual([]);
    const movers = new Set(actionsOf(s, 'move').map((a) => a.piece));
    expect(movers).toEqual(new Set(['bL', 'bM']));
  });
});

describe('the section cards in the deck (seed 003:1989-1999)', () => {
  it('Order Two: 3 left, 4 centre, 3 right; Order Three: 3 of each', () => {
    const count = (id: string) => buildCommandDeck().filter((c) => cardDefId(c) === id).length;
    expect(count('order-two-left')).toBe(3);
    expect(count('order-two-center')).toBe(4);
    expect(count('order-two-right')).toBe(3);
    expect(count('order-three-left')).toBe(3);
    expect(count('order-three-center')).toBe(3);
    expect(count('order-three-right')).toBe(3);
  });
});

describe('tactic cards and the terrain (seed 003:2024-2027)', () => {
  it('Cavalry Charge: a horseman that enters a forest stops there, and one entering a ravine may not battle', () => {
    const s = newGame({
      units: [
        { id: 'c1', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 'c2', side: 'bottom', type: 'SSpC', hex: '14,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '13,5' },
      ],
      terrain: { '10,6': 'forest', '11,7': 'forest', '9,7': 'forest', '14,6': 'ravine' },
    });
    setHand(s, 'bottom', ['cavalry-charge', ...HAND.slice(1)]);
    playCard(s, 'cavalry-charge');
    order(s, 'c1', 'c2');
    // c1 may move 3 but the forest in front stops it in the first forest hex (2118-2119): the hexes
    // 3 rows up, open ground behind the forest, are out of reach.
    const c1 = actionsOf(s, 'move')
      .filter((a) => a.piece === 'c1')
      .map((a) => a.to);
    expect(c1).toContain('11,7');
    expect(c1).not.toContain('11,5');
    expect(c1).not.toContain('9,5');
    act(s, { type: 'move', piece: 'c2', to: '14,6' });
    endMovement(s);
    // Ravine: a unit that entered may not battle this turn (2226), the charge's +1 die notwithstanding.
    expect(legal(s, { type: 'battle', unit: 'c2', target: '13,5', mode: 'close' })).toBe(false);
  });
});
