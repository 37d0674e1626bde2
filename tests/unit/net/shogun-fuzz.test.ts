// The host's checks on a Shogun table (three seats: the host p1, guests p2 and p3) while every seat
// is planning at once: thousands of malformed or hostile messages on p2's connection and on
// strangers' change nothing (no plan edited, nothing saved), and p3 plans on.

import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { shogun } from '../../../src/games/shogun/index';
import { shogunNet } from '../../../src/net/games/shogun';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { guestMessageSchema } from '../../../src/net/schema';
import { rawGuest } from './fixtures';
import { createRng, intentOf } from './fuzz';
import { expectNothingChanged, floodSeat } from './seat-flood';
import { type ShogunHost, shogunHost, shogunToken } from './shogun-fixtures';

let hosts: ShogunHost[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

const schema = guestMessageSchema(shogunNet);

describe('a Shogun host with two guest seats under hostile messages', () => {
  it('4 000 messages on one guest’s connection and strangers’ change nothing; the other guest plans on', async () => {
    let clock = 0;
    const { host, game, persistence } = shogunHost(3, 7, ['p1'], { now: () => clock, limits: {} });
    hosts.push(host);
    const raw = (h: ShogunHost) => rawGuest(h as never);
    const p2 = raw(host);
    await p2.hello(shogunToken(0));
    const p3 = raw(host);
    await p3.hello(shogunToken(1));
    expect(p2.got[0]).toMatchObject({ seat: 'p2' });
    expect(p3.got[0]).toMatchObject({ seat: 'p3' });
    // The welcome holds p2's own view only: no tower inside, no deck, no generator.
    const welcome = JSON.stringify(p2.got[0]);
    for (const key of ['"inside"', '"eventDeck"', '"drafts"', '"rng"']) expect(welcome).not.toContain(key);
    const before = JSON.stringify(game.state);
    const rng = createRng(37);
    const decision = (seat: string) => shogun.decisions(game.state).find((d) => d.seat === seat)!;
    const actions = [
      ...decision('p2').actions.slice(0, 40),
      ...decision('p1').actions.slice(0, 10),
      { type: 'withdraw' },
      { type: 'move', to: 'Mutsu', count: 3 },
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
      rng,
      ctx,
      legitimate,
      count: 4000,
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
    // p3 was never touched: its connection is open and its first card goes on its plan.
    expect(p3.closed()).toBe(false);
    const lay = decision('p3').actions.find((a) => a.type === 'lay')!;
    p3.send({ v: PROTOCOL_VERSION, t: 'intent', seq: 1, seat: 'p3', at: 0, action: lay });
    expect(await p3.next('update')).toMatchObject({ rev: 1, ack: 1 });
    expect(game.log).toEqual([{ seat: 'p3', action: lay }]);
  }, 120_000);
});
