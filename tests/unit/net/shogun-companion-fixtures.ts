// The companion for the physical Shogun on a table of phones, in memory: a host device playing p1
// (and any other `localSeats`) and a guest phone for every other seat (the Shogun phones of
// shogun-fixtures.ts, joined to this host), and the audit of what one guest phone received.

import type { Seat } from '../../../src/games/shogun/rules-api';
import {
  type ShogunCompanionAction,
  type ShogunCompanionSetup,
  type ShogunCompanionState,
  shogunCompanion,
} from '../../../src/games/shogun-companion/index';
import type { ClientOf } from '../../../src/net/client';
import {
  type ShogunCompanionNetGame,
  type ShogunCompanionNetTypes,
  shogunCompanionNet,
} from '../../../src/net/games/shogun-companion';
import type { GuestSession } from '../../../src/net/guest';
import { createHost, type HostGameState, type HostSession } from '../../../src/net/host';
import type { Limits } from '../../../src/net/limits';
import { MemoryPersistence } from '../../../src/net/persistence';
import { FAST } from './fixtures';
import { type AuditedGame, auditGuestMessages } from './hidden';
import { closeTable, tableClients, untilAllJoined } from './seat-table';
import { type ShogunPhone, shogunPhone } from './shogun-fixtures';

export type CompanionHost = HostSession<ShogunCompanionNetTypes>;
export type CompanionClient = ClientOf<ShogunCompanionNetTypes>;
export type CompanionPhone = Omit<ShogunPhone, 'client'> & {
  client: GuestSession<
    ShogunCompanionAction,
    ShogunCompanionNetTypes['view'],
    ShogunCompanionNetTypes['event'],
    Seat
  >;
};

export interface CompanionTable {
  host: CompanionHost;
  game: HostGameState<ShogunCompanionNetTypes>;
  persistence: MemoryPersistence<ShogunCompanionState, ShogunCompanionAction, Seat>;
  guests: CompanionPhone[];
}

export const SIMULATED: ShogunCompanionSetup = {
  players: 3,
  side: 'sun',
  start: 'fixed',
  tower: 'twoLevels',
};

export function companionHost(
  setup: ShogunCompanionSetup,
  seed: number,
  localSeats: Seat[] = ['p1'],
  opts: {
    limits?: Partial<Limits>;
    now?: () => number;
    net?: ShogunCompanionNetGame;
    /** Steps taken on the fresh state before the host opens (a game that starts there, empty log). */
    start?: (state: ShogunCompanionState) => void;
  } = {},
) {
  const game: HostGameState<ShogunCompanionNetTypes> = {
    id: `shogun-companion-${seed}`,
    setup,
    seed,
    state: shogunCompanion.setup(setup, seed),
    log: [],
    events: [],
  };
  opts.start?.(game.state);
  const persistence = new MemoryPersistence<ShogunCompanionState, ShogunCompanionAction, Seat>();
  const host = createHost({
    game,
    net: opts.net ?? shogunCompanionNet,
    localSeats,
    persistence,
    limits: opts.limits ?? FAST,
    ...(opts.now ? { now: opts.now } : {}),
  });
  return { game, persistence, host };
}

/** A host on p1 (and `localSeats`) and a guest phone on every other seat, all joined. */
export async function openCompanion(
  setup: ShogunCompanionSetup,
  seed: number,
  localSeats: Seat[] = ['p1'],
): Promise<CompanionTable> {
  const table = companionHost(setup, seed, localSeats) as CompanionTable;
  table.guests = [];
  for (let i = 0; i < setup.players - localSeats.length; i++)
    table.guests.push(shogunPhone(() => table.host as never, i) as unknown as CompanionPhone);
  await untilAllJoined(table);
  return table;
}

export const companionClients = (t: CompanionTable): Map<Seat, CompanionClient> => tableClients(t);

export const closeCompanion = (t: CompanionTable | null): void => closeTable(t);

/** Keys of the host's state that hold hidden things; no guest message may carry one. */
const SECRET_KEYS = new Set(['inside', 'eventDeck', 'drafts', 'rng', 'tower', 'script']);

/**
 * Problems in what one guest phone (seat `seat`) received: views and log entries must be the
 * module's for that seat at every revision (hidden.ts), no key of the hidden state, and no bid but
 * the phone's own before the bids are revealed.
 */
export function auditCompanionGuest(
  game: AuditedGame<ShogunCompanionAction, Seat, ShogunCompanionSetup>,
  received: readonly string[],
  seat: Seat,
): string[] {
  const problems = auditGuestMessages(received, game, seat, {
    net: shogunCompanionNet,
    // Every name in the companion is public somewhere: the checks below are structural.
    secretsOf: () => [],
    rngWordsOf: (s: ShogunCompanionState) => [...s.rng.s],
  });
  received.forEach((text, i) => {
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      for (const [k, v] of Object.entries(value)) {
        if (SECRET_KEYS.has(k)) problems.push(`message ${i} holds ${k}`);
        walk(v);
      }
    };
    walk(JSON.parse(text));
  });
  return problems;
}
