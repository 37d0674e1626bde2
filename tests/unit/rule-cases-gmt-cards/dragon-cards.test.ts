// Session 24: rule cases written from the GMT 2021 Dragon card faces (seed 003:5081-5928): who a card
// may aim at (Aikido Training's "attacking" unit), what a card counts (Turncoat's dice, Brave
// Messenger's "1, 2 or 3 units", Success with Advance), and what a card's last line adds (Rice
// Famine's banners, Red Dragon's symbols with no unit, Sage Advisor before the discard).
// Board: bottom's baseline is r = 10; a hex's neighbours are (c +-2, r) and (c +-1, r +-1).

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  board,
  CENTER_HAND,
  close,
  decision,
  dragonBattle,
  dragonGame,
  endBattles,
  endMovement,
  eventsOf,
  giveDragon,
  ldr,
  offers,
  order,
  orderable,
  playCard,
  playDragon,
  script,
  setHand,
  u,
} from '../rule-cases-gmt/cases';

/** A top unit far from everything, so that no test ends the battle by banners. */
const FAR = u('t9', 'ASp', '1,1');

describe('Aikido Training aims at an attacking unit (seed 003:5642-5656)', () => {
  it('not at a unit battling back: the rules call it the defender, battling back against the attacker (003:5648, 1454-1459)', () => {
    // Bottom attacks; top's samurai survive and battle back against b1. Bottom holds the card.
    const s = dragonBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7'), FAR]), ['b1']);
    giveDragon(s, 'bottom', 'aikido-training');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    // Nothing stops the play before the battle back: b1 rolls 4, t1 battles back with its own 4,
    // and the turn goes to its end.
    expect(eventsOf(ev, 'dice').map((d) => [d.side, d.faces.length])).toEqual([
      ['bottom', 4],
      ['top', 4],
    ]);
    expect(decision(s).point).toBe('replenish');
  });

  it('not at a defender striking first with Ambush: the card names "your defending unit" (003:5648, 5181-5185)', () => {
    const s = dragonBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7'), FAR]), ['b1']);
    giveDragon(s, 'bottom', 'aikido-training');
    giveDragon(s, 'top', 'ambush');
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'ambush', 't1');
    // No window stops the play for bottom: t1 rolls its 4 dice + 1, then b1 its 4, and no battle back.
    expect(eventsOf(ev, 'dice').map((d) => [d.side, d.faces.length])).toEqual([
      ['top', 5],
      ['bottom', 4],
    ]);
  });

  it('at a unit making a bonus close combat: it attacks again (003:5642-5650, 1787-1793)', () => {
    const s = dragonBattle(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6'), FAR]),
      ['b1'],
    );
    giveDragon(s, 'top', 'aikido-training');
    act(s, close('b1', '11,7'));
    // The first attack is an attack too: top lets it go.
    expect(offers(s, 'aikido-training').map((a) => a.target)).toEqual(['b1']);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'pass' });
    act(s, { type: 'gain-ground' });
    act(s, { type: 'bonus-combat', target: '12,6' });
    expect(decision(s).seat).toBe('top');
    expect(offers(s, 'aikido-training').map((a) => a.target)).toEqual(['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'aikido-training', 'b1');
    expect(
      eventsOf(ev, 'dice')
        .filter((d) => d.purpose === 'close')
        .map((d) => d.faces.length)[0],
    ).toBe(2);
  });
});

describe('Personal Challenge is played before the close combat (seed 003:5511-5545)', () => {
  it('before the attack, not again before the battle back: the battle back is the last step of the same close combat (003:5511-5519, 1453-1472)', () => {
    const s = dragonBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7'), FAR],
        [ldr('bL', 'foot', '10,8'), ldr('tL', 'foot', '11,7')],
      ),
      ['b1'],
    );
    giveDragon(s, 'top', 'personal-challenge');
    act(s, close('b1', '11,7'));
    expect(decision(s).point).toBe('window:before-leader-duel');
    expect(offers(s, 'personal-challenge')).toHaveLength(1);
    act(s, { type: 'pass' });
    act(s, { type: 'no-inspire' });
    // b1's 4 dice miss; t1 may battle back.
    script(s, 'circle', 'circle', 'circle', 'circle');
    const stops = ['inspire', 'window:before-leader-duel'];
    while (!stops.includes(decision(s).point)) {
      const d = decision(s);
      act(s, d.actions.find((a) => a.type === 'battle-back') ?? d.actions[0]!);
    }
    // Straight to the battle back's inspiration: no second chance at the duel.
    expect([decision(s).seat, decision(s).point]).toEqual(['top', 'inspire']);
  });

  it('after First Strike: offered before the defender strikes first, not again before the attacker rolls (003:5511-5519, 4878-4890)', () => {
    const s = dragonBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7'), FAR],
        [ldr('bL', 'foot', '10,8'), ldr('tL', 'foot', '11,7')],
      ),
      ['b1'],
    );
    setHand(s, 'top', ['first-strike', 'order-two-center', 'advance-left', 'order-three-left']);
    giveDragon(s, 'bottom', 'personal-challenge');
    act(s, close('b1', '11,7'));
    act(s, actionsOf(s, 'first-strike')[0]!);
    // The defender's strike opens the combat: the duel may come first.
    expect(decision(s).point).toBe('window:before-leader-duel');
    expect(offers(s, 'personal-challenge')).toHaveLength(1);
    act(s, { type: 'pass' });
    act(s, { type: 'no-inspire' });
    // t1's 4 dice miss; then b1, still there, makes its attack.
    script(s, 'circle', 'circle', 'circle', 'circle');
    const stops = ['inspire', 'window:before-leader-duel'];
    while (!stops.includes(decision(s).point)) act(s, decision(s).actions[0]!);
    expect([decision(s).seat, decision(s).point]).toEqual(['bottom', 'inspire']);
  });

  it('a bonus close combat is a new close combat: offered again there (003:5511-5515, 1791-1793)', () => {
    const s = dragonBattle(
      board(
        [u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'SSp', '12,6'), FAR],
        [ldr('bL', 'mounted', '10,8'), ldr('tL', 'foot', '12,6')],
      ),
      ['b1'],
    );
    giveDragon(s, 'top', 'personal-challenge');
    // t1 has no leader: no duel before the first attack.
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    act(s, { type: 'gain-ground' });
    act(s, { type: 'bonus-combat', target: '12,6' });
    expect(decision(s).point).toBe('window:before-leader-duel');
    expect(decision(s).seat).toBe('top');
    expect(offers(s, 'personal-challenge')).toHaveLength(1);
  });
});

describe('cards with the Command card: what they count', () => {
  it("Brave Messenger: Crane's Wing orders 3 units, so it qualifies; the extra order is for a unit in any section, not a lone leader (003:5320-5334)", () => {
    const s = dragonGame(
      board(
        [u('b1', 'SSp', '0,10'), u('b2', 'SSp', '18,10'), FAR],
        [ldr('bL', 'foot', '20,10'), ldr('bM', 'foot', '10,10')],
      ),
    );
    setHand(s, 'bottom', ['cranes-wing', ...CENTER_HAND.slice(1)]);
    giveDragon(s, 'bottom', 'brave-messenger');
    playCard(s, 'cranes-wing');
    playDragon(s, 'brave-messenger');
    // Left: b1; centre: the lone leader bM; right: b2 or the lone leader bL; the extra order: a unit.
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bM' } });
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bL' } });
    // The right section's order is spent on bL; b2 takes the extra one.
    expect(orderable(s)).toEqual(['b2']);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b2' } });
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'bL', 'bM']);
  });

  it('Brave Messenger: the extra order is never a lone leader, even one standing outside the sections the card names (003:5330-5334)', () => {
    const s = dragonGame(board([u('b1', 'SSp', '0,10'), FAR], [ldr('bL', 'foot', '20,10')]));
    setHand(s, 'bottom', CENTER_HAND.slice(1).concat('order-one-left'));
    giveDragon(s, 'bottom', 'brave-messenger');
    playCard(s, 'order-one-left');
    playDragon(s, 'brave-messenger');
    expect(orderable(s)).toEqual(['b1']);
  });

  it('Success with Advance: the card drawn before the orders counts, 5 orders from a command of 4 (003:5905-5913 with 4175-4183)', () => {
    const s = dragonGame(
      board([
        u('b1', 'SSp', '0,10'),
        u('b2', 'SSp', '2,10'),
        u('b3', 'SSp', '4,10'),
        u('b4', 'SSp', '6,10'),
        u('b5', 'SSp', '1,9'),
        u('b6', 'SSp', '3,9'),
        FAR,
      ]),
    );
    setHand(s, 'bottom', ['advance-left', ...CENTER_HAND.slice(1)]);
    giveDragon(s, 'bottom', 'success');
    playCard(s, 'advance-left');
    playDragon(s, 'success');
    expect(s.players.bottom.hand).toHaveLength(4);
    let n = 0;
    while (decision(s).point === 'orders' && actionsOf(s, 'order').length > 0) {
      act(s, actionsOf(s, 'order')[0]!);
      n++;
    }
    expect(n).toBe(5);
  });

  it('Turncoat: 3 dice each, 1 more for more banners, 2 more for more Honor & Fortune (003:5269-5281)', () => {
    const s = dragonGame(board([u('b1', 'SSp', '10,10'), u('t1', 'ASp', '11,1'), FAR]));
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'bottom', 'turncoat');
    s.players.bottom.banners = 2;
    s.players.top.banners = 1;
    playCard(s, 'order-two-center');
    // Both start with 5 tokens; paying the card's 3 leaves bottom 2, so top has more.
    expect(s.players.bottom.honor).toBe(5);
    // Neither rolls an honor symbol: the unit stays.
    script(s, ...Array<'circle'>(9).fill('circle'));
    const ev = playDragon(s, 'turncoat', 't1');
    expect(s.players.bottom.honor).toBe(2);
    expect(eventsOf(ev, 'dice').map((d) => [d.side, d.faces.length])).toEqual([
      ['bottom', 4],
      ['top', 5],
    ]);
    expect(s.units.t1!.side).toBe('top');
  });

  it('Red Dragon: a symbol the opponent has no unit of does nothing; flags do nothing (003:5705-5713)', () => {
    const s = dragonGame(board([u('b1', 'SSp', '10,10'), u('t1', 'ASp', '11,3'), FAR]));
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'bottom', 'red-dragon');
    playCard(s, 'order-two-center');
    const honor = s.players.top.honor;
    script(s, 'square', 'circle', 'flag');
    playDragon(s, 'red-dragon');
    expect(decision(s).point).toBe('orders');
    expect(s.units.t1!.hex).toBe('11,3');
    expect(s.players.top.honor).toBe(honor);
  });

  it('Rice Famine: a unit whose last block it takes gives its banner (003:5746-5750)', () => {
    const s = dragonGame(board([u('b1', 'SSp', '10,10'), u('t1', 'LI', '11,1', 1), FAR]));
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'bottom', 'rice-famine');
    playCard(s, 'order-two-center');
    // One die for the one green-circle unit: a circle takes its last block.
    script(s, 'circle');
    playDragon(s, 'rice-famine');
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('Sage Advisor (seed 003:5232-5248)', () => {
  it('is played before the card of this turn is discarded, so that card cannot be the one taken back (003:5236-5244)', () => {
    const s = dragonGame(board([u('b1', 'SSp', '10,10'), u('t1', 'ASp', '11,1'), FAR]));
    setHand(s, 'bottom', CENTER_HAND);
    // One card in the discard already, as after a few turns.
    s.commandDiscard.push(s.commandDeck.pop()!);
    giveDragon(s, 'bottom', 'sage-advisor');
    playCard(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    const targets = offers(s, 'sage-advisor').map((a) => a.target as string);
    expect(targets.length).toBeGreaterThan(0);
    expect(s.turnState.card).toMatch(/^order-two-center/);
    expect(targets).not.toContain(s.turnState.card);
  });
});
