// Reaction windows on two phones (docs/net.md "Reaction windows"): the host's privacy setting is
// the battle's `reactionPauses` option, and under 'always' the engine itself makes a window whose
// owner holds nothing playable a decision offering only a pass. On two phones that is an ordinary
// decision of the guest: its phone decides, the host's phone shows the guest deciding, and no
// message or pause of the net layer is involved.

import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ReactionPauses } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { chooser, FAST, introSetup, openTable, playOne, type Table, until } from './fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

function open(seed: number, reactionPauses: ReactionPauses): Table {
  const setup = introSetup();
  table = openTable({ seed, limits: FAST, setup: { ...setup, options: { reactionPauses } } });
  return table;
}

/** Plays random legal actions until the guest (top) has a window offering only a pass; null if never. */
async function untilGuestPassOnly(t: Table, seed: number): Promise<number | null> {
  const rng = chooser(seed);
  for (let i = 0; i < 3000; i++) {
    await t.host.idle();
    const d = soleDecision(samuraiBattles, t.game.state);
    if (!d) return null;
    if (d.seat === 'top' && d.point.startsWith('window:') && d.actions.length === 1) return t.game.log.length;
    if (!(await playOne(t, rng))) return null;
  }
  return null;
}

describe('reaction windows on two phones', () => {
  it("under 'always' a window the guest holds nothing for is a pass decision on the guest phone", async () => {
    const t = open(7, 'always');
    const at = await untilGuestPassOnly(t, 7);
    expect(at).not.toBeNull();
    await until(() => t.guest.view.get()?.actionCount === at, 'the guest to be up to date');
    const prompt = t.guest.view.get()!.prompt!;
    expect(prompt.seat).toBe('top');
    expect(prompt.point).toMatch(/^window:/);
    expect(prompt.actions).toEqual([{ type: 'pass' }]);
    // The host phone shows the guest deciding, at the same window, with no actions of its own.
    await until(() => t.host.client.view.get()?.actionCount === at, 'the host to be up to date');
    expect(t.host.client.view.get()!.prompt).toEqual({ seat: 'top', point: prompt.point, actions: null });
    expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));
    // The host cannot pass for the guest; the guest's pass goes through like any action.
    expect(await t.host.client.sendAction({ type: 'pass' })).toMatchObject({
      ok: false,
      reason: 'not-your-decision',
    });
    expect(await t.guest.sendAction({ type: 'pass' })).toEqual({ ok: true });
    expect(t.game.log.at(-1)).toEqual({ seat: 'top', action: { type: 'pass' } });
  }, 60_000);

  it("under 'when-able' the engine passes such windows over: no pass-only window ever reaches a phone", async () => {
    const t = open(7, 'when-able');
    const rng = chooser(7);
    for (let i = 0; i < 400; i++) {
      await t.host.idle();
      const d = soleDecision(samuraiBattles, t.game.state);
      if (!d) break;
      if (d.point.startsWith('window:')) expect(d.actions.length).toBeGreaterThan(1);
      if (!(await playOne(t, rng))) break;
    }
    expect(t.game.log.length).toBeGreaterThan(50);
  }, 60_000);
});
