// GameView fixtures for the UI component tests: built by hand, so the widgets are tested against
// the view contract (src/games/samurai-battles/view.ts) without running the rules engine.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import type { Leader, TerrainCell, Unit } from '../../../src/games/samurai-battles/types';
import type { GameView, PlayerView } from '../../../src/games/samurai-battles/view';

function player(name: string, color: string, hand: string[] | null, dragonHand: string[] | null): PlayerView {
  return {
    name,
    color,
    hand,
    handCount: hand?.length ?? 4,
    handSize: 4,
    dragonHand,
    dragonCount: dragonHand?.length ?? 2,
    honor: 4,
    banners: 1,
    bannerLog: [],
    lastCard: null,
  };
}

const UNITS: Unit[] = [
  { id: 'b-SSp-1', side: 'bottom', type: 'SSp', hex: '8,7', blocks: 3, maxBlocks: 4 },
  { id: 'b-ASp-1', side: 'bottom', type: 'ASp', hex: '10,8', blocks: 4, maxBlocks: 4 },
  { id: 'b-AB-1', side: 'bottom', type: 'AB', hex: '12,8', blocks: 4, maxBlocks: 4 },
  { id: 'b-BG-1', side: 'bottom', type: 'BG', hex: '10,10', blocks: 2, maxBlocks: 4 },
  { id: 't-SSpC-1', side: 'top', type: 'SSpC', hex: '9,3', blocks: 4, maxBlocks: 4 },
  { id: 't-LI-1', side: 'top', type: 'LI', hex: '11,3', blocks: 1, maxBlocks: 4 },
];

const LEADERS: Leader[] = [
  { id: 'b-Lm-1', side: 'bottom', kind: 'mounted', hex: '8,7' },
  { id: 'b-Lc-1', side: 'bottom', kind: 'commander', hex: '10,10', name: 'Uesugi Kenshin' },
  { id: 't-Lf-1', side: 'top', kind: 'foot', hex: '13,3' },
];

const TERRAIN: Record<string, TerrainCell> = {
  '8,7': { t: 'forest' },
  '10,10': { t: 'tent', side: 'bottom' },
  '9,3': { t: 'hill' },
  '5,5': { t: 'river' },
};

/** The bottom army's view during its movement phase; `actions` are its legal actions. */
export function fixtureView(actions: Action[] | null = null, point = 'movement'): GameView {
  return {
    game: 'samurai-battles',
    viewer: 'bottom',
    scenarioId: 'fixture',
    edition: 'gmt2021',
    options: {
      orderOneDrawsDragon: false,
      riverFordable: false,
      dragonCosts: {},
      dragonCopies: {},
      dragonCards: true,
    },
    turn: 3,
    active: 'bottom',
    terrain: structuredClone(TERRAIN),
    units: Object.fromEntries(UNITS.map((u) => [u.id, { ...u }])),
    leaders: Object.fromEntries(LEADERS.map((l) => [l.id, { ...l }])),
    players: {
      top: player('Takeda', 'red', null, null),
      bottom: player(
        'Uesugi',
        'blue',
        ['order-two-center#1', 'first-strike#1', 'advance-left#1'],
        ['ambush#1'],
      ),
    },
    commandDeckCount: 40,
    commandDiscard: [],
    dragonDeckCount: 30,
    dragonDiscard: [],
    pool: 20,
    dragonInPlay: [],
    victory: { banners: 6, objectives: [] },
    card: null,
    effectiveCard: null,
    ordered: ['b-SSp-1'],
    prompt: { seat: 'bottom', point, actions },
    winner: null,
    endReason: null,
    history: [],
    actionCount: 10,
    undoFloor: 0,
  };
}

/** A scenario file from scenarios/ (Vitest runs from the repository root; jsdom replaces URL, so no file URLs). */
export function scenarioJson(file: string): unknown {
  return JSON.parse(readFileSync(join(process.cwd(), 'scenarios', file), 'utf8')) as unknown;
}

export type { ScenarioV1 };
