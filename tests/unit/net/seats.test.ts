// A host with several guest phones (docs/net.md "Seats"), on the "Sealed bid" test game: every
// seat bids in secret at the same time, and the bids are revealed together. Each guest phone must
// see only its own bid until the reveal; every message it received is audited for the others'.

import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../fixtures/games/sealed-bid/index';
import { sealedBidNet } from '../../fixtures/games/sealed-bid/net';
import { rawGuest, settle, TIP, until } from './fixtures';
import { auditSealedGuest } from './sealed-audit';
import {
  cardFor,
  clientsOf,
  closeSealed,
  createRng,
  openSealed,
  type SealedClient,
  type SealedTable,
  sealedHost,
  sealedPhone,
  tokenOf,
} from './sealed-fixtures';

let table: SealedTable | null = null;
let others: { close(): void }[] = [];
afterEach(() => {
  closeSealed(table);
  table = null;
  for (const o of others) o.close();
  others = [];
});

/** One bidding round: every seat chooses, all at once, then commits, all at once. */
async function bidRound(t: SealedTable, seed: number): Promise<Map<Seat, number>> {
  const clients = clientsOf(t);
  const rng = createRng(seed);
  const rev = t.game.log.length;
  await until(
    () => [...clients.values()].every((c) => c.view.get()?.actionCount === rev),
    'every phone to be up to date',
  );
  const bids = new Map<Seat, number>();
  for (const [seat, c] of clients) bids.set(seat, cardFor(c, rng));
  const send = (c: SealedClient, action: Parameters<SealedClient['sendAction']>[0]) =>
    c.sendAction(action).then((out) => {
      if (!out.ok) throw new Error(`refused: ${out.reason} ${out.detail}`);
    });
  await Promise.all([...clients].map(([seat, c]) => send(c, { type: 'choose', card: bids.get(seat)! })));
  // Before any commit: each phone shows its own bid, and only its own.
  for (const [seat, c] of clients) {
    await until(() => c.view.get()?.bid?.mine === bids.get(seat), `${seat} to see its bid`);
    expect(c.view.get()!.bid!.committed).toEqual([]);
  }
  await Promise.all([...clients.values()].map((c) => send(c, { type: 'commit' })));
  return bids;
}

async function revealed(t: SealedTable, bids: Map<Seat, number>): Promise<void> {
  const n = t.game.log.length;
  for (const [seat, c] of clientsOf(t)) {
    await until(() => c.log.get().length === n, `${seat}'s log`);
    const shown = c.log
      .get()
      .flatMap((e) => e.events)
      .filter((e) => e.type === 'revealed');
    expect(shown.at(-1)).toMatchObject({ bids: Object.fromEntries(bids) });
  }
}

describe('a host with several guest phones (Sealed bid)', () => {
  it('two guests: each gets a seat, all three bid at once, each sees only its own bid until the reveal', async () => {
    const t = await openSealed(3, 5);
    table = t;
    expect(t.host.localSeats).toEqual(['north']);
    expect(t.host.guestSeats).toEqual(['east', 'south']);
    expect(t.guests.map((g) => g.client.seat.get()).sort()).toEqual(['east', 'south']);
    expect(t.host.guest.get()).toBe('connected');
    expect(t.host.guests.get()).toEqual({ east: 'connected', south: 'connected' });
    expect(t.persistence.guests).toEqual(
      Object.fromEntries(t.guests.map((g) => [g.client.seat.get(), g.token])),
    );

    const bids = await bidRound(t, 1);
    await revealed(t, bids);
    expect(t.host.stats().refused).toEqual({});
    for (const g of t.guests) {
      const seat = g.client.seat.get()!;
      expect(auditSealedGuest(t.game, g.received, seat, [bids.get(seat)!])).toEqual([]);
      expect(g.client.view.get()).toEqual(sealedBidNet.viewer(t.game.state).view(seat, true));
      // The audit is not blind: a message showing another bid, or a secret key, is caught.
      const forged = JSON.stringify({ v: 5, t: 'pong', n: 1, x: { mine: 99, drafts: {} } });
      expect(auditSealedGuest(t.game, [...g.received, forged], seat, [bids.get(seat)!])).toHaveLength(2);
    }
  }, 30_000);

  it('four guests: whole games of simultaneous secret bids, audited message by message', async () => {
    const t = await openSealed(5, 9);
    table = t;
    const own = new Map<Seat, number[]>();
    for (let round = 0; !t.game.state.over; round++) {
      const bids = await bidRound(t, 100 + round);
      for (const [s, b] of bids) own.set(s, [...(own.get(s) ?? []), b]);
      await revealed(t, bids);
    }
    expect(t.game.state.over).toBe(true);
    for (const g of t.guests) {
      const seat = g.client.seat.get()!;
      expect(auditSealedGuest(t.game, g.received, seat, own.get(seat)!)).toEqual([]);
    }
    expect(t.host.stats().refused).toEqual({});
  }, 60_000);

  it('a new phone takes the seat it asks for when free; a known phone gets its own seat back', async () => {
    const { host } = sealedHost(4);
    others.push(host);
    const a = sealedPhone(() => host, 1, 'west');
    others.push(a.client);
    await until(() => a.client.seat.get() !== null, 'a seat for a');
    expect(a.client.seat.get()).toBe('west');
    // Asking for a taken seat: the first free one.
    const b = sealedPhone(() => host, 2, 'west');
    others.push(b.client);
    await until(() => b.client.seat.get() !== null, 'a seat for b');
    expect(b.client.seat.get()).toBe('east');
    // Phone a again (a reload), asking for another seat: its own.
    a.client.close();
    const again = sealedPhone(() => host, 1, 'south');
    others.push(again.client);
    await until(() => again.client.seat.get() !== null, 'a seat for a again');
    expect(again.client.seat.get()).toBe('west');
  });

  it('a guest that drops mid-choice gets its seat and its own draft back, then its committed choice', async () => {
    const t = await openSealed(3, 5);
    table = t;
    const g = t.guests[0]!;
    const seat = g.client.seat.get()!;
    const card = cardFor(g.client, createRng(3));
    expect((await g.client.sendAction({ type: 'choose', card })).ok).toBe(true);
    // Another seat chooses meanwhile (its draft must stay hidden).
    const host = t.host.client;
    expect((await host.sendAction({ type: 'choose', card: cardFor(host, createRng(4)) })).ok).toBe(true);
    g.links.at(-1)!.close('the phone slept');
    await until(() => g.links.length === 2 && g.client.status.get() === 'connected', 'the guest to rejoin');
    expect(g.client.seat.get()).toBe(seat);
    expect(g.client.view.get()!.bid!.mine).toBe(card);
    expect(g.client.view.get()!.bid!.committed).toEqual([]);
    expect((await g.client.sendAction({ type: 'commit' })).ok).toBe(true);
    g.links.at(-1)!.close('the phone slept again');
    await until(() => g.links.length === 3 && g.client.status.get() === 'connected', 'the guest to rejoin');
    expect(g.client.view.get()!.bid).toMatchObject({ committed: [seat], mine: card });
    expect(auditSealedGuest(t.game, g.received, seat, [card])).toEqual([]);
  }, 30_000);

  it('a stranger with a new token when every seat is taken is refused seat-taken; a freed seat takes it', async () => {
    const t = await openSealed(3, 5);
    table = t;
    const stranger = rawGuest(t.host as never);
    stranger.send({ v: 5, t: 'hello', token: tokenOf(99), have: 0, dice: TIP });
    expect(await stranger.next('error')).toMatchObject({ code: 'seat-taken' });
    await until(() => stranger.closed(), 'the stranger to be sent away');
    const east = t.guests.find((g) => g.client.seat.get() === 'east')!;
    await t.host.releaseSeat('east');
    await until(() => east.client.status.get() === 'refused', 'the east phone to be sent away');
    expect(t.host.guests.get().east).toBe('waiting');
    expect(t.host.guests.get().south).toBe('connected');
    const newcomer = rawGuest(t.host as never);
    newcomer.send({ v: 5, t: 'hello', token: tokenOf(99), have: 0, dice: TIP });
    expect(await newcomer.next('welcome')).toMatchObject({ seat: 'east' });
    expect(t.persistence.guests.east).toBe(tokenOf(99));
    newcomer.link.close('done');
  });

  it('a phone of protocol 3 gets the clear version error', async () => {
    const { host } = sealedHost(3);
    others.push(host);
    const old = rawGuest(host as never);
    old.send({ v: 3, t: 'hello', token: tokenOf(7), have: 0 });
    expect(await old.next('error')).toMatchObject({ code: 'version' });
    await until(() => old.closed(), 'the old phone to be closed');
    expect(host.guests.get()).toEqual({ east: 'waiting', south: 'waiting' });
  });

  it('the host device may play several seats, each through its own client', async () => {
    const { host, game } = sealedHost(4, { localSeats: ['north', 'south'] });
    others.push(host);
    expect(host.guestSeats).toEqual(['east', 'west']);
    const south = host.client.forSeat('south')!;
    expect(host.client.forSeat('east')).toBeNull();
    expect(south.seat.get()).toBe('south');
    const card = cardFor(south, createRng(1));
    expect((await south.sendAction({ type: 'choose', card })).ok).toBe(true);
    expect(south.view.get()!.bid!.mine).toBe(card);
    // North's own view does not show south's draft, though both are played on this device.
    expect(host.client.view.get()!.bid!.mine).toBeNull();
    expect(game.log.map((e) => e.seat)).toEqual(['south']);
    await settle();
  });
});
