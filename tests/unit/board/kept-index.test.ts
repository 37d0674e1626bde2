// The board index kept between read scopes (board/occupancy.ts): pieces that moved are moved in it
// instead of building it again, and movement targets are kept across moves that leave the hexes
// their search read alone (localBoardMemo). Both must answer exactly what a fresh look at the
// board answers, after every action of whole games.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { moveTargets } from '../../../src/games/samurai-battles/board/movement';
import { leaderAt, unitAt, withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { dragonMoveBonus } from '../../../src/games/samurai-battles/dragon/modifiers';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { moveTargetsOf } from '../../../src/games/samurai-battles/flow/rules';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function scenario(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/** What stands on each hex, looked up by scanning the records (no index: outside any scope). */
function scan(state: GameState): string[] {
  return ALL_KEYS.map((h) => `${unitAt(state, h)?.id ?? '-'}/${leaderAt(state, h)?.id ?? '-'}`);
}

describe('the kept board index', () => {
  it('answers what a fresh look at the board answers, after every action', { timeout: 120_000 }, () => {
    let kept = 0;
    let searches = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        const state = samuraiBattles.setup(
          { scenario: scenario(file), options: { dragonCards: true }, edition },
          4,
        );
        const rng = createRng(9);
        let prompt = currentPrompt(state);
        const last = new Map<string, unknown>();
        const movedSince = new Set<string>();
        for (let i = 0; prompt && i < 500; i++) {
          // The index: every hex's occupants, inside a scope, against a scan of the records.
          expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
          if (prompt.point === 'movement') {
            for (const a of prompt.actions) {
              if (a.type !== 'hold') continue;
              // The answer (kept from before other pieces moved, or not) against a search made now,
              // outside any scope.
              const answer = withOccupancyIndex(state, () => moveTargetsOf(state, a.piece, 9));
              if (last.get(a.piece) === answer && movedSince.has(a.piece)) kept++;
              last.set(a.piece, answer);
              movedSince.delete(a.piece);
              const info = state.turnState.ordered[a.piece];
              const fresh = moveTargets(state, a.piece, {
                maxHexes: 9,
                ...(state.leaders[a.piece] && info?.detached ? { detaching: true } : {}),
                ...(dragonMoveBonus(state, a.piece).through ? { throughAnything: true } : {}),
              });
              expect(answer, `${file} ${edition} decision ${i} ${a.piece}`).toEqual(fresh);
              searches++;
            }
          }
          const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
          // Another piece moves: the answers remembered so far are kept only if its move is away.
          if (action.type === 'move') for (const p of last.keys()) if (p !== action.piece) movedSince.add(p);
          const r = applyThenPrompt(state, prompt.seat, action, { trusted: true, transactional: false });
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
        }
      }
    }
    expect(searches).toBeGreaterThan(100);
    // Some answers were kept across another piece's move, and every answer was right.
    expect(kept).toBeGreaterThan(0);
  });
});
