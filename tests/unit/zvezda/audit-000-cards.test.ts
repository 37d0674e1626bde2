// Rules audit, session 15: the Command cards of the Italian Zvezda rules (seed 000:609-668: section
// cards 611-634, tactic cards 636-668), played under the 2012 edition. The Russian text's cards are in
// audit-zvezda-cards.test.ts (seed 002:865-930); this file names the Italian lines and adds what those
// tests leave: the deck by title, the section cards' orders, the helmet, terrain under tactic cards,
// Counter-attack, First Strike, Stand and Fire next to a lone leader, the Serpent's note and Shogun.
// The 2012 texts of the cards agree with 002 line for line; no conflict.

import { describe, expect, it } from 'vitest';
import {
  COMMAND_CARD_IDS,
  COMMAND_CARDS,
  cardDefId,
} from '../../../src/games/samurai-battles/data/commandCards';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  legal,
  order,
  passTurn,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  stackDeck,
} from '../flow/harness';
import { attackOn, game } from './combatKit';

const REST = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

/** Bottom holds `card` (first) and three more, and plays it. */
function play(spec: BattleSpec, card: string): GameState {
  const s = game(spec);
  setHand(s, 'bottom', [card, ...REST.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
  return s;
}

/** The pieces the orders prompt offers (unit ids, lone leader ids, detach:<leader>). */
function orderable(s: GameState): string[] {
  return actionsOf(s, 'order')
    .map((a) => (a.choice.kind === 'unit' ? a.choice.unit : `${a.choice.kind}:${a.choice.leader}`))
    .sort();
}

/** Two bottom units in each section: left (west), centre, right (east). */
const SPREAD: BattleSpec = {
  units: [
    { id: 'l1', side: 'bottom', type: 'ASp', hex: '2,8' },
    { id: 'l2', side: 'bottom', type: 'ASp', hex: '4,8' },
    { id: 'c1', side: 'bottom', type: 'ASp', hex: '10,8' },
    { id: 'c2', side: 'bottom', type: 'ASp', hex: '12,8' },
    { id: 'r1', side: 'bottom', type: 'ASp', hex: '18,8' },
    { id: 'r2', side: 'bottom', type: 'ASp', hex: '20,8' },
  ],
};

describe('the deck (seed 000:611, 617-634, 636, 642-666)', () => {
  it('holds each title as often as the Italian list counts it', () => {
    const s = game({});
    const all = [...s.commandDeck, ...s.commandDiscard, ...s.players.bottom.hand, ...s.players.top.hand].map(
      cardDefId,
    );
    const count = (id: string) => all.filter((c) => c === id).length;
    const printed: Record<string, [number, string]> = {
      'order-one-left': [2, '000:617'],
      'order-one-center': [2, '000:618'],
      'order-one-right': [2, '000:619'],
      'order-two-left': [3, '000:620'],
      'order-two-center': [4, '000:621'],
      'order-two-right': [3, '000:622'],
      'order-three-left': [3, '000:623'],
      'order-three-center': [3, '000:624'],
      'order-three-right': [3, '000:625'],
      'advance-left': [2, '000:626'],
      'advance-center': [2, '000:627'],
      'advance-right': [2, '000:628'],
      'cranes-wing': [2, '000:629'],
      'flight-of-geese': [2, '000:630'],
      'flank-attack': [2, '000:631'],
      'tigers-tail-left': [1, '000:632'],
      'tigers-tail-right': [1, '000:634'],
      'order-circle': [2, '000:642'],
      'order-triangle': [2, '000:643'],
      'order-square': [2, '000:644'],
      'cavalry-charge': [2, '000:645'],
      'counter-attack': [2, '000:649'],
      'first-strike': [2, '000:650'],
      'stand-and-fire': [2, '000:651'],
      'infantry-assault': [2, '000:652'],
      leadership: [2, '000:656'],
      serpent: [2, '000:660'],
      shogun: [1, '000:664'],
    };
    expect(Object.keys(printed).sort()).toEqual([...COMMAND_CARD_IDS].sort());
    for (const [id, [n]] of Object.entries(printed)) expect([id, count(id)]).toEqual([id, n]);
    expect(all).toHaveLength(60);
  });

  it('every section card carries the helmet, and of the tactic cards only Shogun (seed 000:615, 156)', () => {
    for (const id of COMMAND_CARD_IDS) {
      const c = COMMAND_CARDS[id]!;
      expect([id, c.helmet]).toEqual([id, c.kind === 'section' || id === 'shogun']);
    }
  });
});

describe('section cards (seed 000:613, 617-634)', () => {
  it.each([
    ["Crane's Wing: one in each section (seed 000:629)", 'cranes-wing', ['c1', 'l1', 'r1']],
    [
      'Flight of the Geese: two in each section (seed 000:630)',
      'flight-of-geese',
      ['c1', 'c2', 'l1', 'l2', 'r1', 'r2'],
    ],
    ['Flank Attack: two left and two right (seed 000:631)', 'flank-attack', ['l1', 'l2', 'r1', 'r2']],
    ["Tiger's Tail Left: two in the centre, one left (seed 000:632)", 'tigers-tail-left', ['c1', 'c2', 'l1']],
    [
      "Tiger's Tail Right: two in the centre, one right (seed 000:634)",
      'tigers-tail-right',
      ['c1', 'c2', 'r1'],
    ],
    ['Order Two Units Left (seed 000:620)', 'order-two-left', ['l1', 'l2']],
    [
      'Order Three Units Right: only two there, the third order is lost (seed 000:625)',
      'order-three-right',
      ['r1', 'r2'],
    ],
  ] as const)('%s', (_name, card, pieces) => {
    const s = play(SPREAD, card);
    order(s, ...pieces);
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual([...pieces].sort());
  });

  it('a section card gives no order outside its section (seed 000:613, 620)', () => {
    const s = play(SPREAD, 'order-two-left');
    expect(orderable(s)).toEqual(['l1', 'l2']);
  });

  it('Advance Centre: one order per Command card held, this one included (seed 000:627)', () => {
    const s = play(
      {
        units: [8, 10, 12, 14, 16].map((c, i) => ({
          id: `c${i}`,
          side: 'bottom' as const,
          type: 'ASp' as const,
          hex: `${c},8`,
        })),
      },
      'advance-center',
    );
    order(s, 'c0', 'c1', 'c2', 'c3');
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered)).toHaveLength(4);
  });

  it('Order One Unit: at the draw, two cards drawn and one kept (seed 000:617-619)', () => {
    const s = play(SPREAD, 'order-one-right');
    order(s, 'r1');
    endMovement(s);
    endBattles(s);
    expect(expectAt(s, 'keep-card', 'bottom')).toHaveLength(2);
  });
});

describe('tactic cards (seed 000:638-668)', () => {
  it('terrain still stops a unit a tactic card lets run: Cavalry Charge into a forest ends there (seed 000:640)', () => {
    const s = play(
      {
        units: [
          { id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '16,2' },
        ],
        terrain: { '11,7': 'forest' },
      },
      'cavalry-charge',
    );
    order(s, 'c');
    act(s, { type: 'move', piece: 'c', to: '11,7' });
    expect(actionsOf(s, 'move').filter((a) => a.piece === 'c')).toEqual([]);
  });

  it('Counter-attack plays the card the opponent played last, left and right swapped (seed 000:649)', () => {
    const s = game({
      ...SPREAD,
      units: [...SPREAD.units!, { id: 'te', side: 'top', type: 'ASp', hex: '18,2' }],
      first: 'top',
    });
    setHand(s, 'top', ['order-two-left', ...REST.slice(1)]);
    // Top's left is the board's east.
    passTurn(s, 'order-two-left', 'te');
    setHand(s, 'bottom', ['counter-attack', ...REST.slice(1)]);
    const ev = playCard(s, 'counter-attack');
    expect(eventsOf(ev, 'card-played')[0]).toMatchObject({ as: 'order-two-right' });
    expect(orderable(s)).toEqual(['r1', 'r2']);
  });

  it('First Strike: the defender battles first, the attacker then battles if it stays, and the card is replaced at the end of the turn (seed 000:650)', () => {
    const s = game({
      units: [
        { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      ],
    });
    setHand(s, 'bottom', REST);
    playCard(s, 'order-two-center');
    order(s, 'a');
    endMovement(s);
    const [fs] = setHand(s, 'top', ['first-strike', 'order-one-left', 'order-two-right', 'cranes-wing']);
    const [first] = stackDeck(s, ['shogun', 'leadership']);
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'window:before-opponent-roll', 'top');
    script(s, 'triangle', 'circle', 'circle', 'triangle', 'circle', 'circle');
    const ev = act(s, { type: 'first-strike', card: fs! });
    expect(eventsOf(ev, 'dice').map((d) => d.side)).toEqual(['top', 'bottom']);
    expect(s.units.a!.blocks).toBe(3);
    expect(s.units.t1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
    finishEndOfTurn(s);
    expect(s.players.top.hand).toContain(first);
    expect(s.players.top.hand).toHaveLength(4);
  });

  it('Stand and Fire: a missile unit next to a lone enemy leader may not be ordered (seed 000:651)', () => {
    const s = play(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 'n', side: 'bottom', type: 'AA', hex: '16,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,4' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '17,7' }],
      },
      'stand-and-fire',
    );
    expect(orderable(s)).toEqual(['a']);
    order(s, 'a');
    expect(actionsOf(s, 'move').filter((m) => m.piece === 'a')).toEqual([]);
  });

  it('Infantry Assault: up to 4 foot units touching one another; one apart is left out (seed 000:652)', () => {
    const s = play(
      {
        units: [
          { id: 'i1', side: 'bottom', type: 'ASp', hex: '8,8' },
          { id: 'i2', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 'i3', side: 'bottom', type: 'SSp', hex: '12,8' },
          { id: 'i4', side: 'bottom', type: 'ASp', hex: '14,8' },
          { id: 'i5', side: 'bottom', type: 'ASp', hex: '16,8' },
          { id: 'far', side: 'bottom', type: 'ASp', hex: '22,8' },
        ],
      },
      'infantry-assault',
    );
    order(s, 'i1', 'i2', 'i3', 'i4');
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['i1', 'i2', 'i3', 'i4']);
  });

  it('Serpent: a lone leader may be in the group; a leader with a unit may not leave it (seed 000:660, 662)', () => {
    const s = play(
      {
        units: [
          { id: 'a1', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 'a2', side: 'bottom', type: 'ASp', hex: '12,8' },
        ],
        leaders: [
          { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'bF', side: 'bottom', kind: 'mounted', hex: '14,8' },
        ],
      },
      'serpent',
    );
    expect(orderable(s)).toEqual(['a1', 'a2', 'lone-leader:bF']);
    order(s, 'a1', 'a2', 'bF');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['a1', 'a2', 'bF']);
  });

  it('Shogun: a die per card; symbols order units of the symbol, flags any piece, honor gives tokens (seed 000:664)', () => {
    const s = game(SPREAD);
    s.units.c1!.type = 'SSp';
    setHand(s, 'bottom', ['shogun', ...REST.slice(1)]);
    const honor = s.players.bottom.honor;
    script(s, 'square', 'flag', 'honor', 'circle');
    const ev = playCard(s, 'shogun');
    expect(rolled(ev, 'shogun')).toEqual([['square', 'flag', 'honor', 'circle']]);
    expect(s.players.bottom.honor).toBe(honor + 1);
    // The square orders c1, the flag any unit; the circle finds no circle unit.
    order(s, 'c1', 'r2');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['c1', 'r2']);
    expectAt(s, 'movement', 'bottom');
  });

  it('Shogun: a flag may order a lone leader, detach a leader, or order a leader with his unit (seed 000:668)', () => {
    const s = game({
      units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
      leaders: [
        { id: 'w', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'L', side: 'bottom', kind: 'mounted', hex: '2,8' },
      ],
    });
    setHand(s, 'bottom', ['shogun', ...REST.slice(1)]);
    script(s, 'flag', 'honor', 'honor', 'honor');
    playCard(s, 'shogun');
    expect(orderable(s)).toEqual(['detach:w', 'lone-leader:L', 'u']);
    expect(legal(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'L' } })).toBe(true);
  });

  it('Shogun: its units roll 1 more die, and both decks are reshuffled with their discards (seed 000:664, 666)', () => {
    const s = game({
      units: [
        { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      ],
    });
    setHand(s, 'bottom', ['shogun', ...REST.slice(1)]);
    s.commandDiscard.push(...s.commandDeck.splice(0, 10));
    script(s, 'triangle', 'swords', 'swords', 'swords');
    playCard(s, 'shogun');
    order(s, 'a');
    endMovement(s);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const fight = act(s, attackOn('a', '11,7'));
    expect(rolled(fight, 'close')[0]).toHaveLength(4);
    const ev = [...fight, ...endBattles(s)];
    if (decision(s).point === 'replenish') ev.push(...act(s, { type: 'take-honor' }));
    expect(eventsOf(ev, 'reshuffled').map((e) => e.deck)).toEqual(['command', 'dragon']);
    expect(s.commandDiscard).toEqual([]);
  });
});
