// Starting a game of Shogun on one tablet: 3, 4 or 5 players, each with a name (optional) and a colour
// with its mark; the fixed starting provinces (sun side) or a draft (sun or moon side); the tower model.
// The engine offers no other house rule (the open questions are decided in docs/rules-decisions.md I).

import { createSignal, For, Index, type JSX, Show } from 'solid-js';
import type { Setup } from '../../games/shogun/index';
import type { ShogunPlayer } from '../../store/shogun';
import { t } from '../i18n';
import { SHOGUN_COLOURS } from './colours';
import { type ShogunKey, st } from './i18n';
import './shogun.css';

type Start = 'fixed' | 'draft-sun' | 'draft-moon';
type Tower = 'twoLevels' | 'spielbyweb' | 'wallensteinOnline';

const STARTS: { id: Start; label: ShogunKey; help: ShogunKey }[] = [
  { id: 'fixed', label: 'shogun.new.fixed', help: 'shogun.new.fixedHelp' },
  { id: 'draft-sun', label: 'shogun.new.draftSun', help: 'shogun.new.draftHelp' },
  { id: 'draft-moon', label: 'shogun.new.draftMoon', help: 'shogun.new.draftHelp' },
];
const TOWERS: Tower[] = ['twoLevels', 'spielbyweb', 'wallensteinOnline'];

/** The setup the engine takes for the choices made on this screen. */
export function shogunSetupOf(players: 3 | 4 | 5, start: Start, tower: Tower): Setup {
  return {
    players,
    side: start === 'draft-moon' ? 'moon' : 'sun',
    start: start === 'fixed' ? 'fixed' : 'draft',
    tower,
  };
}

export function ShogunSetup(props: {
  onStart: (setup: Setup, players: ShogunPlayer[]) => void;
  onBack: () => void;
  busy?: boolean;
}): JSX.Element {
  const [count, setCount] = createSignal<3 | 4 | 5>(3);
  const [players, setPlayers] = createSignal<ShogunPlayer[]>(
    SHOGUN_COLOURS.slice(0, 5).map((c) => ({ name: '', colour: c.id })),
  );
  const [start, setStart] = createSignal<Start>('fixed');
  const [tower, setTower] = createSignal<Tower>('twoLevels');
  const seated = () => players().slice(0, count());
  const clash = () => new Set(seated().map((p) => p.colour)).size < seated().length;
  const edit = (i: number, change: Partial<ShogunPlayer>) =>
    setPlayers((list) => list.map((p, j) => (j === i ? { ...p, ...change } : p)));

  return (
    <main class="screen new-game shogun-new">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{st('shogun.new.title')}</h1>
      </header>
      <fieldset>
        <legend>{st('shogun.new.players')}</legend>
        <div class="choice-row">
          <For each={[3, 4, 5] as const}>
            {(n) => (
              <label class="choice">
                <input
                  type="radio"
                  name="shogun-players"
                  checked={count() === n}
                  onChange={() => setCount(n)}
                />
                <span>{st('shogun.new.playerCount', { n })}</span>
              </label>
            )}
          </For>
        </div>
        <Index each={seated()}>
          {(p, i) => (
            <div class="shogun-seat">
              <span class="seat-chip" aria-hidden="true" style={{ '--seat': colourCss(p().colour) }}>
                {colourMark(p().colour)}
              </span>
              <label class="field">
                <span>{st('shogun.new.seat', { n: i + 1 })}</span>
                <input
                  type="text"
                  maxLength={24}
                  placeholder={st('shogun.new.name')}
                  value={p().name}
                  onInput={(e) => edit(i, { name: e.currentTarget.value })}
                />
              </label>
              <label class="field">
                <span>{st('shogun.new.colour')}</span>
                <select value={p().colour} onChange={(e) => edit(i, { colour: e.currentTarget.value })}>
                  <For each={SHOGUN_COLOURS}>
                    {(c) => <option value={c.id}>{`${c.mark} ${st(c.name)}`}</option>}
                  </For>
                </select>
              </label>
            </div>
          )}
        </Index>
        <Show when={clash()}>
          <p class="error" role="alert">
            {st('shogun.new.sameColour')}
          </p>
        </Show>
      </fieldset>
      <fieldset>
        <legend>{st('shogun.new.start')}</legend>
        <For each={STARTS}>
          {(s) => (
            <label class="choice">
              <input
                type="radio"
                name="shogun-start"
                checked={start() === s.id}
                onChange={() => setStart(s.id)}
              />
              <span>
                {st(s.label)}
                <br />
                <small class="muted">{st(s.help)}</small>
              </span>
            </label>
          )}
        </For>
      </fieldset>
      <fieldset>
        <legend>{st('shogun.new.tower')}</legend>
        <p class="muted">{st('shogun.new.towerHelp')}</p>
        <For each={TOWERS}>
          {(id) => (
            <label class="choice">
              <input
                type="radio"
                name="shogun-tower"
                checked={tower() === id}
                onChange={() => setTower(id)}
              />
              <span>{st(`shogun.new.tower.${id}`)}</span>
            </label>
          )}
        </For>
      </fieldset>
      <button
        type="button"
        class="menu-button primary"
        disabled={clash() || props.busy === true}
        onClick={() =>
          props.onStart(
            shogunSetupOf(count(), start(), tower()),
            seated().map((p) => ({ name: p.name.trim(), colour: p.colour })),
          )
        }
      >
        {st('shogun.new.go')}
      </button>
    </main>
  );
}

function colourCss(id: string): string {
  return SHOGUN_COLOURS.find((c) => c.id === id)?.css ?? '#888';
}

function colourMark(id: string): string {
  return SHOGUN_COLOURS.find((c) => c.id === id)?.mark ?? '?';
}
