// Above the board at a table with computer seats: which computer is thinking (a live status, so a
// screen reader hears it too), and, should one fail to play, that it did (the technical why folded
// under Details) and a button to ask it again.

import { type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/index';
import type { TablePilot } from '../ai/table-pilot';
import { ErrorDetails } from '../widgets/ErrorDetails';
import { st } from './i18n';

export function ComputerStatus(props: {
  pilot: TablePilot<Seat>;
  name: (seat: Seat) => string;
}): JSX.Element {
  return (
    <>
      <p class="ai-thinking" role="status">
        <Show when={props.pilot.thinking()}>
          {(seat) => st('shogun.computer.thinking', { seat: props.name(seat()) })}
        </Show>
      </p>
      <Show when={props.pilot.failure()}>
        {(why) => (
          <div class="ai-failed" role="alert">
            <p>{st('shogun.computer.failed')}</p>
            <ErrorDetails detail={why()} />
            <button type="button" class="menu-button" onClick={() => props.pilot.retry()}>
              {st('shogun.computer.retry')}
            </button>
          </div>
        )}
      </Show>
    </>
  );
}
