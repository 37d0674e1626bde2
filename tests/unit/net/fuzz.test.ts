import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { type Side, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { opponent } from '../../../src/games/samurai-battles/types';
import type { HostSession } from '../../../src/net/host';
import { GuestMessageSchema } from '../../../src/net/schema';
import {
  chooser,
  GUEST_TOKEN,
  lonelyHost,
  newGame,
  type RawGuest,
  rawGuest,
  settle,
  untilGuestDecides,
} from './fixtures';
import { createRng, FUZZ_CHAIN_LINKS, hostileMessage, intentOf } from './fuzz';

let hosts: HostSession[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

/** Would this message legitimately change the game (a legal intent of the guest seat, now)? */
function legitimate(
  data: unknown,
  state: Parameters<typeof samuraiBattles.decisions>[0],
  rev: number,
  guestSeat: Side,
): boolean {
  const intent = intentOf(data, GuestMessageSchema);
  if (!intent) return false;
  const d = soleDecision(samuraiBattles, state);
  return (
    d !== null &&
    d.seat === guestSeat &&
    intent.seat === guestSeat &&
    intent.at === rev &&
    d.actions.some((a) => sameAction(a, intent.action))
  );
}

async function fuzz(seed: number, messages: number, whileGuestDecides: boolean) {
  // A clock the test moves: a second every 8 messages keeps most messages under the rate limit,
  // so they reach the schema and the engine; bursts below exercise the limit itself.
  let clock = 0;
  // The host takes the seat that decides first, or the other one (and plays until the guest decides).
  const first = soleDecision(samuraiBattles, newGame(1234).state)!.seat;
  const hostSeat = whileGuestDecides ? opponent(first) : first;
  const { host, game, persistence } = lonelyHost({ seed: 1234, hostSeat, host: { now: () => clock } });
  hosts.push(host);
  if (whileGuestDecides) await untilGuestDecides(host, game, chooser(seed));
  expect(soleDecision(samuraiBattles, game.state)!.seat).toBe(
    whileGuestDecides ? host.guestSeats[0]! : hostSeat,
  );
  const stateBefore = JSON.stringify(game.state);
  const logBefore = JSON.stringify(game.log);
  const savedBefore = persistence.log.length;
  const rng = createRng(seed);
  const d = soleDecision(samuraiBattles, game.state)!;
  // Actions of both seats, legal now or not, for the generator to use and mutate.
  const actions = [...d.actions, { type: 'pass' as const }, { type: 'end-movement' as const }];
  const ctx = { actions, rev: game.log.length, token: GUEST_TOKEN, seq: 1 };
  // A pool of connections: the honest token's, fresh ones that never said hello, replaced when closed.
  const pool: RawGuest[] = [];
  const fresh = async (joined: boolean) => {
    const g = rawGuest(host, FUZZ_CHAIN_LINKS);
    if (joined) await g.hello();
    return g;
  };
  pool.push(await fresh(true), await fresh(false), await fresh(false));
  let sent = 0;
  let skipped = 0;
  while (sent < messages) {
    const data = hostileMessage(rng, ctx);
    if (legitimate(data, game.state, game.log.length, host.guestSeats[0]!)) {
      skipped += 1;
      continue;
    }
    // Two messages in three from the joined guest, whose intents reach the engine's checks.
    const i = sent % 3 === 2 ? 1 + (sent % 2) : 0;
    if (pool[i]!.closed()) pool[i] = await fresh(i === 0);
    pool[i]!.send(data);
    sent += 1;
    // Let the host answer (and close connections it gives up on) before the next message.
    for (let k = 0; k < 6; k++) await Promise.resolve();
    if (sent % 8 === 0) clock += 1000;
    // Now and then a flood in one instant, which the rate limit must absorb.
    if (sent % 2000 === 0) {
      for (let k = 0; k < 100; k++) pool[i]!.send('{"v":5,"t":"ping","n":1}');
      sent += 100;
    }
    if (sent % 500 === 0) await settle();
  }
  await settle(5);
  await host.idle();
  return { host, game, persistence, stateBefore, logBefore, savedBefore, skipped };
}

describe('the host under hostile messages', () => {
  for (const [name, guestDecides, seed] of [
    ['while the host decides', false, 11],
    ['while the guest decides', true, 12],
  ] as const) {
    it(`${name}: 6 000 malformed or hostile messages change nothing and crash nothing`, async () => {
      const r = await fuzz(seed, 6000, guestDecides);
      expect(JSON.stringify(r.game.state)).toBe(r.stateBefore);
      expect(JSON.stringify(r.game.log)).toBe(r.logBefore);
      expect(r.persistence.log.length).toBe(r.savedBefore);
      const stats = r.host.stats();
      expect(stats.internal).toBe(0);
      expect(stats.applied).toBe(0);
      expect(stats.received).toBeGreaterThanOrEqual(6000);
      // Every kind of refusal was met.
      const engineRefusal = guestDecides ? 'illegal-action' : 'not-your-decision';
      for (const code of [
        'not-text',
        'too-large',
        'not-json',
        'malformed',
        'version',
        'rate-limited',
        'stale',
        'wrong-seat',
        'duplicate',
        'not-joined',
        'seat-taken',
        engineRefusal,
      ]) {
        expect(stats.refused[code as keyof typeof stats.refused] ?? 0, code).toBeGreaterThan(0);
      }
      expect(r.skipped).toBeLessThan(600);
      // The host still plays: an honest guest joins and its legal action goes through.
      const honest = rawGuest(r.host);
      await honest.hello();
      const d = soleDecision(samuraiBattles, r.game.state)!;
      if (d.seat === r.host.guestSeats[0]!) {
        honest.send({
          v: 5,
          t: 'intent',
          seq: 2 ** 31 - 1,
          seat: d.seat,
          at: r.game.log.length,
          action: d.actions[0],
        });
        await honest.next('update');
      } else {
        expect((await r.host.client.sendAction(d.actions[0]!)).ok).toBe(true);
      }
      expect(r.game.log.length).toBe(JSON.parse(r.logBefore).length + 1);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }, 120_000);
  }
});
