// A tiny battlefield for the calculator: the attacker and its target on a row of hexes, with the
// terrain the players chose, so the real combat modules (combat/dice.ts, score.ts, flags.ts,
// honor.ts) answer the question exactly as they do in a digital game. Nothing else stands on it.

import { createRng } from '../../engine/rng';
import {
  type Edition,
  freshTurnState,
  type GameOptions,
  type GameState,
  type HexKey,
  type Leader,
  opponent,
  type PlayerState,
  type Side,
  type TerrainCell,
  type TerrainId,
  type Unit,
  type UnitTypeId,
  unitStatsFor,
} from '../samurai-battles/rules-api';
import { blocksIn, type CombatSpec, specEdition } from './spec';

/** Scenario rules that change what terrain does (from the battle's notes). */
export interface TerrainRules {
  riverFordable: boolean;
  fordsOpen: boolean;
  impassable: TerrainId[];
  /** Terrain that follows the rules of another in this battle (fences as palisades...). */
  terrainAs: Partial<Record<TerrainId, TerrainId>>;
}

export const NO_TERRAIN_RULES: TerrainRules = {
  riverFordable: false,
  fordsOpen: false,
  impassable: [],
  terrainAs: {},
};

export interface Battlefield {
  state: GameState;
  attackerId: string;
  /** The attacker and the other levies of a levy charge. */
  levyIds: string[];
  /** The target unit's id; null when the target is a lone leader. */
  targetId: string | null;
  targetHex: HexKey;
}

// Row 5 holds full hexes at odd columns. The attacker stands at column 3; the target is `distance`
// hexes east of it on the same row. Other levies stand on the two hexes west of the target that touch
// both; the target's supporters on the two hexes east of it that touch it.
const ROW = 5;
const ATTACKER_COL = 3;

function key(c: number, r: number): HexKey {
  return `${c},${r}`;
}

function cell(chosen: TerrainId, owner: Side, rules: TerrainRules): TerrainCell {
  const t = rules.terrainAs[chosen] ?? chosen;
  return t === 'tent' ? { t, side: owner } : { t };
}

function unit(edition: Edition, id: string, side: Side, type: UnitTypeId, hex: HexKey, blocks: number): Unit {
  return { id, side, type, hex, blocks, maxBlocks: unitStatsFor(edition, type).blocks };
}

function player(name: string): PlayerState {
  return {
    name,
    color: '#777777',
    hand: [],
    handSize: 5,
    dragonHand: [],
    honor: 0,
    banners: 0,
    bannerLog: [],
    lastCard: null,
  };
}

function options(rules: TerrainRules): GameOptions {
  return {
    orderOneDrawsDragon: false,
    riverFordable: rules.riverFordable,
    dragonCosts: {},
    dragonCopies: {},
    dragonCards: false,
    ...(rules.fordsOpen ? { fordsOpen: true } : {}),
    ...(rules.impassable.length > 0 ? { impassable: [...rules.impassable] } : {}),
  };
}

export function battlefield(spec: CombatSpec, rules: TerrainRules = NO_TERRAIN_RULES): Battlefield {
  const edition = specEdition(spec);
  const stats = (type: UnitTypeId) => unitStatsFor(edition, type);
  const side = spec.side;
  const enemy = opponent(side);
  const distance = spec.kind === 'close' ? 1 : spec.distance;
  const attackerHex = key(ATTACKER_COL, ROW);
  const targetCol = ATTACKER_COL + 2 * distance;
  const targetHex = key(targetCol, ROW);

  const terrain: Record<HexKey, TerrainCell> = {};
  terrain[attackerHex] = cell(spec.attackerTerrain, side, rules);
  terrain[targetHex] = cell(spec.targetTerrain, enemy, rules);

  const units: Record<string, Unit> = {};
  const attackerBlocks = stats(spec.attacker).diceFromBlocks
    ? blocksIn(spec, spec.attacker, spec.attackerBlocks)
    : stats(spec.attacker).blocks;
  units.attacker = unit(edition, 'attacker', side, spec.attacker, attackerHex, attackerBlocks);
  const levyIds = ['attacker'];
  if (spec.kind === 'close' && stats(spec.attacker).levyCharge && spec.levies > 1) {
    const spots = [key(targetCol - 1, ROW - 1), key(targetCol - 1, ROW + 1)];
    for (let i = 0; i < spec.levies - 1; i++) {
      const hex = spots[i]!;
      const id = `levy-${i + 2}`;
      units[id] = unit(edition, id, side, 'LI', hex, stats('LI').blocks);
      terrain[hex] = cell(spec.attackerTerrain, side, rules);
      levyIds.push(id);
    }
  }

  const leaders: Record<string, Leader> = {};
  let targetId: string | null = null;
  if (spec.target === 'lone-leader') {
    leaders.target = { id: 'target', side: enemy, kind: 'foot', hex: targetHex };
  } else {
    targetId = 'target';
    const blocks = blocksIn(spec, spec.target, spec.targetBlocks);
    units.target = unit(edition, 'target', enemy, spec.target, targetHex, blocks);
    // The army commander always stands with his bodyguards.
    if (spec.targetLeader || stats(spec.target).bodyguard) {
      const kind = stats(spec.target).bodyguard ? 'commander' : 'foot';
      leaders['target-leader'] = { id: 'target-leader', side: enemy, kind, hex: targetHex };
    }
  }
  if (spec.targetSupport) {
    for (const [i, hex] of [key(targetCol + 1, ROW - 1), key(targetCol + 1, ROW + 1)].entries()) {
      units[`support-${i + 1}`] = unit(edition, `support-${i + 1}`, enemy, 'ASp', hex, stats('ASp').blocks);
    }
  }

  const state: GameState = {
    game: 'samurai-battles',
    version: 1,
    scenarioId: 'companion-calculator',
    edition,
    options: options(rules),
    rng: createRng(0),
    turn: 1,
    active: spec.battleBack ? enemy : side,
    terrain,
    units,
    leaders,
    players: { top: player('top'), bottom: player('bottom') },
    commandDeck: [],
    commandDiscard: [],
    dragonDeck: [],
    dragonDiscard: [],
    pool: 0,
    dragonInPlay: [],
    victory: { banners: 1, objectives: [] },
    turnState: freshTurnState(),
    stack: [],
    winner: null,
    endReason: null,
    actionCount: 0,
    undoFloor: 0,
    history: [],
  };
  return { state, attackerId: 'attacker', levyIds, targetId, targetHex };
}
