// Starting a game of Shogun on one tablet: 3, 4 or 5 players, each with a name (optional), a colour
// with its mark and, on one device, a person or the computer to play it; the fixed starting
// provinces (sun side) or a draft (sun or moon side); the tower model.
// The engine offers no other house rule (the open questions are decided in docs/rules-decisions.md I).

import { createSignal, For, type JSX } from 'solid-js';
import type { Setup } from '../../games/shogun/index';
import type { ShogunPlayer } from '../../store/shogun';
import { t } from '../i18n';
import { st } from './i18n';
import { createPlayersChoice, PlayersField } from './PlayersField';
import { STARTS, type Start, startParts } from './start-choice';
import './shogun.css';

type Tower = 'twoLevels' | 'spielbyweb' | 'wallensteinOnline';

const TOWERS: Tower[] = ['twoLevels', 'spielbyweb', 'wallensteinOnline'];

/** The setup the engine takes for the choices made on this screen. */
export function shogunSetupOf(players: 3 | 4 | 5, start: Start, tower: Tower): Setup {
  return {
    players,
    ...startParts(start),
    tower,
  };
}

export function ShogunSetup(props: {
  onStart: (setup: Setup, players: ShogunPlayer[]) => void;
  onBack: () => void;
  busy?: boolean;
  /** A game on this device: each seat may be the computer's (not offered to hosted games). */
  computers?: boolean;
}): JSX.Element {
  const players = createPlayersChoice();
  const [start, setStart] = createSignal<Start>('fixed');
  const [tower, setTower] = createSignal<Tower>('twoLevels');

  return (
    <main class="screen new-game shogun-new">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{st('shogun.new.title')}</h1>
      </header>
      <PlayersField choice={players} name="shogun-players" computers={props.computers === true} />
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
        disabled={players.clash() || (props.computers === true && players.noPerson()) || props.busy === true}
        onClick={() => props.onStart(shogunSetupOf(players.count(), start(), tower()), players.chosen())}
      >
        {st('shogun.new.go')}
      </button>
    </main>
  );
}
