// Winter entry: the rice loss, each player's rice (and chests in the last winter), and the board as it
// stands (who holds each province, which buildings), grouped by region; then feeding the provinces.

import { For, type JSX, Show } from 'solid-js';
import {
  BUILDING_KINDS,
  eventCard,
  type ProvinceId,
  type Region,
  regionOf,
  type Seat,
} from '../../games/shogun/rules-api';
import type { ShogunCompanionAction } from '../../games/shogun-companion/actions';
import { LIMITS } from '../../games/shogun-companion/actions';
import type { ShogunCompanionView } from '../../games/shogun-companion/index';
import { provincesText, type ShogunKey, st } from '../shogun/i18n';
import { sc } from './i18n';
import type { SeatName } from './labels';
import { Stepper } from './Stepper';

const REGIONS: Region[] = ['brown', 'yellow', 'red', 'purple', 'green'];

export function WinterPanel(props: {
  view: ShogunCompanionView;
  name: SeatName;
  busy: boolean;
  send: (a: ShogunCompanionAction) => void;
}): JSX.Element {
  const v = () => props.view;
  const loss = () => {
    const last = v().openEvents[0];
    return last === undefined ? 0 : eventCard(last).winterLoss;
  };
  const provinces = () => Object.keys(v().board) as ProvinceId[];
  const held = (s: Seat) => provinces().filter((id) => v().board[id]?.owner === s).length;
  return (
    <section class="sc-panel sc-winter" aria-labelledby="sc-winter-title">
      <h2 id="sc-winter-title">{sc('sc.winter.title')}</h2>
      <p>{sc('sc.winter.loss', { n: loss() })}</p>
      <p class="muted">{sc('sc.winter.help')}</p>
      <For each={v().seats}>
        {(s) => (
          <div class="sc-winter-seat">
            <Stepper
              label={sc('sc.winter.rice', { seat: props.name(s) })}
              value={v().rice[s] ?? 0}
              max={LIMITS.rice}
              disabled={props.busy}
              onChange={(value) => props.send({ type: 'rice', seat: s, value })}
            />
            <Show when={v().year === 2}>
              <Stepper
                label={sc('sc.winter.chests', { seat: props.name(s) })}
                value={v().chests[s] ?? 0}
                max={LIMITS.chests}
                disabled={props.busy}
                onChange={(value) => props.send({ type: 'chests', seat: s, value })}
              />
            </Show>
            <p class="muted">
              {sc('sc.winter.provinces', { seat: props.name(s), provinces: provincesText(held(s)) })}
            </p>
          </div>
        )}
      </For>
      <h3>{sc('sc.winter.board')}</h3>
      <For each={REGIONS}>
        {(region) => (
          <details class="sc-region">
            <summary>{st(`shogun.region.${region}` as ShogunKey)}</summary>
            <ul class="sc-provinces">
              <For each={provinces().filter((id) => regionOf(v().side, id) === region)}>
                {(id) => (
                  <li class="sc-province">
                    <label class="field">
                      <span>{id}</span>
                      <select
                        aria-label={sc('sc.winter.owner', { province: id })}
                        value={v().board[id]?.owner ?? ''}
                        disabled={props.busy}
                        onChange={(e) =>
                          props.send({
                            type: 'owner',
                            province: id,
                            owner: (e.currentTarget.value || null) as Seat | null,
                          })
                        }
                      >
                        <option value="">{sc('sc.winter.nobody')}</option>
                        <For each={v().seats}>{(s) => <option value={s}>{props.name(s)}</option>}</For>
                      </select>
                    </label>
                    <For each={BUILDING_KINDS}>
                      {(kind) => (
                        <label class="choice sc-building">
                          <input
                            type="checkbox"
                            aria-label={sc('sc.winter.build', {
                              building: st(`shogun.building.${kind}` as ShogunKey),
                              province: id,
                            })}
                            checked={v().board[id]?.buildings.includes(kind) ?? false}
                            disabled={props.busy}
                            onChange={(e) =>
                              props.send({
                                type: 'building',
                                province: id,
                                kind,
                                on: e.currentTarget.checked,
                              })
                            }
                          />
                          <span aria-hidden="true">{st(`shogun.building.${kind}` as ShogunKey)}</span>
                        </label>
                      )}
                    </For>
                  </li>
                )}
              </For>
            </ul>
          </details>
        )}
      </For>
      <button
        type="button"
        class="menu-button primary"
        disabled={props.busy}
        onClick={() => props.send({ type: 'supply' })}
      >
        {sc('sc.winter.supply')}
      </button>
    </section>
  );
}
