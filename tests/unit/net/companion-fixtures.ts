// Companion mode on two phones for the net unit tests: a host phone running the companion module,
// a guest joined by in-memory transports, and a random player (companion-pick.ts).

import type { RngState } from '../../../src/engine/rng';
import type { CompanionAction } from '../../../src/games/companion/actions';
import { type CompanionSetup, type CompanionState, companion } from '../../../src/games/companion/index';
import type { Side } from '../../../src/games/samurai-battles/types';
import {
  type CompanionGuestSession,
  type CompanionNetTypes,
  companionNet,
} from '../../../src/net/games/companion';
import { type AnyGuestSession, guestSessionFor, joinGame } from '../../../src/net/guest';
import { createHost, type HostGameState, type HostOptions, type HostSession } from '../../../src/net/host';
import type { Limits } from '../../../src/net/limits';
import { type MemoryTransport, memoryPair } from '../../../src/net/memory';
import { MemoryPersistence } from '../../../src/net/persistence';
import { scenario } from '../companion/fixture';
import { pickCompanion } from './companion-pick';
import { GUEST_TOKEN, until } from './fixtures';

export type CompanionGame = HostGameState<CompanionNetTypes>;
export type CompanionHost = HostSession<CompanionNetTypes>;
export type CompanionPersistence = MemoryPersistence<CompanionState, CompanionAction, Side>;

export const KAWAGOE = 'gmt/09-kawagoe-castle.json';

export function companionSetup(file = KAWAGOE): CompanionSetup {
  return { scenario: scenario(file) };
}

export function newCompanionGame(seed = 7, id = 'companion-1', file = KAWAGOE): CompanionGame {
  const setup = companionSetup(file);
  return { id, setup, seed, state: companion.setup(setup, seed), log: [], events: [] };
}

export interface CompanionTable {
  host: CompanionHost;
  /** The guest's client, typed for companion mode once the welcome named the game. */
  guest: CompanionGuestSession;
  persistence: CompanionPersistence;
  game: CompanionGame;
  links: MemoryTransport[];
  /** Every message the guest phone received, in order. */
  received: unknown[];
}

type CompanionHostOptions = HostOptions<CompanionNetTypes>;

export function companionHost(
  opts: {
    seed?: number;
    hostSeat?: Side;
    limits?: Partial<Limits>;
    host?: Partial<CompanionHostOptions>;
  } = {},
): { host: CompanionHost; game: CompanionGame; persistence: CompanionPersistence } {
  const game = newCompanionGame(opts.seed ?? 7);
  const persistence: CompanionPersistence = new MemoryPersistence();
  const host = createHost({
    game,
    net: companionNet,
    hostSeat: opts.hostSeat ?? 'bottom',
    persistence,
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...opts.host,
  });
  return { host, game, persistence };
}

/** A companion host and a guest phone, connected (the guest's client narrowed to companion mode). */
export async function openCompanionTable(
  opts: { seed?: number; hostSeat?: Side; limits?: Partial<Limits> } = {},
): Promise<CompanionTable & { raw: AnyGuestSession }> {
  const { host, game, persistence } = companionHost(opts);
  const links: MemoryTransport[] = [];
  const received: unknown[] = [];
  const raw: AnyGuestSession = joinGame({
    token: GUEST_TOKEN,
    ...(opts.limits ? { limits: opts.limits } : {}),
    timing: { backoffMs: [5] },
    connect: async () => {
      const [g, h] = memoryPair();
      g.onMessage((data) => received.push(data));
      links.push(g);
      host.attach(h);
      return g;
    },
  });
  await until(() => raw.status.get() === 'connected', 'the guest to connect');
  const guest = guestSessionFor(raw, companionNet);
  if (!guest) throw new Error(`the guest joined ${raw.game.get()}, not companion mode`);
  return { host, guest, raw, persistence, game, links, received };
}

/** Plays one action from the phone whose seat decides; false when the battle is over. */
export async function playCompanionOne(t: CompanionTable, rng: RngState): Promise<boolean> {
  const v = t.host.client.view.get();
  if (!v?.prompt) return false;
  const client = v.prompt.seat === t.host.guestSeats[0]! ? t.guest : t.host.client;
  const rev = t.game.log.length;
  await until(() => client.view.get()?.actionCount === rev, 'the deciding phone to be up to date');
  const actions = client.view.get()?.prompt?.actions;
  if (!actions || actions.length === 0) throw new Error('the deciding phone has no actions');
  const out = await client.sendAction(pickCompanion(rng, actions, rev));
  if (!out.ok) throw new Error(`a legal action was refused: ${out.reason} ${out.detail}`);
  return true;
}
