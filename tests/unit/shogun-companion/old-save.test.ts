// Companion saves made before the revolt order was the player's choice (rules version 2: after the
// rice supply the drawn revolts opened one by one in the order drawn) open and go on under version 3
// (a player with two or more revolts chooses which is fought next, seed 001:494-496). Version 2 is
// stood in for by today's module plus its old step: whenever no revolt is open, the next one drawn
// opens by itself (main's openRevolt).

import { beforeEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/rules-api';
import { type ShogunCompanionAction, shogunCompanion } from '../../../src/games/shogun-companion/index';
import { resumeSave } from '../../../src/store/resume';
import { createSave, flushSaves, loadSave } from '../../../src/store/saves';
import { shogunCompanionNewSave, shogunCompanionProgress } from '../../../src/store/shogun-companion';
import { freshDatabase } from '../store/db-helpers';
import { act, type Logged, PHYSICAL3, playToWinter } from './winter-harness';

const versionTwo: typeof shogunCompanion = {
  ...shogunCompanion,
  rulesVersion: 2,
  apply(state, seat, action, opts) {
    const r = shogunCompanion.apply(state, seat, action, opts);
    const next = state.phase.step === 'revolts' ? state.phase.pending[0] : undefined;
    if (r.ok && next && !state.battle)
      state.battle = {
        kind: 'revolt',
        seat: next.seat,
        defender: null,
        armies: 0,
        defenderArmies: 0,
        unrest: 0,
        castle: false,
        extraPeasants: next.extraPeasants,
        fell: {},
        province: next.province,
      };
    return r;
  },
};

const PLAYERS = [
  { name: 'Aiko', colour: 'red' },
  { name: 'Ben', colour: 'blue' },
  { name: '', colour: 'black' },
];

beforeEach(() => {
  freshDatabase();
});

/**
 * A save recorded under version 2: to winter; then, with `winter`, p1 without rice (3 revolts), the
 * supply and the actions `after`; `leave`: the snapshot taken when the game is left.
 */
async function oldSave(opts: { winter: boolean; after?: Logged[]; leave: boolean }) {
  const seed = 11;
  const state = versionTwo.setup(PHYSICAL3, seed);
  const save = await createSave({
    ...shogunCompanionNewSave(PHYSICAL3, seed, state, PLAYERS, ['Aiko', 'Ben', 'Black']),
    rulesVersion: 2,
  });
  const log: Logged[] = [];
  const writes: Promise<void>[] = [];
  const recorded: typeof versionTwo = {
    ...versionTwo,
    apply: (s, seat, a, o) => {
      const r = versionTwo.apply(s, seat, a, o);
      if (r.ok) {
        log.push({ seat, action: a });
        writes.push(save.appendAction({ seat, action: a }, shogunCompanionProgress(s), s));
      }
      return r;
    },
  };
  playToWinter(state, undefined, recorded);
  if (opts.winter) {
    act(state, 'p1', { type: 'rice', seat: 'p2', value: 30 }, undefined, recorded);
    act(state, 'p1', { type: 'rice', seat: 'p3', value: 30 }, undefined, recorded);
    act(state, 'p1', { type: 'supply' }, undefined, recorded);
    for (const { seat, action } of opts.after ?? []) act(state, seat, action, undefined, recorded);
  }
  await Promise.all(writes);
  if (opts.leave) await save.snapshotNow(state);
  await flushSaves();
  save.close();
  return { id: save.id, state, log };
}

const ARMIES: Logged = { seat: 'p1', action: { type: 'form', change: { field: 'armies', value: 2 } } };

describe('a companion save from rules version 2 (revolts in the order drawn)', () => {
  it('left during the revolts: opens as its players left it and goes on under the choice', async () => {
    // Left with the first revolt drawn open and p1's armies entered (the old rules opened it).
    const old = await oldSave({ winter: true, after: [ARMIES], leave: true });
    expect(old.state.battle).toMatchObject({ seat: 'p1', armies: 2 });
    const resumed = await resumeSave(old.id, shogunCompanion);
    expect(resumed.notice).toBeNull();
    expect(resumed.session.state).toEqual(old.state);
    const s = resumed.session.state;
    const [, b, c] = s.phase.step === 'revolts' ? s.phase.pending.map((r) => r.province) : [];
    const play = async (seat: Seat, a: ShogunCompanionAction) => {
      const r = shogunCompanion.apply(s, seat, a);
      if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.detail}`);
      await resumed.save.appendAction({ seat, action: a }, shogunCompanionProgress(s), s);
    };
    // The open revolt is fought as entered; then p1 chooses between the two left (version 3).
    await play('p1', { type: 'fight' });
    expect(s.battle).toBeNull();
    expect(shogunCompanion.decisions(s)).toEqual([
      {
        seat: 'p1',
        point: 'revolt-order',
        actions: [
          { type: 'revolt-next', province: b },
          { type: 'revolt-next', province: c },
        ],
      },
    ]);
    await play('p1', { type: 'revolt-next', province: c! });
    expect(s.battle?.province).toBe(c);
    await flushSaves();
    resumed.save.close();
    const header = (await loadSave(old.id)).header;
    expect(header.rulesVersion).toBe(shogunCompanion.rulesVersion);
    // And it opens again under the rules of today, at the choice made.
    const again = await resumeSave(old.id, shogunCompanion);
    expect(again.notice).toBeNull();
    expect(again.session.state).toEqual(s);
    again.save.close();
  });

  it('left before winter: the whole log replays under the new rules, nothing set aside', async () => {
    const old = await oldSave({ winter: false, leave: false });
    const resumed = await resumeSave(old.id, shogunCompanion);
    expect(resumed.notice).toBeNull();
    expect(resumed.session.state).toEqual(old.state);
    const s = resumed.session.state;
    act(s, 'p1', { type: 'rice', seat: 'p2', value: 30 });
    act(s, 'p1', { type: 'rice', seat: 'p3', value: 30 });
    act(s, 'p1', { type: 'supply' });
    expect(shogunCompanion.decisions(s)[0]).toMatchObject({ seat: 'p1', point: 'revolt-order' });
    resumed.save.close();
  });

  it('closed mid-revolt without its last snapshot: goes on from the newest snapshot, saying so', async () => {
    const old = await oldSave({
      winter: true,
      after: [ARMIES, { seat: 'p1', action: { type: 'fight' } }],
      leave: false,
    });
    const resumed = await resumeSave(old.id, shogunCompanion);
    // Version 3 refuses the old log's first revolt entry (p1 must choose first), so the game goes on
    // from the last state kept (every 20th action), and the screen says how far it went back.
    expect(resumed.notice).toMatchObject({
      kind: 'rewound',
      reason: 'rules-changed',
      fromAction: old.log.length,
    });
    const at = resumed.notice?.kind === 'rewound' ? resumed.notice.toAction : -1;
    expect(at % 20).toBe(0);
    expect(resumed.session.log).toHaveLength(at);
    resumed.save.close();
  });
});
