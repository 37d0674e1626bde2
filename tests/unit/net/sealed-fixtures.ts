// A host of the "Sealed bid" test game (tests/fixtures/games/sealed-bid) with a guest phone for
// each seat the host device does not play, all on in-memory connections: the N-seat net tests.

import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import type { NetClient } from '../../../src/net/client';
import { type GuestSession, joinGame } from '../../../src/net/guest';
import { createHost, type HostGameState, type HostSession } from '../../../src/net/host';
import type { Limits } from '../../../src/net/limits';
import { type MemoryTransport, memoryPair } from '../../../src/net/memory';
import { MemoryPersistence } from '../../../src/net/persistence';
import {
  type Action,
  type Event,
  type Seat,
  type Setup,
  type State,
  sealedBid,
} from '../../fixtures/games/sealed-bid/index';
import { type SealedNetTypes, type SealedNetView, sealedBidNet } from '../../fixtures/games/sealed-bid/net';
import { FAST } from './fixtures';
import { closeTable, tableClients, untilAllJoined } from './seat-table';

export type SealedHost = HostSession<SealedNetTypes>;
export type SealedClient = NetClient<Action, SealedNetView, Event, Seat>;
export type SealedGuest = GuestSession<Action, SealedNetView, Event, Seat>;

export interface SealedPhone {
  client: SealedGuest;
  token: string;
  /** Every message this phone received, as text, in order. */
  received: string[];
  /** Its connections (its ends), newest last. */
  links: MemoryTransport[];
}

export interface SealedTable {
  host: SealedHost;
  game: HostGameState<SealedNetTypes>;
  persistence: MemoryPersistence<State, Action, Seat>;
  guests: SealedPhone[];
}

export function tokenOf(i: number): string {
  return `sealed-guest-${i}-0123456789`;
}

export function newSealedGame(players: number, seed = 5, rounds = 3): HostGameState<SealedNetTypes> {
  const setup: Setup = { players, rounds };
  return {
    id: `sealed-${players}-${seed}`,
    setup,
    seed,
    state: sealedBid.setup(setup, seed),
    log: [],
    events: [],
  };
}

export function sealedHost(
  players: number,
  opts: { seed?: number; localSeats?: Seat[]; limits?: Partial<Limits>; now?: () => number } = {},
) {
  const game = newSealedGame(players, opts.seed ?? 5);
  const persistence = new MemoryPersistence<State, Action, Seat>();
  const host = createHost({
    game,
    net: sealedBidNet,
    localSeats: opts.localSeats ?? ['north'],
    persistence,
    limits: opts.limits ?? FAST,
    ...(opts.now ? { now: opts.now } : {}),
  });
  return { game, persistence, host };
}

/** A guest phone joining `host` with its own token, asking for `seat` (if any). */
export function sealedPhone(host: () => SealedHost, i: number, seat?: Seat): SealedPhone {
  const phone = { token: tokenOf(i), received: [], links: [] } as unknown as SealedPhone;
  phone.client = joinGame({
    token: phone.token,
    ...(seat ? { seat } : {}),
    limits: FAST,
    timing: { backoffMs: [5] },
    games: [sealedBidNet as never],
    connect: async () => {
      const [g, h] = memoryPair();
      g.onMessage((data) => phone.received.push(String(data)));
      phone.links.push(g);
      host().attach(h);
      return g;
    },
  }) as unknown as SealedGuest;
  return phone;
}

/** A host playing north and a guest phone for every other seat, all connected. */
export async function openSealed(players: number, seed = 5): Promise<SealedTable> {
  const table = sealedHost(players, { seed }) as SealedTable;
  table.guests = [];
  for (let i = 1; i < players; i++) table.guests.push(sealedPhone(() => table.host, i));
  await untilAllJoined(table);
  return table;
}

/** Every client of the table by seat: the host's own seats and each guest's. */
export const clientsOf = (t: SealedTable): Map<Seat, SealedClient> => tableClients(t);

export const closeSealed = (t: SealedTable | null): void => closeTable(t);

/** A random card of the seat's hand other than its current draft (one of its legal choices). */
export function cardFor(client: SealedClient, rng: RngState): number {
  const actions = client.view.get()!.prompt!.actions!.filter((a) => a.type === 'choose');
  const a = actions[randomInt(rng, actions.length)]!;
  return a.type === 'choose' ? a.card : 0;
}

export { createRng };
