// The form that adds a typed rule of any kind the scenario format has, or changes one already in
// the battle: the fields its kind needs, zones picked from the battle's list (their hexes are
// painted with the Zone tool), and the validator's word on the rule before it goes in.

import { For, type JSX, Show } from 'solid-js';
import type { Edit } from '../../editor/model';
import { COMMAND_CARD_IDS } from '../../games/samurai-battles/data/commandCards';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { TERRAIN_IDS, UNIT_TYPES } from '../../games/samurai-battles/scenario/schema';
import { DIE_FACES, type Edition, SIDES } from '../../games/samurai-battles/types';
import { faceName } from '../game/describe';
import { commandCardName, terrainName, unitTypeName } from '../game/names';
import { ChecksField, NumberField, SelectField, SwitchField, TextField } from './fields';
import { et } from './i18n';
import { problemText } from './problem-text';
import {
  draftProblems,
  makeRule,
  RULE_KINDS,
  type RuleDraft,
  type RuleField,
  type RuleSlot,
  ruleEdit,
  ruleFields,
} from './rules';

const TERRAINS = TERRAIN_IDS.filter((id) => id !== 'open').map((id) => ({
  value: id,
  label: terrainName(id),
}));

export function RuleForm(props: {
  scenario: ScenarioV1;
  edition: Edition;
  draft: RuleDraft;
  onDraft: (d: RuleDraft) => void;
  /** The rule being changed; null when adding one. */
  editing: RuleSlot | null;
  onDone: () => void;
  onEdit: (e: Edit) => void;
}): JSX.Element {
  const s = () => props.scenario;
  const d = () => props.draft;
  const has = (f: RuleField) => ruleFields(d().kind).has(f);
  const patch = (p: Partial<RuleDraft>) => props.onDraft({ ...d(), ...p });
  const zones = () => s().zones ?? [];
  const needsZone = () =>
    has('zone') ||
    (has('condition') && d().test === 'zone-units') ||
    (has('hand') && d().event === 'zone-captured');
  // A zone rule starts on the first zone, so the list shows the zone the rule will use.
  const made = () => makeRule({ ...d(), zone: d().zone || (zones()[0]?.id ?? '') });
  const found = () => draftProblems(s(), made(), props.editing ?? undefined);
  const armies = (both: boolean) => [
    ...SIDES.map((side) => ({ value: side, label: s().armies[side].name })),
    ...(both ? [{ value: 'both' as const, label: et('rule.bothArmies') }] : []),
  ];

  function submit(): void {
    if (found().length > 0) return;
    props.onEdit(ruleEdit(made(), props.editing ?? undefined));
    props.onDone();
  }

  return (
    <fieldset class="editor-add-rule">
      <legend>{props.editing ? et('editor.changeRule') : et('editor.addRule')}</legend>
      <SelectField
        label={et('editor.ruleKind')}
        value={d().kind}
        // Changing a rule keeps its kind: it stays in its place in the file.
        disabled={props.editing !== null}
        options={RULE_KINDS.map((k) => ({ value: k, label: et(`ruleKind.${k}`) }))}
        onChange={(kind) =>
          patch({ kind, side: d().side === 'both' && kind !== 'turn-banner' ? 'top' : d().side })
        }
      />
      <Show when={has('side') || has('sideOrBoth')}>
        <SelectField
          label={et('editor.side')}
          value={d().side}
          options={armies(has('sideOrBoth'))}
          onChange={(side) => patch({ side })}
        />
      </Show>
      <Show when={has('hand')}>
        <SelectField
          label={et('rule.field.event')}
          value={d().event}
          options={[
            { value: 'own-turn-end', label: et('rule.event.own-turn-end') },
            { value: 'zone-captured', label: et('rule.event.zone-captured') },
          ]}
          onChange={(event) => patch({ event })}
        />
        <NumberField
          label={et('rule.field.delta')}
          value={d().delta}
          min={-4}
          max={4}
          onChange={(delta) => patch({ delta: delta ?? 1 })}
        />
      </Show>
      <Show when={has('condition')}>
        <SelectField
          label={et('rule.field.condition')}
          value={d().test}
          options={[
            { value: 'section-clear', label: et('rule.cond.section-clear') },
            { value: 'zone-units', label: et('rule.cond.zone-units') },
          ]}
          onChange={(test) => patch({ test })}
        />
        <Show when={d().test === 'zone-units'}>
          <SelectField
            label={et('rule.field.whose')}
            value={d().whose}
            options={[
              { value: 'own', label: et('rule.whose.own') },
              { value: 'enemy', label: et('rule.whose.enemy') },
            ]}
            onChange={(whose) => patch({ whose })}
          />
        </Show>
      </Show>
      <Show when={needsZone()}>
        <Show when={zones().length > 0} fallback={<p class="muted">{et('editor.noZone')}</p>}>
          <SelectField
            label={et('editor.zone')}
            value={d().zone || (zones()[0]?.id ?? '')}
            options={zones().map((z) => ({ value: z.id, label: z.name }))}
            onChange={(zone) => patch({ zone })}
          />
        </Show>
      </Show>
      <Show when={(has('condition') && d().test === 'zone-units') || has('hand')}>
        <NumberField
          label={et('rule.field.min')}
          value={d().min}
          min={0}
          max={30}
          optional
          onChange={(min) => patch({ min })}
        />
        <NumberField
          label={et('rule.field.max')}
          value={d().max}
          min={0}
          max={30}
          optional
          onChange={(max) => patch({ max })}
        />
      </Show>
      <Show when={has('terrain')}>
        <SelectField
          label={has('terrainTo') ? et('rule.field.terrainFrom') : et('editor.terrain')}
          value={d().terrain}
          options={TERRAINS}
          onChange={(terrain) => patch({ terrain })}
        />
      </Show>
      <Show when={has('terrainTo')}>
        <SelectField
          label={et('rule.field.terrainTo')}
          value={d().terrainTo}
          options={TERRAINS}
          onChange={(terrainTo) => patch({ terrainTo })}
        />
      </Show>
      <Show when={has('label')}>
        <TextField label={et('rule.field.label')} value={d().label} onChange={(label) => patch({ label })} />
      </Show>
      <Show when={has('leaderName')}>
        <TextField
          label={et('rule.field.leaderName')}
          value={d().leaderName}
          onChange={(leaderName) => patch({ leaderName })}
        />
      </Show>
      <Show when={has('group')}>
        <TextField label={et('rule.field.group')} value={d().group} onChange={(group) => patch({ group })} />
      </Show>
      <Show when={has('roll')}>
        <NumberField
          label={et('rule.field.dice')}
          value={d().dice}
          min={1}
          max={8}
          onChange={(dice) => patch({ dice: dice ?? 1 })}
        />
        <SelectField
          label={et('rule.field.face')}
          value={d().face}
          options={DIE_FACES.map((f) => ({ value: f, label: faceName(f) }))}
          onChange={(face) => patch({ face })}
        />
      </Show>
      <Show when={has('banners')}>
        <NumberField
          label={et('editor.ruleBanners')}
          value={d().banners}
          min={1}
          max={18}
          onChange={(banners) => patch({ banners: banners ?? 1 })}
        />
      </Show>
      <Show when={has('fromTurn')}>
        <NumberField
          label={et('rule.field.fromTurn')}
          value={d().fromTurn || null}
          min={1}
          max={99}
          optional
          onChange={(fromTurn) => patch({ fromTurn: fromTurn ?? 0 })}
        />
      </Show>
      <Show when={has('entry')}>
        <SwitchField label={et('rule.field.once')} on={d().once} onChange={(once) => patch({ once })} />
        <SwitchField
          label={et('rule.field.removeUnit')}
          on={d().removeUnit}
          onChange={(removeUnit) => patch({ removeUnit })}
        />
        <ChecksField
          legend={et('rule.field.unitTypes')}
          options={UNIT_TYPES.map((u) => ({ value: u, label: unitTypeName(u, props.edition) }))}
          chosen={d().unitTypes}
          onChange={(unitTypes) => patch({ unitTypes })}
        />
      </Show>
      <Show when={has('keep')}>
        <SelectField
          label={et('rule.field.keep')}
          value={d().keep}
          options={[
            { value: 'zone', label: et('rule.keep.zone') },
            { value: 'hex', label: et('rule.keep.hex') },
          ]}
          onChange={(keep) => patch({ keep })}
        />
      </Show>
      <Show when={has('notFinal')}>
        <SwitchField
          label={et('rule.field.notFinal')}
          on={d().notFinal}
          onChange={(notFinal) => patch({ notFinal })}
        />
      </Show>
      <Show when={has('cards')}>
        <ChecksField
          legend={et('rule.field.cards')}
          options={COMMAND_CARD_IDS.map((c) => ({ value: c as string, label: commandCardName(c) }))}
          chosen={d().cards}
          onChange={(cards) => patch({ cards })}
        />
      </Show>
      <Show when={found().length > 0}>
        <ul class="editor-rule-problems" aria-live="polite">
          <For each={found()}>{(p) => <li>{et('editor.ruleProblem', { message: problemText(p) })}</li>}</For>
        </ul>
      </Show>
      <div class="editor-bar">
        <button type="button" class="bar-button" disabled={found().length > 0} onClick={submit}>
          {props.editing ? et('editor.saveRule') : et('editor.add')}
        </button>
        <Show when={props.editing}>
          <button type="button" class="bar-button" onClick={props.onDone}>
            {et('editor.cancel')}
          </button>
        </Show>
      </div>
    </fieldset>
  );
}
