// The battle listings read the terrain of the attacker's hex and of each target's from a table of
// occupied hexes kept with the terrain, options and edition (combat/occupiedTerrain.ts), inside a
// scope only. Its answers must be those of effectiveTerrain asked outside any scope: at every battle
// decision of games on battlefields with tents, castles and rivers, on copies and on states reopened
// from JSON, and after the terrain record or the options are replaced or changed by hand.

import { describe, expect, it } from 'vitest';
import { clearTerrain, withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { closeTargets, rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import type { GameState, HexKey } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from '../flow/random-walk';
import { makeState } from './fixture';

/** Every board unit's close and ranged targets, as asked (in a scope or not). */
function targetsOf(state: GameState): Record<string, [HexKey[], HexKey[]]> {
  const out: Record<string, [HexKey[], HexKey[]]> = {};
  for (const id in state.units) {
    const moved = state.turnState.ordered[id]?.moved ?? 0;
    out[id] = [closeTargets(state, id), rangedTargets(state, id, moved)];
  }
  return out;
}

const inScope = (state: GameState) => withOccupancyIndex(state, () => targetsOf(state));
/** Outside any scope, on a copy reopened from JSON: effectiveTerrain asked at every question. */
const outside = (state: GameState) => targetsOf(JSON.parse(JSON.stringify(state)) as GameState);

describe('the terrain of occupied hexes kept with the frame', () => {
  it('gives the targets effectiveTerrain gives, at every battle decision, on copies and reopened states', {
    timeout: 120_000,
  }, () => {
    let battles = 0;
    let targets = 0;
    walkRandomGames(
      [
        'scenarios/battles/kawanakajima-command-tent.json',
        'scenarios/battles/okehazama.json',
        'scenarios/test/test-fortress.json',
      ],
      [1, 2],
      (state, prompt, label) => {
        if (prompt.point !== 'battle') return;
        battles++;
        const fresh = outside(state);
        for (const id in fresh) targets += fresh[id]![0].length + fresh[id]![1].length;
        expect(inScope(state), label).toEqual(fresh);
        expect(inScope(cloneState(state)), label).toEqual(fresh);
        const reopened = JSON.parse(JSON.stringify(state)) as GameState;
        expect(inScope(reopened), label).toEqual(fresh);
      },
      500,
    );
    expect(battles).toBeGreaterThan(30);
    expect(targets).toBeGreaterThan(100);
  });

  it('follows the terrain record replaced and the options changed between scopes', () => {
    // Mounted spearmen, an archer in a castle to their north-west and one in the open to their north-east.
    const foe = (id: string, hex: HexKey) => ({ id, side: 'top' as const, type: 'AA' as const, hex });
    const s = makeState({
      terrain: { '5,3': 'castle' },
      units: [
        { id: 'cav', side: 'bottom', type: 'SSpC', hex: '6,4' },
        foe('in-castle', '5,3'),
        foe('outside', '7,3'),
      ],
    });
    // Cavalry may not attack into a castle; asked twice, the second from the kept table.
    expect(withOccupancyIndex(s, () => closeTargets(s, 'cav'))).toEqual(['7,3']);
    expect(withOccupancyIndex(s, () => closeTargets(s, 'cav'))).toEqual(['7,3']);
    // The castle taken off the board (the record replaced): the table goes with the old record.
    clearTerrain(s, '5,3');
    expect(withOccupancyIndex(s, () => closeTargets(s, 'cav')).sort()).toEqual(['5,3', '7,3']);
    // A river set by hand in a new record under the enemy unit forbids the attack again, and a
    // fordable river (a scenario option changed in place) lets it happen.
    s.terrain = { ...s.terrain, '7,3': { t: 'river' } };
    expect(withOccupancyIndex(s, () => closeTargets(s, 'cav')).sort()).toEqual(['5,3']);
    expect(outside(s).cav![0].sort()).toEqual(['5,3']);
    s.options.riverFordable = true;
    expect(withOccupancyIndex(s, () => closeTargets(s, 'cav')).sort()).toEqual(outside(s).cav![0].sort());
  });
});
