// The luck report of a game: each army's combat dice, the hits and flags they scored against the
// average of the same dice, in total and turn by turn (a running-total chart per army, and a table),
// then what each army spent: Dragon cards and Honor & Fortune tokens.

import { For, type JSX, Show } from 'solid-js';
import { cumulative, type LuckTally } from '../../games/samurai-battles/review/luck';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import { battleTitle, savedTitle } from '../battle-name';
import { armyColour } from '../board/colours';
import { dragonCardName } from '../game/names';
import { hasKey, t, tn } from '../i18n';
import { decimal } from '../screens/local-format';
import { LineChart } from '../widgets/LineChart';
import { type ReviewKey, rt } from './i18n';
import type { Review } from './review';
import './review.css';
import { armyName } from '../army-name';

/** One decimal, in the app's language ("1,5" in Italian and Russian). */
const one = (x: number) => decimal(Math.round(x * 10) / 10, 1);

/** The table's measures, one row each in the totals, one column each turn by turn. */
const MEASURES: { label: ReviewKey; show: (t: LuckTally) => string }[] = [
  { label: 'luck.rolls', show: (x) => String(x.rolls) },
  { label: 'luck.dice', show: (x) => String(x.dice) },
  { label: 'luck.hits', show: (x) => String(x.hits) },
  { label: 'luck.expectedHits', show: (x) => one(x.expectedHits) },
  { label: 'luck.flags', show: (x) => String(x.flags) },
  { label: 'luck.expectedFlags', show: (x) => one(x.expectedFlags) },
];

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
  const name = (side: Side) => armyName(final(), side);
  const lastTurn = () => props.review.turnAt(tl().last);
  const row = (label: string, tally: LuckTally) => (
    <tr>
      <th scope="row">{label}</th>
      <For each={MEASURES}>{(m) => <td>{m.show(tally)}</td>}</For>
    </tr>
  );
  const battle = () => props.review.source.setup.scenario;
  return (
    <main class="screen luck">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{rt('luck.title')}</h1>
      </header>
      <p class="tagline">{savedTitle(props.review.source.title, battle())}</p>
      <Show when={savedTitle(props.review.source.title, battle()) !== battleTitle(battle())}>
        <p class="muted">{battleTitle(battle())}</p>
      </Show>
      <p class="muted">{rt('luck.intro')}</p>
      <table class="luck-table luck-total">
        <thead>
          <tr>
            <td />
            <For each={SIDES}>{(side) => <th scope="col">{name(side)}</th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={MEASURES}>
            {(m) => (
              <tr>
                <th scope="row">{rt(m.label)}</th>
                <For each={SIDES}>{(side) => <td>{m.show(luck()[side].total)}</td>}</For>
              </tr>
            )}
          </For>
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
            {/* Seven columns may be wider than a phone: the table scrolls on its own, by keyboard too. */}
            <section class="luck-scroll" tabindex="0" aria-label={`${rt('luck.byTurn')}: ${name(side)}`}>
              <table class="luck-table">
                <thead>
                  <tr>
                    <th scope="col">{rt('luck.turn')}</th>
                    <For each={MEASURES}>{(m) => <th scope="col">{rt(m.label)}</th>}</For>
                  </tr>
                </thead>
                <tbody>
                  <For each={luck()[side].byTurn}>{(turn) => row(String(turn.turn), turn.tally)}</For>
                </tbody>
              </table>
            </section>
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
                    rt('luck.dragonCard', {
                      card: dragonCardName(d.card),
                      turn: d.turn,
                      cost: tn('count.tokens', d.cost),
                    }),
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
