// The hostile flood of the N-seat fuzz tests (seats-fuzz.test.ts, shogun-fuzz.test.ts): `count`
// messages, two in three on one guest seat's own connection (joined again with its token when the
// host closes it) and the rest on strangers' connections, while another guest keeps its
// connection alive with pings as a real phone does.

import { expect } from 'vitest';
import type { RngState } from '../../../src/engine/rng';
import type { HostSession } from '../../../src/net/host';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { type RawGuest, rawGuest, settle } from './fixtures';
import { type FuzzContext, hostileMessage } from './fuzz';

export async function floodSeat(o: {
  host: Pick<HostSession, 'attach'>;
  /** The guest seat's phone, joined already, and its token. */
  victim: RawGuest;
  token: string;
  /** The other guest's phone, which only pings. */
  bystander: RawGuest;
  rng: RngState;
  ctx: FuzzContext;
  /** A message that would be a legal intent now (left out: the host would rightly play it). */
  legitimate: (data: unknown) => boolean;
  count: number;
  /** Moves the host's clock on (a second every 8 messages). */
  tick: () => void;
}): Promise<void> {
  const pool: RawGuest[] = [o.victim, rawGuest(o.host), rawGuest(o.host)];
  let sent = 0;
  while (sent < o.count) {
    const data = hostileMessage(o.rng, o.ctx);
    if (o.legitimate(data)) continue;
    const i = sent % 3 === 2 ? 1 + (sent % 2) : 0;
    if (pool[i]!.closed()) {
      pool[i] = rawGuest(o.host);
      if (i === 0) await pool[0]!.hello(o.token);
    }
    pool[i]!.send(data);
    sent += 1;
    for (let k = 0; k < 6; k++) await Promise.resolve();
    if (sent % 8 === 0) {
      o.tick();
      o.bystander.send({ v: PROTOCOL_VERSION, t: 'ping', n: sent });
    }
    if (sent % 500 === 0) await settle();
  }
  await settle(5);
}

/** After a flood: the host played, saved and broke nothing, and refused each of `codes` at least once. */
export async function expectNothingChanged(
  host: Pick<HostSession, 'idle' | 'stats'>,
  game: { state: unknown; log: readonly unknown[] },
  saved: { log: readonly unknown[] },
  before: string,
  codes: readonly string[],
): Promise<void> {
  await host.idle();
  expect(JSON.stringify(game.state)).toBe(before);
  expect(game.log).toHaveLength(0);
  expect(saved.log).toHaveLength(0);
  const stats = host.stats();
  expect(stats.internal).toBe(0);
  expect(stats.applied).toBe(0);
  for (const code of codes)
    expect(stats.refused[code as keyof typeof stats.refused] ?? 0, code).toBeGreaterThan(0);
}
