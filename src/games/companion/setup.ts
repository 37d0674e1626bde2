// A companion game from a scenario of either kind: the engine's own setup deals both hands, takes
// the reserves from the pool of 30 and reads the typed scenario rules (seed 003:790-838); the
// battlefield is then cleared, since it stands on the players' table.

import { checkObjectivesAtTurnStart, createGame, type Setup } from '../samurai-battles/rules-api';
import { NO_TERRAIN_RULES, type TerrainRules } from './battlefield';
import { defaultSpec } from './spec';
import type { CompanionState } from './state';

export type CompanionSetup = Setup;

function terrainRules(setup: Setup): TerrainRules {
  const effects = setup.scenario.rules.effects ?? [];
  return {
    ...NO_TERRAIN_RULES,
    riverFordable: setup.scenario.rules.riverFordable ?? false,
    fordsOpen: effects.some((e) => e.kind === 'fords-open'),
    impassable: effects.flatMap((e) => (e.kind === 'impassable' ? [e.terrain] : [])),
    terrainAs: Object.fromEntries(effects.flatMap((e) => (e.kind === 'terrain-as' ? [[e.from, e.to]] : []))),
  };
}

export function createCompanion(setup: CompanionSetup, seed: number): CompanionState {
  const table = createGame(setup, seed);
  table.terrain = {};
  table.units = {};
  table.leaders = {};
  table.stack = [];
  table.turn = 1;
  // Banners the notes give at the start of a turn with no condition on the board (objectives.ts).
  checkObjectivesAtTurnStart({ state: table, events: [] });
  table.undoFloor = 0;
  return {
    game: 'companion',
    version: 1,
    scenarioId: setup.scenario.id,
    title: setup.scenario.title,
    scenarioKind: setup.scenario.kind,
    table,
    control: table.active,
    phase: { step: 'table' },
    replacements: 0,
    terrainRules: terrainRules(setup),
    calc: defaultSpec(table.active),
    lastRoll: null,
  };
}
