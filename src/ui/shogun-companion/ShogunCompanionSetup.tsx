// Starting the Shogun companion: 3 to 5 players with a name and a colour-and-mark each, the fixed
// setup or a draft (sun or moon side), and whether battles use the real tower or a simulated one.

import { createSignal, For, type JSX } from 'solid-js';
import type { ShogunCompanionSetup as Setup } from '../../games/shogun-companion/index';
import type { TowerChoice } from '../../games/shogun-companion/state';
import type { ShogunPlayer } from '../../store/index';
import { t } from '../i18n';
import { st } from '../shogun/i18n';
import { createPlayersChoice, PlayersField } from '../shogun/PlayersField';
import { STARTS, type Start, startParts } from '../shogun/start-choice';
import { type ShogunCompanionKey, sc } from './i18n';
import '../shogun/shogun.css';
import './shogun-companion.css';

const TOWERS: TowerChoice[] = ['physical', 'twoLevels', 'spielbyweb', 'wallensteinOnline'];

export function companionSetupOf(players: 3 | 4 | 5, start: Start, tower: TowerChoice): Setup {
  return {
    players,
    ...startParts(start),
    tower,
  };
}

export function ShogunCompanionSetup(props: {
  onStart: (setup: Setup, players: ShogunPlayer[]) => void;
  onBack: () => void;
  busy?: boolean;
}): JSX.Element {
  const players = createPlayersChoice();
  const [start, setStart] = createSignal<Start>('fixed');
  const [tower, setTower] = createSignal<TowerChoice>('physical');

  return (
    <main class="screen new-game shogun-new sc-new">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{sc('sc.new.title')}</h1>
      </header>
      <p class="muted">{sc('sc.new.help')}</p>
      <PlayersField choice={players} name="sc-players" />
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
        disabled={players.clash() || props.busy === true}
        onClick={() => props.onStart(companionSetupOf(players.count(), start(), tower()), players.chosen())}
      >
        {sc('sc.new.go')}
      </button>
    </main>
  );
}
