// The simulator's invariants (sim/invariants.ts), action checks (sim/actionChecks.ts) and view check
// (sim/viewLeaks.ts) can fail: each
// check is shown a state or an action that breaks it, under the edition whose rule it enforces, and
// stays quiet under the edition where the same thing is legal.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { createGame } from '../../../src/games/samurai-battles/setup';
import { checkAction } from '../../../src/games/samurai-battles/sim/actionChecks';
import { checkInvariants, checkSetup, startOf } from '../../../src/games/samurai-battles/sim/invariants';
import { checkViews, viewsLeaks } from '../../../src/games/samurai-battles/sim/viewLeaks';
import { type Edition, type GameState, SIDES } from '../../../src/games/samurai-battles/types';
import { type GameView, viewOf } from '../../../src/games/samurai-battles/view';
import { loadScenario } from './run';

const fortress = loadScenario('scenarios/test/test-fortress.json');

function game(edition: Edition): GameState {
  return createGame({ scenario: fortress, edition, options: { dragonCards: true } }, 7);
}

/** The violations of a state changed by `change` after the game's start was taken. */
function changed(edition: Edition, change: (s: GameState) => void): string[] {
  const s = game(edition);
  const start = startOf(s);
  change(s);
  return checkInvariants(s, start);
}

const has = (out: string[], text: string) => out.some((m) => m.includes(text));

describe('simulator invariants: states', () => {
  it('a fresh game breaks no invariant under either edition', () => {
    for (const edition of ['gmt2021', 'zvezda2012'] as const) {
      const s = game(edition);
      expect(checkInvariants(s, startOf(s)), edition).toEqual([]);
      expect(checkSetup(s, false), edition).toEqual([]);
    }
  });

  it('bodyguards never outnumber the edition: 3 under Zvezda (seed 000:1017-1044), 4 under GMT (seed 003:162-171)', () => {
    const z = changed('zvezda2012', (s) => {
      s.units['t-BG-1']!.blocks = 4;
    });
    expect(has(z, 'has 4 bodyguards, more than the 3 of Zvezda 2012')).toBe(true);
    const g = changed('gmt2021', (s) => {
      s.units['t-BG-1']!.blocks = 4;
    });
    expect(g).toEqual([]);
  });

  it('Zvezda bodyguards hold their ground (seed 000:1017-1044); GMT ones are not checked for it', () => {
    const move = (s: GameState) => {
      s.units['t-BG-1']!.hex = '12,0';
    };
    expect(has(changed('zvezda2012', move), 'holds ground on 11,1 but stands on 12,0')).toBe(true);
    expect(has(changed('gmt2021', move), 'holds ground')).toBe(false);
  });

  it('an emptied Zvezda camp is gone from the board (seed 002:1098); a GMT tent stays', () => {
    const empty = (s: GameState) => {
      delete s.units['t-BG-1'];
      delete s.leaders['top-commander'];
    };
    expect(has(changed('zvezda2012', empty), 'the top camp 11,1 is empty but still on the board')).toBe(true);
    expect(has(changed('gmt2021', empty), 'camp')).toBe(false);
    const removed = changed('zvezda2012', (s) => {
      empty(s);
      delete s.terrain['11,1'];
    });
    expect(removed).toEqual([]);
  });

  it('only the owner stands on a Zvezda camp, it is impassable (seed 002:1088)', () => {
    const out = changed('zvezda2012', (s) => {
      delete s.units['t-BG-1'];
      s.units['b-SSp-1']!.hex = '11,1';
    });
    expect(has(out, 'unit b-SSp-1 (bottom SSp) stands on the top camp 11,1')).toBe(true);
  });

  it('the state marks exactly the tents with their commander at setup as Zvezda camps', () => {
    const out = changed('zvezda2012', (s) => {
      delete s.terrain['11,1']!.camp;
    });
    expect(out).toEqual(['the top tent 11,1 is not marked as a camp']);
    const gmt = changed('gmt2021', (s) => {
      s.terrain['11,1']!.camp = true;
    });
    expect(gmt).toEqual(['the top tent 11,1 is marked as a camp']);
  });

  it('no piece stands off the board or on a half hex', () => {
    const out = changed('zvezda2012', (s) => {
      s.leaders['top-foot']!.hex = '-1,1';
    });
    expect(has(out, 'leader top-foot stands on -1,1, not a full hex of the board')).toBe(true);
    // Units too, off the board as well as on a half hex (the hex numbering answers for full hexes
    // only; anything else is parsed).
    const units = changed('gmt2021', (s) => {
      s.units['b-SSp-1']!.hex = '23,1';
      s.units['t-BG-1']!.hex = '0,11';
    });
    expect(has(units, 'unit b-SSp-1 stands on 23,1, not a full hex of the board')).toBe(true);
    expect(has(units, 'unit t-BG-1 stands on 0,11, not a full hex of the board')).toBe(true);
  });

  it('one unit and one leader per hex, a leader never with an enemy unit; each check starts afresh', () => {
    const s = game('gmt2021');
    const start = startOf(s);
    const unit = s.units['b-SSp-1']!;
    const leader = s.leaders['top-foot']!;
    const [otherUnit] = Object.values(s.units).filter((u) => u.id !== unit.id && u.side === unit.side);
    const [otherLeader] = Object.values(s.leaders).filter((l) => l.id !== leader.id);
    const was = { unit: unit.hex, leader: leader.hex };
    unit.hex = otherUnit!.hex;
    leader.hex = otherLeader!.hex;
    const out = checkInvariants(s, start);
    expect(has(out, `two units on ${unit.hex}`)).toBe(true);
    expect(has(out, `two leaders on ${leader.hex}`)).toBe(true);
    leader.hex = unit.hex;
    expect(has(checkInvariants(s, start), `leader top-foot shares ${unit.hex} with an enemy unit`)).toBe(
      true,
    );
    // Put back, the next check finds nothing left over from the one before.
    unit.hex = was.unit;
    leader.hex = was.leader;
    expect(checkInvariants(s, start)).toEqual([]);
  });

  it('honor tokens are conserved at 30', () => {
    const out = changed('zvezda2012', (s) => {
      s.players.top.honor += 1;
    });
    expect(has(out, '31 Honor & Fortune tokens instead of 30')).toBe(true);
  });

  it('the Dragon deck is the edition one: 38 cards under Zvezda (seed 002:32), 40 under GMT (seed 003:1907)', () => {
    const z = game('zvezda2012');
    z.dragonDeck.push(z.dragonDeck[0]!);
    expect(checkSetup(z, false)).toEqual(['39 Dragon cards dealt, the Zvezda 2012 deck has 38']);
    expect(checkSetup(z, true)).toEqual([]);
    const g = game('gmt2021');
    expect(startOf(g).dragonTotal).toBe(40);
  });

  it('Zvezda Leadership orders hexes touching the leader only (seed 002:918)', () => {
    // The foot leader's unit at 18,2 and a unit two hexes away (14,2): linked under neither rule.
    const out = changed('zvezda2012', (s) => {
      s.active = 'top';
      s.turnState.effectiveCard = 'leadership';
      const fresh = { moved: 0, moveDone: false, noBattle: false, battled: false };
      s.turnState.ordered = { 't-SSp-1': { ...fresh }, 't-ASp-2': { ...fresh } };
    });
    expect(has(out, 'not all around a leader')).toBe(true);
  });
});

describe('simulator invariants: actions', () => {
  const hold: Action = { type: 'end-battles' };

  it('Zvezda: nobody surrenders except after a duel or seppuku (seed 002:777) or with no card to play', () => {
    const s = game('zvezda2012');
    const events: GameEvent[] = [{ type: 'surrender', side: 'top' }];
    expect(checkAction(s, hold, events)).toEqual([
      'top surrendered without a duel, a seppuku or an empty hand',
    ]);
    const atStart: GameEvent[] = [{ type: 'turn-start', turn: 9, side: 'top' }, ...events];
    expect(checkAction(s, hold, atStart)).toEqual([
      'top surrendered without a duel, a seppuku or an empty hand',
    ]);
    s.players.top.hand = [];
    expect(checkAction(s, hold, atStart)).toEqual([]);
  });

  it('Zvezda: a seppuku that leaves a command of one card ends the game (seed 002:777)', () => {
    const s = game('zvezda2012');
    s.players.top.handSize = 1;
    const events: GameEvent[] = [{ type: 'seppuku', leader: 'top-foot', side: 'top' }];
    expect(checkAction(s, { type: 'seppuku' }, events)).toEqual([
      'top is down to a command of 1 after a duel or seppuku and plays on',
    ]);
  });

  it('GMT: surrender comes only as a turn starts (seed 003:1903-1904)', () => {
    const s = game('gmt2021');
    expect(checkAction(s, hold, [{ type: 'surrender', side: 'top' }])).toEqual([
      'top surrendered outside the start of his turn',
    ]);
    const atStart: GameEvent[] = [
      { type: 'turn-start', turn: 3, side: 'top' },
      { type: 'surrender', side: 'top' },
    ];
    expect(checkAction(s, hold, atStart)).toEqual([]);
  });

  it('lack of honor rolls 4 dice under Zvezda (seed 002:696), 4 + 1 per unpaid token under GMT (seed 003:1716-1721)', () => {
    const roll = (n: number): GameEvent[] => [
      { type: 'lack-of-honor', side: 'top', unpaid: 2 },
      { type: 'dice', side: 'bottom', purpose: 'lack of honor', faces: Array(n).fill('flag'), dice: null },
    ];
    expect(checkAction(game('zvezda2012'), hold, roll(4))).toEqual([]);
    expect(checkAction(game('gmt2021'), hold, roll(6))).toEqual([]);
    expect(has(checkAction(game('gmt2021'), hold, roll(4)), 'rolled 4 dice, GMT 2021 rolls 6')).toBe(true);
  });

  it('a lone leader moves off the board free under Zvezda (seed 002:326-330), for 3 under GMT (seed 003:1104-1108)', () => {
    const events: GameEvent[] = [
      { type: 'honor', side: 'top', delta: -3, reason: 'exit' },
      { type: 'leader-exited', side: 'top', leader: 'top-foot' },
    ];
    const exit: Action = { type: 'exit', piece: 'top-foot' };
    expect(has(checkAction(game('zvezda2012'), exit, events), 'left the board for 3 tokens')).toBe(true);
    expect(checkAction(game('gmt2021'), exit, events)).toEqual([]);
  });

  it('Zvezda bows score nothing at range on a lone leader (seed 002:647-650); GMT bows do (seed 003:1539-1544)', () => {
    const events: GameEvent[] = [
      { type: 'battle', side: 'bottom', unit: 'b-AB-1', target: '18,4', mode: 'ranged' },
      { type: 'hits', target: 'top-foot', hits: 1, flags: 0, swordsIgnored: 0 },
      { type: 'leader-killed', leader: 'top-foot', side: 'top', cause: 'combat' },
    ];
    const fire: Action = { type: 'battle', unit: 'b-AB-1', target: '18,4', mode: 'ranged' };
    expect(checkAction(game('zvezda2012'), fire, events)).toEqual([
      'bow b-AB-1 scored 1 hits at range on the lone leader top-foot',
    ]);
    expect(checkAction(game('gmt2021'), fire, events)).toEqual([]);
  });
  it('an arquebus that moved may not battle under GMT (seed 003:511-514) but may melee under Zvezda (seed 002:396, 477)', () => {
    const moved = (edition: Edition) => {
      const s = game(edition);
      s.turnState.ordered['t-AA-1'] = { moved: 1, moveDone: true, noBattle: false, battled: true };
      return s;
    };
    const melee: GameEvent[] = [
      { type: 'battle', side: 'top', unit: 't-AA-1', target: '9,5', mode: 'close' },
    ];
    const fire: GameEvent[] = [
      { type: 'battle', side: 'top', unit: 't-AA-1', target: '9,7', mode: 'ranged' },
    ];
    const act: Action = { type: 'battle', unit: 't-AA-1', target: '9,5', mode: 'close' };
    expect(checkAction(moved('gmt2021'), act, melee)).toEqual(['AA t-AA-1 battled after moving 1 hexes']);
    expect(checkAction(moved('zvezda2012'), act, melee)).toEqual([]);
    expect(checkAction(moved('zvezda2012'), act, fire)).toEqual(['AA t-AA-1 fired after moving 1 hexes']);
  });

  it('a lone leader retreats off the board only under Zvezda (seed 002:597-605; GMT 003:1638-1639)', () => {
    const events: GameEvent[] = [
      { type: 'retreated', piece: 'top-foot', path: ['18,2', '17,1', '18,0'], blocked: 0 },
      { type: 'honor', side: 'top', delta: -3, reason: 'leader retreat' },
      { type: 'leader-exited', side: 'top', leader: 'top-foot' },
    ];
    const exit: Action = { type: 'exit', piece: 'top-foot' };
    expect(checkAction(game('zvezda2012'), exit, events)).toEqual([]);
    expect(checkAction(game('gmt2021'), exit, events)).toEqual([
      'leader top-foot retreated off the board, GMT 2021 forbids it',
    ]);
  });
  it('bodyguards: no surrender after their commander under Zvezda (seed 000:1040-1044), no ranged target under GMT (seed 003:733)', () => {
    const surrender: GameEvent[] = [{ type: 'bodyguards-surrender', unit: 't-BG-1' }];
    expect(checkAction(game('zvezda2012'), hold, surrender)).toEqual([
      'bodyguards t-BG-1 surrendered, Zvezda 2012 has them fight on',
    ]);
    expect(checkAction(game('gmt2021'), hold, surrender)).toEqual([]);
    const fire: GameEvent[] = [
      { type: 'battle', side: 'bottom', unit: 'b-AB-1', target: '11,1', mode: 'ranged' },
      { type: 'hits', target: 't-BG-1', hits: 1, flags: 0, swordsIgnored: 0 },
    ];
    expect(checkAction(game('gmt2021'), hold, fire)).toEqual(['b-AB-1 fired at the bodyguards t-BG-1']);
    expect(checkAction(game('zvezda2012'), hold, fire)).toEqual([]);
  });

  it('a GMT tent falls only as its captor’s turn starts, and always to his unit in it (seed 003:766-771, 2731-2734, 4019-4021)', () => {
    const s = game('gmt2021');
    const start = startOf(s);
    const fell: GameEvent[] = [{ type: 'tent-captured', side: 'top', by: 'bottom' }];
    s.active = 'bottom';
    const turn: GameEvent = { type: 'turn-start', turn: 4, side: 'bottom' };
    expect(checkAction(s, hold, fell, start)).toEqual(['the top tent 11,1 fell outside the start of a turn']);
    expect(checkAction(s, hold, [turn, ...fell], start)).toEqual([]);
    s.active = 'top';
    expect(checkAction(s, hold, [{ ...turn, side: 'top' }, ...fell], start)).toEqual([
      "the top tent 11,1 fell at the start of a turn not its captor's",
    ]);
    delete s.units['t-BG-1'];
    s.units['b-SSp-1']!.hex = '11,1';
    // At the owner's turn start the enemy unit on the tent takes nothing yet: the owner may answer.
    expect(checkAction(s, hold, [{ ...turn, side: 'top' }], start)).toEqual([]);
    s.active = 'bottom';
    expect(checkAction(s, hold, [turn], start)).toEqual([
      'enemy unit b-SSp-1 holds the top tent 11,1 as its own turn starts',
    ]);
  });

  it('under Zvezda only a tent with its commander at setup is a camp; another keeps the GMT tent rules (lead ruling)', () => {
    const kawagoe = loadScenario('scenarios/battles/kawagoe-castle.json');
    const s = createGame({ scenario: kawagoe, edition: 'zvezda2012' }, 3);
    const start = startOf(s);
    expect(start.camps).toEqual(['11,1']);
    expect(start.tents.map((t) => t.hex).sort()).toEqual(['11,1', '12,10']);
    const enemy = Object.values(s.units).find((u) => u.side === 'top' && u.type !== 'BG')!;
    enemy.hex = '12,10';
    s.active = 'top';
    expect(checkAction(s, hold, [{ type: 'turn-start', turn: 6, side: 'top' }], start)).toEqual([
      `enemy unit ${enemy.id} holds the bottom tent 12,10 as its own turn starts`,
    ]);
    expect(checkInvariants(s, start)).toEqual([]);
  });
});

// checkViews walks what both views share once against both seats' secrets, then each view's own
// parts: a leak must still be found wherever it is, and named for the seat it leaks to only.
describe('simulator invariants: views', () => {
  it('a fresh game leaks nothing to either seat', () => {
    expect(checkViews(game('gmt2021'))).toEqual([]);
  });

  it('a card of the bottom hand on the board (both views share it) leaks to top only', () => {
    const s = game('gmt2021');
    const card = s.players.bottom.hand[0]!;
    (s.units['t-BG-1'] as unknown as Record<string, unknown>).note = card;
    expect(checkViews(s)).toEqual([`top.units.t-BG-1.note names the hidden card ${card}`]);
  });

  it('a deck card in a shared part leaks to both seats; a hidden key is reported for both', () => {
    const s = game('zvezda2012');
    const card = s.commandDeck[0]!;
    s.commandDiscard.push(card);
    (s.victory as unknown as Record<string, unknown>).rng = 1;
    expect(checkViews(s).sort()).toEqual(
      [
        `top.commandDiscard names the hidden card ${card}`,
        `bottom.commandDiscard names the hidden card ${card}`,
        'top.victory.rng is hidden state',
        'bottom.victory.rng is hidden state',
      ].sort(),
    );
  });

  it('a leak in a part each view builds for itself is found in the view that holds it', () => {
    const s = game('gmt2021');
    const card = s.players.top.dragonHand[0]!;
    s.players.top.bannerLog.push({ turn: 1, reason: card });
    // Both views show top's banner log; only bottom may not see top's Dragon card.
    expect(checkViews(s)).toEqual([`bottom.players.top.bannerLog.reason names the hidden card ${card}`]);
  });
});

// The check keeps the secrets' map between calls (made again when a deck or hand changes), looks a
// string up only if a secret has its length (modulo 32), and walks a part only one view has.
describe('simulator invariants: views, what the check keeps and skips', () => {
  it('a card that moves from the deck to a hand between two checks leaks to one seat only', () => {
    const s = game('gmt2021');
    expect(checkViews(s)).toEqual([]);
    const card = s.commandDeck.pop()!;
    s.players.bottom.hand.push(card);
    (s.units['t-BG-1'] as unknown as Record<string, unknown>).note = card;
    expect(checkViews(s)).toEqual([`top.units.t-BG-1.note names the hidden card ${card}`]);
  });

  it('a hand card moved into the deck in place (same sizes) is seen at the next check', () => {
    const s = game('zvezda2012');
    const card = s.players.top.hand[0]!;
    (s.units['t-BG-1'] as unknown as Record<string, unknown>).note = card;
    expect(checkViews(s)).toEqual([`bottom.units.t-BG-1.note names the hidden card ${card}`]);
    // The card takes a deck card's place (now hidden from both seats) and top's hand gets another
    // card in its place (one no map holds: the old map would find nothing in top's own hand).
    s.commandDeck[0] = card;
    s.players.top.hand[0] = 'order-one-left#9';
    expect(checkViews(s).sort()).toEqual(
      [
        `top.units.t-BG-1.note names the hidden card ${card}`,
        `bottom.units.t-BG-1.note names the hidden card ${card}`,
      ].sort(),
    );
  });

  it('a secret card with a name 32 characters longer than another string is still found', () => {
    const s = game('gmt2021');
    // 'top' is 3 long; a secret 35 long shares its length bit and must still be compared exactly.
    const long = `${'x'.repeat(33)}#1`;
    s.players.bottom.hand.push(long);
    expect(checkViews(s)).toEqual([]);
    s.commandDiscard.push(long);
    expect(checkViews(s)).toEqual([`top.commandDiscard names the hidden card ${long}`]);
  });

  it('a part only one view holds is walked for that view (either seat)', () => {
    const s = game('gmt2021');
    const topCard = s.players.top.hand[0]!;
    const bottomCard = s.players.bottom.hand[0]!;
    const [top, bottom] = SIDES.map((side) => viewOf(s, side, { copy: false }));
    const extra = (v: GameView | undefined, value: unknown) => ({ ...v!, extra: value }) as GameView;
    expect(viewsLeaks(s, [top!, extra(bottom, [{ card: topCard }])])).toEqual([
      `bottom.extra.card names the hidden card ${topCard}`,
    ]);
    expect(viewsLeaks(s, [extra(top, bottomCard), bottom!])).toEqual([
      `top.extra names the hidden card ${bottomCard}`,
    ]);
    expect(viewsLeaks(s, [top!, extra(bottom, { rng: 1 })])).toEqual(['bottom.extra.rng is hidden state']);
    // A view's own card is no leak to it.
    expect(viewsLeaks(s, [extra(top, topCard), extra(bottom, bottomCard)])).toEqual([]);
  });
});
