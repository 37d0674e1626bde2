// Computer seats in a hosted Shogun game (src/ui/net/shogun/host-computers.ts): the host device plays
// a seat marked `computer` with the same pilot and AI as on one device, from that seat's knowledge
// built from the host session's real state; its actions go through the seat's client on the host
// like the host player's own (checked, saved, sent), and no guest message ever holds the real state
// (shogun-audit.ts). A reopened host save plays its computer again.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import type { Action, Seat, ShogunGame } from '../../../src/games/shogun/index';
import { shogunNet, shogunNetWith } from '../../../src/net/games/shogun';
import { guestSessionFor, joinGame } from '../../../src/net/guest';
import { memoryPair } from '../../../src/net/memory';
import { createOfflineHostSession, resumeAnyOfflineHostSession } from '../../../src/net/rtc/index';
import { flushSaves, loadSave } from '../../../src/store/index';
import type { TablePilot, TableThinker } from '../../../src/ui/ai/table-pilot';
import { resumeOfflineHosting, startOfflineShogun } from '../../../src/ui/net/offline/play';
import { attachHostComputers, hostComputerSeats } from '../../../src/ui/net/shogun/host-computers';
import { freshDatabase } from '../store/db-helpers';
import { until } from './fixtures';
import { auditShogunGuest } from './shogun-audit';
import {
  choiceOf,
  closeShogun,
  createRng,
  type ShogunClient,
  type ShogunTable,
  shogunHost,
  shogunPhone,
} from './shogun-fixtures';

// The app's thinker posts to the AI worker, which Node has not: the same job in this process.
vi.mock('../../../src/ui/shogun/computer', () => ({
  createShogunThinker: (): TableThinker<ShogunGame, Action, Seat> => ({
    think: async (state, seat, pending) =>
      decideShogun(shogunKnowledgeOf(state, seat), 1, pending, { plans: 2, deals: 1 }),
    dispose() {},
  }),
}));

/** Aiko plays on the host device, Ben on his phone, the computer on the host device. */
const PLAYERS = [
  { name: 'Aiko', colour: 'teal' },
  { name: 'Ben', colour: 'pink' },
  { name: 'Chie', colour: 'blue', computer: true as const },
];

/** The AI worker's job, in this process, at a small budget; notes each seat asked and its knowledge. */
function localThinker(
  asked: { seat: Seat; knowledge: string }[],
): () => TableThinker<ShogunGame, Action, Seat> {
  return () => ({
    async think(state, seat, pending) {
      const knowledge = shogunKnowledgeOf(state, seat);
      asked.push({ seat, knowledge: JSON.stringify(knowledge) });
      await new Promise((r) => setTimeout(r, 0));
      return decideShogun(knowledge, 1, pending, { plans: 2, deals: 1 });
    },
    dispose() {},
  });
}

const tick = () => new Promise((r) => setTimeout(r, 1));

/**
 * Plays random legal actions on the people's clients (the host player's and the guest phone's)
 * until `done`, while the computer plays its own seat; waits whenever only the computer may act.
 */
async function playPeople(
  log: () => number,
  people: ShogunClient[],
  seed: number,
  done: () => boolean,
  max = 20_000,
): Promise<void> {
  const rng = createRng(seed);
  for (let i = 0; i < max && !done(); i++) {
    await until(() => people.every((c) => c.view.get()?.actionCount === log()), 'every phone up to date');
    let acted = false;
    for (const c of people) {
      const a = choiceOf(c, rng);
      if (!a) continue;
      const out = await c.sendAction(a);
      // The computer may have changed this seat's decision meanwhile: then it is chosen again.
      if (!out.ok && out.reason !== 'stale') throw new Error(`refused: ${out.reason} ${out.detail}`);
      acted = true;
    }
    if (!acted) await tick();
  }
  if (!done()) throw new Error('the game did not get there');
}

/** Everything a test opened (hosts, phones, pilots), closed after it, the last first. */
const opened: { close(): void }[] = [];
beforeEach(() => freshDatabase());
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) o.close();
  await flushSaves();
});

/** The host's computer seats playing with `thinker`; stopped after the test. */
function piloted(...args: Parameters<typeof attachHostComputers>): TablePilot<Seat> {
  const pilot = attachHostComputers(...args);
  if (!pilot) throw new Error('the host has no computer seat');
  opened.push({ close: () => pilot.dispose() });
  return pilot;
}

describe('a computer seat in a hosted Shogun game', () => {
  it('the host device plays it through its own client for a whole season; the guest phone is audited', async () => {
    const net = shogunNetWith(PLAYERS);
    const t = shogunHost(3, 31, ['p1', 'p3'], { net }) as ShogunTable;
    opened.push({ close: () => closeShogun(t) });
    t.guests = [shogunPhone(() => t.host, 0)];
    await until(() => t.guests[0]!.client.status.get() === 'connected', 'the guest phone to join');
    // p3 is played on the host device and offered to no phone: the one guest phone takes p2.
    expect(t.host.guestSeats).toEqual(['p2']);
    expect(hostComputerSeats(t.host)).toEqual(['p3']);
    const asked: { seat: Seat; knowledge: string }[] = [];
    const pilot = piloted(t.host, localThinker(asked));
    const guest = t.guests[0]!;
    const people = [t.host.client, guest.client as ShogunClient];
    // Through a whole season: spring's plans, the reveal and every action, into summer's planning.
    await playPeople(
      () => t.game.log.length,
      people,
      7,
      () => t.game.state.calendar >= 2,
    );
    expect(pilot.failure()).toBeNull();
    const byComputer = t.game.log.filter((e) => e.seat === 'p3').map((e) => e.action.type);
    // The computer planned (laid its cards and committed) and acted in the season.
    expect(byComputer).toContain('lay');
    expect(byComputer).toContain('commit');
    expect(byComputer.some((type) => !['lay', 'clear', 'commit', 'withdraw'].includes(type))).toBe(true);
    // Asked for its own seat only (its knowledge is built from the real state by shogunKnowledgeOf).
    expect(new Set(asked.map((a) => a.seat))).toEqual(new Set(['p3']));
    // Saved like any action, and sent to the guest phone like any action.
    expect(t.persistence.log.map((e) => e.seat)).toEqual(t.game.log.map((e) => e.seat));
    await until(() => guest.client.view.get()?.actionCount === t.game.log.length, 'the guest up to date');
    const entries = guest.client.log.get();
    expect(entries.filter((e) => e.seat === 'p3').length).toBe(byComputer.length);
    // Nothing the guest received holds the real state or another seat's plan.
    expect(auditShogunGuest(t.game, guest.received, 'p2', net)).toEqual([]);
    // Every phone knows which seat is the computer's; the guest's schema takes `computer: true` only.
    expect(guest.client.view.get()!.seatPlayers).toEqual(PLAYERS);
    const view = guest.client.view.get()!;
    const accepts = (computer: unknown) =>
      v.safeParse(shogunNet.viewSchema, {
        ...view,
        seatPlayers: [{ name: 'Chie', colour: 'blue', computer }],
      }).success;
    expect(accepts(true)).toBe(true);
    expect(accepts(false)).toBe(false);
    expect(accepts('yes')).toBe(false);
    expect(t.host.stats().refused['illegal-action'] ?? 0).toBe(0);
  }, 120_000);

  it('a host save reopened plays its computer again (the save keeps the players with `computer`)', async () => {
    const net = shogunNetWith(PLAYERS);
    const hosted = await createOfflineHostSession({
      game: net,
      setup: { players: 3 },
      seed: 41,
      hostSeat: 'p1',
      localSeats: ['p1', 'p3'],
    });
    opened.push(hosted);
    let host = hosted.host;
    const phone = joinGame({
      token: 'shogun-computer-phone-0123456',
      timing: { backoffMs: [5] },
      connect: async () => {
        const [g, h] = memoryPair();
        host.attach(h);
        return g;
      },
    });
    opened.push(phone);
    await until(() => phone.status.get() === 'connected', 'the phone to join');
    const guest = guestSessionFor(phone, shogunNet)!;
    const asked: { seat: Seat; knowledge: string }[] = [];
    const first = piloted(host, localThinker(asked));
    const computerLaid = () => hosted.host.record().log.filter((e) => e.seat === 'p3').length;
    // Play until the computer has laid part of its plan, then the host page goes away.
    await playPeople(
      () => hosted.host.record().log.length,
      [hosted.host.client, guest],
      3,
      () => computerLaid() >= 2,
    );
    first.dispose();
    await hosted.host.idle();
    await flushSaves();
    const before = hosted.host.record().log.length;
    hosted.close();

    const saved = await loadSave(hosted.saveId);
    expect(saved.header.extra?.players).toEqual(PLAYERS);
    const again = await resumeAnyOfflineHostSession(hosted.saveId);
    opened.push(again.hosted);
    expect(again.game).toBe('shogun');
    if (again.game !== 'shogun') return;
    host = again.hosted.host;
    expect(hostComputerSeats(again.hosted.host)).toEqual(['p3']);
    expect(again.hosted.host.guestSeats).toEqual(['p2']);
    phone.reconnect();
    await until(() => again.hosted.host.guest.get() === 'connected', 'the phone back');
    const reopenedAsked: { seat: Seat; knowledge: string }[] = [];
    const pilot = piloted(again.hosted.host, localThinker(reopenedAsked));
    const record = () => again.hosted.host.record().log;
    await playPeople(
      () => record().length,
      [again.hosted.host.client, guest],
      5,
      () =>
        record()
          .slice(before)
          .some((e) => e.seat === 'p3' && e.action.type === 'commit'),
    );
    expect(reopenedAsked.length).toBeGreaterThan(0);
    expect(pilot.failure()).toBeNull();
  }, 120_000);
});

describe('a computer that could not play', () => {
  it('shows why, and tries again by itself once every guest phone is back', async () => {
    const t = shogunHost(3, 33, ['p1', 'p3'], { net: shogunNetWith(PLAYERS) }) as ShogunTable;
    opened.push({ close: () => closeShogun(t) });
    t.guests = [shogunPhone(() => t.host, 0)];
    const guest = t.guests[0]!;
    await until(() => guest.client.status.get() === 'connected', 'the guest phone to join');
    // The computer's first action is refused as one that throws the tower would be with a phone away.
    const own = t.host.client.forSeat('p3')!;
    let refuse = true;
    const computer: typeof own = {
      ...own,
      async sendAction(action) {
        if (!refuse) return own.sendAction(action);
        refuse = false;
        return {
          ok: false,
          reason: 'no-roll',
          message: 'a phone is away',
          detail: 'the phone of p2 is not connected',
        };
      },
    };
    const host = {
      ...t.host,
      client: { ...t.host.client, forSeat: (s: Seat) => (s === 'p3' ? computer : t.host.client.forSeat(s)) },
    };
    const pilot = piloted(host, localThinker([]));
    await until(() => pilot.failure() !== null, 'the computer to fail');
    expect(pilot.failure()).toBe('a phone is away');
    expect(t.game.log.some((e) => e.seat === 'p3')).toBe(false);
    // The phone drops and comes back: the computer plays on without being asked to.
    guest.links.at(-1)!.close();
    await until(() => guest.links.length === 2 && t.host.guest.get() === 'connected', 'the phone back');
    await until(() => t.game.log.some((e) => e.seat === 'p3'), 'the computer to play');
    expect(pilot.failure()).toBeNull();
  }, 60_000);
});

describe('the app starts the computer with a hosted game', () => {
  it('a new QR-hosted table with a computer seat, and the same save reopened, carry its pilot; without one, none', async () => {
    const choice = {
      setup: { players: 3 as const },
      players: PLAYERS,
      seed: 12,
      localSeats: ['p1', 'p3'] as Seat[],
    };
    const play = await startOfflineShogun(choice);
    opened.push(play);
    expect(play.computer).toBeDefined();
    // It thinks for p3 at once (the first planning step), without any phone.
    await until(
      () =>
        play
          .shogun()!
          .forSeat('p3')!
          .log.get()
          .some((e) => e.seat === 'p3'),
      'the computer to lay a card',
    );
    play.close();
    await flushSaves();
    const again = await resumeOfflineHosting(play.saveId!);
    opened.push(again);
    expect(again.computer).toBeDefined();
    const people = await startOfflineShogun({
      ...choice,
      players: PLAYERS.map(({ name, colour }) => ({ name, colour })),
      localSeats: ['p1'],
    });
    opened.push(people);
    expect(people.computer).toBeUndefined();
  }, 60_000);
});

describe('the real state on the host', () => {
  it('is read by the computer seats only (HostSession.realState)', () => {
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && readFileSync(path, 'utf8').includes('realState')) users.push(path);
      }
    };
    walk('src');
    expect(users.sort()).toEqual(['src/net/host.ts', 'src/ui/net/shogun/host-computers.ts']);
  });
});
