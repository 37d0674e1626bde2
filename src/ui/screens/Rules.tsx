// Rules reference in our own words, written from the data tables: units, leaders, terrain, the
// battle dice, Command cards and Dragon cards. The unit and leader sheets of either edition can be
// read (a toggle); opened from a game they start at that game's edition. Opened from Home, it also
// offers Shogun's rules in short (the same sections as the sheet over a Shogun game).

import { createSignal, For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { COMMAND_CARD_IDS, COMMAND_CARDS } from '../../games/samurai-battles/data/commandCards';
import {
  DRAGON_CARD_IDS,
  DRAGON_CARDS,
  defaultDragonCopiesOf,
  defaultDragonCostOf,
} from '../../games/samurai-battles/data/dragonCards';
import { UNIT_TYPE_IDS, unitStatsFor } from '../../games/samurai-battles/data/units';
import {
  DIE_FACES,
  EDITION_IDS,
  type Edition,
  type LeaderKind,
  type TerrainId,
} from '../../games/samurai-battles/types';
import { TERRAIN_FILL, TerrainArt } from '../board/TerrainArt';
import { cardNameOf, cardTextOf } from '../cards/i18n';
import { editionName, editionNote } from '../edition';
import { faceName } from '../game/describe';
import { leaderKindName, terrainName, unitTypeName } from '../game/names';
import { t, tn } from '../i18n';
import { leaderFacts, terrainFacts, unitFacts } from '../reference/facts';
import { ShogunRulesBody } from '../shogun/rules/ShogunRulesBody';
import { rememberedEdition } from '../widgets/EditionChoice';
import { JumpLink } from '../widgets/JumpLink';
import { Die, LeaderShape, UnitSymbolShape } from '../widgets/symbols';

const LEADER_KINDS: LeaderKind[] = ['foot', 'mounted', 'commander'];
/** The games whose rules the reference opened from Home can show. */
const RULES_GAMES = ['samurai', 'shogun'] as const;
type RulesGame = (typeof RULES_GAMES)[number];
/** The five phases of a player's turn (seed 003:829-835; the same in seed 000:111 on). */
const PHASES = ['command', 'orders', 'movement', 'battle', 'end'] as const;

/** One reference entry: its heading (an icon and a name) and its facts, a line each. */
function FactsItem(props: { lines: readonly string[]; children: JSX.Element }): JSX.Element {
  return (
    <article class="ref-item">
      <h3>{props.children}</h3>
      <ul>
        <For each={props.lines}>{(line) => <li>{line}</li>}</For>
      </ul>
    </article>
  );
}

/** A player's turn, phase by phase, with the end of turn as the chosen edition has it. */
function TurnSequence(props: { edition: Edition }): JSX.Element {
  return (
    <section id="rules-turn">
      <h2>{t('rules.turn')}</h2>
      <p>{t('rules.turn.intro')}</p>
      <ol class="turn-sequence">
        <For each={PHASES}>
          {(phase) => (
            <li>
              <strong>{t(`rules.turn.${phase}`)}</strong>{' '}
              {t(phase === 'end' ? `rules.turn.end.${props.edition}` : `rules.turn.${phase}.text`)}
            </li>
          )}
        </For>
      </ol>
      <p class="muted">{t('rules.turn.reactions')}</p>
    </section>
  );
}
const TERRAIN_IDS = Object.keys(TERRAIN_FILL) as TerrainId[];

/** The board's sections (seed 003:65-69, 845-848): each player counts them from his own side. */
function Sections(): JSX.Element {
  return (
    <section id="rules-sections">
      <h2>{t('rules.sections')}</h2>
      <p>{t('rules.sections.text')}</p>
      <p>{t('rules.sections.cards')}</p>
    </section>
  );
}

/** Every mark the battle screen draws, in words (issue 26: no symbol left unexplained). */
const BOARD_SYMBOLS = [
  'block',
  'code',
  'band',
  'ordered',
  'tappable',
  'selected',
  'move',
  'attack',
  'other',
  'reach',
  'recent',
  'baseline',
] as const;

function BoardSymbols(props: { edition: Edition }): JSX.Element {
  return (
    <section id="rules-symbols">
      <h2>{t('rules.symbols')}</h2>
      <dl class="symbol-list">
        <For each={BOARD_SYMBOLS}>
          {(id) => (
            <>
              <dt>{t(`rules.symbols.${id}`)}</dt>
              <dd>
                {t(`rules.symbols.${id}.text`)}
                {/* The codes from the unit table of the edition shown, so none is ever missing. */}
                {id === 'code' ? (
                  <ul class="code-list">
                    <For each={UNIT_TYPE_IDS}>
                      {(type) => (
                        <li>
                          {t('rules.symbols.codeEntry', {
                            code: unitStatsFor(props.edition, type).short,
                            name: unitTypeName(type, props.edition),
                          })}
                        </li>
                      )}
                    </For>
                  </ul>
                ) : null}
              </dd>
            </>
          )}
        </For>
      </dl>
    </section>
  );
}

export function Rules(props: {
  onBack: () => void;
  /** The edition of the game it was opened from (else the one chosen last for a new game). */
  edition?: Edition;
  /** Opened over a battle: a dialog closed in one tap (issue 26), not a screen of its own. */
  overlay?: boolean;
  /** Opened from Home: either game's rules can be read (a toggle), Samurai Battles first. */
  games?: boolean;
}): JSX.Element {
  const [edition, setEdition] = createSignal<Edition>(props.edition ?? rememberedEdition());
  const [game, setGame] = createSignal<RulesGame>('samurai');
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.onBack();
  };
  onMount(() => {
    if (props.overlay) window.addEventListener('keydown', onKey);
  });
  onCleanup(() => window.removeEventListener('keydown', onKey));
  return (
    <Dynamic
      component={props.overlay ? 'div' : 'main'}
      class="screen rules"
      classList={{ 'rules-overlay': props.overlay === true }}
      role={props.overlay ? 'dialog' : undefined}
      aria-modal={props.overlay ? 'true' : undefined}
      aria-labelledby="rules-title"
    >
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t(props.overlay ? 'rules.close' : 'nav.back')}
        </button>
        <h1 id="rules-title">{t('rules.title')}</h1>
      </header>
      <Show when={props.games}>
        <fieldset class="sheet-choice">
          <legend>{t('rules.game')}</legend>
          <div class="sheet-toggle">
            <For each={RULES_GAMES}>
              {(id) => (
                <button type="button" aria-pressed={game() === id} onClick={() => setGame(id)}>
                  {t(`rules.game.${id}`)}
                </button>
              )}
            </For>
          </div>
        </fieldset>
      </Show>
      <Show when={game() === 'samurai'} fallback={<ShogunRulesBody heading="h2" />}>
        <nav class="toc" aria-label={t('rules.contents')}>
          <JumpLink to="rules-turn">{t('rules.turn')}</JumpLink>
          <JumpLink to="rules-sections">{t('rules.sections')}</JumpLink>
          <JumpLink to="rules-symbols">{t('rules.symbols')}</JumpLink>
          <JumpLink to="rules-units">{t('rules.units')}</JumpLink>
          <JumpLink to="rules-leaders">{t('rules.leaders')}</JumpLink>
          <JumpLink to="rules-terrain">{t('rules.terrain')}</JumpLink>
          <JumpLink to="rules-dice">{t('rules.dice')}</JumpLink>
          <JumpLink to="rules-command">{t('rules.commandCards')}</JumpLink>
          <JumpLink to="rules-dragon">{t('rules.dragonCards')}</JumpLink>
        </nav>
        <fieldset class="sheet-choice">
          <legend>{t('edition.legend')}</legend>
          <div class="sheet-toggle">
            <For each={EDITION_IDS}>
              {(id) => (
                <button type="button" aria-pressed={edition() === id} onClick={() => setEdition(id)}>
                  {editionName(id)}
                </button>
              )}
            </For>
          </div>
          <p class="muted">{editionNote(edition())}</p>
        </fieldset>
        <TurnSequence edition={edition()} />
        <Sections />
        <BoardSymbols edition={edition()} />
        <section id="rules-units">
          <h2>{t('rules.units')}</h2>
          <For each={UNIT_TYPE_IDS}>
            {(type) => {
              const stats = () => unitStatsFor(edition(), type);
              return (
                <FactsItem lines={unitFacts(type, edition())}>
                  <svg class="ref-icon" viewBox="-5 -5 10 10" aria-hidden="true">
                    <UnitSymbolShape symbol={stats().symbol} size={3.6} />
                  </svg>
                  {unitTypeName(type, edition())} <span class="muted">({stats().short})</span>
                </FactsItem>
              );
            }}
          </For>
        </section>
        <section id="rules-leaders">
          <h2>{t('rules.leaders')}</h2>
          <For each={LEADER_KINDS}>
            {(kind) => (
              <FactsItem lines={leaderFacts(kind, edition())}>
                <svg class="ref-icon" viewBox="-5 -5 10 10" aria-hidden="true">
                  <LeaderShape kind={kind} size={3.6} fill="#555" />
                </svg>
                {leaderKindName(kind)}
              </FactsItem>
            )}
          </For>
        </section>
        <section id="rules-terrain">
          <h2>{t('rules.terrain')}</h2>
          <For each={TERRAIN_IDS}>
            {(id) => (
              <FactsItem lines={terrainFacts(id, edition())}>
                <svg class="ref-icon terrain-icon" viewBox="-10 -11 20 22" aria-hidden="true">
                  <polygon
                    points="0,-10 8.66,-5 8.66,5 0,10 -8.66,5 -8.66,-5"
                    fill={TERRAIN_FILL[id]}
                    stroke="#8c8266"
                  />
                  <TerrainArt terrain={id} ownerColour="#b3262b" />
                </svg>
                {terrainName(id)}
              </FactsItem>
            )}
          </For>
        </section>
        <section id="rules-dice">
          <h2>{t('rules.dice')}</h2>
          <ul class="dice-ref">
            <For each={DIE_FACES}>
              {(face) => (
                <li>
                  <Die face={face} label={faceName(face)} />
                  <span>
                    <strong>{faceName(face)}</strong>: {t(`dieMeaning.${face}`)}
                  </span>
                </li>
              )}
            </For>
          </ul>
        </section>
        <section id="rules-command">
          <h2>{t('rules.commandCards')}</h2>
          <For each={COMMAND_CARD_IDS}>
            {(id) => {
              const d = COMMAND_CARDS[id];
              return d ? (
                <article class="ref-item">
                  <h3>
                    {cardNameOf(id, d.name)} <span class="muted">×{d.copies}</span>
                  </h3>
                  <p>{cardTextOf(id, edition(), d.text)}</p>
                </article>
              ) : null;
            }}
          </For>
        </section>
        <section id="rules-dragon">
          <h2>{t('rules.dragonCards')}</h2>
          <p class="muted">{t('rules.dragonCostsProvisional')}</p>
          <For each={DRAGON_CARD_IDS.filter((id) => defaultDragonCopiesOf(id, edition()) > 0)}>
            {(id) => {
              const d = DRAGON_CARDS[id];
              return d ? (
                <article class="ref-item">
                  <h3>
                    {cardNameOf(id, d.name)}{' '}
                    <span class="muted">
                      ×{defaultDragonCopiesOf(id, edition())} ·{' '}
                      {tn('reference.cost', defaultDragonCostOf(id, edition()))}
                    </span>
                  </h3>
                  <p>{cardTextOf(id, edition(), d.text)}</p>
                </article>
              ) : null;
            }}
          </For>
        </section>
      </Show>
    </Dynamic>
  );
}
