import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { eventsFor, viewOf } from '../../../src/games/samurai-battles/view';
import { joinGame } from '../../../src/net/guest';
import type { MemoryTransport } from '../../../src/net/memory';
import { memoryPair } from '../../../src/net/memory';
import {
  chooser,
  FAST,
  GUEST_TOKEN,
  openTable,
  playOne,
  restartHost,
  settle,
  type Table,
  until,
} from './fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

async function connected(t: Table): Promise<void> {
  await until(
    () => t.guest.status.get() === 'connected' && t.guest.view.get()?.actionCount === t.game.log.length,
    'the guest to be connected and up to date',
  );
}

/** Plays until the guest must decide (so a drop happens "mid-turn", in the guest's hands). */
async function untilGuestTurn(t: Table, rng: ReturnType<typeof chooser>, min: number): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const d = soleDecision(samuraiBattles, t.game.state)!;
    if (t.game.log.length >= min && d.seat === 'top') return;
    await playOne(t, rng);
  }
  throw new Error('the guest never had to decide');
}

function expectInStep(t: Table): void {
  expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
  const log = t.guest.log.get();
  expect(log.map((e) => e.index)).toEqual(t.game.log.map((_, i) => i));
  expect(log.map((e) => e.events)).toEqual(t.game.events.map((e) => eventsFor(e, 'top')));
}

describe('drops and reloads', () => {
  it('a guest that drops mid-turn rejoins the same seat, resyncs, and plays on', async () => {
    table = openTable({ seed: 21, limits: FAST });
    const t = table;
    await connected(t);
    const rng = chooser(21);
    await untilGuestTurn(t, rng, 40);
    const before = t.guest.log.get().length;
    t.links.at(-1)!.close('wifi gone');
    await until(() => t.host.guest.get() === 'away', 'the host to see the guest gone');
    expect(t.host.client.status.get()).toBe('away');
    // While the guest is away, sending fails cleanly.
    if (t.guest.status.get() !== 'connected') {
      const out = await t.guest.sendAction({ type: 'pass' });
      expect(out).toMatchObject({ ok: false, reason: 'offline' });
    }
    await connected(t);
    expect(t.links.length).toBe(2);
    expect(t.host.guest.get()).toBe('connected');
    // Only the missing part of the log came again: none this time (nothing happened meanwhile).
    const welcome = t.received.map((m) => JSON.parse(String(m))).filter((m) => m.t === 'welcome');
    expect(welcome.at(-1)).toMatchObject({ logFrom: before });
    expectInStep(t);
    for (let i = 0; i < 30; i++) await playOne(t, rng);
    await connected(t);
    expectInStep(t);
  });

  it('the host plays on while the guest is away; the guest gets what it missed', async () => {
    table = openTable({ seed: 22, limits: FAST, timing: { backoffMs: [80] } });
    const t = table;
    await connected(t);
    const rng = chooser(22);
    // Play until the host decides, then drop the guest and let the host act.
    for (let i = 0; i < 300 && soleDecision(samuraiBattles, t.game.state)!.seat !== 'bottom'; i++)
      await playOne(t, rng);
    const before = t.game.log.length;
    t.links.at(-1)!.close('tunnel');
    await until(() => t.host.guest.get() === 'away', 'the guest to be away');
    while (soleDecision(samuraiBattles, t.game.state)!.seat === 'bottom') {
      const acts = t.host.client.view.get()!.prompt!.actions!;
      await t.host.client.sendAction(acts[0]!);
    }
    expect(t.game.log.length).toBeGreaterThan(before);
    await connected(t);
    expectInStep(t);
  });

  it('an intent whose answer was lost is settled by the rejoin (applied once)', async () => {
    table = openTable({ seed: 23, limits: FAST });
    const t = table;
    await connected(t);
    const rng = chooser(23);
    await untilGuestTurn(t, rng, 10);
    // The host applies the next intent, but the connection dies before its answer arrives.
    const end = t.hostEnds.at(-1)!;
    const send = end.send.bind(end);
    end.send = (text: string) => {
      if (text.includes('"t":"update"')) {
        end.close('lost');
        return;
      }
      send(text);
    };
    const at = t.game.log.length;
    const out = await t.guest.sendAction(t.guest.view.get()!.prompt!.actions![0]!);
    expect(out).toEqual({ ok: true });
    expect(t.game.log.length).toBe(at + 1);
    await connected(t);
    expectInStep(t);
  });

  it('an intent that never reached the host is sent again after the rejoin', async () => {
    table = openTable({ seed: 24, limits: FAST });
    const t = table;
    await connected(t);
    const rng = chooser(24);
    await untilGuestTurn(t, rng, 10);
    const link = t.links.at(-1)! as MemoryTransport;
    link.send = () => link.close('lost on the way');
    const at = t.game.log.length;
    const out = await t.guest.sendAction(t.guest.view.get()!.prompt!.actions![0]!);
    expect(out).toEqual({ ok: true });
    expect(t.game.log.length).toBe(at + 1);
    expect(t.links.length).toBe(2);
    await connected(t);
    expectInStep(t);
  });

  it('a guest page reload (a new client, same phone) gets the whole log again', async () => {
    table = openTable({ seed: 25, limits: FAST });
    const t = table;
    await connected(t);
    const rng = chooser(25);
    for (let i = 0; i < 60; i++) await playOne(t, rng);
    await connected(t);
    t.guest.close();
    const reloaded = joinGame({
      token: GUEST_TOKEN,
      limits: FAST,
      connect: async () => {
        const [g, h] = memoryPair();
        t.host.attach(h);
        return g;
      },
    });
    t.guest = reloaded;
    await connected(t);
    expectInStep(t);
    expect(t.guest.seat.get()).toBe('top');
  });

  it('a host reload restores the game from its save; the guest rejoins and play goes on', async () => {
    table = openTable({ seed: 26, limits: FAST, timing: { backoffMs: [20] } });
    const t = table;
    await connected(t);
    const rng = chooser(26);
    for (let i = 0; i < 80; i++) await playOne(t, rng);
    await connected(t);
    const saved = t.persistence.log.length;
    expect(saved).toBe(80);
    restartHost(t, FAST);
    expect(t.host.guest.get()).toBe('away');
    await until(() => t.links.length === 2, 'the guest to come back to the new host');
    await connected(t);
    expect(t.game.log.length).toBe(saved);
    expectInStep(t);
    expect(t.guest.notice.get()?.code ?? null).toBeNull();
    for (let i = 0; i < 40; i++) await playOne(t, rng);
    await connected(t);
    expectInStep(t);
  });

  it('a gap in what the host sends makes the guest start over and resync', async () => {
    table = openTable({ seed: 27, limits: FAST });
    const t = table;
    await connected(t);
    const rng = chooser(27);
    for (let i = 0; i < 10; i++) await playOne(t, rng);
    await connected(t);
    t.hostEnds.at(-1)!.send(
      JSON.stringify({
        v: 5,
        t: 'update',
        rev: 99,
        patch: { set: [], del: [] },
        entry: { index: 98, seat: 'top', events: [] },
      }),
    );
    await until(() => t.links.length === 2, 'the guest to reconnect');
    await connected(t);
    expectInStep(t);
  });

  it('the host drops a guest that has gone silent; the guest notices a silent host', async () => {
    table = openTable({
      seed: 28,
      host: { heartbeat: { deadAfterMs: 150, checkEveryMs: 20 } },
      timing: { pingEveryMs: 1_000_000, deadAfterMs: 100_000 },
    });
    const t = table;
    await connected(t);
    await until(() => t.host.guest.get() === 'away', 'the host to drop the silent guest', 3000);
    await settle(5);
    t.guest.close();
    t.host.close();
    table = openTable({ seed: 29, timing: { pingEveryMs: 20, deadAfterMs: 120 } });
    const u = table;
    await connected(u);
    // The host stops answering altogether (its messages vanish).
    const end = u.hostEnds.at(-1)!;
    end.send = () => undefined;
    await until(() => u.links.length === 2, 'the guest to give up on the silent connection', 3000);
  });
});
