// The players of a Shogun table, as both the game's and the companion's setup ask for them: 3, 4 or
// 5 players, each with an optional name and a colour with its mark, and a warning when two share a
// colour (the Start button stays off until they differ). On one device each seat may be given to the
// computer; at least one stays a person.

import { createSignal, For, Index, type JSX, Show } from 'solid-js';
import type { ShogunPlayer } from '../../store/shogun';
import { SHOGUN_COLOURS } from './colours';
import { st } from './i18n';
import '../table/seat-chip.css';

export interface PlayersChoice {
  count: () => 3 | 4 | 5;
  setCount: (n: 3 | 4 | 5) => void;
  /** The players who take part, in seat order. */
  seated: () => ShogunPlayer[];
  /** True when two players picked the same colour. */
  clash: () => boolean;
  /** True when the computer would play every seat. */
  noPerson: () => boolean;
  edit: (i: number, change: Partial<ShogunPlayer>) => void;
  /** The players as a setup hands them on: names trimmed. */
  chosen: () => ShogunPlayer[];
}

export function createPlayersChoice(): PlayersChoice {
  const [count, setCount] = createSignal<3 | 4 | 5>(3);
  const [players, setPlayers] = createSignal<ShogunPlayer[]>(
    SHOGUN_COLOURS.slice(0, 5).map((c) => ({ name: '', colour: c.id })),
  );
  const seated = () => players().slice(0, count());
  return {
    count,
    setCount,
    seated,
    clash: () => new Set(seated().map((p) => p.colour)).size < seated().length,
    noPerson: () => seated().every((p) => p.computer === true),
    edit: (i, change) => setPlayers((list) => list.map((p, j) => (j === i ? { ...p, ...change } : p))),
    chosen: () =>
      seated().map((p) => ({
        name: p.name.trim(),
        colour: p.colour,
        ...(p.computer ? { computer: true } : {}),
      })),
  };
}

/**
 * The players fieldset; `name` keeps its radio group apart from another screen's. `computers`: each
 * seat may be played by a person or the computer (a game on this device).
 */
export function PlayersField(props: {
  choice: PlayersChoice;
  name: string;
  computers?: boolean;
}): JSX.Element {
  const c = props.choice;
  const colour = (id: string) => SHOGUN_COLOURS.find((s) => s.id === id);
  return (
    <fieldset>
      <legend>{st('shogun.new.players')}</legend>
      <div class="choice-row">
        <For each={[3, 4, 5] as const}>
          {(n) => (
            <label class="choice">
              <input
                type="radio"
                name={props.name}
                checked={c.count() === n}
                onChange={() => c.setCount(n)}
              />
              <span>{st('shogun.new.playerCount', { n })}</span>
            </label>
          )}
        </For>
      </div>
      <Index each={c.seated()}>
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
                onInput={(e) => c.edit(i, { name: e.currentTarget.value })}
              />
            </label>
            <label class="field seat-colour">
              <span>{st('shogun.new.colour')}</span>
              <select value={p().colour} onChange={(e) => c.edit(i, { colour: e.currentTarget.value })}>
                <For each={SHOGUN_COLOURS}>
                  {(s) => <option value={s.id}>{`${s.mark} ${st(s.name)}`}</option>}
                </For>
              </select>
            </label>
            <Show when={props.computers}>
              <fieldset class="shogun-plays">
                <legend>{st('shogun.new.playedBy', { n: i + 1 })}</legend>
                <label class="choice">
                  <input
                    type="radio"
                    name={`${props.name}-plays-${i}`}
                    checked={p().computer !== true}
                    onChange={() => c.edit(i, { computer: false })}
                  />
                  <span>{st('shogun.new.person')}</span>
                </label>
                <label class="choice">
                  <input
                    type="radio"
                    name={`${props.name}-plays-${i}`}
                    checked={p().computer === true}
                    onChange={() => c.edit(i, { computer: true })}
                  />
                  <span>{st('shogun.new.computer')}</span>
                </label>
              </fieldset>
            </Show>
          </div>
        )}
      </Index>
      <Show when={c.clash()}>
        <p class="error" role="alert">
          {st('shogun.new.sameColour')}
        </p>
      </Show>
      <Show when={props.computers && c.noPerson()}>
        <p class="error" role="alert">
          {st('shogun.new.needPerson')}
        </p>
      </Show>
    </fieldset>
  );
}
