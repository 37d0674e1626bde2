// The host's checks on a companion table (the host p1, guests p2 and p3) while the seats bid:
// hostile and malformed messages on p2's connection and on strangers' change nothing (no bid in,
// nothing saved), and p3 bids on.

import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { shogunCompanion } from '../../../src/games/shogun-companion/index';
import { shogunCompanionNet } from '../../../src/net/games/shogun-companion';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { guestMessageSchema } from '../../../src/net/schema';
import { rawGuest } from './fixtures';
import { createRng, intentOf } from './fuzz';
import { expectNothingChanged, floodSeat } from './seat-flood';
import { type CompanionHost, companionHost, SIMULATED } from './shogun-companion-fixtures';
import { shogunToken } from './shogun-fixtures';

let hosts: CompanionHost[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

const schema = guestMessageSchema(shogunCompanionNet);

describe('a companion host with two guest seats under hostile messages', () => {
  it('3 000 messages on one guest’s connection and strangers’ change nothing; the other guest bids on', async () => {
    let clock = 0;
    // The table is at the bids (every seat may bid, the simulated tower is full), its log empty.
    const { host, game, persistence } = companionHost(SIMULATED, 9, ['p1'], {
      now: () => clock,
      limits: {},
      start: (state) => void shogunCompanion.apply(state, 'p1', { type: 'begin' }),
    });
    hosts.push(host);
    const raw = (h: CompanionHost) => rawGuest(h as never);
    const p2 = raw(host);
    await p2.hello(shogunToken(0));
    const p3 = raw(host);
    await p3.hello(shogunToken(1));
    expect(p2.got[0]).toMatchObject({ seat: 'p2' });
    const welcome = JSON.stringify(p2.got[0]);
    for (const key of ['"inside"', '"eventDeck"', '"drafts"', '"rng"']) expect(welcome).not.toContain(key);
    const before = JSON.stringify(game.state);
    const decision = (seat: string) => shogunCompanion.decisions(game.state).find((d) => d.seat === seat)!;
    const actions = [
      ...decision('p2').actions,
      ...decision('p1').actions,
      { type: 'withdraw' },
      { type: 'fight' },
      { type: 'rice', seat: 'p2', value: 7 },
      { type: 'owner', province: 'Mutsu', owner: 'p2' },
    ];
    const ctx = { actions, rev: 0, token: shogunToken(0), seq: 1, seats: ['p1', 'p2', 'p3', 'p4', 'top'] };
    /** A legal intent of p2 now would be played: those are left out. */
    const legitimate = (data: unknown) => {
      const m = intentOf(data, schema);
      return m?.seat === 'p2' && m.at === 0 && decision('p2').actions.some((a) => sameAction(a, m.action));
    };
    await floodSeat({
      host,
      victim: p2,
      token: shogunToken(0),
      bystander: p3,
      rng: createRng(41),
      ctx,
      legitimate,
      count: 3000,
      tick: () => {
        clock += 1000;
      },
    });
    await expectNothingChanged(host, game, persistence, before, [
      'malformed',
      'not-json',
      'version',
      'wrong-seat',
      'duplicate',
      'not-joined',
    ]);
    expect(p3.closed()).toBe(false);
    const bid = { type: 'bid', bid: 2 } as const;
    p3.send({ v: PROTOCOL_VERSION, t: 'intent', seq: 1, seat: 'p3', at: 0, action: bid });
    expect(await p3.next('update')).toMatchObject({ rev: 1, ack: 1 });
    expect(game.log).toEqual([{ seat: 'p3', action: bid }]);
  }, 120_000);
});
