// A Shogun host with a guest phone for each seat the host device does not play, all on in-memory
// connections (the net tests of issue 20), and a player that plans and acts on every phone at once.

import { createRng, type RngState } from '../../../src/engine/rng';
import type { Action, GameEvent, Seat, Setup, ShogunGame } from '../../../src/games/shogun/index';
import { shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import type { NetClient } from '../../../src/net/client';
import {
  type ShogunNetGame,
  type ShogunNetTypes,
  type ShogunNetView,
  shogunNet,
} from '../../../src/net/games/shogun';
import { type GuestSession, joinGame } from '../../../src/net/guest';
import { createHost, type HostGameState, type HostSession } from '../../../src/net/host';
import type { Limits } from '../../../src/net/limits';
import { type MemoryTransport, memoryPair } from '../../../src/net/memory';
import { MemoryPersistence } from '../../../src/net/persistence';
import { FAST, until } from './fixtures';
import { closeTable, tableClients, untilAllJoined } from './seat-table';

export type ShogunHost = HostSession<ShogunNetTypes>;
export type ShogunClient = NetClient<Action, ShogunNetView, GameEvent, Seat>;

export interface ShogunPhone {
  client: GuestSession<Action, ShogunNetView, GameEvent, Seat>;
  token: string;
  /** Every message this phone received, as text, in order. */
  received: string[];
  links: MemoryTransport[];
}

export interface ShogunTable {
  host: ShogunHost;
  game: HostGameState<ShogunNetTypes>;
  persistence: MemoryPersistence<ShogunGame, Action, Seat>;
  guests: ShogunPhone[];
}

export function shogunHost(
  players: 3 | 4 | 5,
  seed: number,
  localSeats: Seat[] = ['p1'],
  opts: { limits?: Partial<Limits>; now?: () => number; net?: ShogunNetGame } = {},
) {
  const setup: Setup = { players };
  const game: HostGameState<ShogunNetTypes> = {
    id: `shogun-${players}-${seed}`,
    setup,
    seed,
    state: shogun.setup(setup, seed),
    log: [],
    events: [],
  };
  const persistence = new MemoryPersistence<ShogunGame, Action, Seat>();
  const host = createHost({
    game,
    net: opts.net ?? shogunNet,
    localSeats,
    persistence,
    limits: opts.limits ?? FAST,
    ...(opts.now ? { now: opts.now } : {}),
  });
  return { game, persistence, host };
}

export function shogunToken(i: number): string {
  return `shogun-guest-${i}-0123456789`;
}

export function shogunPhone(host: () => ShogunHost, i: number, seat?: Seat): ShogunPhone {
  const phone = { token: shogunToken(i), received: [], links: [] } as unknown as ShogunPhone;
  phone.client = joinGame({
    token: phone.token,
    ...(seat ? { seat } : {}),
    limits: FAST,
    timing: { backoffMs: [5] },
    connect: async () => {
      const [g, h] = memoryPair();
      g.onMessage((data) => phone.received.push(String(data)));
      phone.links.push(g);
      host().attach(h);
      return g;
    },
  }) as unknown as ShogunPhone['client'];
  return phone;
}

/** A host playing p1 (and any other `localSeats`) and a guest phone for every other seat. */
export async function openShogun(
  players: 3 | 4 | 5,
  seed: number,
  localSeats: Seat[] = ['p1'],
  net: ShogunNetGame = shogunNet,
) {
  const table = shogunHost(players, seed, localSeats, { net }) as ShogunTable;
  table.guests = [];
  for (let i = 0; i < players - localSeats.length; i++) table.guests.push(shogunPhone(() => table.host, i));
  await untilAllJoined(table);
  return table;
}

export const clientsOf = (t: ShogunTable): Map<Seat, ShogunClient> => tableClients(t);

export const closeShogun = (t: ShogunTable | null): void => closeTable(t);

/** The action this seat's phone would play now, or null when it waits (a committed plan waits too). */
export function choiceOf(c: ShogunClient, rng: RngState): Action | null {
  const v = c.view.get();
  const seat = c.seat.get();
  const actions = v?.prompt?.actions;
  if (!v || !seat || !actions || actions.length === 0) return null;
  if (actions.every((a) => a.type === 'withdraw')) return null;
  return randomChoice(rng, seat, actions);
}

/**
 * Plays on every phone at once until `done`: each phone that has a decision sends one action, and
 * the round waits until every phone holds the host's newest revision.
 */
export async function playUntil(
  t: ShogunTable,
  seed: number,
  done: () => boolean,
  max = 2000,
): Promise<void> {
  const rng = createRng(seed);
  const clients = [...clientsOf(t).values()];
  for (let round = 0; round < max && !done(); round++) {
    const rev = t.game.log.length;
    await until(() => clients.every((c) => c.view.get()?.actionCount === rev), 'every phone up to date');
    const sends = clients.flatMap((c) => {
      const a = choiceOf(c, rng);
      return a ? [c.sendAction(a)] : [];
    });
    if (sends.length === 0) throw new Error(`nobody can act at revision ${rev}`);
    for (const out of await Promise.all(sends))
      if (!out.ok) throw new Error(`refused: ${out.reason} ${out.detail}`);
  }
  if (!done()) throw new Error('the game did not get there');
}

export { createRng };
