// A companion game on one shared device: the table for the player holding the device, and the
// app's hand-off screen covering everything whenever the controls go to the other player.

import { createMemo, type JSX, Show } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';
import { HandOff } from '../widgets/HandOff';
import { CompanionTable, createTableState } from './CompanionTable';
import type { CompanionMatch } from './match';
import type { CompanionTableModel } from './table';

/** The table's model of a match on one device: the holder's seat, hands and log. */
export function matchTable(m: CompanionMatch): CompanionTableModel {
  const logLines = createMemo(() => {
    const seat = m.holder();
    return m.log().flatMap((e) => (seat ? e.lines[seat] : []));
  });
  return {
    view: m.view,
    armies: m.armies,
    players: m.init.players,
    scenario: () => m.init.setup.scenario,
    seat: m.holder,
    logLines,
    canUndo: m.canUndo,
    undo: () => m.undo(),
    saveError: m.saveError,
    busy: () => false,
    send: (action) => m.send(action),
  };
}

export function CompanionScreen(props: { match: CompanionMatch; onLeave: () => void }): JSX.Element {
  const m = props.match;
  const model = matchTable(m);
  // The open tab outlives the hand-off screen, which unmounts the table.
  const state = createTableState();
  const colour = (side: Side) => armyColour(m.view().players[side].color);
  return (
    <Show
      when={m.handOffTo()}
      keyed
      fallback={<CompanionTable model={model} state={state} onLeave={props.onLeave} />}
    >
      {(to: Side) => (
        <HandOff
          army={m.armies[to]}
          colour={colour(to)}
          player={m.init.players[to]}
          summary={m.missedBy(to)}
          onContinue={() => m.takeDevice()}
        />
      )}
    </Show>
  );
}
