// Test-only page for the pass-and-play table (issue 15): the Sealed bid test game on one device,
// three to five seats, mounted in the generic table frame (src/ui/table) with a minimal renderer of
// our own: the holder's hand as buttons, Done, the points and the face-up cards. Exposes
// window.__kassenTable for the test to read the real state (never shown on screen). Bundled by
// tests/browser/ui-table-handoff.test.ts, never by the app.

import { For, type JSX, Show } from 'solid-js';
import { render } from 'solid-js/web';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { TableFrame } from '../../../src/ui/table/TableFrame';
import { createTable } from '../../../src/ui/table/table';
import '../../../src/ui/styles.css';
import { type Seat, type State, sealedBid } from '../../fixtures/games/sealed-bid';
import { describeSealedBid } from '../../fixtures/games/sealed-bid/describe';

const LOOKS: Record<Seat, SeatLook> = {
  north: { colour: '#b3261e', colourName: 'Red', mark: '●', player: 'Aiko' },
  east: { colour: '#1f5fa8', colourName: 'Blue', mark: '▲', player: 'Ben' },
  south: { colour: '#2e7d32', colourName: 'Green', mark: '■', player: 'Chie' },
  west: { colour: '#6a3d9a', colourName: 'Purple', mark: '◆', player: 'Dai' },
  centre: { colour: '#8a6d00', colourName: 'Gold', mark: '★', player: 'Emi' },
};

const players = Number(new URLSearchParams(location.search).get('players') ?? '3');
const table = createTable({
  module: sealedBid,
  setup: { players, rounds: 2 },
  seed: 11,
  describe: describeSealedBid,
});

function Board(): JSX.Element {
  const view = () => table.view();
  const actions = () => table.decision()?.actions ?? [];
  return (
    <section class="sealed-bid" aria-label="Sealed bid">
      <h1>Sealed bid, round {view().round}</h1>
      <ul class="points">
        <For each={view().seats}>
          {(s) => <li>{`${LOOKS[s].colourName}: ${view().points[s]} points`}</li>}
        </For>
      </ul>
      <p class="face-up">Face-up cards: {view().discard.join(', ') || 'none'}</p>
      <Show when={view().hand}>
        {(hand) => (
          <>
            <h2>Your hand</h2>
            <p class="my-hand">{hand().join(', ')}</p>
            <p class="my-bid">Your bid: {view().bid?.mine ?? 'none yet'}</p>
            <div class="bid-buttons">
              <For each={actions()}>
                {(a) => (
                  <button type="button" class="bar-button" onClick={() => void table.send(a)}>
                    {a.type === 'choose'
                      ? `Bid ${a.card}`
                      : a.type === 'commit'
                        ? 'Done'
                        : 'Take the bid back'}
                  </button>
                )}
              </For>
            </div>
          </>
        )}
      </Show>
      <Show when={table.outcome()}>{(o) => <p class="outcome">Winners: {o().winners.join(', ')}</p>}</Show>
    </section>
  );
}

render(
  () => (
    <TableFrame table={table} look={(s) => LOOKS[s]}>
      {() => <Board />}
    </TableFrame>
  ),
  document.body,
);

const api = {
  /** The real hands and drafts (for the test's checks only). */
  secrets(): { hands: Record<string, number[]>; drafts: Record<string, number | null> } {
    const state = table.session.state as State;
    const top = state.stack.at(-1);
    return {
      hands: structuredClone(state.hands),
      drafts: top?.kind === 'bid' ? (structuredClone(top.box.drafts) as Record<string, number | null>) : {},
    };
  },
  holder: () => table.holder(),
};

declare global {
  interface Window {
    __kassenTable: typeof api;
  }
}
window.__kassenTable = api;
