import { describe, expect, it } from 'vitest';
import { clearTerrain } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { tentHexes } from '../../../src/games/samurai-battles/flow/tents';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from './random-walk';

// The tent hexes kept by terrain record (flow/tents.ts) against a fresh walk of the terrain, at
// every decision of random games on battlefields with tents: on the state played, on its copy and
// on the state reopened from JSON.

function scan(terrain: GameState['terrain']): string[] {
  const out: string[] = [];
  for (const hex in terrain) if (terrain[hex]!.t === 'tent') out.push(hex);
  return out;
}

describe('the kept tent hexes', () => {
  it('are the terrain’s tents at every decision, on the state, its copy and its JSON', () => {
    let decisions = 0;
    let withTents = 0;
    walkRandomGames(
      ['scenarios/battles/kawanakajima-command-tent.json', 'scenarios/test/test-fortress.json'],
      [1, 2],
      (state, _prompt, label) => {
        decisions++;
        const fresh = scan(state.terrain);
        if (fresh.length > 0) withTents++;
        expect([label, tentHexes(state.terrain)]).toEqual([label, fresh]);
        expect([label, tentHexes(cloneState(state).terrain)]).toEqual([label, fresh]);
        const reopened = JSON.parse(JSON.stringify(state)) as GameState;
        expect([label, tentHexes(reopened.terrain)]).toEqual([label, fresh]);
      },
      400,
    );
    expect(decisions).toBeGreaterThan(500);
    expect(withTents).toBeGreaterThan(100);
  });

  it('drop a tent cleared from the board (a new terrain record)', () => {
    const terrain: GameState['terrain'] = {
      '10,0': { t: 'tent', side: 'top' },
      '4,4': { t: 'forest' },
      '12,8': { t: 'tent', side: 'bottom' },
    };
    const state = { terrain } as unknown as GameState;
    expect(tentHexes(state.terrain)).toEqual(['10,0', '12,8']);
    clearTerrain(state, '10,0');
    expect(state.terrain).not.toBe(terrain);
    expect(tentHexes(state.terrain)).toEqual(['12,8']);
    expect(tentHexes(terrain)).toEqual(['10,0', '12,8']);
  });
});
