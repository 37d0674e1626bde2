// The revolt order on a table of phones (seed 001:494-496: the player with several revolts decides
// their order): the choice is sent like any other action, reaches that player's phone with its
// provinces, and only that seat's phone may make it; the host phone and the others are refused.

import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/rules-api';
import type { ShogunCompanionAction } from '../../../src/games/shogun-companion/index';
import { shogunCompanionNet } from '../../../src/net/games/shogun-companion';
import { until } from '../net/fixtures';
import { closeTable, tableClients, untilAllJoined } from '../net/seat-table';
import {
  type CompanionClient,
  type CompanionPhone,
  type CompanionTable,
  companionHost,
} from '../net/shogun-companion-fixtures';
import { shogunPhone } from '../net/shogun-fixtures';
import { act, PHYSICAL3, playToWinter } from './winter-harness';

let table: CompanionTable | null = null;
afterEach(() => {
  closeTable(table);
  table = null;
});

/** A table of phones whose game starts at winter, p2 (a guest phone) without rice: 3 revolts. */
async function atTheChoice(): Promise<CompanionTable> {
  const t = companionHost(PHYSICAL3, 11, ['p1'], {
    start: (s) => {
      playToWinter(s);
      act(s, 'p1', { type: 'rice', seat: 'p1', value: 30 });
      act(s, 'p1', { type: 'rice', seat: 'p3', value: 30 });
      act(s, 'p1', { type: 'supply' });
    },
  }) as CompanionTable;
  t.guests = [0, 1].map((i) => shogunPhone(() => t.host as never, i) as unknown as CompanionPhone);
  await untilAllJoined(t);
  return t;
}

const clientsOf = (t: CompanionTable) => tableClients(t) as Map<Seat, CompanionClient>;

describe('the revolt order over the network', () => {
  it('the action schema takes the choice of a province and refuses any other', () => {
    const schema = shogunCompanionNet.actionSchema;
    expect(v.safeParse(schema, { type: 'revolt-next', province: 'Echizen' }).success).toBe(true);
    for (const bad of [
      { type: 'revolt-next', province: 'Atlantis' },
      { type: 'revolt-next' },
      { type: 'revolt-next', province: 'Echizen', seat: 'p2' },
    ])
      expect(v.safeParse(schema, bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('is offered on the revolting player’s phone only, and only that phone may choose', async () => {
    const t = await atTheChoice();
    table = t;
    const state = t.game.state;
    const drawn = state.phase.step === 'revolts' ? state.phase.pending.map((r) => r.province) : [];
    expect(drawn).toHaveLength(3);
    const clients = clientsOf(t);
    await until(() => [...clients.values()].every((c) => c.view.get() !== null), 'every view');
    const p2 = clients.get('p2')!;
    // Not a form: the choice's actions are sent with the prompt, one per province drawn.
    expect(p2.view.get()?.prompt).toMatchObject({
      seat: 'p2',
      point: 'revolt-order',
      actions: drawn.map((province) => ({ type: 'revolt-next', province })),
    });
    // The other phones see who decides, with no actions of their own.
    for (const seat of ['p1', 'p3'] as const)
      expect(clients.get(seat)!.view.get()?.prompt, seat).toEqual({
        seat: 'p2',
        point: 'revolt-order',
        actions: null,
      });
    // The host's own seat and the other guest cannot choose for p2.
    const choice: ShogunCompanionAction = { type: 'revolt-next', province: drawn[2]! };
    for (const seat of ['p1', 'p3'] as const)
      expect(await clients.get(seat)!.sendAction(choice), seat).toMatchObject({ ok: false });
    expect(t.game.state.battle).toBeNull();
    expect(t.game.log).toHaveLength(0);
    // p2's phone chooses: every phone sees that revolt's battle open.
    expect(await p2.sendAction(choice)).toMatchObject({ ok: true });
    await until(
      () => [...clients.values()].every((c) => c.view.get()?.actionCount === t.game.state.actionCount),
      'all',
    );
    for (const c of clients.values())
      expect(c.view.get()?.battle).toMatchObject({ seat: 'p2', province: drawn[2] });
    expect(t.game.log).toEqual([{ seat: 'p2', action: choice }]);
  }, 60_000);
});
