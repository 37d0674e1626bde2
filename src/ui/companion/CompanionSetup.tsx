// Starting a companion game: any of the 40 GMT battles by its notes, or one of our playable
// battlefields. The notes show the armies' cards and tokens, who starts, the victory conditions, the
// special rules and how to set up; the players name themselves and pick the rule set (GMT 2021 or
// Zvezda 2012, the New game screen's widget and remembered choice) and the house rules.

import { createResource, createSignal, For, type JSX, Show } from 'solid-js';
import type { ScenarioIndexEntry, ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import { type Edition, SIDES, type Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';
import { t, tn } from '../i18n';
import { localNotes, scenarioTitle } from '../scenario-text';
import { loadScenario, loadScenarioIndex } from '../scenarios';
import { ArmyPlayerField } from '../widgets/ArmyPlayerField';
import { DragonCardOptions } from '../widgets/DragonCardOptions';
import { EditionChoice, rememberedEdition } from '../widgets/EditionChoice';
import { ScenarioProblems } from '../widgets/ScenarioProblems';
import { ct } from './i18n';
import { SetupMap } from './SetupMap';
import './companion.css';
import { shownArmyName } from '../army-name';

export function CompanionSetup(props: {
  /** One device: starts with the names of who commands which army. */
  onStart?: (setup: Setup, players: Record<Side, string>) => void;
  /** Hosting on two phones (instead of onStart): starts with the army this phone commands. */
  onHost?: (setup: Setup, hostSeat: Side) => void;
  /** One device only: the companion for a physical Shogun, offered above the battles. */
  onShogunCompanion?: () => void;
  onBack: () => void;
}): JSX.Element {
  const [index] = createResource(loadScenarioIndex);
  const [chosen, setChosen] = createSignal<ScenarioIndexEntry | null>(null);
  const [scenario] = createResource(chosen, loadScenario);
  const [names, setNames] = createSignal<Record<Side, string>>({ top: '', bottom: '' });
  const [dragonCards, setDragonCards] = createSignal(true);
  const [orderOneDragon, setOrderOneDragon] = createSignal(false);
  const [hostSeat, setHostSeat] = createSignal<Side>('bottom');
  const [edition, setEdition] = createSignal<Edition>(rememberedEdition());

  const byNumber = (a: ScenarioIndexEntry, b: ScenarioIndexEntry) =>
    (a.gmtNumber ?? 99) - (b.gmtNumber ?? 99);
  const gmt = () => (index() ?? []).filter((e) => e.kind === 'notes').sort(byNumber);
  const ours = () => (index() ?? []).filter((e) => e.kind === 'playable' && !e.id.startsWith('test-'));

  function start(s: ScenarioV1): void {
    const setup: Setup = {
      scenario: s,
      edition: edition(),
      options: { dragonCards: dragonCards(), orderOneDrawsDragon: orderOneDragon() },
    };
    if (props.onHost) props.onHost(setup, hostSeat());
    else props.onStart?.(setup, { top: names().top.trim(), bottom: names().bottom.trim() });
  }

  const entryButton = (entry: ScenarioIndexEntry) => (
    <li>
      <button type="button" class="battle" onClick={() => setChosen(entry)}>
        <span class="battle-title">{scenarioTitle(entry.id, entry.title)}</span>
        <Show when={entry.gmtNumber}>
          <span class="battle-meta">{ct('setup.gmt', { n: entry.gmtNumber ?? 0 })}</span>
        </Show>
      </button>
    </li>
  );

  return (
    <main class="screen new-game companion-setup">
      <header class="screen-head">
        <button
          type="button"
          class="link-button"
          onClick={() => (chosen() ? setChosen(null) : props.onBack())}
        >
          {t('nav.back')}
        </button>
        <h1>{ct('setup.title')}</h1>
      </header>
      <Show
        when={chosen()}
        fallback={
          <section aria-label={ct('setup.pick')}>
            <p class="tagline">{ct('setup.intro')}</p>
            <Show when={props.onShogunCompanion}>
              {(open) => (
                <>
                  <h2>{t('newGame.shogun')}</h2>
                  <button type="button" class="battle shogun-pick" onClick={() => open()()}>
                    <span class="battle-title">{t('newGame.shogunCompanion')}</span>
                  </button>
                </>
              )}
            </Show>
            <Show when={!index.loading} fallback={<p class="muted">{ct('setup.loading')}</p>}>
              <Show when={(index() ?? []).length > 0} fallback={<p class="muted">{ct('setup.none')}</p>}>
                <Show when={ours().length > 0}>
                  <h2>{ct('setup.ourBattles')}</h2>
                  <ul class="battle-list">
                    <For each={ours()}>{entryButton}</For>
                  </ul>
                </Show>
                <h2>{ct('setup.gmtBattles')}</h2>
                <ul class="battle-list">
                  <For each={gmt()}>{entryButton}</For>
                </ul>
              </Show>
            </Show>
          </section>
        }
      >
        <Show when={!scenario.loading} fallback={<p class="muted">{ct('setup.loadingBattle')}</p>}>
          <Show when={scenario()}>
            {(result) => {
              const r = result();
              if (!r.ok) {
                return <ScenarioProblems title={ct('setup.invalid')} problems={r.problems} />;
              }
              return (
                <Notes
                  scenario={r.scenario}
                  names={names()}
                  onName={(side, name) => setNames({ ...names(), [side]: name })}
                  dragonCards={dragonCards()}
                  onDragonCards={setDragonCards}
                  orderOneDragon={orderOneDragon()}
                  onOrderOneDragon={setOrderOneDragon}
                  hostSeat={props.onHost ? hostSeat() : null}
                  onHostSeat={setHostSeat}
                  edition={edition()}
                  onEdition={setEdition}
                  onStart={() => start(r.scenario)}
                />
              );
            }}
          </Show>
        </Show>
      </Show>
    </main>
  );
}

function Notes(props: {
  scenario: ScenarioV1;
  names: Record<Side, string>;
  onName: (side: Side, name: string) => void;
  dragonCards: boolean;
  onDragonCards: (v: boolean) => void;
  orderOneDragon: boolean;
  onOrderOneDragon: (v: boolean) => void;
  hostSeat: Side | null;
  onHostSeat: (side: Side) => void;
  edition: Edition;
  onEdition: (edition: Edition) => void;
  onStart: () => void;
}): JSX.Element {
  const s = () => props.scenario;
  const n = () => localNotes(s());
  return (
    <article class="battle-notes">
      <h2>
        {n().title}
        {/* Titles of historical battles often end with their year ("Koriyama Castle: September 1540"). */}
        <Show when={s().year && !n().title.includes(String(s().year))}>
          <span class="battle-year"> ({s().year})</span>
        </Show>
      </h2>
      <section>
        <h3>{t('newGame.armies')}</h3>
        <div class="armies">
          <For each={SIDES}>
            {(side) => {
              const a = () => s().armies[side];
              return (
                <div class="army-notes" style={{ '--army': armyColour(a().color) }}>
                  <h4>
                    <span class="army-swatch" aria-hidden="true" />
                    {shownArmyName(a().name)}
                  </h4>
                  <p class="muted">{t(side === 'top' ? 'newGame.sideTop' : 'newGame.sideBottom')}</p>
                  <ul>
                    <li>{tn('count.commandCards', a().commandCards)}</li>
                    <Show when={props.dragonCards}>
                      <li>{tn('count.dragonCards', a().dragonCards)}</li>
                    </Show>
                    <li>{tn('count.tokens', a().honor)}</li>
                    <Show when={s().firstPlayer === side}>
                      <li>
                        <strong>{t('newGame.first')}</strong>
                      </li>
                    </Show>
                  </ul>
                  <ArmyPlayerField
                    side={side}
                    army={shownArmyName(a().name)}
                    name={props.names[side]}
                    onName={props.onName}
                    hostSeat={props.hostSeat}
                    onHostSeat={props.onHostSeat}
                  />
                </div>
              );
            }}
          </For>
        </div>
      </section>
      <section>
        <h3>{tn('newGame.victory', s().victory.banners)}</h3>
        <ul>
          <For each={n().victory}>{(line) => <li>{line}</li>}</For>
        </ul>
      </section>
      <section>
        <h3>{t('newGame.specialRules')}</h3>
        <Show when={n().specialRules.length > 0} fallback={<p>{t('newGame.noSpecialRules')}</p>}>
          <ul>
            <For each={n().specialRules}>{(rule) => <li>{rule.text}</li>}</For>
          </ul>
        </Show>
      </section>
      <section>
        <h3>{t('newGame.setup')}</h3>
        <Show when={n().setup} fallback={<p>{ct('setup.mapOwn')}</p>}>
          <p>{n().setup}</p>
        </Show>
        <SetupMap scenario={s()} edition={props.edition} />
      </section>
      <Show when={n().history}>
        <section>
          <h3>{t('newGame.history')}</h3>
          <p>{n().history}</p>
        </section>
      </Show>
      <EditionChoice value={props.edition} onChange={props.onEdition} />
      <fieldset>
        <legend>{t('newGame.options')}</legend>
        <DragonCardOptions
          dragonCards={props.dragonCards}
          onDragonCards={props.onDragonCards}
          orderOneDragon={props.orderOneDragon}
          onOrderOneDragon={props.onOrderOneDragon}
        />
      </fieldset>
      <button type="button" class="menu-button primary" onClick={() => props.onStart()}>
        {props.hostSeat !== null ? t('newGame.host') : ct('setup.start')}
      </button>
    </article>
  );
}
