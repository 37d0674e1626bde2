// Several tower throws at once (a winter's revolts, or the battles of one action) as one short list:
// a line each with the province and who won, each opening to its whole tower throw. A throw is drawn
// only once its line is opened, so a long winter stays one screen; its line already says who won, so
// it opens on its end, cubes in the tray, with nothing to skip.

import { createSignal, For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { BattleReport } from '../../../games/shogun/rules/battle';
import type { SeatLook } from '../../table/seat-look';
import type { SeatName } from '../describe';
import { TowerThrow, throwResult, throwTitle } from '../TowerThrow';

function ThrowLine(props: {
  report: BattleReport;
  looks: Record<Seat, SeatLook>;
  name: SeatName;
}): JSX.Element {
  const [opened, setOpened] = createSignal(false);
  return (
    <li>
      <details class="throw-line" onToggle={(e) => setOpened(e.currentTarget.open)}>
        <summary>
          <strong class="throw-line-title">{throwTitle(props.report)}</strong>{' '}
          <span>{throwResult(props.report, props.name)}</span>
        </summary>
        <Show when={opened()}>
          <TowerThrow report={props.report} looks={props.looks} name={props.name} />
        </Show>
      </details>
    </li>
  );
}

export function ThrowList(props: {
  reports: readonly BattleReport[];
  looks: Record<Seat, SeatLook>;
  name: SeatName;
}): JSX.Element {
  return (
    <ul class="throw-list">
      <For each={props.reports}>{(r) => <ThrowLine report={r} looks={props.looks} name={props.name} />}</For>
    </ul>
  );
}
