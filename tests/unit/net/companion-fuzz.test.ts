// The host of a companion game under malformed and hostile guest messages (the generator of
// fuzz.ts, fed with companion actions): nothing changes the game, the log or the save, nothing
// throws, and the host still plays afterwards.

import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import type { CompanionAction } from '../../../src/games/companion/actions';
import { type CompanionState, companion } from '../../../src/games/companion/index';
import { companionNet } from '../../../src/net/games/companion';
import { guestMessageSchema } from '../../../src/net/schema';
import { type CompanionHost, companionHost } from './companion-fixtures';
import { GUEST_TOKEN, type RawGuest, rawGuest, settle } from './fixtures';
import { createRng, FUZZ_CHAIN_LINKS, hostileMessage, intentOf } from './fuzz';

const schema = guestMessageSchema(companionNet);

let hosts: CompanionHost[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

/** Would this message legitimately change the game (a legal intent of the guest seat, now)? */
function legitimate(data: unknown, state: CompanionState, rev: number, guestSeat: string): boolean {
  const intent = intentOf(data, schema);
  if (!intent) return false;
  const d = soleDecision(companion, state);
  return (
    d !== null &&
    d.seat === guestSeat &&
    intent.seat === guestSeat &&
    intent.at === rev &&
    d.actions.some((a) => sameAction(a, intent.action))
  );
}

/** Well-formed companion actions that are never legal at the table step of Kawagoe's first turn. */
const NEVER_NOW: CompanionAction[] = [
  { type: 'keep-card', card: 'order-one-unit#1' },
  { type: 'take-honor' },
  { type: 'keep-dragons' },
  { type: 'end-turn' },
  { type: 'discard', card: 'not-a-card#9' },
];

async function fuzz(seed: number, messages: number, whileGuestDecides: boolean) {
  let clock = 0;
  const { host, game, persistence } = companionHost({ host: { now: () => clock } });
  hosts.push(host);
  // Kawagoe opens with the host's army (bottom) at the controls; it may hand them to the guest.
  expect(game.state.control).toBe('bottom');
  if (whileGuestDecides) expect((await host.client.sendAction({ type: 'hand-over' })).ok).toBe(true);
  await host.idle();
  expect(soleDecision(companion, game.state)!.seat).toBe(whileGuestDecides ? host.guestSeats[0]! : 'bottom');
  const stateBefore = JSON.stringify(game.state);
  const logBefore = JSON.stringify(game.log);
  const savedBefore = persistence.log.length;
  const rng = createRng(seed);
  const d = soleDecision(companion, game.state)!;
  const actions = [...d.actions.slice(0, 60), ...NEVER_NOW];
  const ctx = { actions, rev: game.log.length, token: GUEST_TOKEN, seq: 1 };
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
    const i = sent % 3 === 2 ? 1 + (sent % 2) : 0;
    if (pool[i]!.closed()) pool[i] = await fresh(i === 0);
    pool[i]!.send(data);
    sent += 1;
    for (let k = 0; k < 6; k++) await Promise.resolve();
    if (sent % 8 === 0) clock += 1000;
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

describe('a companion host under hostile messages', () => {
  for (const [name, guestDecides, seed] of [
    ['while the host is at the controls', false, 21],
    ['while the guest is at the controls', true, 22],
  ] as const) {
    it(`${name}: 4 000 malformed or hostile messages change nothing and crash nothing`, async () => {
      const r = await fuzz(seed, 4000, guestDecides);
      expect(JSON.stringify(r.game.state)).toBe(r.stateBefore);
      expect(JSON.stringify(r.game.log)).toBe(r.logBefore);
      expect(r.persistence.log.length).toBe(r.savedBefore);
      const stats = r.host.stats();
      expect(stats.internal).toBe(0);
      expect(stats.applied).toBe(0);
      expect(stats.received).toBeGreaterThanOrEqual(4000);
      // Most generated messages were hostile, not a legal intent the test had to hold back.
      expect(r.skipped).toBeLessThan(2000);
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
      // The host still plays: an honest guest joins and a legal action of the deciding seat goes through.
      const honest = rawGuest(r.host);
      await honest.hello();
      const d = soleDecision(companion, r.game.state)!;
      const calc = d.actions.find((a) => a.type === 'calc')!;
      if (d.seat === r.host.guestSeats[0]!) {
        honest.send({
          v: 5,
          t: 'intent',
          seq: 2 ** 31 - 1,
          seat: d.seat,
          at: r.game.log.length,
          action: calc,
        });
        await honest.next('update');
      } else {
        expect((await r.host.client.sendAction(calc)).ok).toBe(true);
      }
      expect(r.game.log.length).toBe(JSON.parse(r.logBefore).length + 1);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }, 120_000);
  }
});
