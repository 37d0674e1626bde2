// A companion game on two phones, seen from one of them: the table's model (table.ts) over a client
// of src/net. The phone shows its own army's hands only (the host never sends the other's), both
// phones see the dice, the trackers and the log; each action goes to the host phone, which applies
// and saves it before both phones show its result. No hand-off screen: each phone stays with its
// player.

import { type Accessor, batch, createMemo, createRoot, createSignal } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import type { CompanionView } from '../../games/companion/index';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Side } from '../../games/samurai-battles/types';
import type { ConnectionStatus, NetNotice, SendOutcome } from '../../net/client';
import type { CompanionNetClient } from '../../net/games/companion';
import { shownArmyNames } from '../army-name';
import { editionOf } from '../edition';
import { loadScenario, loadScenarioIndex } from '../scenarios';
import { describeCompanionEvents } from './describe';
import { ct, hasCompanionKey } from './i18n';
import type { CompanionSendResult } from './match';
import type { CompanionTableModel } from './table';

export interface NetCompanionOptions {
  /** The battle's notes when this phone has them (the host: its setup); else looked up by id. */
  scenario?: ScenarioV1 | null;
  /** Names of the people playing each army (may be empty). */
  players?: Record<Side, string>;
}

export interface NetCompanionMatch extends CompanionTableModel {
  readonly client: CompanionNetClient;
  status: Accessor<ConnectionStatus>;
  notice: Accessor<NetNotice | null>;
  /** The army that decides now, when it is not this phone's (null: this phone, or the battle is over). */
  waitingFor: Accessor<Side | null>;
  /** Stops following the client (the client itself stays open: its owner closes it). */
  dispose(): void;
}

/** A sentence for a refused action, from the companion catalogue. */
export function netRefusalText(outcome: Extract<SendOutcome, { ok: false }>): string {
  const key = `net.refusal.${outcome.reason}`;
  return hasCompanionKey(key) ? ct(key) : outcome.detail;
}

/** A sentence for a connection notice, from the companion catalogue (else the net's own). */
export function netNoticeText(notice: NetNotice): string {
  const key = `net.notice.${notice.code}`;
  return hasCompanionKey(key) ? ct(key) : notice.message;
}

/** The notes of a battle shipped with the app, by id (null when this build does not have it). */
async function findScenario(id: string): Promise<ScenarioV1 | null> {
  const entry = (await loadScenarioIndex()).find((e) => e.id === id);
  if (!entry) return null;
  const r = await loadScenario(entry);
  return r.ok ? r.scenario : null;
}

/** Follows a Readable in a Solid signal (objects are set as values, never called as updaters). */
function follow<T>(r: { get(): T; subscribe(f: (v: T) => void): () => void }): [Accessor<T>, () => void] {
  const [value, setValue] = createSignal<T>(r.get(), { equals: false });
  const off = r.subscribe((v) => setValue(() => v));
  return [value, off];
}

/**
 * The table's model over a companion client (host or guest). The client must already hold a view
 * (a guest: after the host's welcome, e.g. once client.game is 'companion').
 */
export function netCompanionMatch(
  client: CompanionNetClient,
  opts: NetCompanionOptions = {},
): NetCompanionMatch {
  return createRoot((dispose) => build(client, opts, dispose));
}

function build(
  client: CompanionNetClient,
  opts: NetCompanionOptions,
  dispose: () => void,
): NetCompanionMatch {
  const first = client.view.get();
  if (!first) throw new Error('the companion client has no view yet');
  const armies = shownArmyNames({ top: first.players.top.name, bottom: first.players.bottom.name });
  const [rawView, offView] = follow(client.view);
  const [seat, offSeat] = follow(client.seat);
  const [log, offLog] = follow(client.log);
  const [status, offStatus] = follow(client.status);
  const [notice, offNotice] = follow(client.notice);
  const [pending, setPending] = createSignal(0);
  const [scenario, setScenario] = createSignal<ScenarioV1 | null>(opts.scenario ?? null);
  if (opts.scenario === undefined) {
    void findScenario(first.scenarioId).then((s) => setScenario(() => s));
  }

  // The last view received (a guest's view is never taken back to null once it has one).
  let last: CompanionView = first;
  const view = createMemo(() => {
    last = rawView() ?? last;
    return last;
  });
  const logLines = createMemo(() =>
    log().flatMap((e) => describeCompanionEvents(e.events, armies, editionOf(view()))),
  );
  const waitingFor = createMemo(() => {
    const p = view().prompt;
    return p && p.seat !== seat() ? p.seat : null;
  });

  async function send(action: CompanionAction): Promise<CompanionSendResult> {
    setPending((n) => n + 1);
    let out: SendOutcome;
    try {
      out = await client.sendAction(action);
    } finally {
      setPending((n) => n - 1);
    }
    if (out.ok) return { ok: true };
    // A refusal was also set as the client's notice; the table shows it, so the notice is cleared.
    if (out.reason !== 'save-failed') client.dismissNotice();
    return { ok: false, reason: out.reason, detail: netRefusalText(out) };
  }

  return {
    client,
    view,
    armies,
    players: opts.players ?? { top: '', bottom: '' },
    scenario,
    seat,
    logLines,
    canUndo: () => false,
    undo: () => undefined,
    saveError: () => {
      const n = notice();
      // The app's own words: the notice's detail is the browser's or the store's English.
      return n?.kind === 'save' ? ct('net.refusal.save-failed') : null;
    },
    busy: () => pending() > 0,
    send,
    status,
    notice,
    waitingFor,
    dispose() {
      batch(() => {
        for (const off of [offView, offSeat, offLog, offStatus, offNotice]) off();
      });
      dispose();
    },
  };
}
