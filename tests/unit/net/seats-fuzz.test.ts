// The host's checks with several guest seats (Sealed bid, three seats: the host north, guests on
// east and south): thousands of malformed or hostile messages on the east phone's connection and
// on strangers' change nothing, and the limits of one connection leave the other guest alone.

import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { guestMessageSchema } from '../../../src/net/schema';
import { sealedBid } from '../../fixtures/games/sealed-bid/index';
import { sealedBidNet } from '../../fixtures/games/sealed-bid/net';
import { rawGuest, settle } from './fixtures';
import { createRng, intentOf } from './fuzz';
import { type SealedHost, sealedHost, tokenOf } from './sealed-fixtures';
import { expectNothingChanged, floodSeat } from './seat-flood';

let hosts: SealedHost[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

const schema = guestMessageSchema(sealedBidNet);

describe('a host with two guest seats under hostile messages', () => {
  it('6 000 messages on one guest’s connection and strangers’ change nothing; the other guest plays on', async () => {
    let clock = 0;
    const { host, game, persistence } = sealedHost(3, { now: () => clock, limits: {} });
    hosts.push(host);
    const raw = (h: SealedHost) => rawGuest(h as never);
    const east = raw(host);
    await east.hello(tokenOf(1));
    const south = raw(host);
    await south.hello(tokenOf(2));
    expect(east.got[0]).toMatchObject({ seat: 'east' });
    expect(south.got[0]).toMatchObject({ seat: 'south' });
    const before = JSON.stringify(game.state);
    const rng = createRng(31);
    const decision = (seat: string) => sealedBid.decisions(game.state).find((d) => d.seat === seat)!;
    const actions = [...decision('east').actions, ...decision('north').actions, { type: 'withdraw' }];
    const ctx = {
      actions,
      rev: 0,
      token: tokenOf(1),
      seq: 1,
      seats: ['north', 'east', 'south', 'west', 'top'],
    };
    /** A legal intent of east now would be played: those are left out. */
    const legitimate = (data: unknown) => {
      const m = intentOf(data, schema);
      return (
        m?.seat === 'east' && m.at === 0 && decision('east').actions.some((a) => sameAction(a, m.action))
      );
    };
    await floodSeat({
      host,
      victim: east,
      token: tokenOf(1),
      bystander: south,
      rng,
      ctx,
      legitimate,
      count: 6000,
      tick: () => {
        clock += 1000;
      },
    });
    await expectNothingChanged(host, game, persistence, before, [
      'malformed',
      'not-json',
      'version',
      'wrong-seat',
      'stale',
      'duplicate',
      'not-joined',
      'seat-taken',
    ]);
    // The south phone was never touched: its connection is open and its bid goes through.
    expect(south.closed()).toBe(false);
    const card = decision('south').actions[0]!;
    south.send({ v: 5, t: 'intent', seq: 1, seat: 'south', at: 0, action: card });
    expect(await south.next('update')).toMatchObject({ rev: 1, ack: 1 });
    expect(game.log).toEqual([{ seat: 'south', action: card }]);
  }, 120_000);

  it('a flood on one guest’s connection is cut at its own rate limit; the other guest is not', async () => {
    const { host } = sealedHost(3, { now: () => 0, limits: { ratePerSecond: 10, burst: 20 } });
    hosts.push(host);
    const east = rawGuest(host as never);
    const south = rawGuest(host as never);
    await east.hello(tokenOf(1));
    await south.hello(tokenOf(2));
    for (let i = 0; i < 100; i++) east.send({ v: 5, t: 'ping', n: i });
    for (let i = 0; i < 10; i++) south.send({ v: 5, t: 'ping', n: i });
    await settle();
    // The hellos took one token each.
    expect(east.got.filter((m) => m.t === 'pong')).toHaveLength(19);
    expect(south.got.filter((m) => m.t === 'pong')).toHaveLength(10);
    expect(host.stats().refused['rate-limited']).toBe(81);
  });
});
