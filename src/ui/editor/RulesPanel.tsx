// The special rules in the editor: the typed rules the app applies (from GMT notes, or added and
// changed here), whether rivers can be forded, the named zones rules refer to, and the rules' texts.

import { createSignal, For, type JSX, Show } from 'solid-js';
import type { Edit } from '../../editor/model';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Edition } from '../../games/samurai-battles/types';
import { et, etn } from './i18n';
import { RuleForm } from './RuleForm';
import {
  draftOf,
  effectText,
  FIRST_DRAFT,
  handSizeText,
  type RuleDraft,
  type RuleSlot,
  removeEdit,
  type TypedRule,
  victoryRuleText,
} from './rules';

export function RulesPanel(props: {
  scenario: ScenarioV1;
  edition: Edition;
  onEdit: (e: Edit) => void;
}): JSX.Element {
  const s = () => props.scenario;
  const [draft, setDraft] = createSignal<RuleDraft>(FIRST_DRAFT);
  const [editing, setEditing] = createSignal<RuleSlot | null>(null);
  const [zoneName, setZoneName] = createSignal('');
  let form: HTMLDivElement | undefined;

  function setTexts(text: string): void {
    const before = new Map(s().specialRules.map((r) => [r.text, r.enforced]));
    const rules = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .map((line) => ({ text: line, enforced: before.get(line) ?? false }));
    props.onEdit({ kind: 'special-text', rules });
  }

  /** Every typed rule of the battle, in words, with where it sits in the file. */
  const listed = (): { text: string; rule: TypedRule; slot: RuleSlot }[] => [
    ...(s().victory.rules ?? []).map((r, index) => ({
      text: victoryRuleText(s(), r),
      rule: { victory: r },
      slot: { list: 'victory' as const, index },
    })),
    ...(s().rules.effects ?? []).map((e, index) => ({
      text: effectText(s(), e),
      rule: { effect: e },
      slot: { list: 'effect' as const, index },
    })),
    ...(s().rules.handSizeChanges ?? []).map((h, index) => ({
      text: handSizeText(s(), h),
      rule: { hand: h },
      slot: { list: 'hand' as const, index },
    })),
  ];

  function change(rule: TypedRule, slot: RuleSlot): void {
    setDraft(draftOf(rule));
    setEditing(slot);
    form?.querySelector('select')?.focus();
  }

  // After an addition the form keeps its fields, for a second rule like it; a change starts afresh.
  function done(): void {
    if (editing()) setDraft(FIRST_DRAFT);
    setEditing(null);
  }

  return (
    <details class="editor-panel">
      <summary>{et('editor.special')}</summary>
      <h3>{et('editor.typed')}</h3>
      <Show when={listed().length > 0} fallback={<p class="muted">{et('editor.noTyped')}</p>}>
        <ul class="editor-rules">
          <For each={listed()}>
            {(item) => (
              <li>
                <span>{item.text}</span>
                <span class="editor-rule-actions">
                  <button
                    type="button"
                    class="bar-button"
                    aria-label={et('editor.editRule', { rule: item.text })}
                    onClick={() => change(item.rule, item.slot)}
                  >
                    {et('editor.edit')}
                  </button>
                  <button
                    type="button"
                    class="bar-button"
                    aria-label={et('editor.removeRule', { rule: item.text })}
                    onClick={() => {
                      setEditing(null);
                      props.onEdit(removeEdit(item.slot));
                    }}
                  >
                    {et('editor.remove')}
                  </button>
                </span>
              </li>
            )}
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
      <div ref={form}>
        <RuleForm
          scenario={s()}
          edition={props.edition}
          draft={draft()}
          onDraft={setDraft}
          editing={editing()}
          onDone={done}
          onEdit={props.onEdit}
        />
      </div>
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
