// The companion table for one seat: both armies' books, the decks and the turn, the seat's own
// hand, the dice and the combat calculator, the helpers, the rules reference and the log. It runs
// from a CompanionTableModel: a match on one shared device or a client on two phones.

import { type Accessor, createSignal, For, type JSX, Match, type Setter, Show, Switch } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import { editionName, editionOf } from '../edition';
import { t } from '../i18n';
import { scenarioTitle } from '../scenario-text';
import { onSystemBack } from '../screens/back';
import { Rules } from '../screens/Rules';
import { Armies } from './Armies';
import { Calculator } from './Calculator';
import { CompanionVictory } from './CompanionVictory';
import { makeControl } from './control';
import { DiceRoller } from './DicePanel';
import { HandPanel } from './HandPanel';
import { Helpers } from './Helpers';
import { type CompanionKey, ct } from './i18n';
import type { CompanionSendResult } from './match';
import { RollResult } from './RollResult';
import { NotesPanel, TableInfo, TurnControls } from './TablePanel';
import type { CompanionTableModel } from './table';
import './companion.css';

type Tab = 'table' | 'dice' | 'helpers' | 'rules' | 'log';
const TABS: readonly Tab[] = ['table', 'dice', 'helpers', 'rules', 'log'];

/** The open tab and the last refusal: kept by a screen that unmounts the table (the hand-off). */
export interface TableState {
  tab: Accessor<Tab>;
  setTab: Setter<Tab>;
  error: Accessor<string | null>;
  setError: Setter<string | null>;
}

export function createTableState(): TableState {
  const [tab, setTab] = createSignal<Tab>('table');
  const [error, setError] = createSignal<string | null>(null);
  return { tab, setTab, error, setError };
}

export function CompanionTable(props: {
  model: CompanionTableModel;
  onLeave: () => void;
  /** Shown under the turn line (two phones: the connection and whose move it is). */
  status?: JSX.Element;
  state?: TableState;
}): JSX.Element {
  const m = props.model;
  const { tab, setTab, error, setError } = props.state ?? createTableState();
  const settle = (r: CompanionSendResult) =>
    setError(r.ok ? null : ct('screen.refused', { detail: r.detail }));
  const send = (action: CompanionAction) => {
    // One action at a time: a second tap while the first is on its way would be refused anyway.
    if (m.busy()) return;
    const r = m.send(action);
    if (r instanceof Promise) void r.then(settle);
    else settle(r);
  };
  const c = makeControl(m.view, m.armies, send);
  // The rules open over the table: the system Back closes them, as their own Back does.
  onSystemBack(() => {
    if (tab() !== 'rules') return false;
    setTab('table');
    return true;
  });
  const v = () => m.view();

  return (
    <Show
      when={tab() !== 'rules'}
      fallback={<Rules edition={editionOf(v())} onBack={() => setTab('table')} />}
    >
      <main class="screen companion" aria-busy={m.busy() ? 'true' : undefined}>
        <header class="screen-head companion-head">
          <button type="button" class="link-button" onClick={() => props.onLeave()}>
            {ct('screen.menu')}
          </button>
          <h1>{scenarioTitle(m.scenario()?.id ?? '', v().title)}</h1>
          <Show when={m.canUndo()}>
            <button type="button" class="link-button undo" onClick={() => m.undo()}>
              {ct('screen.undo')}
            </button>
          </Show>
        </header>
        <p class="companion-status" style={{ '--army': c.colour(v().active) }}>
          <span class="army-swatch" aria-hidden="true" />
          <span class="companion-turn-number">{ct('screen.turn', { turn: v().turn })}</span>
          {' · '}
          {/* Once won, nobody is to play: the victory below says who won. */}
          {v().winner === null ? ct('screen.toPlay', { army: m.armies[v().active] }) : ct('screen.over')}
          {' · '}
          <span
            class="companion-edition"
            title={t('edition.badge', { edition: editionName(editionOf(v())) })}
          >
            {editionName(editionOf(v()))}
          </span>
          <Show when={v().control !== v().active}>
            {' · '}
            <strong>{ct('screen.atControls', { army: m.armies[v().control] })}</strong>
          </Show>
        </p>
        {props.status}
        <Show when={m.saveError()}>
          {(detail) => (
            <p class="error" role="alert">
              {ct('screen.saveFailed', { detail: detail() })}
            </p>
          )}
        </Show>
        <Show when={error()}>
          {(text) => (
            <p class="error" role="alert">
              {text()}
            </p>
          )}
        </Show>
        <Show when={v().winner === null} fallback={<CompanionVictory c={c} onHome={() => props.onLeave()} />}>
          <nav class="companion-tabs" aria-label={ct('screen.tabs')}>
            <For each={TABS}>
              {(id) => (
                <button
                  type="button"
                  class="tab"
                  aria-current={tab() === id ? 'page' : undefined}
                  classList={{ on: tab() === id }}
                  onClick={() => {
                    setError(null);
                    setTab(id);
                  }}
                >
                  {ct(`tab.${id}` as CompanionKey)}
                </button>
              )}
            </For>
          </nav>
          <Switch>
            <Match when={tab() === 'table'}>
              <TurnControls c={c} />
              <Armies c={c} players={m.players} />
              <TableInfo c={c} />
              <Show when={m.scenario()}>{(s) => <NotesPanel scenario={s()} />}</Show>
              <Show when={m.seat()}>{(seat) => <HandPanel c={c} seat={seat()} />}</Show>
            </Match>
            <Match when={tab() === 'dice'}>
              <DiceRoller c={c} />
              <RollResult c={c} kinds={['free', 'shogun']} />
              <Calculator c={c} />
              <RollResult c={c} kinds={['combat', 'leader-check', 'lack-of-honor']} />
            </Match>
            <Match when={tab() === 'helpers'}>
              <Helpers c={c} />
            </Match>
            <Match when={tab() === 'log'}>
              <section class="companion-log" aria-label={ct('tab.log')}>
                <Show
                  when={m.logLines().length > 0}
                  fallback={<p class="muted">{ct(m.reopened ? 'log.reopened' : 'log.empty')}</p>}
                >
                  <ol>
                    <For each={m.logLines()}>{(line) => <li>{line}</li>}</For>
                  </ol>
                </Show>
              </section>
            </Match>
          </Switch>
        </Show>
      </main>
    </Show>
  );
}
