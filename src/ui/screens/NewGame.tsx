// Starting a battle: pick a playable scenario, read its notes (armies, cards, tokens, victory,
// special rules, history), name who takes which army, choose the house rules, start. The same
// screen hosts a two-phone game: the host then picks the army this phone commands instead of names.
// The rule set (GMT 2021 or Zvezda 2012) is chosen here too; the last choice is offered again.

import { createResource, createSignal, For, type JSX, Show } from 'solid-js';
import { EDITION_HOUSE_RULES, type EditionHouseRule } from '../../games/samurai-battles/editions';
import type {
  ScenarioIndexEntry,
  ScenarioProblem,
  ScenarioV1,
} from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import { type Edition, SIDES, type Side } from '../../games/samurai-battles/types';
import { ComputerChoice } from '../ai/ComputerChoice';
import type { ComputerSeat } from '../ai/seat';
import { shownArmyName } from '../army-name';
import { armyColour } from '../board/colours';
import { editionName } from '../edition';
import { dragonCardsByDefault } from '../game/first-battle';
import { houseRuleChanges } from '../house-rules';
import { t, tn } from '../i18n';
import { localNotes, scenarioTitle } from '../scenario-text';
import { loadScenario, loadScenarioIndex } from '../scenarios';
import { settings } from '../settings';
import { st } from '../shogun/i18n';
import { ArmyPlayerField } from '../widgets/ArmyPlayerField';
import { DragonCardOptions } from '../widgets/DragonCardOptions';
import { EditionChoice, rememberedEdition } from '../widgets/EditionChoice';
import { PrivacyChoice } from '../widgets/PrivacyChoice';
import { ScenarioProblems } from '../widgets/ScenarioProblems';

/** The test battles (ids 'test-…') are for the browser tests and developers: listed with ?test=1. */
function showTestBattles(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').get('test') === '1';
}

export function NewGame(props: {
  /** Pass and play: starts the battle with the names of who commands which army. */
  onStart?: (setup: Setup, players: Record<Side, string>, computer?: ComputerSeat) => void;
  /** Hosting on two phones (instead of onStart): starts with the army this phone commands. */
  onHost?: (setup: Setup, hostSeat: Side) => void;
  /** Pass and play only: open the Shogun setup instead (3 to 5 players on one tablet). */
  onShogun?: () => void;
  /** Pass and play only: the companion for a physical game of Shogun. */
  onShogunCompanion?: () => void;
  onBack: () => void;
  /** The player's own battles (src/ui/editor/MyBattles.tsx), listed below ours. */
  myBattles?: JSX.Element;
}): JSX.Element {
  const [index] = createResource(loadScenarioIndex);
  const [chosen, setChosen] = createSignal<ScenarioIndexEntry | null>(null);
  const [scenario] = createResource(chosen, loadScenario);
  const [names, setNames] = createSignal<Record<Side, string>>({ top: '', bottom: '' });
  const [orderOneDragon, setOrderOneDragon] = createSignal(false);
  const [dragonCards, setDragonCards] = createSignal(true);
  const [hostSeat, setHostSeat] = createSignal<Side>('bottom');
  const [edition, setEdition] = createSignal<Edition>(rememberedEdition());
  // The chosen edition's own house rules (only those it offers reach the game).
  const [houseRules, setHouseRules] = createSignal<Partial<Record<EditionHouseRule, boolean>>>({});
  const hosting = () => props.onHost !== undefined;
  const [computer, setComputer] = createSignal<ComputerSeat | null>(null);

  const playable = () =>
    (index() ?? []).filter((e) => e.kind === 'playable' && (showTestBattles() || !e.id.startsWith('test-')));

  /** Opens a battle's page with its defaults (the first battle without Dragon cards). */
  function choose(entry: ScenarioIndexEntry): void {
    setDragonCards(dragonCardsByDefault(entry.id));
    setChosen(entry);
  }

  function start(s: ScenarioV1): void {
    const trimmed = { top: names().top.trim(), bottom: names().bottom.trim() };
    const setup: Setup = {
      scenario: s,
      edition: edition(),
      options: {
        orderOneDrawsDragon: orderOneDragon(),
        dragonCards: dragonCards(),
        ...Object.fromEntries(EDITION_HOUSE_RULES[edition()].map((r) => [r, houseRules()[r] === true])),
        // The cards changed in this device's Dragon house rules, recorded in the game (and its save);
        // the others keep the defaults of the chosen edition.
        ...houseRuleChanges(settings().dragonRules),
      },
    };
    if (props.onHost) props.onHost(setup, hostSeat());
    else props.onStart?.(setup, trimmed, computer() ?? undefined);
  }

  return (
    <main class="screen new-game">
      <header class="screen-head">
        <button
          type="button"
          class="link-button"
          onClick={() => (chosen() ? setChosen(null) : props.onBack())}
        >
          {t('nav.back')}
        </button>
        <h1>{t(hosting() ? 'newGame.hostTitle' : 'newGame.title')}</h1>
      </header>
      <Show
        when={chosen()}
        fallback={
          <section aria-label={t('newGame.pick')}>
            {/* Both games are offered only for pass and play: each gets a heading of its own. */}
            <Show when={props.onShogun || props.onShogunCompanion}>
              <h2>{t('newGame.shogun')}</h2>
            </Show>
            <Show when={props.onShogun}>
              {(open) => (
                <button type="button" class="battle shogun-pick" onClick={() => open()()}>
                  <span class="battle-title">{st('shogun.pickGame')}</span>
                </button>
              )}
            </Show>
            <Show when={props.onShogunCompanion}>
              {(open) => (
                <button type="button" class="battle shogun-pick" onClick={() => open()()}>
                  <span class="battle-title">{t('newGame.shogunCompanion')}</span>
                </button>
              )}
            </Show>
            <h2>{t(props.onShogun || props.onShogunCompanion ? 'newGame.pickSamurai' : 'newGame.pick')}</h2>
            <p class="edition-now">{t('newGame.editionNow', { edition: editionName(edition()) })}</p>
            <Show when={!index.loading} fallback={<p class="muted">{t('newGame.loading')}</p>}>
              <Show when={playable().length > 0} fallback={<p class="muted">{t('newGame.none')}</p>}>
                <ul class="battle-list">
                  <For each={playable()}>
                    {(entry) => (
                      <li>
                        <button type="button" class="battle" onClick={() => choose(entry)}>
                          <span class="battle-title">{scenarioTitle(entry.id, entry.title)}</span>
                          <Show when={entry.gmtNumber}>
                            <span class="battle-meta">{t('newGame.gmt', { n: entry.gmtNumber ?? 0 })}</span>
                          </Show>
                        </button>
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </Show>
            {props.myBattles}
          </section>
        }
      >
        <Show when={!scenario.loading} fallback={<p class="muted">{t('newGame.loadingBattle')}</p>}>
          <Show when={scenario()}>
            {(result) => (
              <Show
                when={result().ok ? (result() as { scenario: ScenarioV1 }).scenario : null}
                fallback={
                  <ScenarioProblems
                    title={t('newGame.invalid')}
                    problems={result().ok ? [] : (result() as { problems: ScenarioProblem[] }).problems}
                  />
                }
              >
                {(s) => (
                  <BattleNotes
                    scenario={s()}
                    names={names()}
                    onName={(side, name) => setNames({ ...names(), [side]: name })}
                    orderOneDragon={orderOneDragon()}
                    onOrderOneDragon={setOrderOneDragon}
                    dragonCards={dragonCards()}
                    onDragonCards={setDragonCards}
                    firstBattle={!dragonCardsByDefault(chosen()?.id ?? '')}
                    hostSeat={hosting() ? hostSeat() : null}
                    onHostSeat={setHostSeat}
                    edition={edition()}
                    onEdition={setEdition}
                    houseRules={houseRules()}
                    onHouseRule={(rule, on) => setHouseRules({ ...houseRules(), [rule]: on })}
                    onStart={() => start(s())}
                    opponent={
                      hosting() ? null : (
                        <ComputerChoice
                          value={computer()}
                          onChange={setComputer}
                          armies={{
                            top: shownArmyName(s().armies.top.name),
                            bottom: shownArmyName(s().armies.bottom.name),
                          }}
                        />
                      )
                    }
                  />
                )}
              </Show>
            )}
          </Show>
        </Show>
      </Show>
    </main>
  );
}

function BattleNotes(props: {
  scenario: ScenarioV1;
  names: Record<Side, string>;
  onName: (side: Side, name: string) => void;
  orderOneDragon: boolean;
  onOrderOneDragon: (v: boolean) => void;
  dragonCards: boolean;
  onDragonCards: (v: boolean) => void;
  /** The battle meant for a first game (its defaults are said to suit one). */
  firstBattle: boolean;
  /** Hosting on two phones: the army this phone commands (null: pass and play, names instead). */
  hostSeat: Side | null;
  onHostSeat: (side: Side) => void;
  edition: Edition;
  onEdition: (edition: Edition) => void;
  houseRules: Partial<Record<EditionHouseRule, boolean>>;
  onHouseRule: (rule: EditionHouseRule, on: boolean) => void;
  onStart: () => void;
  /** Who the army plays against (src/ui/ai/ComputerChoice.tsx); null when hosting. */
  opponent?: JSX.Element;
}): JSX.Element {
  const s = () => props.scenario;
  const n = () => localNotes(s());
  // A battle that rolls for its first player names no army as first (seed 003:3342-3344).
  const firstRoll = () => s().rules.effects?.find((e) => e.kind === 'first-player-roll');
  return (
    <article class="battle-notes">
      <h2>
        {n().title}
        {/* Titles of historical battles already end with their year ("Anegawa, 1570"). */}
        <Show when={s().year && !n().title.includes(String(s().year))}>
          <span class="battle-year"> ({s().year})</span>
        </Show>
      </h2>
      {/* A first battle needs no choice: Start stands above the fold with the defaults in one line
          (issue 26); the rule set, house rules and pauses wait under "More options". */}
      <p class="start-defaults">
        {t(props.firstBattle ? 'newGame.defaults' : 'newGame.defaultsOther', {
          edition: editionName(props.edition),
          dragons: t(props.dragonCards ? 'newGame.defaultsDragons' : 'newGame.defaultsNoDragons'),
        })}
      </p>
      <button type="button" class="menu-button primary start-battle" onClick={() => props.onStart()}>
        {t(props.hostSeat !== null ? 'newGame.host' : 'newGame.start')}
      </button>
      {props.opponent}
      <details class="more-options">
        {/* Hosting offers no pause rule (no tablet is passed): the summary does not name one. */}
        <summary>{t(props.hostSeat === null ? 'newGame.moreOptions' : 'newGame.moreOptionsHost')}</summary>
        <EditionChoice value={props.edition} onChange={props.onEdition} />
        <HouseRules {...props} />
        {/* Pass and play only: two phones never pass a tablet. */}
        <Show when={props.hostSeat === null}>
          <PrivacyChoice name="new-game-privacy" />
        </Show>
      </details>
      <section>
        <h3>{t('newGame.armies')}</h3>
        <Show when={settings().rotateBoard && props.hostSeat === null}>
          <p class="muted">{t('newGame.boardTurns')}</p>
        </Show>
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
                  {/* A turning board shows each army at the bottom to its own player: no edge named. */}
                  <Show when={!settings().rotateBoard}>
                    <p class="muted">{t(side === 'top' ? 'newGame.sideTop' : 'newGame.sideBottom')}</p>
                  </Show>
                  <ul>
                    <li>{tn('count.commandCards', a().commandCards)}</li>
                    {/* Not dealt when the battle is played without Dragon cards. */}
                    <Show when={props.dragonCards}>
                      <li>{tn('count.dragonCards', a().dragonCards)}</li>
                    </Show>
                    <li>{tn('count.tokens', a().honor)}</li>
                    <Show when={!firstRoll() && s().firstPlayer === side}>
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
      <Show when={firstRoll()}>
        {(r) => (
          <p class="first-roll">
            <strong>{t('newGame.firstRoll', { dice: r().dice, face: t(`die.${r().face}`) })}</strong>
          </p>
        )}
      </Show>
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
            <For each={n().specialRules}>
              {(rule) => (
                <li>
                  {rule.text}{' '}
                  <span class="tag">{t(rule.enforced ? 'newGame.enforced' : 'newGame.notEnforced')}</span>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </section>
      <Show when={n().history}>
        <section>
          <h3>{t('newGame.history')}</h3>
          <p>{n().history}</p>
        </section>
      </Show>
      <Show when={n().setup}>
        <section>
          <h3>{t('newGame.setup')}</h3>
          <p>{n().setup}</p>
        </section>
      </Show>
    </article>
  );
}

/** The house rules: Dragon cards, and the chosen edition's own variants. */
function HouseRules(props: {
  edition: Edition;
  dragonCards: boolean;
  onDragonCards: (v: boolean) => void;
  orderOneDragon: boolean;
  onOrderOneDragon: (v: boolean) => void;
  houseRules: Partial<Record<EditionHouseRule, boolean>>;
  onHouseRule: (rule: EditionHouseRule, on: boolean) => void;
}): JSX.Element {
  return (
    <fieldset>
      <legend>{t('newGame.options')}</legend>
      <DragonCardOptions
        dragonCards={props.dragonCards}
        onDragonCards={props.onDragonCards}
        orderOneDragon={props.orderOneDragon}
        onOrderOneDragon={props.onOrderOneDragon}
      />
      <For each={EDITION_HOUSE_RULES[props.edition]}>
        {(rule) => (
          <label class="choice">
            <input
              type="checkbox"
              checked={props.houseRules[rule] === true}
              disabled={rule === 'seppukuTakesDragon' && !props.dragonCards}
              onChange={(e) => props.onHouseRule(rule, e.currentTarget.checked)}
            />
            <span>{t(`newGame.house.${rule}`)}</span>
          </label>
        )}
      </For>
    </fieldset>
  );
}
