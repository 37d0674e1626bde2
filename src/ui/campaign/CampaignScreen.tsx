// A campaign's page: its battles in order with each result and battlefield, the running score,
// what carries over into the next battle, the battlefield it is played on (ours where we have
// one, else one of My battles drawn from its notes, with a way to draw one when none fits), the
// losses the battle before carries into it, and the button that starts or goes on with it.

import { createMemo, createResource, createSignal, For, type JSX, Show } from 'solid-js';
import type { LossChoice } from '../../games/samurai-battles/campaign/carry-over';
import { rollSteps } from '../../games/samurai-battles/campaign/carry-over';
import {
  type CampaignProgress,
  currentStep,
  planned,
  started,
} from '../../games/samurai-battles/campaign/progress';
import { campaignWinner, runningScore } from '../../games/samurai-battles/campaign/score';
import { campaignById } from '../../games/samurai-battles/campaign/table';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import { editionName } from '../edition';
import { t } from '../i18n';
import { scenarioTitle } from '../scenario-text';
import { loadScenarioIndex } from '../scenarios';
import { storeFailureText } from '../screens/save-errors';
import { campaignName } from './CampaignsScreen';
import {
  battleSetup,
  choiceKey,
  fieldTitles,
  loadProgress,
  type MapOption,
  mapOptions,
  notesOf,
  reconcile,
  rollsBefore,
  saveProgress,
} from './campaigns';
import { ct } from './i18n';
import { LossesPanel } from './LossesPanel';
import './campaign.css';

const NO_LOSSES: Record<Side, LossChoice> = {
  top: { blocks: [], pushes: [] },
  bottom: { blocks: [], pushes: [] },
};

export function CampaignScreen(props: {
  id: string;
  /** Starts a battle; `onSaved` links its save to the campaign before the game shows. */
  onStart: (setup: Setup, onSaved: (save: string) => Promise<void>) => void;
  onResume: (save: string) => void;
  /** Opens the editor on a battle's notes, to draw its battlefield. */
  onDraw: (notes: ScenarioV1) => void;
  onBack: () => void;
}): JSX.Element {
  const [progress, { mutate }] = createResource(
    () => props.id,
    async (id) => reconcile(await loadProgress(id)),
  );
  const [error, setError] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);

  return (
    <main class="screen campaign">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        {/* A failed resource throws when read: the error is said below, under the list's title. */}
        <h1>
          {!progress.error && progress()
            ? campaignName((progress() as CampaignProgress).campaign)
            : ct('list.title')}
        </h1>
      </header>
      <Show when={progress.error}>
        <p class="error" role="alert">
          {ct('page.broken', { detail: storeFailureText(progress.error) })}
        </p>
      </Show>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <Show when={!progress.error && progress()} fallback={<p class="muted">{ct('page.loading')}</p>}>
        {(p) => (
          <Page
            progress={p()}
            busy={busy()}
            onStart={async (step, option, losses) => {
              setError(null);
              setBusy(true);
              try {
                const plan = planned(p(), step, option.choice, losses);
                await saveProgress(plan);
                mutate(plan);
                props.onStart(battleSetup(plan, step, option.scenario, losses), async (save) => {
                  const next = started(plan, step, save);
                  await saveProgress(next);
                  mutate(next);
                });
              } catch (e) {
                setError(ct('page.failed', { detail: storeFailureText(e) }));
              } finally {
                setBusy(false);
              }
            }}
            onResume={props.onResume}
            onDraw={props.onDraw}
          />
        )}
      </Show>
    </main>
  );
}

function Page(props: {
  progress: CampaignProgress;
  busy: boolean;
  onStart: (step: number, option: MapOption, losses?: Record<Side, LossChoice>) => void;
  onResume: (save: string) => void;
  onDraw: (notes: ScenarioV1) => void;
}): JSX.Element {
  const table = () => campaignById(props.progress.campaign);
  const armies = () => table()?.battles[0]?.armies ?? { top: '', bottom: '' };
  const score = () => runningScore(props.progress);
  const step = () => currentStep(props.progress);
  const winner = () => campaignWinner(props.progress);
  // Battle titles by the notes' ids (the index is bundled and quick); the id until it loads.
  const [titles] = createResource(
    async () => new Map((await loadScenarioIndex()).map((e) => [e.id, e.title])),
  );
  const titleOf = (notes: string) => scenarioTitle(notes, titles()?.get(notes) ?? notes);
  const [fields] = createResource(fieldTitles);
  /** The battlefield a battle was played on, once it has one. */
  const fieldOf = (i: number): string | null => {
    const map = props.progress.steps[i]?.map;
    return map ? (fields()?.(map) ?? null) : null;
  };
  return (
    <>
      <p class="muted">{ct('page.edition', { edition: editionName(props.progress.edition) })}</p>
      <section aria-labelledby="campaign-score-title">
        <h2 id="campaign-score-title">{ct('score.title')}</h2>
        <table class="campaign-score">
          <thead>
            <tr>
              <th scope="col">{ct('score.army')}</th>
              <th scope="col">{ct('score.banners')}</th>
              <th scope="col">{ct('score.wins')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={SIDES}>
              {(side) => (
                <tr>
                  <th scope="row">{armies()[side]}</th>
                  <td>{score().banners[side]}</td>
                  <td>{score().wins[side]}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <p class="muted small">{ct('score.rule')}</p>
        <Show when={winner()}>
          {(w) => (
            <p class="notice" role="status">
              {w() === 'draw' ? ct('score.draw') : ct('score.winner', { army: armies()[w() as Side] })}
            </p>
          )}
        </Show>
      </section>
      {/* Wrapped: battle index 0 is falsy to Show. */}
      <Show when={step() !== null ? { i: step() as number } : null} keyed>
        {(next) => (
          <NextBattle
            progress={props.progress}
            step={next.i}
            busy={props.busy}
            titleOf={titleOf}
            onStart={props.onStart}
            onResume={props.onResume}
            onDraw={props.onDraw}
          />
        )}
      </Show>
      <section aria-labelledby="campaign-battles-title">
        <h2 id="campaign-battles-title">{ct('battles.title')}</h2>
        <ol class="campaign-list">
          <For each={table()?.battles ?? []}>
            {(b, i) => {
              const s = () => props.progress.steps[i()] ?? {};
              return (
                <li class="campaign-battle" aria-current={i() === step() ? 'step' : undefined}>
                  <span class="battle-title">
                    {ct('battle.name', { n: b.gmtNumber, title: titleOf(b.notes) })}
                  </span>
                  <span>
                    {(() => {
                      const r = s().result;
                      if (r) {
                        return ct('battle.won', {
                          army: b.armies[r.winner],
                          topArmy: b.armies.top,
                          top: r.banners.top,
                          bottomArmy: b.armies.bottom,
                          bottom: r.banners.bottom,
                        });
                      }
                      if (s().save) return ct('battle.underway');
                      return ct(i() === step() ? 'battle.next' : 'battle.later');
                    })()}
                  </span>
                  <Show when={s().result ? fieldOf(i()) : null}>
                    {(field) => <span class="battle-field">{ct('battle.field', { title: field() })}</span>}
                  </Show>
                  <span class="battle-meta">
                    {b.carry.kind === 'losses'
                      ? ct('battle.carryLosses', { n: table()?.battles[i() - 1]?.gmtNumber ?? 0 })
                      : ct('battle.carryNone')}
                  </span>
                </li>
              );
            }}
          </For>
        </ol>
      </section>
    </>
  );
}

function NextBattle(props: {
  progress: CampaignProgress;
  step: number;
  busy: boolean;
  titleOf: (notes: string) => string;
  onStart: (step: number, option: MapOption, losses?: Record<Side, LossChoice>) => void;
  onResume: (save: string) => void;
  onDraw: (notes: ScenarioV1) => void;
}): JSX.Element {
  const battle = () => campaignById(props.progress.campaign)?.battles[props.step];
  const n = () => battle()?.gmtNumber ?? 0;
  const current = () => props.progress.steps[props.step] ?? {};
  const [options] = createResource(n, mapOptions);
  const [picked, setPicked] = createSignal<string | null>(null);
  const option = createMemo(() => {
    const list = options() ?? [];
    const key = picked() ?? (current().map ? choiceKey(current().map!) : null);
    return list.find((o) => choiceKey(o.choice) === key) ?? list[0] ?? null;
  });
  const rolls = () => rollsBefore(props.progress, props.step);
  const before = () => props.progress.steps[props.step - 1]?.result;
  const [losses, setLosses] = createSignal<Record<Side, LossChoice>>(current().losses ?? NO_LOSSES);
  const steps = createMemo(() => {
    const o = option();
    const r = rolls();
    const b = before();
    return o && r && b ? rollSteps(o.scenario, props.progress.edition, b, r, losses()) : null;
  });
  const problems = () => (steps() ?? []).some((s) => s.problems.length > 0);
  const save = () => current().save;
  const armies = () => battle()?.armies ?? { top: '', bottom: '' };

  async function draw(): Promise<void> {
    const b = battle();
    const notes = b ? await notesOf(b) : null;
    if (notes) props.onDraw(notes);
  }

  return (
    <section class="campaign-next" aria-labelledby="campaign-next-title">
      <h2 id="campaign-next-title">{ct('next.title', { n: n() })}</h2>
      <p class="battle-title">{ct('battle.name', { n: n(), title: props.titleOf(battle()?.notes ?? '') })}</p>
      <Show when={!options.loading} fallback={<p class="muted">{ct('map.loading')}</p>}>
        <Show
          when={(options() ?? []).length > 0}
          fallback={
            <div class="notice" role="status">
              <p>{ct('map.none', { n: n() })}</p>
              <button type="button" class="menu-button" onClick={() => void draw()}>
                {ct('map.make')}
              </button>
              <p class="muted small">{ct('map.makeNote')}</p>
            </div>
          }
        >
          <fieldset class="campaign-maps">
            <legend>{ct('map.legend', { n: n() })}</legend>
            <For each={options()}>
              {(o) => (
                <label class="choice">
                  <input
                    type="radio"
                    name="campaign-map"
                    checked={option() === o}
                    disabled={save() !== undefined}
                    onChange={() => setPicked(choiceKey(o.choice))}
                  />
                  {ct(o.choice.kind === 'ours' ? 'map.ours' : 'map.mine', { title: o.title })}
                </label>
              )}
            </For>
          </fieldset>
          <Show when={steps()}>
            {(list) => (
              <LossesPanel
                from={campaignById(props.progress.campaign)?.battles[props.step - 1]?.gmtNumber ?? 0}
                steps={list()}
                armies={armies()}
                value={losses()}
                onChange={save() ? undefined : setLosses}
              />
            )}
          </Show>
          <Show
            when={save()}
            fallback={
              <button
                type="button"
                class="menu-button primary"
                disabled={props.busy || !option() || problems()}
                onClick={() => {
                  const o = option();
                  if (o) props.onStart(props.step, o, steps() ? losses() : undefined);
                }}
              >
                {props.busy ? ct('page.starting') : ct('page.start', { n: n() })}
              </button>
            }
          >
            {(id) => (
              <button type="button" class="menu-button primary" onClick={() => props.onResume(id())}>
                {ct('page.resume', { n: n() })}
              </button>
            )}
          </Show>
        </Show>
      </Show>
    </section>
  );
}
