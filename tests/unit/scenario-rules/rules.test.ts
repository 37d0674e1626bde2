import { describe, expect, it } from 'vitest';
import { effectiveTerrain } from '../../../src/games/samurai-battles/data/terrain';
import type { Ctx } from '../../../src/games/samurai-battles/flow/context';
import { moveAllowance } from '../../../src/games/samurai-battles/flow/rules';
import {
  conditionHolds,
  drawsCommandCard,
  releaseIfUnlocked,
  scenarioRulesAtTurnEnd,
  scenarioRulesAtTurnStart,
  scenarioRulesImmediate,
} from '../../../src/games/samurai-battles/flow/scenarioRules';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { GameState } from '../../../src/games/samurai-battles/types';

function scenario(over: Partial<ScenarioV1>): ScenarioV1 {
  const base: ScenarioV1 = {
    format: 'kassen-scenario',
    version: 1,
    id: 'rules-test',
    title: 'Rules test',
    edition: 'gmt2021',
    kind: 'playable',
    armies: {
      top: { name: 'Red', color: 'red', commandCards: 4, dragonCards: 0, honor: 4 },
      bottom: { name: 'Blue', color: 'blue', commandCards: 4, dragonCards: 0, honor: 4 },
    },
    firstPlayer: 'bottom',
    terrain: [],
    units: [
      { id: 'r1', side: 'top', type: 'ASp', hex: '10,2' },
      { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
    ],
    leaders: [],
    victory: { banners: 5, objectives: [], text: ['test'] },
    rules: {},
    specialRules: [],
    notes: { history: 'A test.' },
  };
  const s = { ...base, ...over };
  const v = validateScenario(s);
  if (!v.ok) throw new Error(v.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return v.scenario;
}

function game(over: Partial<ScenarioV1>): { state: GameState; ctx: Ctx } {
  const state = samuraiBattles.setup({ scenario: scenario(over), options: { dragonCards: false } }, 7);
  return { state, ctx: { state, events: [] } };
}

describe('scenario rules enforced by the engine (scenario/format.ts; seed 003 battle notes)', () => {
  it('a named leader is worth the banners the notes give (scenario 3, seed 003:2578)', () => {
    const { state } = game({
      leaders: [{ id: 'm', side: 'bottom', kind: 'foot', hex: '10,8', name: 'Motoshige' }],
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [{ kind: 'leader-value', side: 'bottom', banners: 2, leaderName: 'Motoshige' }],
      },
    });
    expect(state.leaders.m!.banners).toBe(2);
  });

  it('a unit entering a zone scores once and may leave the battlefield (zone-entry)', () => {
    const { state, ctx } = game({
      zones: [{ id: 'gate', name: 'the gate', hexes: ['10,4'] }],
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [
          { kind: 'zone-entry', side: 'bottom', zone: 'gate', banners: 2, once: true, removeUnit: true },
        ],
      },
    });
    state.units.b1!.hex = '10,4';
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(2);
    expect(state.units.b1).toBeUndefined();
    expect(ctx.events.some((e) => e.type === 'unit-withdrawn')).toBe(true);
  });

  it('zone-hold banners are held only while units stay in the zone', () => {
    const { state, ctx } = game({
      zones: [{ id: 'bank', name: 'the bank', hexes: ['10,8', '12,8'] }],
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [{ kind: 'zone-hold', side: 'bottom', zone: 'bank', banners: 1 }],
      },
    });
    state.active = 'bottom';
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.bottom.banners).toBe(1);
    state.units.b1!.hex = '10,6';
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.bottom.banners).toBe(0);
  });

  it('the side holding more hills holds the banner (terrain-majority)', () => {
    const { state, ctx } = game({
      terrain: [
        { hex: '10,8', t: 'hill' },
        { hex: '10,2', t: 'hill' },
        { hex: '12,8', t: 'hill' },
      ],
      units: [
        { id: 'r1', side: 'top', type: 'ASp', hex: '10,2' },
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
      ],
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [{ kind: 'terrain-majority', terrain: 'hill', banners: 1 }],
      },
    });
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.bottom.banners).toBe(1);
    expect(state.players.top.banners).toBe(0);
    delete state.units.b2;
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.bottom.banners).toBe(0);
  });

  it('a section clear of enemy units earns a banner per turn (turn-banner, scenario 18)', () => {
    const { state, ctx } = game({
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [{ kind: 'turn-banner', side: 'bottom', banners: 1, condition: { test: 'section-clear' } }],
      },
    });
    state.active = 'bottom';
    expect(conditionHolds(state, 'bottom', { test: 'section-clear' })).toBe(true);
    // The first turn (bottom moves first) already earned one at setup.
    expect(state.players.bottom.banners).toBe(1);
    scenarioRulesAtTurnStart(ctx);
    expect(state.players.bottom.banners).toBe(2);
    state.units.r2 = { ...state.units.r1!, id: 'r2', hex: '2,2' };
    state.units.r3 = { ...state.units.r1!, id: 'r3', hex: '20,2' };
    expect(conditionHolds(state, 'bottom', { test: 'section-clear' })).toBe(false);
  });

  it('an Order One card earns a banner at the end of the turn, never the winning one (seed 003:3572-3574)', () => {
    const { state, ctx } = game({
      victory: {
        banners: 2,
        objectives: [],
        text: ['x'],
        rules: [
          { kind: 'card-banner', side: 'bottom', cards: ['order-one-left'], banners: 1, notFinal: true },
        ],
      },
    });
    state.active = 'bottom';
    state.turnState.card = 'order-one-left#1';
    state.turnState.effectiveCard = 'order-one-left';
    scenarioRulesAtTurnEnd(ctx);
    expect(state.players.bottom.banners).toBe(1);
    scenarioRulesAtTurnEnd(ctx);
    expect(state.players.bottom.banners).toBe(1);
    expect(state.winner).toBeNull();
  });

  it('a surprised army gathers its wits: hand size grows after its own turns up to a maximum (scenario 12, seed 003:2931-2933)', () => {
    const { state, ctx } = game({
      rules: { handSizeChanges: [{ side: 'bottom', on: { event: 'own-turn-end' }, delta: 1, max: 5 }] },
    });
    state.active = 'bottom';
    scenarioRulesAtTurnEnd(ctx);
    expect(state.players.bottom.handSize).toBe(5);
    expect(state.players.bottom.hand).toHaveLength(5);
    scenarioRulesAtTurnEnd(ctx);
    expect(state.players.bottom.handSize).toBe(5);
  });

  it('a castle captured costs its defender a Command card for good (zone-captured, scenarios 21 and 34)', () => {
    const { state, ctx } = game({
      zones: [{ id: 'castle', name: 'the castle', hexes: ['10,2'] }],
      units: [
        { id: 'r1', side: 'top', type: 'ASp', hex: '12,2' },
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
      ],
      rules: {
        handSizeChanges: [{ side: 'top', on: { event: 'zone-captured', zone: 'castle' }, delta: -1 }],
      },
    });
    state.units.b1!.hex = '10,2';
    scenarioRulesImmediate(ctx);
    expect(state.players.top.handSize).toBe(3);
    expect(state.players.top.hand).toHaveLength(3);
    scenarioRulesImmediate(ctx);
    expect(state.players.top.hand).toHaveLength(3);
  });

  it('a unit under an order lock cannot move until the named card orders it (scenario 37, seed 003:3940-3947)', () => {
    const { state } = game({
      units: [
        { id: 'r1', side: 'top', type: 'ASp', hex: '10,2', group: 'mori' },
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
      ],
      rules: { effects: [{ kind: 'order-lock', side: 'top', group: 'mori', cards: ['order-one-left'] }] },
    });
    state.turnState.ordered.r1 = { moved: 0, moveDone: false, noBattle: false, battled: false };
    expect(moveAllowance(state, 'r1').max).toBe(0);
    // As the Command phase records it: the card played and the card in effect.
    state.turnState.card = 'order-one-left#1';
    state.turnState.effectiveCard = 'order-one-left';
    releaseIfUnlocked(state, 'r1');
    expect(moveAllowance(state, 'r1').max).toBe(2);
  });

  it('a conditional draw is withheld when the condition fails (draw-only-if)', () => {
    const { state } = game({
      zones: [{ id: 'bank', name: 'the bank', hexes: ['4,8'] }],
      rules: {
        effects: [
          {
            kind: 'draw-only-if',
            side: 'bottom',
            condition: { test: 'zone-units', zone: 'bank', whose: 'own', min: 1 },
          },
        ],
      },
    });
    expect(drawsCommandCard(state, 'bottom')).toBe(false);
    state.units.b1!.hex = '4,8';
    expect(drawsCommandCard(state, 'bottom')).toBe(true);
  });

  it('tombs as impassable buildings, fences as palisades, open fords (scenario effects)', () => {
    const { state } = game({
      terrain: [
        { hex: '4,4', t: 'buildings' },
        { hex: '6,4', t: 'fence' },
        { hex: '8,4', t: 'ford' },
      ],
      rules: {
        effects: [
          { kind: 'impassable', terrain: 'buildings', label: 'tombs' },
          { kind: 'terrain-as', from: 'fence', to: 'palisade' },
          { kind: 'fords-open' },
        ],
      },
    });
    expect(effectiveTerrain(state, '4,4').impassable).toEqual({ infantry: true, cavalry: true });
    expect(state.terrain['6,4']!.t).toBe('palisade');
    expect(effectiveTerrain(state, '8,4').stopsMovement).toBe(false);
  });

  it('a first-player roll is part of the seeded game (scenarios 22-23, seed 003:3342-3344)', () => {
    const s = scenario({ rules: { effects: [{ kind: 'first-player-roll', dice: 5, face: 'honor' }] } });
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = samuraiBattles.setup({ scenario: s, options: { dragonCards: false } }, seed);
      const b = samuraiBattles.setup({ scenario: s, options: { dragonCards: false } }, seed);
      expect(a.active).toBe(b.active);
      firsts.add(a.active);
    }
    expect(firsts.size).toBe(2);
  });

  it('the first-player roll is kept whole: more Honor & Fortune plays first, a tie rolls again (seed 003:3342-3344, 3382-3384)', () => {
    const s = scenario({ rules: { effects: [{ kind: 'first-player-roll', dice: 5, face: 'honor' }] } });
    let ties = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const state = samuraiBattles.setup({ scenario: s, options: { dragonCards: false } }, seed);
      const roll = state.firstRoll!;
      expect(roll.face).toBe('honor');
      const honor = (faces: readonly string[]) => faces.filter((f) => f === 'honor').length;
      roll.rolls.forEach((r, i) => {
        expect(r.top).toHaveLength(5);
        expect(r.bottom).toHaveLength(5);
        // Every roll but the last is a tie; the last decides, and its winner plays first.
        if (i < roll.rolls.length - 1) expect(honor(r.top)).toBe(honor(r.bottom));
      });
      const last = roll.rolls.at(-1)!;
      expect(honor(last.top)).not.toBe(honor(last.bottom));
      expect(roll.first).toBe(honor(last.top) > honor(last.bottom) ? 'top' : 'bottom');
      expect(state.active).toBe(roll.first);
      // Rolled openly: every seat's view shows it.
      expect(samuraiBattles.view(state, 'bottom').firstRoll).toEqual(roll);
      if (roll.rolls.length > 1) ties++;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('a battle without the roll keeps its printed first player and records no roll', () => {
    const state = samuraiBattles.setup({ scenario: scenario({}), options: { dragonCards: false } }, 1);
    expect(state.firstRoll).toBeUndefined();
    expect('firstRoll' in samuraiBattles.view(state, 'top')).toBe(false);
  });

  it('a sudden-death tent ends the game the moment an enemy unit stands in it (scenario 12, seed 003:2926)', () => {
    const { state, ctx } = game({
      terrain: [{ hex: '10,0', t: 'tent', side: 'top' }],
      victory: {
        banners: 5,
        objectives: [],
        text: ['x'],
        rules: [{ kind: 'tent-sudden-death', tentOf: 'top' }],
      },
    });
    state.units.b1!.hex = '10,0';
    scenarioRulesImmediate(ctx);
    expect(state.winner).toBe('bottom');
  });
});
