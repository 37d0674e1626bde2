// The special rules in the editor: the typed rules the app applies (from GMT notes, or added
// here), whether rivers can be forded, the named zones rules refer to, and the rules' texts.

import { createSignal, For, type JSX, Show } from 'solid-js';
import type { Edit } from '../../editor/model';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { TERRAIN_IDS } from '../../games/samurai-battles/scenario/schema';
import { SIDES } from '../../games/samurai-battles/types';
import { terrainName } from '../game/names';
import { et, etn } from './i18n';
import { effectText, makeRule, NEW_RULE_KINDS, type NewRule, ruleFields, victoryRuleText } from './rules';

export function RulesPanel(props: { scenario: ScenarioV1; onEdit: (e: Edit) => void }): JSX.Element {
  const s = () => props.scenario;
  const [rule, setRule] = createSignal<NewRule>({
    kind: 'tent-capture',
    side: 'top',
    banners: 3,
    zone: '',
    terrain: 'ravine',
  });
  const [zoneName, setZoneName] = createSignal('');
  const fields = () => ruleFields(rule().kind);
  const patch = (p: Partial<NewRule>) => setRule({ ...rule(), ...p });

  function add(): void {
    const made = makeRule({ ...rule(), zone: rule().zone || (s().zones?.[0]?.id ?? '') });
    if (!made) return;
    props.onEdit(
      'victory' in made
        ? { kind: 'victory-rule-add', rule: made.victory }
        : { kind: 'effect-add', effect: made.effect },
    );
  }

  function setTexts(text: string): void {
    const before = new Map(s().specialRules.map((r) => [r.text, r.enforced]));
    const rules = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .map((line) => ({ text: line, enforced: before.get(line) ?? false }));
    props.onEdit({ kind: 'special-text', rules });
  }

  const removeButton = (text: string, edit: Edit) => (
    <button
      type="button"
      class="bar-button"
      aria-label={et('editor.removeRule', { rule: text })}
      onClick={() => props.onEdit(edit)}
    >
      {et('editor.remove')}
    </button>
  );

  return (
    <details class="editor-panel">
      <summary>{et('editor.special')}</summary>
      <h3>{et('editor.typed')}</h3>
      <Show
        when={(s().victory.rules ?? []).length + (s().rules.effects ?? []).length > 0}
        fallback={<p class="muted">{et('editor.noTyped')}</p>}
      >
        <ul class="editor-rules">
          <For each={s().victory.rules ?? []}>
            {(r, i) => (
              <li>
                <span>{victoryRuleText(s(), r)}</span>
                {removeButton(victoryRuleText(s(), r), { kind: 'victory-rule-remove', index: i() })}
              </li>
            )}
          </For>
          <For each={s().rules.effects ?? []}>
            {(e, i) => (
              <li>
                <span>{effectText(s(), e)}</span>
                {removeButton(effectText(s(), e), { kind: 'effect-remove', index: i() })}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={(s().rules.handSizeChanges ?? []).length > 0}>
        <ul class="editor-rules">
          <For each={s().rules.handSizeChanges ?? []}>
            {(h) => <li>{et('rule.hand-size', { army: s().armies[h.side].name })}</li>}
          </For>
        </ul>
      </Show>
      <label class="choice">
        <input
          type="checkbox"
          checked={s().rules.riverFordable === true}
          onChange={(e) => props.onEdit({ kind: 'river-fordable', on: e.currentTarget.checked })}
        />
        <span>{et('editor.riverFordable')}</span>
      </label>
      <fieldset class="editor-add-rule">
        <legend>{et('editor.addRule')}</legend>
        <label class="editor-field">
          {et('editor.ruleKind')}
          <select
            value={rule().kind}
            onChange={(e) => patch({ kind: e.currentTarget.value as NewRule['kind'] })}
          >
            <For each={NEW_RULE_KINDS}>{(k) => <option value={k}>{et(`ruleKind.${k}`)}</option>}</For>
          </select>
        </label>
        <Show when={fields().side}>
          <label class="editor-field">
            {et('editor.side')}
            <select
              value={rule().side}
              onChange={(e) => patch({ side: e.currentTarget.value as NewRule['side'] })}
            >
              <For each={SIDES}>{(side) => <option value={side}>{s().armies[side].name}</option>}</For>
            </select>
          </label>
        </Show>
        <Show when={fields().banners}>
          <label class="editor-field">
            {et('editor.ruleBanners')}
            <input
              type="number"
              min={1}
              max={6}
              value={rule().banners}
              onChange={(e) =>
                patch({ banners: Math.max(1, Math.min(6, Number(e.currentTarget.value) || 1)) })
              }
            />
          </label>
        </Show>
        <Show when={fields().zone}>
          <Show when={(s().zones ?? []).length > 0} fallback={<p class="muted">{et('editor.noZone')}</p>}>
            <label class="editor-field">
              {et('editor.zone')}
              <select value={rule().zone} onChange={(e) => patch({ zone: e.currentTarget.value })}>
                <For each={s().zones ?? []}>{(z) => <option value={z.id}>{z.name}</option>}</For>
              </select>
            </label>
          </Show>
        </Show>
        <Show when={fields().terrain}>
          <label class="editor-field">
            {et('editor.terrain')}
            <select
              value={rule().terrain}
              onChange={(e) => patch({ terrain: e.currentTarget.value as NewRule['terrain'] })}
            >
              <For each={TERRAIN_IDS.filter((id) => id !== 'open')}>
                {(id) => <option value={id}>{terrainName(id)}</option>}
              </For>
            </select>
          </label>
        </Show>
        <button type="button" class="bar-button" onClick={add}>
          {et('editor.add')}
        </button>
      </fieldset>
      <h3>{et('editor.zones')}</h3>
      <ul class="editor-rules">
        <For each={s().zones ?? []}>
          {(z) => (
            <li>
              <span>{etn('editor.zoneHexes', z.hexes.length, { name: z.name })}</span>
              <button
                type="button"
                class="bar-button"
                aria-label={et('editor.removeZone', { name: z.name })}
                onClick={() => props.onEdit({ kind: 'zone-remove', zone: z.id })}
              >
                {et('editor.remove')}
              </button>
            </li>
          )}
        </For>
      </ul>
      <div class="editor-add-zone">
        <label class="editor-field">
          {et('editor.zoneName')}
          <input type="text" value={zoneName()} onInput={(e) => setZoneName(e.currentTarget.value)} />
        </label>
        <button
          type="button"
          class="bar-button"
          disabled={zoneName().trim() === ''}
          onClick={() => {
            props.onEdit({ kind: 'zone-add', name: zoneName().trim() });
            setZoneName('');
          }}
        >
          {et('editor.addZone')}
        </button>
      </div>
      <label class="editor-field">
        {et('editor.specialText')}
        <textarea
          rows={4}
          value={s()
            .specialRules.map((r) => r.text)
            .join('\n')}
          onChange={(e) => setTexts(e.currentTarget.value)}
        />
      </label>
    </details>
  );
}
