// flow/zoneNumbers.ts sideInZone: whether a unit of a side (of some types) stands in a zone, read
// from the open scope's index when there is one, is what looking at every zone hex by its key says
// (unitAt on the records). Asked by the rules after every action (scenarioRules.ts mayActNow) to
// skip them when nothing could happen: a wrong "no" there would skip a zone entry or a capture, a
// wrong "yes" only costs time, so both are checked here: at every decision of random games, in a
// read scope and outside one, on copies, on states reopened from JSON and with a unit put by hand.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { sideInZone } from '../../../src/games/samurai-battles/flow/zoneNumbers';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import {
  type GameState,
  type HexKey,
  SIDES,
  type Side,
  type Unit,
} from '../../../src/games/samurai-battles/types';

function setupOf(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(file);
  return { scenario: r.scenario };
}

/** The answer hex by hex from the records. */
function byKeys(state: GameState, side: Side, hexes: readonly HexKey[], types?: readonly Unit['type'][]) {
  return hexes.some((h) =>
    Object.values(state.units).some(
      (u) => u.hex === h && u.side === side && (types === undefined || types.includes(u.type)),
    ),
  );
}

/** Every zone of the state, both sides, any type and the first unit's type only: each way of reading. */
function compareAll(state: GameState): number {
  const firstType = Object.values(state.units)[0]?.type;
  const typeSets: (readonly Unit['type'][] | undefined)[] = [undefined, firstType ? [firstType] : []];
  let yes = 0;
  for (const hexes of Object.values(state.victory.zones ?? {})) {
    for (const side of SIDES) {
      for (const types of typeSets) {
        const want = byKeys(state, side, hexes, types);
        if (want) yes++;
        expect(sideInZone(state, side, hexes, types)).toBe(want);
        expect(withOccupancyIndex(state, () => sideInZone(state, side, hexes, types))).toBe(want);
      }
    }
  }
  return yes;
}

describe('sideInZone answers what the zone hexes by key say', () => {
  it('at every decision of random games on Takakura, on copies and reopened states', () => {
    const setup = setupOf('scenarios/battles/takakura.json');
    let yes = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const state = samuraiBattles.setup(setup, seed);
      const rng = createRng(seed * 11);
      let prompt = currentPrompt(state);
      for (let i = 0; i < 400 && prompt && !state.winner; i++) {
        yes += compareAll(state);
        if (i % 25 === 0) {
          yes += compareAll(cloneState(state));
          yes += compareAll(JSON.parse(JSON.stringify(state)) as GameState);
        }
        const r = applyThenPrompt(state, prompt.seat, pickAction(rng, prompt.actions), {
          transactional: false,
          trusted: true,
        });
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
    }
    // Units were found in zones, not only their absence checked.
    expect(yes).toBeGreaterThan(0);
  });

  it('sees a unit put by hand on an empty zone hex, and taken off it again', () => {
    const state = samuraiBattles.setup(setupOf('scenarios/battles/takakura.json'), 1);
    const taken = new Set(Object.values(state.units).map((u) => u.hex));
    for (const l of Object.values(state.leaders)) taken.add(l.hex);
    const hexes = Object.values(state.victory.zones ?? {}).find((z) => z.some((h) => !taken.has(h)))!;
    const empty = hexes.find((h) => !taken.has(h))!;
    const unit = Object.values(state.units).find((u) => !hexes.includes(u.hex))!;
    currentPrompt(state); // an index kept for the state before the hand edit
    expect(withOccupancyIndex(state, () => sideInZone(state, unit.side, [empty], undefined))).toBe(false);
    const was = unit.hex;
    unit.hex = empty;
    expect(withOccupancyIndex(state, () => sideInZone(state, unit.side, hexes, [unit.type]))).toBe(true);
    expect(sideInZone(state, unit.side, [empty], [unit.type])).toBe(true);
    unit.hex = was;
    expect(withOccupancyIndex(state, () => sideInZone(state, unit.side, [empty], undefined))).toBe(false);
    compareAll(state);
  });
});
