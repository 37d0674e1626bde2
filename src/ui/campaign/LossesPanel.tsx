// The losses one battle of a mini-campaign carries into the next (seed 003:3218-3225): each army's
// roll, and for each the enemy units it takes a block from and pushes back, chosen by ticking them.
// The rolls come from the campaign's seed; what is still wrong with a choice is said under it.

import { For, type JSX, Show } from 'solid-js';
import type {
  LossChoice,
  LossProblem,
  RollStep,
  Target,
} from '../../games/samurai-battles/campaign/carry-over';
import type { Side } from '../../games/samurai-battles/types';
import { hexName, unitTypeName } from '../game/names';
import { type MessageKey, t, tn } from '../i18n';
import { Die } from '../widgets/symbols';
import { ct, ctn } from './i18n';

function problemText(p: LossProblem): string {
  switch (p.kind) {
    case 'blocks':
      return ct('problem.blocks', { need: p.need, chosen: p.chosen });
    case 'pushes':
      return ct('problem.pushes', { need: p.need, chosen: p.chosen });
    case 'leaders':
      return ct('problem.leaders', { swords: p.swords });
    default:
      return ct('problem.target');
  }
}

function unitText(x: Target): string {
  const args = {
    unit: unitTypeName(x.unit.type),
    hex: hexName(x.unit.hex),
    blocks: tn('count.blocks', x.blocks),
  };
  return ct(x.leader ? 'losses.unitLeader' : 'losses.unit', args);
}

/** Toggles one unit in a list of chosen units. */
const toggled = (list: number[], index: number, on: boolean) =>
  on ? [...list.filter((i) => i !== index), index] : list.filter((i) => i !== index);

/** A tick box per unit that may be chosen; read-only without `onToggle` (a battle under way). */
function UnitChecks(props: {
  targets: Target[];
  chosen: number[];
  onToggle: ((index: number, on: boolean) => void) | undefined;
}): JSX.Element {
  return (
    <For each={props.targets}>
      {(x) => (
        <label class="choice">
          <input
            type="checkbox"
            checked={props.chosen.includes(x.index)}
            disabled={!props.onToggle}
            onChange={(e) => props.onToggle?.(x.index, e.currentTarget.checked)}
          />
          {unitText(x)}
        </label>
      )}
    </For>
  );
}

export function LossesPanel(props: {
  /** The battle the losses come from (its number in the campaign). */
  from: number;
  steps: RollStep[];
  armies: Record<Side, string>;
  value: Record<Side, LossChoice>;
  onChange?: (next: Record<Side, LossChoice>) => void;
}): JSX.Element {
  const change = (roller: Side, part: keyof LossChoice, index: number, on: boolean) => {
    const mine = props.value[roller];
    props.onChange?.({ ...props.value, [roller]: { ...mine, [part]: toggled(mine[part], index, on) } });
  };
  return (
    <section class="campaign-losses" aria-labelledby="campaign-losses-title">
      <h3 id="campaign-losses-title">{ct('losses.title', { n: props.from })}</h3>
      <p class="muted">{ct('losses.order')}</p>
      <For each={props.steps}>
        {(step) => (
          <div class="campaign-roll">
            <Show
              when={step.faces.length > 0}
              fallback={<p>{ct('losses.noDice', { army: props.armies[step.roller] })}</p>}
            >
              <h4>{ct('losses.rolled', { army: props.armies[step.roller] })}</h4>
              <p class="campaign-dice">
                <For each={step.faces}>
                  {(face) => <Die face={face} label={t(`die.${face}` as MessageKey)} />}
                </For>
              </p>
              <Show when={step.need.blocks > 0}>
                <fieldset>
                  <legend>
                    {ct('losses.blocks', { army: props.armies[step.side], count: step.need.blocks })}
                  </legend>
                  <p class="muted small">{ct('losses.rule')}</p>
                  <UnitChecks
                    targets={step.targets.filter(
                      (x) => x.canLoseBlock && (step.tally.swords > 0 || !x.leader),
                    )}
                    chosen={props.value[step.roller].blocks}
                    onToggle={props.onChange && ((i, on) => change(step.roller, 'blocks', i, on))}
                  />
                </fieldset>
              </Show>
              <Show when={step.need.pushes > 0}>
                <fieldset>
                  <legend>
                    {ct('losses.pushes', { army: props.armies[step.side], count: step.need.pushes })}
                  </legend>
                  <UnitChecks
                    targets={step.targets.filter((x) => x.back !== null)}
                    chosen={props.value[step.roller].pushes}
                    onToggle={props.onChange && ((i, on) => change(step.roller, 'pushes', i, on))}
                  />
                </fieldset>
              </Show>
              <Show when={step.tally.honor > 0}>
                <p>{ctn('losses.honor', step.tally.honor, { army: props.armies[step.side] })}</p>
              </Show>
              <Show when={step.need.blocks + step.need.pushes + step.tally.honor === 0}>
                <p class="muted">{ct('losses.nothing')}</p>
              </Show>
              <Show when={step.problems.length > 0}>
                {/* The live region wraps the list: a role on the <ul> itself would unmake the list. */}
                <div role="status">
                  <ul class="campaign-problems">
                    <For each={step.problems}>{(p) => <li>{problemText(p)}</li>}</For>
                  </ul>
                </div>
              </Show>
            </Show>
          </div>
        )}
      </For>
    </section>
  );
}
