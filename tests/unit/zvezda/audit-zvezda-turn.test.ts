// Rules audit, session 14 (see audit-zvezda.test.ts): Zvezda 2012 Honor & Fortune and the Dragon card
// rules no test named yet, played under the 2012 edition with Dragon cards on. Seed 002: where tokens
// come from and the empty pool 759-767, paying for and playing Dragon cards 793-801, the card deck
// running out 745.

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, playDragon } from '../dragon/kit';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  decision,
  endBattles,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  order,
  playCard,
  rolled,
  scenario,
  script,
  setHand,
  setHonor,
  tokens,
} from '../flow/harness';
import { attackOn, facing } from './combatKit';

/** A Zvezda game with Dragon cards on, none dealt; bottom holds the centre hand. */
function zvezda(spec: BattleSpec): GameState {
  const s = samuraiBattles.setup(
    { scenario: scenario(spec), options: { dragonCards: true }, edition: 'zvezda2012' },
    1,
  );
  setHand(s, 'bottom', CENTER_HAND);
  return s;
}
const DUEL = facing('SSp', 'ASp');
/** Yari against yari: Ashigaru Attack has a unit to help. */
const YARI = facing('ASp', 'ASp');

describe('Honor & Fortune (seed 002:753-767)', () => {
  it('with the common pool empty, honor symbols and the end-of-turn choice bring nothing (seed 002:767)', () => {
    const s = zvezda(DUEL);
    setHonor(s, 'top', 25);
    expect(s.pool).toBe(0);
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    // Two honor symbols for the samurai, then a miss in the battle back.
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.players.bottom.honor).toBe(5);
    endBattles(s);
    expectAt(s, 'replenish', 'bottom');
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(5);
    expect(tokens(s)).toBe(30);
  });

  it('the honor symbol of a leader check earns nothing (seed 002:765)', () => {
    const s = zvezda({ ...DUEL, leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] });
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    // One triangle hit; the 1-die check shows honor; no token for either side from it.
    script(s, 'triangle', 'circle', 'circle', 'circle', 'honor');
    act(s, attackOn('a', '11,7'));
    if (decision(s).point === 'inspire') {
      script(s, 'circle', 'circle', 'circle');
      const ev = act(s, { type: 'no-inspire' });
      expect(rolled(ev, 'leader casualty check')).toEqual([]);
    }
    expect(s.players.top.honor).toBe(5);
    expect(s.players.bottom.honor).toBe(5);
  });
});

describe('playing Dragon cards (seed 002:793-801)', () => {
  it('a card is paid in full when played, or it cannot be played (seed 002:786, 795)', () => {
    const s = zvezda(YARI);
    giveDragon(s, 'bottom', 'ashigaru-attack');
    setHonor(s, 'bottom', 0);
    playCard(s, 'order-two-center');
    // Ashigaru Attack costs 1: with no token its window does not even open.
    expectAt(s, 'orders', 'bottom');
  });

  it('the tokens paid lie on the card until the end of the turn, then go back to the pool with the card discarded (seed 002:793)', () => {
    const s = zvezda(YARI);
    const card = giveDragon(s, 'bottom', 'ashigaru-attack');
    playCard(s, 'order-two-center');
    playDragon(s, 'ashigaru-attack');
    expect(s.dragonInPlay).toEqual([{ side: 'bottom', card, tokens: 1 }]);
    expect(s.players.bottom.honor).toBe(4);
    order(s, 'a');
    act(s, { type: 'end-movement' });
    endBattles(s);
    finishEndOfTurn(s);
    expect(s.dragonInPlay).toEqual([]);
    expect(s.dragonDiscard).toContain(card);
    expect(tokens(s)).toBe(30);
  });

  it('one card in his own turn: after one with the Command card, none before his roll (seed 002:801)', () => {
    const s = zvezda(YARI);
    giveDragon(s, 'bottom', 'ashigaru-attack');
    giveDragon(s, 'bottom', 'terrifying-strike');
    playCard(s, 'order-two-center');
    playDragon(s, 'ashigaru-attack');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    // The attack rolls at once: no window for Terrifying Strike.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    expect(eventsOf(ev, 'dice').filter((e) => e.purpose === 'close')).toHaveLength(2);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
  });

  it('and one in the opponent’s turn, his own to play whatever the active player did (seed 002:801)', () => {
    const s = zvezda(YARI);
    giveDragon(s, 'bottom', 'ashigaru-attack');
    giveDragon(s, 'top', 'courage');
    playCard(s, 'order-two-center');
    playDragon(s, 'ashigaru-attack');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    act(s, attackOn('a', '11,7'));
    // Top answers before the roll with Courage, its one card of this turn.
    expectAt(s, 'window:before-opponent-roll', 'top');
    script(s, 'flag', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    playDragon(s, 'courage', 't1');
    expect(s.dragonInPlay.map((d) => d.side)).toEqual(['bottom', 'top']);
  });
});

describe('lack of honor from a Dragon card (seed 002:689-695, 713-718)', () => {
  it('the reserve is given up and 4 dice are rolled; each unit symbol costs a figure of a unit with it, the owner picks which; swords, flags and honor nothing (seed 002:695-696, 717-718)', () => {
    const s = zvezda({
      units: [
        { id: 'a', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 'sq', side: 'bottom', type: 'SSp', hex: '2,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
        { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
      ],
      honor: { bottom: 1 },
    });
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    giveDragon(s, 'top', 'timid');
    act(s, { type: 'gain-ground' });
    // Timid costs bottom 2 tokens; he has 1: it is given up, and 4 dice follow (no extra die in 2012).
    script(s, 'square', 'flag', 'honor', 'swords');
    const ev = playDragon(s, 'timid', 'a');
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'bottom', unpaid: 1 }]);
    expect(rolled(ev, 'lack of honor')).toEqual([['square', 'flag', 'honor', 'swords']]);
    expect(s.players.bottom.honor).toBe(0);
    // Two square units: the owner chooses which one loses the figure.
    const choices = actionsOf(s, 'lose-block').map((x) => x.unit);
    expect(choices.sort()).toEqual(['a', 'sq']);
    act(s, { type: 'lose-block', unit: 'sq' });
    expect(s.units.sq!.blocks).toBe(3);
    expect(s.units.a!.blocks).toBe(4);
  });
});
