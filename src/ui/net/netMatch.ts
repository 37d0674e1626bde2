// A two-phone game presented as the `Match` the game screen plays (src/ui/game/match.ts), so both
// phones use the same screen as pass-and-play. The phone is always held by its own seat: no
// hand-offs, no gates and no undo (the other phone saw the action at once). A reaction window the
// player holds nothing for is, under the host's "always" privacy setting, a real pass decision of
// the engine (docs/net.md), so it needs nothing here. The view, the log and the dice come from the
// NetClient; an action goes to the host, and the screen is busy until the host has answered.

import { batch, createRoot, createSignal, onCleanup } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { Setup } from '../../games/samurai-battles/setup';
import type { Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import type { NetClient, NetNotice } from '../../net/client';
import type { LogEntry as NetLogEntry } from '../../net/protocol';
import { type BoardAnimation, boardEffects } from '../board/effects';
import { describeEvents } from '../game/describe';
import { eventsFor, samuraiBattles } from '../game/engine';
import type {
  DiceRoll,
  LogEntry,
  Match,
  MatchInit,
  SamuraiSession,
  SaveFailure,
  SendResult,
} from '../game/match';
import { type Roster, updateRoster } from '../game/roster';
import { nt } from './i18n';
import { noticeText } from './words';

export interface NetMatchOptions {
  /** Names shown next to the armies (e.g. "you" for this phone's army). */
  players?: Record<Side, string>;
}

/**
 * The engine session and the setup live on the host phone only (a guest never learns the seed, it
 * would tell the dice and the decks). Nothing in the game screen reads them; reaching for them is a
 * bug, so it throws.
 */
function notHere(what: string): never {
  throw new Error(`a two-phone game has no ${what} on this phone`);
}

/** Builds the match once the client has a view and a seat (the host's welcome on a guest). */
export function createNetMatch(client: NetClient, options: NetMatchOptions = {}): Match {
  return createRoot((dispose) => build(client, options, dispose));
}

/** Dice shown after an action, as in a pass-and-play match: a new turn clears the tray. */
function diceOf(events: readonly GameEvent[], next: () => number): DiceRoll[] | null {
  let dice: DiceRoll[] | null = null;
  for (const e of events) {
    if (e.type === 'turn-start') dice = [];
    else if (e.type === 'dice' || e.type === 'reroll') {
      dice ??= [];
      dice.push({ serial: next(), side: e.side, purpose: e.purpose, faces: [...e.faces] });
    }
  }
  return dice;
}

function build(client: NetClient, options: NetMatchOptions, dispose: () => void): Match {
  const firstView = client.view.get();
  const seat = client.seat.get();
  if (!firstView || !seat) throw new Error('the host has not sent the game yet');
  const players = options.players ?? { top: '', bottom: '' };

  const [view, setView] = createSignal<GameView>(firstView);
  const [roster, setRoster] = createSignal<Roster>(updateRoster(firstView));
  const [log, setLog] = createSignal<LogEntry[]>([]);
  const [lastDice, setLastDice] = createSignal<DiceRoll[]>([]);
  const [animation, setAnimation] = createSignal<BoardAnimation | null>(null);
  const [saving, setSaving] = createSignal(false);
  const [notice, setNotice] = createSignal<NetNotice | null>(client.notice.get());
  let serial = 0;
  let animSerial = 0;
  let held: readonly NetLogEntry[] = [];
  /** The roster before the latest view, where the pieces of the latest action started from. */
  let rosterBefore = roster();

  function lineOf(entry: NetLogEntry): LogEntry {
    // This phone sees only its own seat's events; both seats' lines are the same sentences here.
    const lines = describeEvents(entry.events, { view: view(), roster: roster() });
    return { action: entry.index, actor: entry.seat, lines: { top: lines, bottom: lines, spectator: lines } };
  }

  function takeLog(entries: readonly NetLogEntry[]): void {
    // Usually one entry more than before; after a rejoin the log may start again from the top.
    const extends_ =
      entries.length >= held.length &&
      (held.length === 0 || entries[held.length - 1] === held[held.length - 1]);
    const fresh = extends_ ? entries.slice(held.length) : entries;
    let dice: DiceRoll[] | null = null;
    for (const e of fresh) dice = diceOf(e.events, () => ++serial) ?? dice;
    const lines = fresh.map(lineOf);
    // One new action animates on the board, as in pass-and-play; a log sent whole does not.
    const last = fresh.length === 1 && extends_ ? fresh[0] : undefined;
    const effects = last ? boardEffects(last.events, rosterBefore) : [];
    held = entries;
    batch(() => {
      setLog((l) => (extends_ ? [...l, ...lines] : lines));
      if (dice) setLastDice(dice);
      else if (!extends_) setLastDice([]);
      animSerial += 1;
      setAnimation(effects.length > 0 ? { serial: animSerial, effects } : null);
    });
  }

  // The client updates the view before the log, so the roster names the pieces of a new entry.
  const offView = client.view.subscribe((v) => {
    if (!v) return;
    batch(() => {
      rosterBefore = roster();
      setRoster((r) => updateRoster(v, r));
      setView(v);
    });
  });
  const offLog = client.log.subscribe(takeLog);
  const offNotice = client.notice.subscribe(setNotice);
  onCleanup(() => {
    offView();
    offLog();
    offNotice();
  });

  /** The host phone's own save failed: the game stops until it is reopened from the saves list. */
  const saveFailure = (): SaveFailure | null => {
    const n = notice();
    // `conflict` offers the saves list, which is where a failed host game is reopened.
    return n?.kind === 'save' ? { message: noticeText(n), conflict: true, text: () => noticeText(n) } : null;
  };

  async function send(action: Action): Promise<SendResult> {
    if (saving()) return { ok: false, reason: 'saving', detail: nt('net.notice.duplicate') };
    setSaving(true);
    try {
      const out = await client.sendAction(action);
      if (out.ok) return out;
      // The game screen shows `detail` for a refusal, and keeps quiet about its own 'save-failed'
      // (saveFailure says it): a guest has no save, so the host's failure is an ordinary refusal here.
      const reason =
        out.reason === 'save-failed' && client.role === 'guest' ? 'host-save-failed' : out.reason;
      return { ok: false, reason, detail: noticeText({ code: out.reason, message: out.message }) };
    } finally {
      setSaving(false);
    }
  }

  const init: MatchInit = {
    module: samuraiBattles,
    eventsFor,
    players,
    get setup(): Setup {
      return notHere('setup');
    },
    get seed(): number {
      return notHere('seed');
    },
  };

  return {
    init,
    get session(): SamuraiSession {
      return notHere('engine session');
    },
    holder: () => seat,
    gate: () => null,
    view,
    roster,
    log,
    lastDice,
    animation,
    missedBy: () => [],
    canUndo: () => false,
    saving,
    saveFailure,
    send,
    undo: async () => undefined,
    dismissGate: () => undefined,
    dispose,
  };
}
