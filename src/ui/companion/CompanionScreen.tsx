// The companion table for the player holding the device: both armies' books, the decks and the
// turn, his own hand, the dice and the combat calculator, the helpers, the rules reference and the
// log. The app's hand-off screen covers everything whenever the controls go to the other player.

import { createMemo, createSignal, For, type JSX, Match, Show, Switch } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import type { Side } from '../../games/samurai-battles/types';
import { Rules } from '../screens/Rules';
import { HandOff } from '../widgets/HandOff';
import { Armies } from './Armies';
import { Calculator } from './Calculator';
import { CompanionVictory } from './CompanionVictory';
import { makeControl } from './control';
import { DiceRoller } from './DicePanel';
import { HandPanel } from './HandPanel';
import { Helpers } from './Helpers';
import { type CompanionKey, ct } from './i18n';
import type { CompanionMatch } from './match';
import { RollResult } from './RollResult';
import { NotesPanel, TableInfo, TurnControls } from './TablePanel';
import './companion.css';

type Tab = 'table' | 'dice' | 'helpers' | 'rules' | 'log';
const TABS: readonly Tab[] = ['table', 'dice', 'helpers', 'rules', 'log'];

export function CompanionScreen(props: { match: CompanionMatch; onLeave: () => void }): JSX.Element {
  const m = props.match;
  const [tab, setTab] = createSignal<Tab>('table');
  const [error, setError] = createSignal<string | null>(null);
  const send = (action: CompanionAction) => {
    const r = m.send(action);
    setError(r.ok ? null : ct('screen.refused', { detail: r.detail }));
  };
  const c = makeControl(m.view, m.armies, send);
  const v = () => m.view();
  const holder = () => m.holder();
  const logLines = createMemo(() => {
    const seat = holder();
    return m.log().flatMap((e) => (seat ? e.lines[seat] : []));
  });

  return (
    <Show
      when={m.handOffTo()}
      keyed
      fallback={
        <Show when={tab() !== 'rules'} fallback={<Rules onBack={() => setTab('table')} />}>
          <main class="screen companion">
            <header class="screen-head companion-head">
              <button type="button" class="link-button" onClick={() => props.onLeave()}>
                {ct('screen.menu')}
              </button>
              <h1>{v().title}</h1>
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
              {ct('screen.toPlay', { army: m.armies[v().active] })}
              <Show when={v().control !== v().active}>
                {' · '}
                <strong>{ct('screen.atControls', { army: m.armies[v().control] })}</strong>
              </Show>
            </p>
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
            <Show
              when={v().winner === null}
              fallback={<CompanionVictory c={c} onHome={() => props.onLeave()} />}
            >
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
                  <Armies c={c} players={m.init.players} />
                  <TableInfo c={c} />
                  <NotesPanel scenario={m.init.setup.scenario} />
                  <Show when={holder()}>{(seat) => <HandPanel c={c} seat={seat()} />}</Show>
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
                    <Show when={logLines().length > 0} fallback={<p class="muted">{ct('log.empty')}</p>}>
                      <ol>
                        <For each={logLines()}>{(line) => <li>{line}</li>}</For>
                      </ol>
                    </Show>
                  </section>
                </Match>
              </Switch>
            </Show>
          </main>
        </Show>
      }
    >
      {(to: Side) => (
        <HandOff
          army={m.armies[to]}
          colour={c.colour(to)}
          player={m.init.players[to]}
          summary={m.missedBy(to)}
          onContinue={() => m.takeDevice()}
        />
      )}
    </Show>
  );
}
