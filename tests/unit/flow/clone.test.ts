// cloneState (src/games/samurai-battles/clone.ts) on random states of every playable battlefield,
// under both editions: the copy is exact (same JSON, same key order), deep (no object of the copy is
// one of the original's, except the parts fixed after setup that it shares by design), and those
// shared parts really are never changed: frozen, they survive every game played on to its end.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
  scenarios: { file: string; kind: string }[];
};
const FILES = index.scenarios.filter((e) => e.kind === 'playable').map((e) => e.file);

function load(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(`scenarios/${file}`, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/** Paths (dot-joined, array indices as `*`) whose objects the copy shares with the original. */
const SHARED = [
  /^options$/,
  /^terrain$/,
  /^history\.\*$/,
  /^players\.(top|bottom)\.bannerLog\.\*$/,
  /^victory\.(objectives|rules|zones|tentBanners)$/,
  /^firstRoll$/,
];
const shared = (path: string) => SHARED.some((re) => re.test(path));

/** Every object reached in both at the same path is a different object, unless shared by design. */
function sharedObjects(a: unknown, b: unknown, path: string, out: string[]): void {
  if (typeof a !== 'object' || a === null) return;
  if (shared(path)) return;
  if (a === b) out.push(path || '(root)');
  const isArray = Array.isArray(a);
  for (const k of Object.keys(a)) {
    const p = `${path ? `${path}.` : ''}${isArray ? '*' : k}`;
    sharedObjects((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], p, out);
  }
}

function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
}

/** Freezes what the copy shares, wherever it sits in the state. */
function freezeShared(s: GameState): void {
  deepFreeze(s.options);
  deepFreeze(s.terrain);
  deepFreeze(s.firstRoll);
  for (const h of s.history) deepFreeze(h);
  for (const p of Object.values(s.players)) for (const b of p.bannerLog) deepFreeze(b);
  deepFreeze(s.victory.objectives);
  deepFreeze(s.victory.rules);
  deepFreeze(s.victory.zones);
  deepFreeze(s.victory.tentBanners);
}

function step(state: GameState, chooser: ReturnType<typeof createRng>): void {
  const prompt = currentPrompt(state)!;
  const r = applyAction(state, prompt.seat, pickAction(chooser, prompt.actions), {
    transactional: false,
    trusted: { seat: prompt.seat },
  });
  if (!r.ok) throw new Error(r.detail);
}

describe('cloneState', () => {
  for (const file of FILES) {
    it(`is exact and deep on random states of ${file}, both editions`, { timeout: 60_000 }, () => {
      const scenario = load(file);
      for (const edition of EDITION_IDS) {
        const seed = 11;
        const state = samuraiBattles.setup({ scenario, edition }, seed);
        const chooser = createRng(seed);
        let checked = 0;
        for (let n = 0; !state.winner && n < 3000; n++) {
          if (n % 41 === 5) {
            const copy = cloneState(state);
            expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
            expect(copy).toStrictEqual(state);
            const same: string[] = [];
            sharedObjects(state, copy, '', same);
            expect(same, `${file} ${edition} decision ${n}`).toEqual([]);
            checked++;
          }
          step(state, chooser);
        }
        expect(checked).toBeGreaterThan(2);
      }
    });
  }

  it('a copy played to the end leaves the original as it was, and never changes the shared parts', {
    timeout: 120_000,
  }, () => {
    for (const file of FILES) {
      const scenario = load(file);
      for (const edition of EDITION_IDS) {
        const state = samuraiBattles.setup({ scenario, edition }, 5);
        const chooser = createRng(5);
        for (let n = 0; n < 60 && !state.winner; n++) step(state, chooser);
        const before = JSON.stringify(state);
        const copy = cloneState(state);
        freezeShared(copy);
        // A write to a frozen object throws in module (strict) code: the game would stop here.
        for (let n = 0; n < 20_000 && !copy.winner; n++) step(copy, chooser);
        expect(copy.winner, `${file} ${edition}`).not.toBeNull();
        expect(JSON.stringify(state)).toBe(before);
      }
    }
  });
});
