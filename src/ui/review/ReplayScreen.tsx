// A game replayed read-only: the board as it stood after any action, stepped forward and back one
// action at a time or by turn, with the log line of the current action marked. Keyboard: the arrows
// step, Home and End jump; every control is a 48 px button or select with a name.

import { createEffect, createMemo, createSignal, For, type JSX, on, Show } from 'solid-js';
import { SIDES } from '../../games/samurai-battles/types';
import { battleTitle, savedTitle } from '../battle-name';
import { Board } from '../board/Board';
import { commandCardName, dragonCardName } from '../game/names';
import { t } from '../i18n';
import { storeFailureText } from '../screens/save-errors';
import { Scoreboard } from '../widgets/Scoreboard';
import { type ReviewKey, rt } from './i18n';
import type { Review, Viewer } from './review';
import './review.css';
import { armyName } from '../army-name';

const NO_MARKS = new Map();

export function ReplayScreen(props: {
  review: Review;
  /** Where the replay opens (defaults to the last action). */
  at?: number;
  onBack: () => void;
  onLuck: () => void;
  /** Exports the save as a replay file (absent for a file opened read-only); returns the file name. */
  onExport?: () => Promise<string>;
  onPosition?: (at: number) => void;
}): JSX.Element {
  const tl = () => props.review.timeline;
  const [at, setAt] = createSignal(props.at ?? props.review.timeline.last);
  const [viewer, setViewer] = createSignal<Viewer>('spectator');
  const [note, setNote] = createSignal<string | null>(null);
  const go = (n: number) => setAt(Math.max(tl().first, Math.min(tl().last, n)));
  const view = createMemo(() => props.review.view(at(), viewer()));
  const lines = createMemo(() => props.review.lines(viewer()));
  const names = () => ({ top: '', bottom: '' });
  let list: HTMLOListElement | undefined;

  createEffect(on(at, (n) => props.onPosition?.(n)));
  // The current line stays in sight as the replay steps.
  createEffect(
    on([at, lines], () => {
      requestAnimationFrame(() => {
        const current = list?.querySelector('[aria-current]');
        if (current && 'scrollIntoView' in current) current.scrollIntoView({ block: 'nearest' });
      });
    }),
  );

  function onKey(e: KeyboardEvent): void {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    const step = steps.find((x) => x.key === e.key);
    if (!step) return;
    e.preventDefault();
    go(step.to());
  }

  async function exportFile(): Promise<void> {
    if (!props.onExport) return;
    try {
      setNote(rt('replay.exported', { file: await props.onExport() }));
    } catch (e) {
      // The store's reason in the player's language (it read the store's English alone).
      setNote(storeFailureText(e));
    }
  }

  const seatName = (side: 'top' | 'bottom') => armyName(view(), side);
  /** The step buttons, each with its key (the same as onKey's). */
  const steps: { label: ReviewKey; key: string; glyph: string; back: boolean; to: () => number }[] = [
    { label: 'replay.first', key: 'Home', glyph: '|◀', back: true, to: () => tl().first },
    { label: 'replay.back', key: 'ArrowLeft', glyph: '◀', back: true, to: () => at() - 1 },
    { label: 'replay.forward', key: 'ArrowRight', glyph: '▶', back: false, to: () => at() + 1 },
    { label: 'replay.last', key: 'End', glyph: '▶|', back: false, to: () => tl().last },
  ];

  const battle = () => props.review.source.setup.scenario;
  return (
    <main class="screen replay" onKeyDown={onKey}>
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{rt('replay.title', { title: savedTitle(props.review.source.title, battle()) })}</h1>
      </header>
      <Show when={savedTitle(props.review.source.title, battle()) !== battleTitle(battle())}>
        <p class="tagline">{battleTitle(battle())}</p>
      </Show>
      <p class="muted">{rt('replay.readOnly')}</p>
      <div class="replay-body">
        <div class="replay-board">
          <Board
            view={view()}
            rotated={viewer() === 'top'}
            selectable={NO_MARKS}
            selected={null}
            ordered={view().ordered}
            marks={NO_MARKS}
            onHexTap={() => undefined}
            onHexHold={() => undefined}
          />
        </div>
        <div class="replay-side">
          <p class="replay-position" role="status">
            {at() === tl().first && tl().first === 0
              ? rt('replay.start')
              : rt('replay.position', { at: at(), total: tl().last, turn: props.review.turnAt(at()) })}
          </p>
          <div class="replay-steps">
            <For each={steps}>
              {(step) => (
                <button
                  type="button"
                  class="bar-button"
                  aria-label={rt(step.label)}
                  aria-keyshortcuts={step.key}
                  disabled={step.back ? at() <= tl().first : at() >= tl().last}
                  onClick={() => go(step.to())}
                >
                  {step.glyph}
                </button>
              )}
            </For>
          </div>
          <p class="muted replay-keys">{rt('replay.keys')}</p>
          <label class="replay-field">
            <span>{rt('replay.turn')}</span>
            <select
              value={props.review.turnAt(at())}
              onChange={(e) => {
                const start = props.review.startOfTurn(Number(e.currentTarget.value));
                if (start !== null) go(start);
              }}
            >
              <For each={props.review.turns}>
                {(turn) => <option value={turn}>{rt('replay.turnOption', { turn })}</option>}
              </For>
            </select>
          </label>
          <Show
            when={props.review.viewers.length > 1}
            fallback={<p class="muted">{rt('replay.hiddenNote')}</p>}
          >
            <label class="replay-field">
              <span>{rt('replay.viewer')}</span>
              <select value={viewer()} onChange={(e) => setViewer(e.currentTarget.value as Viewer)}>
                <option value="spectator">{rt('replay.spectator')}</option>
                <For each={SIDES}>
                  {(side) => <option value={side}>{rt('replay.seat', { army: seatName(side) })}</option>}
                </For>
              </select>
            </label>
          </Show>
          <Scoreboard view={view()} players={names()} />
          <Show when={viewer() !== 'spectator' ? view().players[viewer() as 'top' | 'bottom'] : null}>
            {(p) => (
              <p class="replay-hand">
                {rt('replay.hand', { army: p().name })}{' '}
                {[
                  ...(p().hand ?? []).map(commandCardName),
                  ...(p().dragonHand ?? []).map(dragonCardName),
                ].join(', ') || rt('luck.none')}
              </p>
            )}
          </Show>
          <div class="replay-actions">
            <button type="button" class="bar-button" onClick={() => props.onLuck()}>
              {rt('replay.luck')}
            </button>
            <Show when={props.onExport}>
              <button type="button" class="bar-button" onClick={() => void exportFile()}>
                {rt('replay.export')}
              </button>
            </Show>
          </div>
          <Show when={note()}>
            <p class="notice" role="status">
              {note()}
            </p>
          </Show>
          <section class="replay-log" aria-label={rt('replay.log')}>
            {/* It scrolls, so it takes focus: the arrows of a keyboard scroll it too. */}
            <ol ref={list} class="log-lines" tabindex="0">
              <For each={lines()}>
                {(line) => (
                  <li
                    classList={{ current: line.action === at() - 1, later: line.action >= at() }}
                    aria-current={line.action === at() - 1 ? 'step' : undefined}
                  >
                    <Show when={line.action === at() - 1}>
                      <span class="visually-hidden">{rt('replay.current')}: </span>
                    </Show>
                    {line.text}
                  </li>
                )}
              </For>
            </ol>
          </section>
        </div>
      </div>
    </main>
  );
}
