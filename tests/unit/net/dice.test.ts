// Dice neither phone can bias (issue 24, docs/net.md "Dice"): on two phones every roll is drawn
// from the host's committed value and the guest's chain link, the guest recomputes every die it is
// shown, and a host that changes a die, rolls alone or opens something else than it committed to
// is caught: the guest stops with the notice 'tampered'.

import { afterEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { probeRoll } from '../../../src/net/dice/public-seed';
import { samuraiNet } from '../../../src/net/games/samurai';
import type { MemoryTransport } from '../../../src/net/memory';
import { replayWithEvents } from '../../../src/net/replay';
import { chooser, FAST, lonelyHost, newGame, openTable, playOne, type Table, until } from './fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

/**
 * Plays random actions until `stop` or `max` actions; returns how many were played. An action
 * refused once `stop` holds (the guest stopped) ends the game quietly.
 */
async function play(t: Table, max: number, stop: () => boolean = () => false): Promise<number> {
  const rng = chooser(7);
  let n = 0;
  try {
    while (n < max && !stop() && (await playOne(t, rng))) n += 1;
  } catch (e) {
    if (!stop()) throw e;
  }
  return n;
}

/** Rewrites what the host sends the guest on its current connection. */
function tamper(end: MemoryTransport, change: (m: Record<string, unknown>) => void): void {
  const send = end.send.bind(end);
  end.send = (text: string) => {
    const m = JSON.parse(text) as Record<string, unknown>;
    if (m.t === 'update') change(m);
    send(JSON.stringify(m));
  };
}

const rolled = (m: Record<string, unknown>) =>
  (m.entry as { events: { type: string; faces?: string[] }[] }).events.find(
    (e) => (e.type === 'dice' || e.type === 'reroll') && (e.faces?.length ?? 0) > 0,
  );

describe('dice on two phones', () => {
  it('every roll uses the guest’s part; the guest checks each die; the save rolls the same again', async () => {
    table = openTable({ seed: 77, limits: FAST });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    await play(t, 700);
    expect(t.guest.status.get()).toBe('connected');
    expect(t.guest.notice.get()).toBeNull();
    const withDice = t.game.log.filter((e) => e.dice);
    expect(withDice.length).toBeGreaterThan(5);
    // Every action whose events show dice carries its seed, and only those.
    t.game.events.forEach((events, i) => {
      const shows = samuraiNet.publicDraws!(events).length > 0;
      expect(t.game.log[i]!.dice !== undefined).toBe(shows);
    });
    // Both the host's draws and the guest's intents rolled this way.
    expect(new Set(withDice.map((e) => e.seat))).toEqual(new Set(['top', 'bottom']));
    // The saved log replays to the same state, dice and all.
    const again = replayWithEvents(t.game.setup, t.game.seed, t.persistence.log);
    expect(sameAction(again.state, t.game.state)).toBe(true);
    expect(again.events).toEqual(t.game.events);
    // Without the seeds the host's generator alone would have rolled other dice.
    const bare = t.persistence.log.map(({ seat, action }) => ({ seat, action }));
    let alone: unknown[] = [];
    try {
      alone = replayWithEvents(t.game.setup, t.game.seed, bare).events;
    } catch {
      // Other dice made a later logged action illegal: as different as can be.
    }
    expect(alone).not.toEqual(t.game.events);
  }, 120_000);

  const cheats: [string, (m: Record<string, unknown>) => void, string][] = [
    [
      'changes a die',
      (m) => {
        const e = rolled(m);
        if (e?.faces) e.faces[0] = e.faces[0] === 'swords' ? 'flag' : 'swords';
      },
      'is not the one',
    ],
    ['rolls with its own generator (no opening)', (m) => rolled(m) && delete m.dice, 'without this phone'],
    [
      'opens another value than it committed to',
      (m) => {
        if (m.dice) (m.dice as { host: string }).host = 'ab'.repeat(32);
      },
      'not the one it committed to',
    ],
    [
      'opens another action than it committed to',
      (m) => {
        if (m.dice) (m.dice as { action: unknown }).action = { type: 'pass' };
      },
      'not the one the host committed to',
    ],
  ];
  for (const [what, change, why] of cheats) {
    it(`a host that ${what} is caught: the guest stops, tampered`, async () => {
      table = openTable({ seed: 77, limits: FAST });
      const t = table;
      await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
      tamper(t.hostEnds.at(-1)!, change);
      await play(t, 400, () => t.guest.status.get() === 'refused');
      expect(t.guest.status.get()).toBe('refused');
      expect(t.guest.notice.get()).toMatchObject({
        kind: 'connection',
        code: 'tampered',
        detail: expect.stringContaining(why),
      });
      // Stopped for good: it does not connect again.
      const links = t.links.length;
      await new Promise((r) => setTimeout(r, 50));
      expect(t.links.length).toBe(links);
      expect(t.guest.status.get()).toBe('refused');
    }, 60_000);
  }

  it('a roll while the guest phone is away is refused no-roll, and the game does not move', async () => {
    const first = soleDecision(samuraiBattles, newGame(77).state)!.seat;
    const { host, game } = lonelyHost({ seed: 77, limits: FAST, hostSeat: first });
    try {
      for (let i = 0; i < 300; i++) {
        const d = soleDecision(samuraiBattles, game.state)!;
        if (d.seat !== first) throw new Error('the guest seat decides before the host rolls');
        const rolls = d.actions.find((a) => probeRoll(samuraiNet, game.state, first, a).kind === 'rolls');
        if (rolls) {
          const before = structuredClone(game.state);
          const out = await host.client.sendAction(rolls);
          expect(out).toMatchObject({ ok: false, reason: 'no-roll' });
          expect(sameAction(game.state, before)).toBe(true);
          return;
        }
        const out = await host.client.sendAction(d.actions[0]!);
        expect(out.ok).toBe(true);
      }
      throw new Error('the host never had an action that rolls');
    } finally {
      host.close();
    }
  });
});
