// Starting the Shogun companion: 3 to 5 players with a name and a colour-and-mark each, the fixed
// setup or a draft (sun or moon side), and whether battles use the real tower or a simulated one.

import { createSignal, For, Index, type JSX, Show } from 'solid-js';
import type { ShogunCompanionSetup as Setup } from '../../games/shogun-companion/index';
import type { TowerChoice } from '../../games/shogun-companion/state';
import type { ShogunPlayer } from '../../store/index';
import { t } from '../i18n';
import { SHOGUN_COLOURS } from '../shogun/colours';
import { type ShogunKey, st } from '../shogun/i18n';
import { type ShogunCompanionKey, sc } from './i18n';
import '../shogun/shogun.css';
import './shogun-companion.css';

type Start = 'fixed' | 'draft-sun' | 'draft-moon';
const STARTS: { id: Start; label: ShogunKey }[] = [
  { id: 'fixed', label: 'shogun.new.fixed' },
  { id: 'draft-sun', label: 'shogun.new.draftSun' },
  { id: 'draft-moon', label: 'shogun.new.draftMoon' },
];
const TOWERS: TowerChoice[] = ['physical', 'twoLevels', 'spielbyweb', 'wallensteinOnline'];

export function companionSetupOf(players: 3 | 4 | 5, start: Start, tower: TowerChoice): Setup {
  return {
    players,
    side: start === 'draft-moon' ? 'moon' : 'sun',
    start: start === 'fixed' ? 'fixed' : 'draft',
    tower,
  };
}

export function ShogunCompanionSetup(props: {
  onStart: (setup: Setup, players: ShogunPlayer[]) => void;
  onBack: () => void;
  busy?: boolean;
}): JSX.Element {
  const [count, setCount] = createSignal<3 | 4 | 5>(3);
  const [players, setPlayers] = createSignal<ShogunPlayer[]>(
    SHOGUN_COLOURS.slice(0, 5).map((c) => ({ name: '', colour: c.id })),
  );
  const [start, setStart] = createSignal<Start>('fixed');
  const [tower, setTower] = createSignal<TowerChoice>('physical');
  const seated = () => players().slice(0, count());
  const clash = () => new Set(seated().map((p) => p.colour)).size < seated().length;
  const edit = (i: number, change: Partial<ShogunPlayer>) =>
    setPlayers((list) => list.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const colour = (id: string) => SHOGUN_COLOURS.find((c) => c.id === id);

  return (
    <main class="screen new-game shogun-new sc-new">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{sc('sc.new.title')}</h1>
      </header>
      <p class="muted">{sc('sc.new.help')}</p>
      <fieldset>
        <legend>{st('shogun.new.players')}</legend>
        <div class="choice-row">
          <For each={[3, 4, 5] as const}>
            {(n) => (
              <label class="choice">
                <input type="radio" name="sc-players" checked={count() === n} onChange={() => setCount(n)} />
                <span>{st('shogun.new.playerCount', { n })}</span>
              </label>
            )}
          </For>
        </div>
        <Index each={seated()}>
          {(p, i) => (
            <div class="shogun-seat">
              <span
                class="seat-chip"
                aria-hidden="true"
                style={{ '--seat': colour(p().colour)?.css ?? '#888' }}
              >
                {colour(p().colour)?.mark ?? '?'}
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
                name="sc-start"
                checked={start() === s.id}
                onChange={() => setStart(s.id)}
              />
              <span>{st(s.label)}</span>
            </label>
          )}
        </For>
      </fieldset>
      <fieldset>
        <legend>{sc('sc.new.tower')}</legend>
        <For each={TOWERS}>
          {(id) => (
            <label class="choice">
              <input type="radio" name="sc-tower" checked={tower() === id} onChange={() => setTower(id)} />
              <span>{sc(`sc.new.tower.${id}` as ShogunCompanionKey)}</span>
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
            companionSetupOf(count(), start(), tower()),
            seated().map((p) => ({ name: p.name.trim(), colour: p.colour })),
          )
        }
      >
        {sc('sc.new.go')}
      </button>
    </main>
  );
}
