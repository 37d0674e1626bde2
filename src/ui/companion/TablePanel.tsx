// The middle of the table: the pool, the decks and discards, the cards in play this turn, and the
// turn's controls (end the turn and its steps, hand the controls to the other player).

import { For, type JSX, Show } from 'solid-js';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { opponent } from '../../games/samurai-battles/types';
import { faceName } from '../game/describe';
import { t, tn } from '../i18n';
import { localNotes } from '../scenario-text';
import { Die } from '../widgets/symbols';
import type { Control } from './control';
import { ct, ctn } from './i18n';
import { commandName, dragonName } from './labels';
import { SetupMap } from './SetupMap';

export function TableInfo(props: { c: Control }): JSX.Element {
  const v = () => props.c.view();
  return (
    <section class="companion-table" aria-label={ct('tab.table')}>
      <dl class="table-info">
        <div>
          <dt>{ct('table.pool')}</dt>
          <dd data-testid="pool">{v().pool}</dd>
        </div>
        <div>
          <dt>{ct('table.commandDeck')}</dt>
          <dd>{v().commandDeckCount}</dd>
        </div>
        <div>
          <dt>{ct('table.commandDiscard')}</dt>
          <dd>{v().commandDiscard.length}</dd>
        </div>
        <Show when={v().dragonCards}>
          <div>
            <dt>{ct('table.dragonDeck')}</dt>
            <dd>{v().dragonDeckCount}</dd>
          </div>
          <div>
            <dt>{ct('table.dragonDiscard')}</dt>
            <dd>{v().dragonDiscard.length}</dd>
          </div>
        </Show>
        <div class="in-play">
          <dt>{ct('table.cardInPlay')}</dt>
          <dd>
            {(() => {
              const card = v().card;
              if (!card) return ct('table.noCard');
              const as = v().effectiveCard;
              return as && as !== card.split('#')[0]
                ? ct('table.cardAs', { card: commandName(card), as: commandName(as) })
                : commandName(card);
            })()}
          </dd>
        </div>
      </dl>
      <Show when={v().dragonInPlay.length > 0}>
        <h3>{ct('table.dragonsInPlay')}</h3>
        <ul>
          <For each={v().dragonInPlay}>
            {(d) => (
              <li>
                {ct('table.dragonInPlay', {
                  army: props.c.armies[d.side],
                  card: dragonName(d.card),
                  tokens: ctn('count.tokens', d.tokens),
                })}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={v().shogun}>
        {(faces) => (
          <div class="shogun">
            <p>{ct('table.shogun')}</p>
            <span class="roll-faces">
              <For each={faces()}>{(f) => <Die face={f} label={faceName(f)} />}</For>
            </span>
          </div>
        )}
      </Show>
    </section>
  );
}

/** The battle's notes during play: victory conditions, special rules, how to set up. */
export function NotesPanel(props: { scenario: ScenarioV1 }): JSX.Element {
  const s = () => props.scenario;
  const n = () => localNotes(s());
  return (
    <details class="companion-notes">
      <summary>{ct('notes.title')}</summary>
      <h3>{tn('newGame.victory', s().victory.banners)}</h3>
      <ul>
        <For each={n().victory}>{(line) => <li>{line}</li>}</For>
      </ul>
      <h3>{t('newGame.specialRules')}</h3>
      <Show when={n().specialRules.length > 0} fallback={<p>{t('newGame.noSpecialRules')}</p>}>
        <ul>
          <For each={n().specialRules}>{(rule) => <li>{rule.text}</li>}</For>
        </ul>
      </Show>
      <Show when={n().setup}>
        <h3>{t('newGame.setup')}</h3>
        <p>{n().setup}</p>
      </Show>
      <SetupMap scenario={s()} />
    </details>
  );
}

/** The end-of-turn steps, ending the turn, and handing the controls over. */
export function TurnControls(props: { c: Control }): JSX.Element {
  const c = props.c;
  const v = () => c.view();
  const phase = () => v().phase;
  const mine = () => v().prompt?.actions !== null && v().prompt?.actions !== undefined;
  // The phone without the controls (two phones) has nothing to do here: no empty frame.
  return (
    <Show when={mine()}>
      <section class="companion-turn" aria-label={ct('turn.title')}>
        <Show when={phase().step === 'table'}>
          <Show when={v().card === null && v().control === v().active && mine()}>
            <p class="muted">{ct('turn.playFirst')}</p>
          </Show>
          <div class="button-row">
            <Show when={c.can({ type: 'end-turn' })}>
              <button type="button" class="bar-button primary" onClick={() => c.send({ type: 'end-turn' })}>
                {ct('turn.endTurn')}
              </button>
            </Show>
            <Show when={c.can({ type: 'end-turn', draw: false })}>
              <button
                type="button"
                class="bar-button"
                onClick={() => c.send({ type: 'end-turn', draw: false })}
              >
                {ct('turn.endTurnNoDraw')}
              </button>
            </Show>
            <Show when={c.can({ type: 'hand-over' })}>
              <button type="button" class="bar-button" onClick={() => c.send({ type: 'hand-over' })}>
                {v().control === v().active
                  ? ct('turn.handOver', { army: c.armies[opponent(v().control)] })
                  : ct('turn.handBack', { army: c.armies[opponent(v().control)] })}
              </button>
            </Show>
          </div>
          <Show when={v().control === v().active && c.can({ type: 'hand-over' })}>
            <p class="muted small">{ct('turn.handOverHint')}</p>
          </Show>
        </Show>
        <Show when={phase().step === 'keep-card' && mine()}>
          <h3>{ct('turn.keepCard')}</h3>
          <div class="button-row">
            <For each={phase().step === 'keep-card' ? (phase() as { drawn: string[] }).drawn : []}>
              {(card) => (
                <button type="button" class="bar-button" onClick={() => c.send({ type: 'keep-card', card })}>
                  {ct('turn.keep', { card: commandName(card) })}
                </button>
              )}
            </For>
          </div>
        </Show>
        <Show when={phase().step === 'replenish' && mine()}>
          <h3>{ct('turn.replenish')}</h3>
          <div class="button-row">
            <Show when={c.can({ type: 'take-dragon' })}>
              <button type="button" class="bar-button" onClick={() => c.send({ type: 'take-dragon' })}>
                {ct('turn.takeDragon')}
              </button>
            </Show>
            <button type="button" class="bar-button" onClick={() => c.send({ type: 'take-honor' })}>
              {ct('turn.takeHonor')}
            </button>
          </div>
        </Show>
        <Show when={phase().step === 'discard-dragon' && mine()}>
          <h3>{ct('turn.discardDragon')}</h3>
          <div class="button-row">
            <For
              each={(v().prompt?.actions ?? []).flatMap((a) => (a.type === 'discard-dragon' ? [a.card] : []))}
            >
              {(card) => (
                <button
                  type="button"
                  class="bar-button"
                  onClick={() => c.send({ type: 'discard-dragon', card })}
                >
                  {ct('turn.discard', { card: dragonName(card) })}
                </button>
              )}
            </For>
            <button type="button" class="bar-button primary" onClick={() => c.send({ type: 'keep-dragons' })}>
              {ct('turn.keepDragons')}
            </button>
          </div>
        </Show>
      </section>
    </Show>
  );
}
