// The house-rules table for Dragon cards: cost and copies of each card, edited in settings,
// stored on this device and applied to new games (each save records the table it started with).

import { For, type JSX } from 'solid-js';
import {
  dragonDeckSize,
  dragonHouseRules,
  isDealable,
  MAX_DRAGON_COPIES,
  MAX_DRAGON_COST,
  sanitizeDragonHouseRules,
} from '../../games/samurai-battles/dragon/houseRules';
import { cardNameOf } from '../cards/i18n';
import { t, tn } from '../i18n';
import { settings, updateSettings } from '../settings';

export function DragonHouseRules(): JSX.Element {
  const rows = () => dragonHouseRules(settings().dragonRules ?? undefined).filter((r) => isDealable(r.id));
  const table = () => {
    const r = rows();
    return {
      dragonCosts: Object.fromEntries(r.map((x) => [x.id, x.cost])),
      dragonCopies: Object.fromEntries(r.map((x) => [x.id, x.copies])),
    };
  };
  const change = (id: string, field: 'dragonCosts' | 'dragonCopies', value: number) => {
    const next = table();
    next[field][id] = value;
    updateSettings({ dragonRules: sanitizeDragonHouseRules(next) });
  };
  return (
    <fieldset class="dragon-rules">
      <legend>{t('settings.dragon')}</legend>
      <p class="muted">{t('settings.dragon.help')}</p>
      <p class="muted">{t('settings.dragon.editions')}</p>
      <p>{tn('settings.dragon.deck', dragonDeckSize(table().dragonCopies))}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('settings.dragon.card')}</th>
            <th scope="col">{t('settings.dragon.cost')}</th>
            <th scope="col">{t('settings.dragon.copies')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={rows()}>
            {(row) => {
              // The card's name in the player's language (the box's printed title where it has one).
              const r = { ...row, name: cardNameOf(row.id, row.name) };
              return (
                <tr>
                  <th scope="row">{r.name}</th>
                  <NumberCell
                    value={r.cost}
                    max={MAX_DRAGON_COST}
                    label={t('settings.dragon.costOf', { name: r.name })}
                    onChange={(v) => change(r.id, 'dragonCosts', v)}
                  />
                  <NumberCell
                    value={r.copies}
                    max={MAX_DRAGON_COPIES}
                    label={t('settings.dragon.copiesOf', { name: r.name })}
                    onChange={(v) => change(r.id, 'dragonCopies', v)}
                  />
                </tr>
              );
            }}
          </For>
        </tbody>
      </table>
      <button type="button" class="link-button" onClick={() => updateSettings({ dragonRules: null })}>
        {t('settings.dragon.reset')}
      </button>
    </fieldset>
  );
}

/** A table cell with a whole number from 0 to `max`, named for its row and column. */
function NumberCell(props: {
  value: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
}): JSX.Element {
  return (
    <td>
      <input
        type="number"
        inputmode="numeric"
        min="0"
        max={props.max}
        value={props.value}
        aria-label={props.label}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      />
    </td>
  );
}
