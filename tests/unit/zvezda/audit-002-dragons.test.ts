// Rules audit, session 16: the Dragon card chapter of seed 002 (002:779-863): what a card shows, how
// it is paid, and each of the play moments of the 2012 rules, opened at its moment under the 2012
// rules. The 2012 card faces are not in the seeds: the deck is our 38-card ruling (rules-decisions H).
//
// 002:817 lets a card answer an ordered enemy unit that stays put as well as one that moves. Our
// window opens on a move only; the one card of the deck played at that moment (Insult) cancels a
// move, so a piece that stayed gives it nothing to do (session 16 audit, rules-decisions).

import { describe, expect, it } from 'vitest';
import { buildDragonDeck, dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, offers, playDragon } from '../dragon/kit';
import {
  act,
  actionsOf,
  type BattleSpec,
  expectAt,
  finishEndOfTurn,
  order,
  script,
  setHonor,
} from '../flow/harness';
import { passUntil, piece, reachOf, retreatIfAsked, z2Battle, z2Playing } from './audit-002-kit';
import { attackOn } from './combatKit';

const SN_VS_AY: BattleSpec = {
  units: [piece('a', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'ASp', '11,7')],
};
const BOWS: BattleSpec = { units: [piece('f', 'bottom', 'AB', '10,8'), piece('t', 'top', 'ASp', '10,6')] };

/** Dragon cards on, bottom's `units` ordered by Order Two Center; movement skipped. */
function atBattle(spec: BattleSpec, units: string[]): GameState {
  return z2Battle(spec, units, { dragons: true });
}

describe('what a Dragon card is (seed 002:781-797)', () => {
  it('a hand of Dragon cards has no limit (seed 002:781)', () => {
    const s = atBattle(SN_VS_AY, ['a']);
    for (const id of ['courage', 'cowards', 'ambush', 'revenge', 'timid', 'panic'])
      giveDragon(s, 'bottom', id);
    act(s, { type: 'end-battles' });
    act(s, { type: 'take-dragon' });
    finishEndOfTurn(s);
    expect(s.players.bottom.dragonHand).toHaveLength(7);
    expectAt(s, 'command', 'top');
  });

  it('each card of the deck has a name, a cost, its moment, a target and an effect; some cost nothing (seed 002:783-789)', () => {
    const defs = buildDragonDeck(undefined, 'zvezda2012').map(dragonDef);
    const incomplete = defs.filter(
      (d) => !d.name || !(d.cost >= 0) || d.windows.length === 0 || !d.target || !d.text,
    );
    expect(incomplete.map((d) => d.id)).toEqual([]);
    const free = new Set(defs.filter((d) => d.cost === 0).map((d) => d.id));
    expect([...free].sort()).toEqual(['head-collector', 'tea-ceremony']);
  });

  it('a card that costs nothing is played with an empty reserve (seed 002:786, 795)', () => {
    const s = z2Playing(SN_VS_AY, 'order-two-center', { give: { bottom: ['tea-ceremony'] } });
    setHonor(s, 'bottom', 0);
    expect(offers(s, 'tea-ceremony')).toHaveLength(1);
  });
});

describe('the play moments (seed 002:799-859)', () => {
  it('with your own Command card, in phase 1 (seed 002:803-805)', () => {
    const s = z2Playing(SN_VS_AY, 'order-two-center', { give: { bottom: ['panic'] } });
    expect(offers(s, 'panic')).toHaveLength(1);
  });

  it('when the opponent plays his Command card, in his phase 1 (seed 002:807-809)', () => {
    const s = z2Playing(SN_VS_AY, 'order-two-center', { give: { top: ['white-dragon'] } });
    expectAt(s, 'window:after-opponent-command', 'top');
    expect(offers(s, 'white-dragon')).toHaveLength(1);
  });

  it('during your movement, before one of your units moves (seed 002:811-813)', () => {
    const s = z2Playing(SN_VS_AY, 'order-two-center', { dragons: true });
    order(s, 'a');
    giveDragon(s, 'bottom', 'spirit-of-haya-ji');
    expectAt(s, 'movement', 'bottom');
    expect(offers(s, 'spirit-of-haya-ji').length).toBeGreaterThan(0);
  });

  it("in the opponent's turn, when one of his pieces moves (seed 002:815-817)", () => {
    const s = z2Playing(
      { ...SN_VS_AY, leaders: [{ id: 'L', side: 'bottom', kind: 'foot', hex: '10,8' }] },
      'order-two-center',
      { dragons: true },
    );
    order(s, 'a');
    giveDragon(s, 'top', 'insult');
    act(s, { type: 'move', piece: 'a', to: '9,7' });
    expectAt(s, 'window:after-opponent-move', 'top');
    playDragon(s, 'insult', 'L');
    expect([s.units.a!.hex, s.leaders.L!.hex]).toEqual(['10,8', '10,8']);
  });

  it("in the opponent's turn, when his unit gains ground after a won combat (seed 002:819-821)", () => {
    const s = atBattle(
      { units: [SN_VS_AY.units![0]!, { id: 't', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 }] },
      ['a'],
    );
    giveDragon(s, 'top', 'timid');
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    act(s, { type: 'gain-ground' });
    expectAt(s, 'window:after-opponent-gain-ground', 'top');
  });

  it('before your own roll, ranged or close, or before your battle back (seed 002:823-825)', () => {
    const ranged = atBattle(BOWS, ['f']);
    giveDragon(ranged, 'bottom', 'cowards');
    act(ranged, attackOn('f', '10,6', 'ranged'));
    expectAt(ranged, 'window:before-own-roll', 'bottom');

    const back = atBattle(SN_VS_AY, ['a']);
    giveDragon(back, 'top', 'cowards');
    script(back, 'circle', 'circle', 'circle', 'circle');
    act(back, attackOn('a', '11,7'));
    // Top passes while bottom is about to roll, then is asked again before its own battle back roll.
    passUntil(back, 'window:before-own-roll');
    expectAt(back, 'window:before-own-roll', 'top');
  });

  it('before your own close-combat roll only: a close-combat card is not offered before a volley (seed 002:827-829)', () => {
    const ranged = atBattle(BOWS, ['f']);
    giveDragon(ranged, 'bottom', 'terrifying-strike');
    act(ranged, attackOn('f', '10,6', 'ranged'));
    expect(offers(ranged, 'terrifying-strike')).toEqual([]);

    const close = atBattle(SN_VS_AY, ['a']);
    giveDragon(close, 'bottom', 'terrifying-strike');
    act(close, attackOn('a', '11,7'));
    expectAt(close, 'window:before-own-roll', 'bottom');
    expect(offers(close, 'terrifying-strike').length).toBeGreaterThan(0);
  });

  it("before the opponent's close-combat roll: his attack in his turn, his battle back in yours (seed 002:831-833)", () => {
    const attack = atBattle(SN_VS_AY, ['a']);
    giveDragon(attack, 'top', 'ambush');
    act(attack, attackOn('a', '11,7'));
    expectAt(attack, 'window:before-opponent-roll', 'top');
    expect(offers(attack, 'ambush').length).toBeGreaterThan(0);

    const back = atBattle(SN_VS_AY, ['a']);
    giveDragon(back, 'bottom', 'courage');
    script(back, 'circle', 'circle', 'circle', 'circle');
    act(back, attackOn('a', '11,7'));
    expectAt(back, 'window:before-opponent-roll', 'bottom');
    expect(offers(back, 'courage').length).toBeGreaterThan(0);
  });

  it('after your own close-combat roll, attacking or battling back (seed 002:835-837)', () => {
    const s = atBattle(SN_VS_AY, ['a']);
    giveDragon(s, 'bottom', 'spirit-of-kishijoten');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'window:after-own-roll', 'bottom');

    const back = atBattle(SN_VS_AY, ['a']);
    giveDragon(back, 'top', 'spirit-of-kishijoten');
    script(back, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(back, attackOn('a', '11,7'));
    passUntil(back, 'window:after-own-roll');
    expectAt(back, 'window:after-own-roll', 'top');
  });

  it("after the opponent's close-combat roll, his attack or his battle back (seed 002:839-841)", () => {
    const s = atBattle({ ...SN_VS_AY, leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] }, [
      'a',
    ]);
    giveDragon(s, 'top', 'brave-leader');
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'window:after-opponent-close-roll', 'top');
  });

  it("after the opponent's volley at one of your units (seed 002:843-845)", () => {
    const s = atBattle(BOWS, ['f']);
    giveDragon(s, 'top', 'bullet-proof-armor');
    script(s, 'triangle', 'circle');
    act(s, attackOn('f', '10,6', 'ranged'));
    expectAt(s, 'window:after-opponent-ranged-roll', 'top');
  });

  it('in your turn, after one of your units won its attack (seed 002:847-849)', () => {
    const s = atBattle(
      { units: [SN_VS_AY.units![0]!, { id: 't', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 }] },
      ['a'],
    );
    giveDragon(s, 'bottom', 'legendary-combat');
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'window:after-successful-close-combat', 'bottom');
  });

  it("in the opponent's turn, before your battle back is rolled (seed 002:851-853)", () => {
    const s = atBattle(SN_VS_AY, ['a']);
    giveDragon(s, 'top', 'revenge');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    passUntil(s, 'window:before-battle-back');
    expectAt(s, 'window:before-battle-back', 'top');
    expect(offers(s, 'revenge').length).toBeGreaterThan(0);
  });
});

describe('cards in conflict (seed 002:861-863)', () => {
  it('the later card wins: Cowards played after Courage drives the target of a volley back (seed 002:861)', () => {
    const s = atBattle(BOWS, ['f']);
    giveDragon(s, 'top', 'courage');
    giveDragon(s, 'bottom', 'cowards');
    act(s, attackOn('f', '10,6', 'ranged'));
    expectAt(s, 'window:before-opponent-roll', 'top');
    playDragon(s, 'courage', 't');
    expectAt(s, 'window:before-own-roll', 'bottom');
    script(s, 'flag', 'circle');
    playDragon(s, 'cowards', 't');
    expect(actionsOf(s, 'ignore-flags').filter((a) => a.count > 0)).toEqual([]);
    retreatIfAsked(s);
    expect(s.units.t!.hex).not.toBe('10,6');
  });

  it('a card beats the rules, not the ground: Move Like the Wind adds a hex, a forest still stops the yari (seed 002:863)', () => {
    const spec: BattleSpec = {
      units: [{ id: 'y', side: 'bottom', type: 'ASp', hex: '12,8' }],
      terrain: { '12,6': 'forest' },
    };
    const s = z2Playing(spec, 'order-two-center', { give: { bottom: ['move-like-the-wind'] } });
    playDragon(s, 'move-like-the-wind');
    order(s, 'y');
    expect(reachOf(s, 'y')).toContain('11,5');
    act(s, { type: 'move', piece: 'y', to: '12,6' });
    expect(reachOf(s, 'y')).toEqual([]);
  });
});
