// Both armies at a glance: banners toward the target, Honor & Fortune, cards in hand, Dragon
// cards, and who is to play. The opponent's hand is shown only as a count.

import { For, type JSX, Show } from 'solid-js';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { armyColour } from '../board/colours';
import { editionName, editionOf } from '../edition';
import { commandCardName } from '../game/names';
import { t } from '../i18n';

export function Scoreboard(props: { view: GameView; players: Record<Side, string> }): JSX.Element {
  return (
    <div class="scoreboard">
      <For each={SIDES}>
        {(side) => {
          const p = () => props.view.players[side];
          const active = () => props.view.active === side;
          return (
            <section
              class="army"
              classList={{ active: active() }}
              aria-label={t('score.army', { army: armyName(props.view, side) })}
              style={{ '--army': armyColour(p().color) }}
            >
              <h2 class="army-name">
                {/* The frame the army's pieces wear on the board (cut corners for the top army). */}
                <span class="army-swatch" classList={{ cut: side === 'top' }} aria-hidden="true" />
                {armyName(props.view, side)}
                <Show when={props.players[side]}>
                  <span class="player-name"> · {props.players[side]}</span>
                </Show>
                <Show when={active()}>
                  <span class="to-play">{t('score.toPlay')}</span>
                </Show>
              </h2>
              <dl class="stats">
                <div>
                  <dt>{t('score.banners')}</dt>
                  <dd>
                    {t('score.bannersOf', { banners: p().banners, target: props.view.victory.banners })}
                  </dd>
                </div>
                <div>
                  <dt title={t('score.honor')}>{t('score.honorShort')}</dt>
                  <dd>{p().honor}</dd>
                </div>
                <div>
                  <dt>{t('score.cards')}</dt>
                  <dd>{p().handCount}</dd>
                </div>
                <Show when={props.view.options.dragonCards}>
                  <div>
                    <dt title={t('score.dragons')}>{t('score.dragonsShort')}</dt>
                    <dd>{p().dragonCount}</dd>
                  </div>
                </Show>
              </dl>
              <Show when={p().lastCard}>
                {(card) => <p class="last-card">{t('score.lastCard', { card: commandCardName(card()) })}</p>}
              </Show>
            </section>
          );
        }}
      </For>
    </div>
  );
}

/** Decks, discards, the pool and the card in play this turn, and the rule set of the game. */
export function TableInfo(props: { view: GameView }): JSX.Element {
  return (
    <dl class="table-info">
      <div>
        <dt>{t('table.turn')}</dt>
        <dd>{props.view.turn}</dd>
      </div>
      <div>
        <dt>{t('edition.rules')}</dt>
        <dd>{editionName(editionOf(props.view))}</dd>
      </div>
      <div>
        <dt>{t('table.deck')}</dt>
        <dd>{props.view.commandDeckCount}</dd>
      </div>
      <div>
        <dt>{t('table.discard')}</dt>
        <dd>{props.view.commandDiscard.length}</dd>
      </div>
      <Show when={props.view.options.dragonCards}>
        <div>
          <dt>{t('table.dragonDeck')}</dt>
          <dd>{props.view.dragonDeckCount}</dd>
        </div>
      </Show>
      <div>
        <dt>{t('table.pool')}</dt>
        <dd>{props.view.pool}</dd>
      </div>
      <div class="in-play">
        <dt>{t('table.cardInPlay')}</dt>
        <dd>
          {props.view.card
            ? props.view.effectiveCard && props.view.effectiveCard !== props.view.card.split('#')[0]
              ? t('table.cardAs', {
                  card: commandCardName(props.view.card),
                  as: commandCardName(props.view.effectiveCard),
                })
              : commandCardName(props.view.card)
            : t('table.none')}
        </dd>
      </div>
    </dl>
  );
}
