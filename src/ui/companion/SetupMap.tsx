// The map of one of our playable battlefields, for setting up the physical board: the app's own
// board drawing of the scenario's starting position (nothing on it can be moved). Press and hold a
// hex for what stands there and what its terrain does.

import { createMemo, createSignal, type JSX, Show } from 'solid-js';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { createGame } from '../../games/samurai-battles/setup';
import type { Edition } from '../../games/samurai-battles/types';
import { viewOf } from '../../games/samurai-battles/view';
import { Board } from '../board/Board';
import { ReferenceSheet, type ReferenceTarget } from '../reference/ReferenceSheet';
import { ct } from './i18n';

const NONE = new Map();

export function SetupMap(props: { scenario: ScenarioV1; edition?: Edition }): JSX.Element {
  const [open, setOpen] = createSignal(false);
  const [reference, setReference] = createSignal<ReferenceTarget | null>(null);
  // The deal does not matter here: only the battlefield is drawn (with the edition's unit sheets).
  const view = createMemo(() =>
    viewOf(createGame({ scenario: props.scenario, edition: props.edition ?? 'gmt2021' }, 1), 'spectator', {
      prompt: null,
    }),
  );
  return (
    <Show when={props.scenario.kind === 'playable' && props.scenario.units.length > 0}>
      <details class="setup-map" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{ct('setup.map')}</summary>
        <Show when={open()}>
          <p class="muted small">{ct('setup.mapHint')}</p>
          <div class="setup-map-board">
            <Board
              view={view()}
              rotated={false}
              selectable={NONE}
              selected={null}
              ordered={[]}
              marks={NONE}
              onHexTap={() => {}}
              onHexHold={(hex) => setReference({ kind: 'hex', hex })}
            />
          </div>
        </Show>
      </details>
      <Show when={reference()}>
        {(target) => <ReferenceSheet view={view()} target={target()} onClose={() => setReference(null)} />}
      </Show>
    </Show>
  );
}
