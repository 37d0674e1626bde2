// A battle or revolt being set up: who fights with how many, the unrest and castle that change the
// peasants and the defence; then what fell out of the real tower, or one tap on the simulated one.

import { For, type JSX, Show } from 'solid-js';
import type { Cube, Seat } from '../../games/shogun/rules-api';
import type { ShogunCompanionAction } from '../../games/shogun-companion/actions';
import { LIMITS } from '../../games/shogun-companion/actions';
import type { BattleForm } from '../../games/shogun-companion/state';
import { st } from '../shogun/i18n';
import { sc } from './i18n';
import { cubesText, type SeatName } from './labels';
import { Stepper } from './Stepper';

export function BattlePanel(props: {
  form: BattleForm;
  seats: readonly Seat[];
  tray: Partial<Record<Cube, number>>;
  physical: boolean;
  name: SeatName;
  busy: boolean;
  send: (a: ShogunCompanionAction) => void;
}): JSX.Element {
  const f = () => props.form;
  const set = (change: Extract<ShogunCompanionAction, { type: 'form' }>['change']) =>
    props.send({ type: 'form', change });
  const winter = () => f().province !== undefined;
  const cubes: () => Cube[] = () => [...props.seats, 'peasant'];
  return (
    <section class="sc-panel sc-battle" aria-labelledby="sc-battle-title">
      <h2 id="sc-battle-title">
        {sc(f().kind === 'attack' ? 'sc.battle.title.attack' : 'sc.battle.title.revolt')}
      </h2>
      <Show when={winter()}>
        <p>
          {sc('sc.battle.winterRevolt', {
            province: f().province ?? '',
            seat: props.name(f().seat),
            n: f().extraPeasants,
          })}
        </p>
      </Show>
      <Show when={!winter()}>
        <label class="field">
          <span>{sc(f().kind === 'attack' ? 'sc.battle.attacker' : 'sc.battle.against')}</span>
          <select
            value={f().seat}
            disabled={props.busy}
            onChange={(e) => set({ field: 'seat', value: e.currentTarget.value as Seat })}
          >
            <For each={props.seats.filter((s) => s !== f().defender)}>
              {(s) => <option value={s}>{props.name(s)}</option>}
            </For>
          </select>
        </label>
      </Show>
      <Show when={f().kind === 'attack'}>
        <label class="field">
          <span>{sc('sc.battle.defenderSeat')}</span>
          <select
            value={f().defender ?? ''}
            disabled={props.busy}
            onChange={(e) =>
              set({ field: 'defender', value: (e.currentTarget.value || null) as Seat | null })
            }
          >
            <option value="">{sc('sc.battle.neutral')}</option>
            <For each={props.seats.filter((s) => s !== f().seat)}>
              {(s) => <option value={s}>{props.name(s)}</option>}
            </For>
          </select>
        </label>
      </Show>
      <Stepper
        label={sc(f().kind === 'attack' ? 'sc.battle.armies' : 'sc.battle.armiesRevolt')}
        value={f().armies}
        max={LIMITS.armies}
        disabled={props.busy}
        onChange={(value) => set({ field: 'armies', value })}
      />
      <Show when={f().kind === 'attack' && f().defender}>
        <Stepper
          label={sc('sc.battle.defenderArmies')}
          value={f().defenderArmies}
          max={LIMITS.armies}
          disabled={props.busy}
          onChange={(value) => set({ field: 'defenderArmies', value })}
        />
      </Show>
      <Stepper
        label={sc('sc.battle.unrest')}
        value={f().unrest}
        max={LIMITS.unrest}
        disabled={props.busy}
        onChange={(value) => set({ field: 'unrest', value })}
      />
      <Show when={f().kind === 'attack'}>
        <label class="choice">
          <input
            type="checkbox"
            checked={f().castle}
            disabled={props.busy}
            onChange={(e) => set({ field: 'castle', value: e.currentTarget.checked })}
          />
          <span>{sc('sc.battle.castle')}</span>
        </label>
      </Show>
      <Show when={Object.keys(props.tray).length > 0}>
        <p>{sc('sc.battle.tray', { cubes: cubesText(props.tray, props.name) })}</p>
      </Show>
      <Show when={props.physical}>
        <fieldset class="sc-fell">
          <legend>{sc('sc.battle.fellTitle')}</legend>
          <For each={cubes()}>
            {(cube) => (
              <Stepper
                label={cube === 'peasant' ? st('shogun.peasants') : props.name(cube)}
                value={f().fell[cube] ?? 0}
                max={cube === 'peasant' ? LIMITS.peasants : LIMITS.playerCubes}
                disabled={props.busy}
                onChange={(n) => props.send({ type: 'fell', cube, n })}
              />
            )}
          </For>
        </fieldset>
      </Show>
      <div class="sc-buttons">
        <button
          type="button"
          class="menu-button primary"
          disabled={props.busy || (f().kind === 'attack' && f().armies === 0)}
          onClick={() => props.send({ type: 'fight' })}
        >
          {sc(props.physical ? 'sc.battle.fight' : 'sc.battle.throw')}
        </button>
        <Show when={!winter()}>
          <button
            type="button"
            class="menu-button"
            disabled={props.busy}
            onClick={() => props.send({ type: 'cancel' })}
          >
            {sc('sc.battle.cancel')}
          </button>
        </Show>
      </div>
    </section>
  );
}
