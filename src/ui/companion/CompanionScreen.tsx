// A companion game on one shared device: the table for the player holding the device, and the
// app's hand-off screen covering everything whenever the controls go to the other player.

import { createMemo, type JSX, Show } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';
import { HandOff } from '../widgets/HandOff';
import { CompanionTable, createTableState } from './CompanionTable';
import { ct, hasCompanionKey } from './i18n';
import type { CompanionMatch, CompanionSendResult } from './match';
import type { CompanionTableModel } from './table';

/** The table's model of a match on one device: the holder's seat, hands and log. */
export function matchTable(m: CompanionMatch): CompanionTableModel {
  const t = m.table;
  const logLines = createMemo(() => {
    const seat = t.holder();
    return seat ? t.linesFor(seat) : [];
  });
  return {
    view: t.view,
    armies: m.armies,
    players: m.init.players,
    scenario: () => m.init.setup.scenario,
    seat: t.holder,
    logLines,
    reopened: (m.init.session?.log.length ?? 0) > 0,
    canUndo: t.canUndo,
    undo: () => void t.undo(),
    saveError: () => t.saveFailure()?.text() ?? null,
    busy: t.saving,
    send: async (action) => localWords(await t.send(action), t.saveFailure()?.text() ?? null),
  };
}

/**
 * A refusal on one device in the table's words (CompanionTable shows `detail` after "That was not
 * possible:"), as a phones' game words its own (net.ts): the engine's reason by key, a failed save
 * as the store's failure is said in the banner. The engine's and the store's `detail` are English.
 */
function localWords(r: CompanionSendResult, saveFailure: string | null): CompanionSendResult {
  if (r.ok) return r;
  if (r.reason === 'save-failed' && saveFailure) return { ...r, detail: saveFailure };
  const key = `screen.refusal.${r.reason}`;
  return hasCompanionKey(key) ? { ...r, detail: ct(key) } : r;
}

export function CompanionScreen(props: { match: CompanionMatch; onLeave: () => void }): JSX.Element {
  const m = props.match;
  const t = m.table;
  const model = matchTable(m);
  // The open tab outlives the hand-off screen, which unmounts the table.
  const state = createTableState();
  const colour = (side: Side) => armyColour(t.view().players[side].color);
  return (
    <Show
      when={t.gate()?.to}
      keyed
      fallback={<CompanionTable model={model} state={state} onLeave={props.onLeave} />}
    >
      {(to: Side) => (
        <HandOff
          army={m.armies[to]}
          colour={colour(to)}
          player={m.init.players[to]}
          summary={t.missedBy(to)}
          onContinue={() => t.dismissGate()}
          leave={{ label: ct('screen.menu'), run: () => props.onLeave() }}
        />
      )}
    </Show>
  );
}
