// The Zvezda 2012 end of the turn (seed 002:739-747; seed 000:531-535; seed 004:459-469): draw a
// Command card, take a Dragon card or 2 tokens, and with no Dragon card played discard one for a
// token. The GMT limits that Zvezda does not have, and the start of the next turn (no camp capture).

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { GameOptions, GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, passWindows, playDragon } from '../dragon/kit';
import {
  act,
  type BattleSpec,
  commandCards,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  order,
  playCard,
  scenario,
  script,
  setHand,
} from '../flow/harness';

const ARMY: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
  ],
};
const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

function game(
  spec: BattleSpec,
  edition: GameState['edition'],
  options: Partial<GameOptions> = {},
): GameState {
  return samuraiBattles.setup(
    { scenario: scenario(spec), options: { dragonCards: true, ...options }, edition },
    1,
  );
}

/** Bottom plays Order Two Center, orders b1 and stops at the Dragon card / tokens choice. */
function toReplenish(s: GameState): void {
  setHand(s, 'bottom', HAND);
  playCard(s, 'order-two-center');
  passWindows(s);
  order(s, 'b1');
  endMovement(s);
  endBattles(s);
  passWindows(s);
  expectAt(s, 'replenish', 'bottom');
}

describe('Zvezda end of turn', () => {
  it('draws 1 Command card, then offers 1 Dragon card or 2 tokens (seed 002:741-743; seed 000:533)', () => {
    const s = game(ARMY, 'zvezda2012');
    toReplenish(s);
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(expectAt(s, 'replenish', 'bottom')).toEqual([{ type: 'take-dragon' }, { type: 'take-honor' }]);
    const honor = s.players.bottom.honor;
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(honor + 2);
    expectAt(s, 'command', 'top');
  });

  it('the Dragon card just drawn may itself be discarded for 1 token: no "drawn this turn" bar (seed 002:745; seed 000:533)', () => {
    const s = game({ ...ARMY, dragons: { bottom: 1 } }, 'zvezda2012');
    const held = [...s.players.bottom.dragonHand];
    toReplenish(s);
    const drawn = s.dragonDeck[s.dragonDeck.length - 1]!;
    act(s, { type: 'take-dragon' });
    expect(expectAt(s, 'discard-dragon', 'bottom')).toEqual([
      { type: 'keep-dragons' },
      ...[...held, drawn].map((card) => ({ type: 'discard-dragon', card })),
    ]);
    const honor = s.players.bottom.honor;
    act(s, { type: 'discard-dragon', card: drawn });
    expect(s.players.bottom.honor).toBe(honor + 1);
    expect(s.dragonDiscard).toEqual([drawn]);
    expect(s.players.bottom.dragonHand).toEqual(held);
  });

  it('with a single Dragon card, the one just drawn, the discard is still offered (seed 002:745)', () => {
    const s = game(ARMY, 'zvezda2012');
    toReplenish(s);
    act(s, { type: 'take-dragon' });
    const [drawn] = s.players.bottom.dragonHand;
    expect(expectAt(s, 'discard-dragon', 'bottom')).toEqual([
      { type: 'keep-dragons' },
      { type: 'discard-dragon', card: drawn },
    ]);
    act(s, { type: 'keep-dragons' });
    expectAt(s, 'command', 'top');
  });

  it('only one Dragon card may be turned in (seed 002:745 "only one"; seed 000:533; seed 004:463)', () => {
    const s = game({ ...ARMY, dragons: { bottom: 3 } }, 'zvezda2012');
    toReplenish(s);
    act(s, { type: 'take-honor' });
    const card = s.players.bottom.dragonHand[0]!;
    act(s, { type: 'discard-dragon', card });
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expectAt(s, 'command', 'top');
  });

  it('after playing a Dragon card: still the card or 2 tokens, but no discard (seed 002:742-745; seed 000:533)', () => {
    const s = game({ ...ARMY, dragons: { bottom: 1 } }, 'zvezda2012');
    setHand(s, 'bottom', HAND);
    const tea = giveDragon(s, 'bottom', 'tea-ceremony');
    playCard(s, 'order-two-center');
    // Tea Ceremony (cost 0): one die per card of the command, 4.
    script(s, 'circle', 'circle', 'circle', 'circle');
    playDragon(s, 'tea-ceremony');
    passWindows(s);
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    passWindows(s);
    expect(expectAt(s, 'replenish', 'bottom')).toEqual([{ type: 'take-dragon' }, { type: 'take-honor' }]);
    act(s, { type: 'take-dragon' });
    // Two Dragon cards in hand, yet no discard: straight to the opponent's turn.
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expectAt(s, 'command', 'top');
    expect(s.dragonDiscard).toContain(tea);
  });

  it('the played Command card is discarded before the draw, as in GMT (Zvezda names no moment: seed 002:743; seed 000:533)', () => {
    const s = game(ARMY, 'zvezda2012', { dragonCards: false });
    setHand(s, 'bottom', HAND);
    // Empty deck and discard: the rest of the cards wait in the opponent's hand.
    s.players.top.hand.push(...s.commandDeck.splice(0));
    s.players.top.hand.push(...s.commandDiscard.splice(0));
    const played = s.players.bottom.hand[0]!;
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = [...endMovement(s), ...endBattles(s)];
    // The only card to reshuffle is the one just played: it comes straight back.
    expect(eventsOf(ev, 'reshuffled')).toEqual([{ type: 'reshuffled', deck: 'command' }]);
    expect(s.players.bottom.hand).toContain(played);
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(commandCards(s)).toBe(60);
  });
});

describe('GMT end of turn is unchanged', () => {
  it('the Dragon card drawn at the end of the turn may not be discarded that turn (seed 003:1825-1826)', () => {
    const s = game({ ...ARMY, dragons: { bottom: 1 } }, 'gmt2021');
    const held = [...s.players.bottom.dragonHand];
    toReplenish(s);
    act(s, { type: 'take-dragon' });
    expect(expectAt(s, 'discard-dragon', 'bottom')).toEqual([
      { type: 'keep-dragons' },
      ...held.map((card) => ({ type: 'discard-dragon', card })),
    ]);
  });
});

describe('start of the next turn', () => {
  // A bottom unit already stands on the top army's command tent / camp hex.
  const ON_TENT: BattleSpec = {
    terrain: { '10,0': { t: 'tent', side: 'top' } },
    units: [
      { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,0' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '20,2' },
    ],
  };

  it('Zvezda: a tent with no commander at setup is no camp and is captured at the start of a turn as under GMT (seed 000:1017-1019; seed 003:766-771; rules-decisions H)', () => {
    const s = game(ON_TENT, 'zvezda2012', { dragonCards: false });
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
    expect(s.players.top.handSize).toBe(3);
  });

  it('GMT: the same position captures the tent at the start of the very first turn (seed 003:766-771)', () => {
    const s = game(ON_TENT, 'gmt2021', { dragonCards: false });
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
    expect(s.players.top.handSize).toBe(3);
  });
});
