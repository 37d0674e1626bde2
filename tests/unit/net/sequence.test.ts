import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { refusalText } from '../../../src/net/client';
import type { HostSession } from '../../../src/net/host';
import {
  chooser,
  GUEST_TOKEN,
  lonelyHost,
  openTable,
  rawGuest,
  settle,
  type Table,
  TIP,
  until,
  untilGuestDecides,
} from './fixtures';

let hosts: HostSession[] = [];
let table: Table | null = null;
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
  table?.guest.close();
  table?.host.close();
  table = null;
});

function setupLonely(seed = 1234) {
  const l = lonelyHost({ seed });
  hosts.push(l.host);
  return l;
}

function guestAction(game: ReturnType<typeof setupLonely>['game']) {
  const d = soleDecision(samuraiBattles, game.state)!;
  expect(d.seat).toBe('top');
  return d.actions[0]!;
}

describe('intents: seats, turns and sequence numbers', () => {
  it('the same intent twice is applied once; the repeat is answered "duplicate"', async () => {
    const { host, game } = setupLonely();
    await untilGuestDecides(host, game, chooser(1));
    const g = rawGuest(host);
    await g.hello();
    const at = game.log.length;
    const msg = { v: 5, t: 'intent', seq: 7, seat: 'top', at, action: guestAction(game) };
    g.send(msg);
    g.send(msg);
    await g.next('update');
    const rejected = await g.next('rejected');
    expect(rejected).toMatchObject({ seq: 7, reason: 'duplicate' });
    expect(game.log.length).toBe(at + 1);
    expect(host.stats().applied).toBe(1);
  });

  it('an older sequence number arriving after a newer one is ignored', async () => {
    const { host, game } = setupLonely();
    await untilGuestDecides(host, game, chooser(2));
    const g = rawGuest(host);
    await g.hello();
    const at = game.log.length;
    const action = guestAction(game);
    g.send({ v: 5, t: 'intent', seq: 5, seat: 'top', at, action });
    g.send({ v: 5, t: 'intent', seq: 4, seat: 'top', at, action });
    await g.next('update');
    expect(await g.next('rejected')).toMatchObject({ seq: 4, reason: 'duplicate' });
    expect(game.log.length).toBe(at + 1);
  });

  it('an intent made on an older view is refused as stale, even when the action would be legal', async () => {
    const { host, game } = setupLonely();
    await untilGuestDecides(host, game, chooser(3));
    const g = rawGuest(host);
    await g.hello();
    const at = game.log.length;
    g.send({ v: 5, t: 'intent', seq: 1, seat: 'top', at: at + 1, action: guestAction(game) });
    expect(await g.next('rejected')).toMatchObject({ seq: 1, reason: 'stale' });
    expect(game.log.length).toBe(at);
  });

  it('an action for the host seat is refused as wrong-seat', async () => {
    const { host, game } = setupLonely();
    const g = rawGuest(host);
    await g.hello();
    const d = soleDecision(samuraiBattles, game.state)!;
    const before = JSON.stringify(game.state);
    g.send({ v: 5, t: 'intent', seq: 1, seat: 'bottom', at: game.log.length, action: d.actions[0] });
    expect(await g.next('rejected')).toMatchObject({ seq: 1, reason: 'wrong-seat' });
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('an intent before hello is refused; the connection must join first', async () => {
    const { host, game } = setupLonely();
    const g = rawGuest(host);
    g.send({ v: 5, t: 'intent', seq: 1, seat: 'top', at: 0, action: { type: 'pass' } });
    expect(await g.next('error')).toMatchObject({ code: 'not-joined' });
    expect(game.log.length).toBe(0);
  });

  it('out of turn, the guest phone is refused with a reason its UI shows', async () => {
    table = openTable({ seed: 1234 });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    // Let the host decide, then have the guest try to act anyway.
    const rng = chooser(4);
    while (soleDecision(samuraiBattles, t.game.state)!.seat === 'top') {
      const acts = t.guest.view.get()!.prompt!.actions!;
      await t.guest.sendAction(acts[0]!);
    }
    await until(() => t.guest.view.get()?.actionCount === t.game.log.length, 'the guest view');
    expect(t.guest.view.get()!.prompt!.actions).toBeNull();
    const out = await t.guest.sendAction({ type: 'end-movement' });
    expect(out).toMatchObject({
      ok: false,
      reason: 'not-your-decision',
      message: refusalText('not-your-decision'),
    });
    expect(t.guest.notice.get()).toMatchObject({ kind: 'refused', code: 'not-your-decision' });
    t.guest.dismissNotice();
    expect(t.guest.notice.get()).toBeNull();
    void rng;
  });

  it('the host player is refused out of turn too, with the same reasons', async () => {
    table = openTable({ seed: 1234 });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    const d = soleDecision(samuraiBattles, t.game.state)!;
    if (d.seat === 'bottom') await t.host.client.sendAction(d.actions[0]!);
    while (soleDecision(samuraiBattles, t.game.state)!.seat === 'bottom') {
      await t.host.client.sendAction(soleDecision(samuraiBattles, t.game.state)!.actions[0]!);
    }
    const out = await t.host.client.sendAction({ type: 'pass' });
    expect(out).toMatchObject({ ok: false, reason: 'not-your-decision' });
    expect(t.host.client.notice.get()).toMatchObject({ code: 'not-your-decision' });
  });

  it('another phone cannot take the guest seat; once the host frees it, it can', async () => {
    const { host, persistence } = setupLonely();
    const first = rawGuest(host);
    await first.hello(GUEST_TOKEN);
    expect(persistence.guests).toEqual({ top: GUEST_TOKEN });
    const intruder = rawGuest(host);
    intruder.send({ v: 5, t: 'hello', token: 'someone-else-123456', have: 0, dice: TIP });
    expect(await intruder.next('error')).toMatchObject({ code: 'seat-taken' });
    await until(() => intruder.closed(), 'the intruder to be sent away');
    expect(first.closed()).toBe(false);
    await host.releaseSeat();
    expect(await first.next('error')).toMatchObject({ code: 'replaced' });
    const second = rawGuest(host);
    await second.hello('someone-else-123456');
    expect(persistence.guests).toEqual({ top: 'someone-else-123456' });
  });

  it('a refused guest phone says so and stops trying', async () => {
    const { host } = setupLonely();
    const first = rawGuest(host);
    await first.hello('the-first-phone-token');
    table = null;
    const { joinGame } = await import('../../../src/net/guest');
    const { memoryPair } = await import('../../../src/net/memory');
    let attempts = 0;
    const guest = joinGame({
      token: GUEST_TOKEN,
      timing: { backoffMs: [5] },
      connect: async () => {
        attempts += 1;
        const [g, h] = memoryPair();
        host.attach(h);
        return g;
      },
    });
    await until(() => guest.status.get() === 'refused', 'the guest to be refused');
    expect(guest.notice.get()).toMatchObject({ kind: 'connection', code: 'seat-taken' });
    await settle(50);
    expect(attempts).toBe(1);
    guest.close();
  });
});
