// A companion game on one shared device: the table for the player holding the device, and the
// app's hand-off screen covering everything whenever the controls go to the other player.

import { createMemo, type JSX, Show } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';
import { HandOff } from '../widgets/HandOff';
import { CompanionTable, createTableState } from './CompanionTable';
import { ct } from './i18n';
import type { CompanionMatch } from './match';
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
    send: (action) => t.send(action),
  };
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
