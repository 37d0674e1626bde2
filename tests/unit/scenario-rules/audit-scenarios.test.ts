// Session 14 audit: the playable GMT battlefields against their battle notes in seed 003
// (2460-4110). Each file is loaded from scenarios/ as the app ships it and set up as a game; the
// test checks what the notes print (hands, Dragon cards, tokens, who moves first, banners) and the
// special rules the engine applies, on the battle's own map.

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  leaderAt,
  movePiece,
  removeLeader,
  removeUnit,
  unitAt,
} from '../../../src/games/samurai-battles/board/occupancy';
import { effectiveTerrain } from '../../../src/games/samurai-battles/data/terrain';
import type { Ctx } from '../../../src/games/samurai-battles/flow/context';
import {
  drawsCommandCard,
  scenarioRulesAtTurnEnd,
  scenarioRulesAtTurnStart,
  scenarioRulesImmediate,
} from '../../../src/games/samurai-battles/flow/scenarioRules';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { loadScenarioFile } from '../../../src/games/samurai-battles/scenario/load-file';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { passTurn, setHand } from '../flow/harness';

const DIR = resolve(__dirname, '../../../scenarios');

function load(file: string): ScenarioV1 {
  const r = loadScenarioFile(resolve(DIR, file));
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => p.message).join('; ')}`);
  return r.scenario;
}

function start(file: string, dragonCards = true): { state: GameState; ctx: Ctx } {
  const state = samuraiBattles.setup({ scenario: load(file), options: { dragonCards } }, 3);
  return { state, ctx: { state, events: [] } };
}

/** Moves a unit through the board index, after clearing whatever stands in the hex. */
function put(state: GameState, id: string, hex: string): void {
  const there = unitAt(state, hex);
  if (there && there.id !== id) removeUnit(state, there.id);
  const l = leaderAt(state, hex);
  if (l) removeLeader(state, l.id);
  movePiece(state, state.units[id]!, hex);
}

interface Army {
  command: number;
  dragons: number;
  honor: number;
}
interface Notes {
  file: string;
  lines: string;
  top: Army;
  bottom: Army;
  /** Who the notes say moves first; null when a roll decides (Anegawa). */
  first: Side | null;
  banners: number;
}

const a = (command: number, dragons: number, honor: number): Army => ({ command, dragons, honor });

// What each battle's notes print; the army listed first is `top` (rules-decisions F).
const BATTLES: Notes[] = [
  {
    file: 'intro-skirmish.json',
    lines: '003:2465-2495',
    top: a(5, 3, 5),
    bottom: a(5, 3, 5),
    first: 'top',
    banners: 5,
  },
  {
    file: 'battles/kawagoe-castle.json',
    lines: '003:2782-2823',
    top: a(4, 1, 4),
    bottom: a(6, 2, 9),
    first: 'bottom',
    banners: 5,
  },
  // The Imagawa start with 2 cards (2907, 2931); the hand grows later (tested below).
  {
    file: 'battles/okehazama.json',
    lines: '003:2896-2933',
    top: a(2, 3, 5),
    bottom: a(5, 3, 6),
    first: 'bottom',
    banners: 5,
  },
  {
    file: 'battles/kawanakajima-command-tent.json',
    lines: '003:3022-3061',
    top: a(5, 3, 6),
    bottom: a(5, 3, 7),
    first: 'top',
    banners: 6,
  },
  {
    file: 'battles/anegawa.json',
    lines: '003:3306-3346',
    top: a(5, 4, 3),
    bottom: a(5, 3, 3),
    first: null,
    banners: 5,
  },
  {
    file: 'battles/mikata-ga-hara.json',
    lines: '003:3424-3464',
    top: a(5, 3, 5),
    bottom: a(6, 3, 7),
    first: 'top',
    banners: 7,
  },
  {
    file: 'battles/nagashino-center.json',
    lines: '003:3592-3630',
    top: a(5, 5, 7),
    bottom: a(5, 2, 4),
    first: 'top',
    banners: 7,
  },
  {
    file: 'battles/tedorigawa.json',
    lines: '003:3710-3754',
    top: a(5, 3, 7),
    bottom: a(6, 2, 4),
    first: 'top',
    banners: 7,
  },
  {
    file: 'battles/okitanawate.json',
    lines: '003:3755-3789',
    top: a(5, 3, 7),
    bottom: a(6, 2, 4),
    first: 'top',
    banners: 5,
  },
  {
    file: 'battles/takakura.json',
    lines: '003:3790-3833',
    top: a(5, 3, 7),
    bottom: a(5, 3, 7),
    first: 'bottom',
    banners: 9,
  },
  {
    file: 'battles/sekigahara-sasao.json',
    lines: '003:3948-3984',
    top: a(6, 3, 6),
    bottom: a(4, 2, 6),
    first: 'bottom',
    banners: 5,
  },
];

describe('the battle notes of each playable GMT battlefield, as set up', () => {
  for (const b of BATTLES) {
    it(`${b.file}: hands, Dragon cards, tokens, first player and banners (seed ${b.lines})`, () => {
      const { state } = start(b.file);
      for (const side of ['top', 'bottom'] as const) {
        const p = state.players[side];
        expect({
          side,
          command: p.handSize,
          hand: p.hand.length,
          dragons: p.dragonHand.length,
          honor: p.honor,
        }).toEqual({
          side,
          command: b[side].command,
          hand: b[side].command,
          dragons: b[side].dragons,
          honor: b[side].honor,
        });
      }
      if (b.first) expect(state.active).toBe(b.first);
      else expect(state.active).toBe(state.firstRoll!.first);
      expect(state.victory.banners).toBe(b.banners);
    });
  }

  it('the three test maps are our own and carry no battle notes', () => {
    for (const f of ['test/test-duel.json', 'test/test-skirmish.json', 'test/test-fortress.json']) {
      expect(load(f).source).toBeUndefined();
    }
  });
});

describe('command tents (seed 003:766-771 and the notes)', () => {
  it('Kawagoe: a tent taken is worth 3 banners and costs its owner a random Command card for good (seed 003:2814-2817)', () => {
    const { state } = start('battles/kawagoe-castle.json');
    expect(state.victory.tentBanners).toEqual({ top: 3, bottom: 3 });
    expect(state.terrain['12,10']).toMatchObject({ t: 'tent', side: 'bottom' });
  });

  it('Kawanakajima and Mikata-ga-hara: both tents are worth 3 (seed 003:3051-3054, 3454-3457)', () => {
    for (const f of ['battles/kawanakajima-command-tent.json', 'battles/mikata-ga-hara.json']) {
      expect(start(f).state.victory.tentBanners).toEqual({ top: 3, bottom: 3 });
    }
  });

  it('Okehazama: an Oda unit in the Imagawa tent wins at once (seed 003:2926)', () => {
    const { state, ctx } = start('battles/okehazama.json');
    const oda = Object.values(state.units).find((u) => u.side === 'bottom')!;
    put(state, oda.id, '12,2');
    scenarioRulesImmediate(ctx);
    expect(state.winner).toBe('bottom');
  });
});

describe('hand sizes that change in play', () => {
  it('Okehazama: the Imagawa hand grows by one after each of their turns, to 5 after the third (seed 003:2907, 2931-2933)', () => {
    const { state, ctx } = start('battles/okehazama.json');
    state.active = 'top';
    const sizes: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      scenarioRulesAtTurnEnd(ctx);
      sizes.push(state.players.top.handSize);
    }
    expect(sizes).toEqual([3, 4, 5, 5]);
    expect(state.players.top.hand).toHaveLength(5);
    // The Oda hand never changes.
    state.active = 'bottom';
    scenarioRulesAtTurnEnd(ctx);
    expect(state.players.bottom.handSize).toBe(5);
  });

  it('Takakura: the castle taken costs the Date a random card for good and gives the Allies a banner, once (seed 003:3821-3822, 3828)', () => {
    const { state, ctx } = start('battles/takakura.json');
    const ally = Object.values(state.units).find((u) => u.side === 'bottom')!;
    put(state, ally.id, '3,3');
    scenarioRulesImmediate(ctx);
    expect(state.players.top.handSize).toBe(4);
    expect(state.players.top.hand).toHaveLength(4);
    expect(state.players.bottom.banners).toBe(1);
    // Out and back in: a permanent banner is neither lost nor gained again.
    put(state, ally.id, '1,9');
    scenarioRulesImmediate(ctx);
    put(state, ally.id, '3,3');
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(1);
    expect(state.players.top.handSize).toBe(4);
  });

  it('Takakura: the village of Arai (either hex) and the Hitotori bridge give a banner each, once (seed 003:3824-3828)', () => {
    const { state, ctx } = start('battles/takakura.json');
    const [u1, u2] = Object.values(state.units).filter((u) => u.side === 'bottom');
    put(state, u1!.id, '20,2');
    put(state, u2!.id, '11,5');
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(2);
    put(state, u1!.id, '18,2');
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(2);
    // Neither costs the Date a card: only the castle does.
    expect(state.players.top.handSize).toBe(5);
  });
});

describe('Tedorigawa (seed 003:3740-3754)', () => {
  // The map starts four Oda units on the Uesugi bank (row 5); `bank` leaves exactly n there.
  const REARGUARD = ['5,5', '9,5', '13,5', '17,5'];
  const bank = (state: GameState, n: number) => {
    const ids = REARGUARD.map((h) => unitAt(state, h)?.id ?? '');
    if (ids.includes('')) throw new Error('call bank() once per game');
    ids.forEach((id, i) => {
      if (i >= n) movePiece(state, state.units[id]!, `${1 + 2 * i},9`);
    });
  };

  it('the Oda draw no Command card unless 3 of their units stand on the Uesugi bank (3750-3752)', () => {
    const { state } = start('battles/tedorigawa.json');
    bank(state, 2);
    expect(drawsCommandCard(state, 'bottom')).toBe(false);
    expect(drawsCommandCard(state, 'top')).toBe(true);
    const three = start('battles/tedorigawa.json').state;
    bank(three, 3);
    expect(drawsCommandCard(three, 'bottom')).toBe(true);
  });

  it('the Oda gain a banner at the start of their turn with 3 units on the Uesugi bank (3744-3745)', () => {
    const two = start('battles/tedorigawa.json');
    two.state.active = 'bottom';
    bank(two.state, 2);
    scenarioRulesAtTurnStart(two.ctx);
    expect(two.state.players.bottom.banners).toBe(0);
    const three = start('battles/tedorigawa.json');
    three.state.active = 'bottom';
    bank(three.state, 3);
    scenarioRulesAtTurnStart(three.ctx);
    expect(three.state.players.bottom.banners).toBe(1);
  });

  it('the Uesugi gain a banner from their second turn on while no Oda unit is on their bank (3740-3742)', () => {
    const { state, ctx } = start('battles/tedorigawa.json');
    bank(state, 0);
    state.active = 'top';
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.top.banners).toBe(0);
    state.history.push({
      turn: 1,
      side: 'top',
      banners: { top: 0, bottom: 0 },
      honor: { top: 7, bottom: 4 },
    });
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.top.banners).toBe(1);
    // One Oda unit back on the bank: no banner.
    movePiece(state, state.units[unitAt(state, '1,9')!.id]!, '5,5');
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.top.banners).toBe(1);
  });

  it('the river is fordable everywhere and a unit entering it stops (3754, 2158-2159)', () => {
    const { state } = start('battles/tedorigawa.json');
    const river = effectiveTerrain(state, '10,6');
    expect(river.impassable).toEqual({ infantry: false, cavalry: false });
    expect(river.stopsMovement).toBe(true);
  });
});

describe('rivers and fences on the battle maps', () => {
  it('Kawanakajima: the Chikumagawa may be crossed only at its fords (seed 003:3061, 2153)', () => {
    const { state } = start('battles/kawanakajima-command-tent.json');
    expect(state.options.riverFordable).toBe(false);
    expect(effectiveTerrain(state, '13,1').impassable).toEqual({ infantry: true, cavalry: true });
  });

  it('Anegawa, Nagashino, Takakura, Sekigahara: the river is fordable along its length (seed 003:3346, 3630, 3833, 3984)', () => {
    for (const [f, hex] of [
      ['battles/anegawa.json', '1,5'],
      ['battles/nagashino-center.json', '1,5'],
      ['battles/takakura.json', '1,5'],
      ['battles/sekigahara-sasao.json', '1,5'],
    ] as const) {
      const { state } = start(f);
      expect(state.terrain[hex]!.t).toBe('river');
      expect(effectiveTerrain(state, hex).impassable).toEqual({ infantry: false, cavalry: false });
    }
  });

  it('Anegawa: the fords restrict neither movement nor battle (seed 003:3346, 2169-2172)', () => {
    const { state } = start('battles/anegawa.json');
    const ford = Object.entries(state.terrain).find(([, c]) => c.t === 'ford')![0];
    expect(effectiveTerrain(state, ford).stopsMovement).toBe(false);
  });

  it('Nagashino, Okitanawate, Sekigahara: every fence counts as a palisade (seed 003:3628, 3789, 3982)', () => {
    for (const f of [
      'battles/nagashino-center.json',
      'battles/okitanawate.json',
      'battles/sekigahara-sasao.json',
    ]) {
      const file = load(f);
      const fences = file.terrain.filter((t) => t.t === 'fence').map((t) => t.hex);
      expect(fences.length).toBeGreaterThan(0);
      const { state } = start(f);
      for (const h of fences) expect(state.terrain[h]!.t).toBe('palisade');
    }
  });

  it('battles with no river rule keep their fences (Kawagoe, Takakura: seed 003:2823, 3833)', () => {
    for (const f of ['battles/kawagoe-castle.json', 'battles/takakura.json']) {
      const { state } = start(f);
      expect(Object.values(state.terrain).some((c) => c.t === 'fence')).toBe(true);
    }
  });
});

describe('Nagashino: the Order One banner (seed 003:3622-3624)', () => {
  const played = (state: GameState, ctx: Ctx, card: string, effective = card.split('#')[0]!) => {
    state.turnState.card = card;
    state.turnState.effectiveCard = effective;
    scenarioRulesAtTurnEnd(ctx);
  };

  it('an Order One card of any section gives the Oda-Tokugawa a banner at the end of the turn, never the seventh', () => {
    const { state, ctx } = start('battles/nagashino-center.json');
    state.active = 'top';
    for (const card of ['order-one-left#1', 'order-one-center#1', 'order-one-right#1'])
      played(state, ctx, card);
    expect(state.players.top.banners).toBe(3);
    played(state, ctx, 'order-two-left#1');
    expect(state.players.top.banners).toBe(3);
    state.players.top.banners = 6;
    played(state, ctx, 'order-one-left#1');
    expect(state.players.top.banners).toBe(6);
    // The Takeda earn nothing by it.
    state.active = 'bottom';
    played(state, ctx, 'order-one-left#2');
    expect(state.players.bottom.banners).toBe(0);
  });

  it('a Counter-attack that became a copy of an Order One card counts as one (seed 003:4362-4372)', () => {
    // Without Dragon cards, so that no answer to the card stops the turn.
    const { state } = start('battles/nagashino-center.json', false);
    expect(state.active).toBe('top');
    state.players.bottom.lastCard = 'order-one-left';
    setHand(state, 'top', [
      'counter-attack',
      'order-two-left',
      'order-two-right',
      'flank-attack',
      'cranes-wing',
    ]);
    passTurn(state, 'counter-attack');
    expect(state.players.top.banners).toBe(1);
    // With nothing to copy it is no Order One card.
    const other = start('battles/nagashino-center.json', false).state;
    setHand(other, 'top', [
      'counter-attack',
      'order-two-left',
      'order-two-right',
      'flank-attack',
      'cranes-wing',
    ]);
    passTurn(other, 'counter-attack');
    expect(other.players.top.banners).toBe(0);
  });
});
