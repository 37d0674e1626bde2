// A new game (setup.ts createGame) builds its pieces, terrain and options with plain literals, takes
// its ids and decks in their fixed order from tables made once (ids shared as strings, decks copied
// before the shuffle) and copies each Dragon table once. Checked here against the setup as first
// written (spreads, ids and decks made afresh for every game) on every battlefield, in both editions
// and with house rules; and no two games share anything a game may change in place.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, shuffle } from '../../../src/engine/rng';
import { buildCommandDeck } from '../../../src/games/samurai-battles/data/commandCards';
import { buildDragonDeck, defaultDragonCopies } from '../../../src/games/samurai-battles/data/dragonCards';
import { unitStatsFor } from '../../../src/games/samurai-battles/data/units';
import { houseRuleOn, rulesOf } from '../../../src/games/samurai-battles/editions';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { createGame, defaultOptions, type Setup } from '../../../src/games/samurai-battles/setup';
import {
  EDITION_IDS,
  type GameOptions,
  type GameState,
  type Leader,
  type Side,
  type Unit,
} from '../../../src/games/samurai-battles/types';

const INDEX = (JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as { scenarios: { file: string }[] })
  .scenarios;

function scenarios(): ScenarioV1[] {
  const out: ScenarioV1[] = [];
  for (const { file } of INDEX) {
    const r = validateScenario(JSON.parse(readFileSync(`scenarios/${file}`, 'utf8')));
    if (r.ok) out.push(r.scenario);
  }
  return out;
}

/** The options, pieces, terrain and decks (before the deal) as the setup first made them. */
function firstWritten({ scenario, options, edition = 'gmt2021' }: Setup, seed: number) {
  const defaults = defaultOptions(scenario, edition);
  const opts: GameOptions = {
    ...defaults,
    ...options,
    dragonCosts: { ...defaults.dragonCosts, ...options?.dragonCosts },
    dragonCopies: { ...defaults.dragonCopies, ...options?.dragonCopies },
  };
  const units: Record<string, Unit> = {};
  const counters: Record<string, number> = {};
  for (const u of scenario.units) {
    const prefix = `${u.side === 'top' ? 't' : 'b'}-${u.type}`;
    counters[prefix] = (counters[prefix] ?? 0) + 1;
    const id = u.id ?? `${prefix}-${counters[prefix]}`;
    const max = unitStatsFor(edition, u.type).blocks;
    units[id] = {
      id,
      side: u.side,
      type: u.type,
      hex: u.hex,
      blocks: Math.min(u.blocks ?? max, max),
      maxBlocks: max,
      ...(u.group ? { group: u.group } : {}),
    };
  }
  const leaders: Record<string, Leader> = {};
  for (const l of scenario.leaders) {
    const prefix = `${l.side === 'top' ? 't' : 'b'}-L${l.kind[0]}`;
    counters[prefix] = (counters[prefix] ?? 0) + 1;
    const id = l.id ?? `${prefix}-${counters[prefix]}`;
    leaders[id] = {
      id,
      side: l.side,
      kind: l.kind,
      hex: l.hex,
      ...(l.name ? { name: l.name } : {}),
      ...(l.banners ? { banners: l.banners } : {}),
    };
  }
  const terrain: GameState['terrain'] = {};
  const camps = rulesOf({ edition }).camp === 'camp';
  const campOf = (hex: string, side?: Side): boolean =>
    camps && Object.values(leaders).some((l) => l.kind === 'commander' && l.side === side && l.hex === hex);
  for (const t of scenario.terrain) {
    terrain[t.hex] = {
      t: t.t,
      ...(t.side ? { side: t.side } : {}),
      ...(t.hill ? { hill: t.hill } : {}),
      ...(t.t === 'tent' && campOf(t.hex, t.side) ? { camp: true } : {}),
    };
  }
  const rng = createRng(seed);
  const commandDeck = shuffle(
    rng,
    buildCommandDeck(houseRuleOn({ edition, options: opts }, 'englishCommandDeck')),
  );
  const dragonDeck = opts.dragonCards ? shuffle(rng, buildDragonDeck(opts.dragonCopies, edition)) : [];
  return { opts, units, leaders, terrain, commandDeck, dragonDeck };
}

/** The decks as dealt from: what is left, then bottom's hand, then top's (dealt from the end). */
function decksOf(s: GameState) {
  return {
    commandDeck: [...s.commandDeck, ...s.players.bottom.hand, ...s.players.top.hand],
    dragonDeck: [...s.dragonDeck, ...s.players.bottom.dragonHand, ...s.players.top.dragonHand],
  };
}

const someCard = Object.keys(defaultDragonCopies('gmt2021'))[0]!;
const OPTIONS: (Partial<GameOptions> | undefined)[] = [
  undefined,
  { dragonCards: false },
  { dragonCards: true, dragonCopies: { [someCard]: 0 } },
  { dragonCosts: { [someCard]: 1 }, englishCommandDeck: true },
  { dragonCopies: undefined, orderOneDrawsDragon: true },
];

describe('a new game', () => {
  it('is set up as the setup first wrote it, on every battlefield, edition and house rule', () => {
    let games = 0;
    for (const scenario of scenarios()) {
      for (const edition of EDITION_IDS) {
        for (const [k, options] of OPTIONS.entries()) {
          // The scenario's own rules left out (they change options, terrain and leaders afterwards,
          // in code this setup did not change): what is compared is what the setup built.
          const plain: ScenarioV1 = {
            ...scenario,
            victory: { ...scenario.victory, rules: [] },
            rules: scenario.rules.riverFordable ? { riverFordable: true } : {},
          };
          const setup: Setup = { scenario: plain, edition, ...(options ? { options } : {}) };
          const seed = 7 + k;
          const s = createGame(setup, seed);
          const ref = firstWritten(setup, seed);
          const label = `${scenario.id} ${edition} options ${k}`;
          expect(JSON.stringify(s.options), label).toBe(JSON.stringify(ref.opts));
          const units = Object.values(s.units).map(({ startHex: _s, ...u }) => u);
          expect(JSON.stringify(units), label).toBe(JSON.stringify(Object.values(ref.units)));
          expect(Object.keys(s.units), label).toEqual(Object.keys(ref.units));
          expect(JSON.stringify(s.leaders), label).toBe(JSON.stringify(ref.leaders));
          expect(JSON.stringify(s.terrain), label).toBe(JSON.stringify(ref.terrain));
          expect(decksOf(s), label).toEqual({ commandDeck: ref.commandDeck, dragonDeck: ref.dragonDeck });
          games++;
        }
      }
    }
    expect(games).toBeGreaterThan(400);
  });

  it('shares nothing a game may change with another game of the same battlefield', () => {
    const all = scenarios();
    for (const scenario of [all[0]!, all.find((s) => s.id.includes('kawagoe')) ?? all[1]!]) {
      for (const options of OPTIONS) {
        const setup: Setup = { scenario, ...(options ? { options } : {}) };
        const a = createGame(setup, 1);
        const before = JSON.stringify(createGame(setup, 2));
        const b = createGame(setup, 2);
        const mutable = (s: GameState): object[] => [
          s.options,
          s.options.dragonCosts,
          s.options.dragonCopies,
          s.units,
          ...Object.values(s.units),
          s.leaders,
          ...Object.values(s.leaders),
          s.terrain,
          ...Object.values(s.terrain),
          s.commandDeck,
          s.dragonDeck,
          s.players.top.hand,
          s.players.bottom.dragonHand,
        ];
        const inB = new Set(mutable(b));
        expect(mutable(a).filter((o) => inB.has(o))).toEqual([]);
        // Everything of the first game changed in place: a game set up after it is as before.
        a.commandDeck.reverse().push('x');
        a.dragonDeck.push('y');
        a.options.dragonCosts[someCard] = 99;
        a.options.dragonCopies[someCard] = 99;
        for (const u of Object.values(a.units)) u.hex = '0,0';
        for (const cell of Object.values(a.terrain)) cell.t = 'open';
        expect(JSON.stringify(createGame(setup, 2))).toBe(before);
      }
    }
  });
});
