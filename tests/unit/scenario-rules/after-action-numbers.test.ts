// The scenario rules checked after every action (flow/scenarioRules.ts scenarioRulesImmediate:
// sudden-death tents, zone entries, zones captured) and the zone counts of turn conditions look at
// tents from the units' side and at zones by hex number, each zone's numbers kept with its list of
// hexes (flow/zoneNumbers.ts). They must do exactly what the rules as first written did (every
// terrain hex and every zone hex looked up by key): checked here at every decision of random games,
// on the state as played and after pieces are put by hand on tents and zone hexes, on copies, on
// states reopened from JSON and after a zone's list is changed in place, with the board index read
// from a rules run, from a read scope and from the records.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import { rulesRun, unitAt, withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import {
  type Ctx,
  discardRandomCommand,
  drawCommand,
  endGame,
} from '../../../src/games/samurai-battles/flow/context';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { unitsInZoneNow, zoneHexes } from '../../../src/games/samurai-battles/flow/heldBanners';
import {
  conditionHolds,
  countZoneEntry,
  scenarioRulesImmediate,
} from '../../../src/games/samurai-battles/flow/scenarioRules';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import {
  EDITION_IDS,
  type GameState,
  opponent,
  SIDES,
  type Side,
} from '../../../src/games/samurai-battles/types';

function load(file: string): ScenarioV1 {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/**
 * The rules after an action as first written: every terrain hex, every zone hex by its key (what a
 * zone entry then does is the engine's countZoneEntry: how units are found is what is compared).
 */
function referenceImmediate(ctx: Ctx): void {
  const s = ctx.state;
  const v = s.victory;
  v.done ??= {};
  const done = v.done;
  eachRule: for (const [i, r] of (v.rules ?? []).entries()) {
    if (s.winner) continue;
    if (r.kind === 'tent-sudden-death') {
      for (const h of Object.keys(s.terrain)) {
        const cell = s.terrain[h]!;
        if (cell.t !== 'tent' || cell.side !== r.tentOf) continue;
        const u = unitAt(s, h);
        if (u && u.side !== r.tentOf) endGame(ctx, u.side, 'tent');
      }
    }
    if (r.kind === 'zone-entry') {
      for (const h of zoneHexes(s, r.zone)) {
        const u = unitAt(s, h);
        if (!u || u.side !== r.side || (r.unitTypes && !r.unitTypes.includes(u.type))) continue;
        countZoneEntry(ctx, i, r, u);
        if (s.winner) continue eachRule;
      }
    }
  }
  for (const [i, t] of (s.options.turnRules ?? []).entries()) {
    if (t.kind !== 'hand-size' || t.on.event !== 'zone-captured') continue;
    const key = `zone-captured-${i}`;
    if (done[key] || unitsInZoneNow(s, opponent(t.side), t.on.zone).length === 0) continue;
    done[key] = true;
    const p = s.players[t.side];
    const before = p.handSize;
    p.handSize = Math.max(t.min ?? 1, Math.min(t.max ?? 99, before + t.delta));
    for (let k = before; k < p.handSize; k++) drawCommand(ctx, t.side);
    for (let k = p.handSize; k < before; k++) discardRandomCommand(ctx, t.side);
  }
}

type Reading = 'records' | 'rules run' | 'read scope';

/** Runs `fn` with the board read as `how` says: from the records, a run's checked index, a scope. */
function reading<T>(state: GameState, how: Reading, fn: () => T): T {
  if (how === 'records') return fn();
  rulesRun.enter(false);
  try {
    if (how === 'read scope') return withOccupancyIndex(state, fn);
    withOccupancyIndex(state, () => 0); // the run's index checked, then read outside the scope
    return fn();
  } finally {
    rulesRun.exit();
  }
}

/** The state and events after the rules on a copy, by the engine's code or the reference's. */
function rulesOn(state: GameState, rules: (ctx: Ctx) => void, how: Reading): string {
  const ctx: Ctx = { state, events: [] };
  reading(state, how, () => rules(ctx));
  return JSON.stringify({ state, events: ctx.events });
}

/** Puts a random unit by hand on a random tent or zone hex that no unit holds (a test's edit). */
function standOnTarget(state: GameState, rng: RngState): void {
  const targets = [
    ...Object.keys(state.terrain).filter((h) => state.terrain[h]!.t === 'tent'),
    ...Object.values(state.victory.zones ?? {}).flat(),
  ].filter((h) => !Object.values(state.units).some((u) => u.hex === h));
  const ids = Object.keys(state.units);
  if (targets.length === 0 || ids.length === 0) return;
  state.units[ids[randomInt(rng, ids.length)]!]!.hex = targets[randomInt(rng, targets.length)]!;
}

const HOWS: readonly Reading[] = ['records', 'rules run', 'read scope'];

/** The engine's rules and the reference agree on copies of `state` (JSON copies: fresh zone lists). */
function expectSame(state: GameState, label: string): void {
  for (const how of HOWS) {
    const mine = rulesOn(cloneState(state), scenarioRulesImmediate, how);
    const theirs = rulesOn(JSON.parse(JSON.stringify(state)) as GameState, referenceImmediate, how);
    expect(mine, `${label} (${how})`).toBe(theirs);
  }
}

/** Each zone-units condition's verdict against the count made by key, for both sides. */
function expectConditions(state: GameState, label: string): void {
  for (const zone of Object.keys(state.victory.zones ?? {})) {
    for (const how of HOWS) {
      for (const side of SIDES) {
        const byKey = unitsInZoneNow(state, opponent(side), zone).length;
        for (const min of [1, 2, 3]) {
          const holds = reading(state, how, () =>
            conditionHolds(state, side, { test: 'zone-units', zone, whose: 'enemy', min }),
          );
          expect(holds, `${label} ${zone} ${side} min ${min} (${how})`).toBe(byKey >= min);
        }
      }
    }
  }
}

/**
 * Takakura with more to check: a tent of each side with sudden death on both, a zone entered once
 * per unit that withdraws it (cavalry only) and the printed rules.
 */
function takakuraMore(): ScenarioV1 {
  const sc = load('scenarios/battles/takakura.json');
  const tents = [
    { hex: '9,1', t: 'tent' as const, side: 'top' as const },
    { hex: '13,7', t: 'tent' as const, side: 'bottom' as const },
  ];
  return {
    ...sc,
    terrain: [...sc.terrain.filter((t) => t.hex !== '9,1' && t.hex !== '13,7'), ...tents],
    zones: [...(sc.zones ?? []), { id: 'ford', name: 'the ford', hexes: ['12,4', '14,4', '13,5'] }],
    victory: {
      ...sc.victory,
      rules: [
        ...(sc.victory.rules ?? []),
        { kind: 'zone-entry', side: 'top', zone: 'ford', banners: 1, once: false, removeUnit: true },
        {
          kind: 'zone-entry',
          side: 'bottom',
          zone: 'ford',
          banners: 1,
          once: false,
          removeUnit: false,
          unitTypes: ['SBC', 'SSpC'],
        },
        { kind: 'tent-sudden-death', tentOf: 'top' },
        { kind: 'tent-sudden-death', tentOf: 'bottom' },
      ],
    },
  };
}

const GAMES: readonly [string, () => ScenarioV1][] = [
  ['okehazama', () => load('scenarios/battles/okehazama.json')],
  ['takakura', () => load('scenarios/battles/takakura.json')],
  ['takakura with more', takakuraMore],
  ['tedorigawa', () => load('scenarios/battles/tedorigawa.json')],
];

describe('the scenario rules after an action, by hex number', () => {
  it('do what the rules by key do, at every decision of random games and after pieces put by hand', () => {
    let edited = 0;
    for (const [name, make] of GAMES) {
      const sc = make();
      for (const edition of EDITION_IDS) {
        const state = samuraiBattles.setup({ scenario: sc, options: { dragonCards: true }, edition }, 3);
        const rng = createRng(11);
        let prompt = currentPrompt(state);
        for (let i = 0; prompt && i < 150; i++) {
          const label = `${name} ${edition} decision ${i}`;
          expectSame(state, label);
          if (i % 5 === 0) expectConditions(state, label);
          // A copy with a piece put by hand on a tent or zone hex, so that the rules fire.
          const edit = cloneState(state);
          standOnTarget(edit, rng);
          expectSame(edit, `${label}, edited`);
          edited++;
          const r = applyThenPrompt(state, prompt.seat, pickAction(rng, prompt.actions), {
            transactional: false,
            trusted: true,
          });
          if (!r.ok) throw new Error(`${label}: ${r.detail}`);
          prompt = r.next;
        }
      }
    }
    expect(edited).toBeGreaterThan(600);
  }, 120_000);

  it('see a zone list changed in place after it was read', () => {
    const state = samuraiBattles.setup({ scenario: takakuraMore(), options: { dragonCards: false } }, 2);
    const rng = createRng(5);
    for (let k = 0; k < 40; k++) {
      // Read (its numbers kept), then changed in place: a hex taken out, one held by a unit put in.
      const s = cloneState(state);
      scenarioRulesImmediate({ state: cloneState(s), events: [] });
      const zones = Object.values(s.victory.zones ?? {});
      const list = zones[randomInt(rng, zones.length)]!;
      const ids = Object.keys(s.units);
      const hex = s.units[ids[randomInt(rng, ids.length)]!]!.hex;
      if (k % 2 === 0) list.splice(randomInt(rng, list.length), 1);
      list.push(hex);
      const json = JSON.stringify(s);
      for (const how of HOWS) {
        const mine = rulesOn(cloneState(s), scenarioRulesImmediate, how);
        const theirs = rulesOn(JSON.parse(json) as GameState, referenceImmediate, how);
        expect(mine, `change ${k} (${how})`).toBe(theirs);
      }
      expectConditions(s, `change ${k}`);
    }
  });

  it('end the game when an enemy unit is put by hand on a sudden-death tent, and only then', () => {
    const sc = load('scenarios/battles/okehazama.json');
    const state = samuraiBattles.setup({ scenario: sc, options: { dragonCards: false } }, 1);
    const tent = Object.keys(state.terrain).find((h) => state.terrain[h]!.t === 'tent')!;
    const owner: Side = state.terrain[tent]!.side!;
    const own = Object.values(state.units).find((u) => u.side === owner)!;
    const enemy = Object.values(state.units).find((u) => u.side !== owner)!;
    const clear = (s: GameState) => {
      for (const u of Object.values(s.units)) if (u.hex === tent) u.hex = '0,0';
    };
    const mineOn = cloneState(state);
    clear(mineOn);
    mineOn.units[own.id]!.hex = tent;
    scenarioRulesImmediate({ state: mineOn, events: [] });
    expect(mineOn.winner).toBeNull();
    const theirsOn = cloneState(state);
    clear(theirsOn);
    theirsOn.units[enemy.id]!.hex = tent;
    const ctx: Ctx = { state: theirsOn, events: [] };
    scenarioRulesImmediate(ctx);
    expect(theirsOn.winner).toBe(enemy.side);
    expect(ctx.events).toEqual([{ type: 'game-over', winner: enemy.side, reason: 'tent' }]);
  });
});
