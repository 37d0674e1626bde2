// The combat calculator: the attacking and the target unit, their terrain and the modifiers, then
// how the number of dice is built (base, terrain limit, bonuses) and the roll. Every change is a game
// action, so both players (and a save) see the same question.

import { For, type JSX, Show } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import { CALC_DOMAINS, type CalcField, type CombatSpec } from '../../games/companion/spec';
import { unitStatsFor } from '../../games/samurai-battles/data/units';
import type { TerrainId, UnitTypeId } from '../../games/samurai-battles/types';
import { editionName, editionOf } from '../edition';
import { terrainName, unitTypeName } from '../game/names';
import { t } from '../i18n';
import type { Control } from './control';
import { type CompanionKey, ct, ctn } from './i18n';

type Value = string | number | boolean;

function valueLabel(c: Control, field: CalcField, value: Value): string {
  switch (field) {
    case 'side':
      return c.armies[value as 'top' | 'bottom'];
    case 'kind':
      return ct(`calc.kind.${value}` as CompanionKey);
    case 'attacker':
      return unitTypeName(value as UnitTypeId, editionOf(c.view()));
    case 'target':
      return value === 'lone-leader'
        ? ct('calc.target.lone-leader')
        : unitTypeName(value as UnitTypeId, editionOf(c.view()));
    case 'attackerTerrain':
    case 'targetTerrain':
      return terrainName(value as TerrainId);
    case 'card':
      return ct(`calc.card.${value}` as CompanionKey);
    case 'dragonDice':
      return typeof value === 'number' && value > 0 ? `+${value}` : String(value);
    default:
      return String(value);
  }
}

function calcAction(field: CalcField, value: Value): CompanionAction {
  return { type: 'calc', field, value } as CompanionAction;
}

/** The most blocks the unit a blocks field counts can have under the game's edition (else none). */
function blocksCap(c: Control, field: CalcField): number | null {
  const spec = c.view().calc;
  const type = field === 'attackerBlocks' ? spec.attacker : field === 'targetBlocks' ? spec.target : null;
  if (type === null || type === 'lone-leader') return null;
  return unitStatsFor(editionOf(c.view()), type).blocks;
}

function Select(props: { c: Control; field: CalcField }): JSX.Element {
  const id = `calc-${props.field}`;
  // Block counts stop at the unit's size (Zvezda 2012 bodyguards are 3 blocks).
  const cap = () => blocksCap(props.c, props.field);
  const values = () =>
    (CALC_DOMAINS[props.field] as readonly Value[]).filter((v) => {
      const most = cap();
      return most === null || (typeof v === 'number' && v <= most);
    });
  const current = (): Value => {
    const v = props.c.view().calc[props.field] as Value;
    const most = cap();
    return most !== null && typeof v === 'number' ? Math.min(v, most) : v;
  };
  return (
    <label class="field calc-field" for={id}>
      <span>{ct(`calc.${props.field}` as CompanionKey)}</span>
      <select
        id={id}
        value={String(values().indexOf(current()))}
        onChange={(e) => {
          const picked = values()[Number(e.currentTarget.value)];
          if (picked !== undefined) props.c.send(calcAction(props.field, picked));
        }}
      >
        <For each={values()}>
          {(value, i) => <option value={String(i())}>{valueLabel(props.c, props.field, value)}</option>}
        </For>
      </select>
    </label>
  );
}

function Check(props: { c: Control; field: CalcField }): JSX.Element {
  const on = () => props.c.view().calc[props.field] === true;
  return (
    <label class="choice">
      <input type="checkbox" checked={on()} onChange={() => props.c.send(calcAction(props.field, !on()))} />
      <span>{ct(`calc.${props.field}` as CompanionKey)}</span>
    </label>
  );
}

export function Calculator(props: { c: Control }): JSX.Element {
  const c = props.c;
  const spec = (): CombatSpec => c.view().calc;
  const plan = () => c.view().calcPlan;
  const close = () => spec().kind === 'close';
  const honor = () => c.view().players[spec().side].honor;
  return (
    <section class="calculator" aria-label={ct('calc.title')}>
      <h2>{ct('calc.title')}</h2>
      <p class="muted small calc-edition">
        {t('edition.badge', { edition: editionName(editionOf(c.view())) })}
      </p>
      <div class="calc-grid">
        <Select c={c} field="side" />
        <Select c={c} field="kind" />
        <Select c={c} field="attacker" />
        <Show when={spec().attacker === 'BG'}>
          <Select c={c} field="attackerBlocks" />
        </Show>
        <Show when={spec().attacker === 'LI' && close()}>
          <Select c={c} field="levies" />
        </Show>
        <Select c={c} field="attackerTerrain" />
        <Select c={c} field="target" />
        <Show when={spec().target !== 'lone-leader'}>
          <Select c={c} field="targetBlocks" />
        </Show>
        <Select c={c} field="targetTerrain" />
        <Show when={!close()}>
          <Select c={c} field="distance" />
        </Show>
        <Select c={c} field="card" />
        <Select c={c} field="dragonDice" />
      </div>
      <div class="calc-checks">
        <Show when={!close() || spec().attacker === 'AA'}>
          <Check c={c} field="moved" />
        </Show>
        <Show when={close()}>
          <Check c={c} field="inspired" />
          <Check c={c} field="battleBack" />
        </Show>
        <Show when={spec().target !== 'lone-leader' && spec().target !== 'BG'}>
          <Check c={c} field="targetLeader" />
          <Check c={c} field="targetSupport" />
        </Show>
      </div>
      <div class="calc-plan" aria-live="polite">
        <h3>{ct('calc.how')}</h3>
        <Show
          when={!plan().blocked}
          fallback={<p class="verdict">{ct('calc.blocked', { reason: plan().blocked ?? '' })}</p>}
        >
          <ol>
            <li>{ct('calc.base', { count: plan().base })}</li>
            <Show when={plan().cap}>
              {(cap) => <li>{ct('calc.cap', { count: cap().value, reason: cap().reason })}</li>}
            </Show>
            <For each={plan().bonuses}>
              {(b) => (
                <li>
                  {ct('calc.bonus', { dice: b.dice > 0 ? `+${b.dice}` : String(b.dice), source: b.source })}
                </li>
              )}
            </For>
          </ol>
          <p class="calc-total">
            <strong>{ctn('calc.total', plan().total)}</strong>
          </p>
          <Show when={plan().inspireCost > 0}>
            <p class="muted small">
              {honor() > 0
                ? ct('calc.inspireCost', { army: c.armies[spec().side] })
                : ct('calc.noToken', { army: c.armies[spec().side] })}
            </p>
          </Show>
        </Show>
        <For each={plan().notes}>{(note) => <p class="muted small">{note}</p>}</For>
      </div>
      <div class="button-row">
        <button
          type="button"
          class="bar-button primary"
          disabled={!c.can({ type: 'combat-roll' })}
          onClick={() => c.send({ type: 'combat-roll' })}
        >
          {ct('calc.roll', { army: c.armies[spec().side] })}
        </button>
        <button
          type="button"
          class="bar-button quiet"
          disabled={!c.can({ type: 'calc-reset' })}
          onClick={() => c.send({ type: 'calc-reset' })}
        >
          {ct('calc.reset')}
        </button>
      </div>
    </section>
  );
}
