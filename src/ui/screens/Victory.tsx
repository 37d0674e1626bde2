// The end of a battle: who won and why, banners of both armies, and how banners and Honor &
// Fortune went turn by turn (from the game's history).

import { For, type JSX, Show } from 'solid-js';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { armyColour } from '../board/colours';
import { editionName, editionOf } from '../edition';
import { hasKey, locale, t } from '../i18n';
import { rt } from '../review/i18n';
import { LineChart, type Series } from '../widgets/LineChart';

export function Victory(props: {
  view: GameView;
  /** The battle's title in the current language (scenarioTitle); every caller in the app gives it. */
  battle?: string;
  players: Record<Side, string>;
  onNew: () => void;
  onHome: () => void;
  /** Opens the luck report of this game (src/ui/review). */
  onLuck?: () => void;
  /** Opens the final board and the whole log (a pass-and-play game). */
  onReview?: () => void;
  /** Back to the campaign this battle belongs to (started or resumed from its page). */
  onCampaign?: () => void;
}): JSX.Element {
  const winner = () => props.view.winner;
  const reason = () => {
    const r = props.view.endReason ?? '';
    const key = `reason.${r}`;
    const text = hasKey(key) ? t(key) : r;
    // A line of its own: a sentence, though the reason is a phrase ("enough banners").
    return text.charAt(0).toLocaleUpperCase(locale()) + text.slice(1);
  };
  /**
   * The standing when the battle ended, as one more point: the history is written at the end of
   * each turn, and a battle usually ends in the middle of one (the winning banner would be missing).
   */
  const final = (): GameView['history'][number] | null => {
    const v = props.view;
    const last = v.history[v.history.length - 1];
    const now = {
      turn: v.turn,
      side: v.active,
      banners: { top: v.players.top.banners, bottom: v.players.bottom.banners },
      honor: { top: v.players.top.honor, bottom: v.players.bottom.honor },
    };
    const same =
      last && SIDES.every((s) => last.banners[s] === now.banners[s] && last.honor[s] === now.honor[s]);
    return same ? null : now;
  };
  /** One line per army; `start` is the value before the first turn, when it is known. */
  const series = (pick: (h: GameView['history'][number], side: Side) => number, start?: number): Series[] => {
    const end = final();
    const points = end ? [...props.view.history, end] : props.view.history;
    return SIDES.map((side, i) => ({
      label: armyName(props.view, side),
      colour: armyColour(props.view.players[side].color),
      dashed: i === 1,
      values: [...(start === undefined ? [] : [start]), ...points.map((h) => pick(h, side))],
    }));
  };
  return (
    <main class="screen victory">
      <h1>
        {winner() ? t('victory.title', { army: armyName(props.view, winner() ?? 'top') }) : t('victory.over')}
      </h1>
      <Show when={props.battle}>
        <p class="victory-battle">{props.battle}</p>
      </Show>
      <p class="tagline">{reason()}</p>
      <p class="muted victory-edition">
        {t('edition.playedUnder', { edition: editionName(editionOf(props.view)) })}
      </p>
      <table class="final-score">
        <thead>
          <tr>
            <th scope="col">{t('victory.army')}</th>
            <th scope="col">{t('score.banners')}</th>
            <th scope="col">{t('score.honor')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={SIDES}>
            {(side) => (
              <tr classList={{ winner: winner() === side }}>
                <th scope="row">
                  {armyName(props.view, side)}
                  {props.players[side] ? ` (${props.players[side]})` : ''}
                  {/* The winner in words and weight, not in a colour that may be the loser's. */}
                  <Show when={winner() === side}>
                    <span class="winner-mark"> {t('victory.winnerMark')}</span>
                  </Show>
                </th>
                <td>
                  {t('score.bannersOf', {
                    banners: props.view.players[side].banners,
                    target: props.view.victory.banners,
                  })}
                </td>
                <td>{props.view.players[side].honor}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <div class="charts">
        <LineChart
          title={t('victory.chartBanners')}
          xLabel={t('victory.turns')}
          series={series((h, s) => h.banners[s], 0)}
        />
        <LineChart
          title={t('victory.chartHonor')}
          xLabel={t('victory.turns')}
          series={series((h, s) => h.honor[s])}
        />
      </div>
      <Show when={props.onLuck}>
        {(luck) => (
          <button type="button" class="link-button victory-luck" onClick={() => luck()()}>
            {rt('replay.luck')}
          </button>
        )}
      </Show>
      <nav class="menu">
        <Show when={props.onCampaign}>
          {(back) => (
            <button type="button" class="menu-button primary" onClick={() => back()()}>
              {t('victory.campaign')}
            </button>
          )}
        </Show>
        <Show when={props.onReview}>
          {(review) => (
            <button type="button" class="menu-button" onClick={() => review()()}>
              {t('victory.review')}
            </button>
          )}
        </Show>
        <button
          type="button"
          class="menu-button"
          classList={{ primary: !props.onCampaign }}
          onClick={() => props.onNew()}
        >
          {t('home.newGame')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onHome()}>
          {t('victory.home')}
        </button>
      </nav>
    </main>
  );
}
