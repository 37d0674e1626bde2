// Rules audit, session 15: Honor & Fortune and the Dragon card rules of the Italian Zvezda rules
// (seed 000:97, 509, 537-557, 567-607), played under the 2012 edition with Dragon cards on. The 2012
// card faces are not in the seeds (editions.md §E); the deck is our 38-card ruling (rules-decisions H).

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { buildDragonDeck, dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, playDragon } from '../dragon/kit';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
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

/** A Zvezda game with Dragon cards on (`dragons` dealt each); bottom holds the centre hand. */
function zvezda(spec: BattleSpec, dragons = 0): GameState {
  const s = samuraiBattles.setup(
    {
      scenario: scenario({ ...spec, dragons: { bottom: dragons, top: dragons } }),
      options: { dragonCards: true },
      edition: 'zvezda2012',
    },
    1,
  );
  setHand(s, 'bottom', CENTER_HAND);
  return s;
}
const YARI = facing('ASp', 'ASp');

describe('Dragon cards at setup (seed 000:97)', () => {
  it('the scenario deals each player his Dragon cards from the shuffled deck, kept hidden in hand (seed 000:97)', () => {
    const s = zvezda(YARI, 2);
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expect(s.players.top.dragonHand).toHaveLength(2);
    expect(s.dragonDeck).toHaveLength(38 - 4);
  });
});

describe('the play moments (seed 000:585-603)', () => {
  it.each([
    ['with the Command card (seed 000:589)', 'with-command'],
    ['after the opponent chooses his Command card (seed 000:590)', 'after-opponent-command'],
    ['during movement (seed 000:591)', 'during-movement'],
    ["after an opponent's move (seed 000:592)", 'after-opponent-move'],
    ['when an enemy unit gains ground (seed 000:593)', 'after-opponent-gain-ground'],
    ['before the own roll (seed 000:594-595)', 'before-own-roll'],
    ["before the opponent's roll (seed 000:596)", 'before-opponent-roll'],
    ['after the own roll (seed 000:597)', 'after-own-roll'],
    ["after the opponent's close-combat roll (seed 000:599)", 'after-opponent-close-roll'],
    ["after the opponent's ranged roll (seed 000:600)", 'after-opponent-ranged-roll'],
    ['after a won close combat (seed 000:601)', 'after-successful-close-combat'],
    ['before a battle back (seed 000:602)', 'before-battle-back'],
    ['before a close combat of two leaders (seed 000:603)', 'before-leader-duel'],
  ] as const)('some 2012 card is played %s', (_name, moment) => {
    const deck = buildDragonDeck(undefined, 'zvezda2012');
    expect(deck.some((c) => dragonDef(c).windows.some((w) => w.id === moment))).toBe(true);
  });

  it('every card has its moment: none outside the list, none at the end of the turn (seed 000:575, 585)', () => {
    for (const c of buildDragonDeck(undefined, 'zvezda2012')) {
      const ids = dragonDef(c).windows.map((w) => w.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain('end-of-turn');
    }
  });
});

describe('playing a card (seed 000:573-583, 605-607)', () => {
  it('paid from the reserve when played, or not playable; the tokens lie on the card and go back to the pool at the end of the turn (seed 000:574, 581, 583)', () => {
    const broke = zvezda(YARI);
    giveDragon(broke, 'bottom', 'ashigaru-attack');
    setHonor(broke, 'bottom', 0);
    playCard(broke, 'order-two-center');
    expectAt(broke, 'orders', 'bottom');

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

  it('one card a turn for each player: the active player has no second window (seed 000:605)', () => {
    const s = zvezda(YARI);
    giveDragon(s, 'bottom', 'ashigaru-attack');
    giveDragon(s, 'bottom', 'terrifying-strike');
    playCard(s, 'order-two-center');
    playDragon(s, 'ashigaru-attack');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    expect(eventsOf(ev, 'dice').filter((e) => e.purpose === 'close')).toHaveLength(2);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
  });

  it('two cards in conflict: the later one wins, Cowards after Courage (seed 000:605)', () => {
    const s = zvezda(YARI);
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    giveDragon(s, 'bottom', 'cowards');
    giveDragon(s, 'top', 'courage');
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'window:before-opponent-roll', 'top');
    playDragon(s, 'courage', 't1');
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = playDragon(s, 'cowards', 't1');
    expect(eventsOf(ev, 'flags-ignored')).toEqual([]);
    expectAt(s, 'retreat', 'top');
  });

  it('a card beats the rules but not the board: Katchu Keiba adds 2 hexes, a forest still stops the cavalry (seed 000:607)', () => {
    const s = zvezda({
      units: [
        { id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '16,2' },
      ],
      terrain: { '11,7': 'forest' },
    });
    playCard(s, 'order-two-center');
    order(s, 'c');
    giveDragon(s, 'bottom', 'katchu-keiba');
    playDragon(s, 'katchu-keiba', 'c');
    const reach = () =>
      actionsOf(s, 'move')
        .filter((a) => a.piece === 'c')
        .map((a) => a.to);
    expect(reach()).toContain('12,4');
    act(s, { type: 'move', piece: 'c', to: '11,7' });
    expect(reach()).toEqual([]);
  });
});

describe('Honor & Fortune (seed 000:541-557)', () => {
  it('tokens come from the common pool: close-combat honor symbols, the end-of-turn choice (seed 000:541, 547, 550, 552)', () => {
    const s = zvezda(YARI);
    const pool = s.pool;
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.players.bottom.honor).toBe(7);
    expect(s.pool).toBe(pool - 2);
    endBattles(s);
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(9);
    expect(tokens(s)).toBe(30);
  });

  it('or a Dragon card turned in for 1 token at the end of the turn (seed 000:551)', () => {
    const s = zvezda(YARI);
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    endBattles(s);
    giveDragon(s, 'bottom', 'courage');
    act(s, { type: 'take-honor' });
    const held = s.players.bottom.dragonHand[0]!;
    expect(actionsOf(s, 'discard-dragon').map((a) => a.card)).toContain(held);
    act(s, { type: 'discard-dragon', card: held });
    expect(s.players.bottom.honor).toBe(8);
  });

  it('some Dragon cards bring tokens: Tea Ceremony (seed 000:553)', () => {
    const s = zvezda(YARI);
    giveDragon(s, 'bottom', 'tea-ceremony');
    playCard(s, 'order-two-center');
    script(s, 'honor', 'circle', 'circle', 'circle');
    const before = s.players.bottom.honor;
    playDragon(s, 'tea-ceremony');
    // The card costs nothing; 2 tokens per honor symbol (no camp in this battle).
    expect(s.players.bottom.honor).toBe(before + 2);
  });

  it('an honor symbol rolled outside a battle roll earns nothing: a leader check (seed 000:555)', () => {
    const s = zvezda({ ...YARI, leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] });
    setHonor(s, 'top', 0);
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    script(s, 'triangle', 'circle', 'circle', 'honor', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    expect(rolled(ev, 'leader casualty check')).toEqual([['honor']]);
    expect(s.players.top.honor).toBe(0);
  });

  it('no limit on a reserve, but an empty pool gives nothing (seed 000:557)', () => {
    const s = zvezda(YARI);
    setHonor(s, 'top', 25);
    expect(s.pool).toBe(0);
    playCard(s, 'order-two-center');
    order(s, 'a');
    act(s, { type: 'end-movement' });
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.players.bottom.honor).toBe(5);
    expect(s.players.top.honor).toBe(25);
    endBattles(s);
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(5);
  });
});

describe('lack of honor from a Dragon card (seed 000:493, 507-509)', () => {
  it('the reserve is given up; 4 dice; each unit symbol costs a figure of a unit with it, the owner choosing (seed 000:493, 509)', () => {
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
    script(s, 'square', 'flag', 'honor', 'swords');
    const ev = playDragon(s, 'timid', 'a');
    expect(rolled(ev, 'lack of honor')).toEqual([['square', 'flag', 'honor', 'swords']]);
    expect(s.players.bottom.honor).toBe(0);
    expect(
      actionsOf(s, 'lose-block')
        .map((x) => x.unit)
        .sort(),
    ).toEqual(['a', 'sq']);
  });
});
