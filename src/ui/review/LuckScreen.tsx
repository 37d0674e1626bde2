// The luck report of a game: each army's combat dice, the hits and flags they scored against the
// average of the same dice, in total and turn by turn (a running-total chart per army, and a table),
// then what each army spent: Dragon cards and Honor & Fortune tokens.

import { For, type JSX, Show } from 'solid-js';
import { cumulative, type LuckTally } from '../../games/samurai-battles/review/luck';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';
import { dragonCardName } from '../game/names';
import { hasKey, t } from '../i18n';
import { LineChart } from '../widgets/LineChart';
import { rt } from './i18n';
import type { Review } from './review';
import './review.css';

const one = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

function verdict(tally: LuckTally): string {
  const diff = tally.hits - tally.expectedHits;
  if (Math.abs(diff) < 0.05) return rt('luck.verdict.even');
  return rt(diff > 0 ? 'luck.verdict.lucky' : 'luck.verdict.unlucky', { n: one(Math.abs(diff)) });
}

function reasonText(reason: string): string {
  const key = `reason.${reason}`;
  return hasKey(key) ? t(key) : reason;
}

export function LuckScreen(props: { review: Review; onBack: () => void }): JSX.Element {
  const luck = () => props.review.luck;
  const tl = () => props.review.timeline;
  const final = () => props.review.view(tl().last, 'spectator');
  const name = (side: Side) => final().players[side].name;
  const lastTurn = () => props.review.turnAt(tl().last);
  const row = (label: string, tally: LuckTally, header = false) => (
    <tr>
      <th scope="row">{header ? <strong>{label}</strong> : label}</th>
      <td>{tally.rolls}</td>
      <td>{tally.dice}</td>
      <td>{tally.hits}</td>
      <td>{one(tally.expectedHits)}</td>
      <td>{tally.flags}</td>
      <td>{one(tally.expectedFlags)}</td>
    </tr>
  );
  const head = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{rt('luck.rolls')}</th>
        <th scope="col">{rt('luck.dice')}</th>
        <th scope="col">{rt('luck.hits')}</th>
        <th scope="col">{rt('luck.expectedHits')}</th>
        <th scope="col">{rt('luck.flags')}</th>
        <th scope="col">{rt('luck.expectedFlags')}</th>
      </tr>
    </thead>
  );
  return (
    <main class="screen luck">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{rt('luck.title')}</h1>
      </header>
      <p class="tagline">{props.review.source.title}</p>
      <p class="muted">{rt('luck.intro')}</p>
      <table class="luck-table luck-total">
        {head(rt('luck.army'))}
        <tbody>
          <For each={SIDES}>{(side) => row(name(side), luck()[side].total, true)}</For>
        </tbody>
      </table>
      <ul class="luck-verdicts">
        <For each={SIDES}>
          {(side) => (
            <li>
              {name(side)}: {verdict(luck()[side].total)}
            </li>
          )}
        </For>
      </ul>
      <div class="charts">
        <For each={SIDES}>
          {(side) => {
            const run = () => cumulative(luck()[side], lastTurn());
            const colour = () => armyColour(final().players[side].color);
            return (
              <LineChart
                title={rt('luck.chart', { army: name(side) })}
                xLabel={rt('luck.turns')}
                series={[
                  { label: rt('luck.seriesRolled'), colour: colour(), dashed: false, values: run().hits },
                  {
                    label: rt('luck.seriesExpected'),
                    colour: '#555',
                    dashed: true,
                    values: run().expectedHits.map((x) => Math.round(x * 10) / 10),
                  },
                ]}
              />
            );
          }}
        </For>
      </div>
      <For each={SIDES}>
        {(side) => (
          <details class="luck-turns">
            <summary>
              {rt('luck.byTurn')}: {name(side)}
            </summary>
            <table class="luck-table">
              {head(rt('luck.turn'))}
              <tbody>
                <For each={luck()[side].byTurn}>{(turn) => row(String(turn.turn), turn.tally)}</For>
              </tbody>
            </table>
          </details>
        )}
      </For>
      <h2>{rt('luck.spent')}</h2>
      <For each={SIDES}>
        {(side) => (
          <section class="luck-spent" aria-label={`${rt('luck.spent')}: ${name(side)}`}>
            <h3>{name(side)}</h3>
            <p>
              {rt('luck.dragons')}:{' '}
              <Show when={luck()[side].dragonCards.length > 0} fallback={rt('luck.none')}>
                {luck()
                  [side].dragonCards.map((d) =>
                    rt('luck.dragonCard', { card: dragonCardName(d.card), turn: d.turn, cost: d.cost }),
                  )
                  .join('; ')}
              </Show>
            </p>
            <p>
              {rt('luck.honorSpent')}: <strong class="luck-honor">{luck()[side].honorSpent}</strong>
              <Show when={luck()[side].honorSpent > 0}>
                {' '}
                (
                {Object.entries(luck()[side].honorSpentFor)
                  .map(([why, n]) => `${reasonText(why)}: ${n}`)
                  .join(', ')}
                )
              </Show>
            </p>
          </section>
        )}
      </For>
      <nav class="menu">
        <button type="button" class="menu-button" onClick={() => props.onBack()}>
          {rt('luck.back')}
        </button>
      </nav>
    </main>
  );
}
