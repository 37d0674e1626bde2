// The battle notes in the editor: title, the armies' names, cards and tokens, who moves first,
// the banners to win, and the texts players read. A field becomes one undo step when it is left.

import { For, type JSX } from 'solid-js';
import type { Edit } from '../../editor/model';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import { type EditorKey, et } from './i18n';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onValue: (n: number) => void;
}) {
  return (
    <label class="editor-field">
      {props.label}
      <input
        type="number"
        inputmode="numeric"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isInteger(n)) props.onValue(n);
        }}
      />
    </label>
  );
}

const ARMY_FIELDS: readonly ['commandCards' | 'dragonCards' | 'honor', EditorKey, number][] = [
  ['commandCards', 'editor.commandCards', 8],
  ['dragonCards', 'editor.dragonCards', 6],
  ['honor', 'editor.honor', 30],
];

export function NotesPanel(props: { scenario: ScenarioV1; onEdit: (e: Edit) => void }): JSX.Element {
  const s = () => props.scenario;
  const sideWord = (side: Side) => et(side === 'top' ? 'editor.sideTop' : 'editor.sideBottom');
  return (
    <details class="editor-panel" open>
      <summary>{et('editor.notes')}</summary>
      <label class="editor-field">
        {et('editor.battleTitle')}
        <input
          type="text"
          maxLength={80}
          value={s().title}
          onChange={(e) => props.onEdit({ kind: 'title', title: e.currentTarget.value })}
        />
      </label>
      <div class="editor-armies">
        <For each={SIDES}>
          {(side) => (
            <fieldset>
              <legend>{s().armies[side].name}</legend>
              <label class="editor-field">
                {et('editor.armyName', { side: sideWord(side) })}
                <input
                  type="text"
                  value={s().armies[side].name}
                  onChange={(e) => props.onEdit({ kind: 'army-name', side, name: e.currentTarget.value })}
                />
              </label>
              <For each={ARMY_FIELDS}>
                {([field, key, max]) => (
                  <NumberField
                    label={et(key, { army: s().armies[side].name })}
                    value={s().armies[side][field]}
                    min={0}
                    max={max}
                    onValue={(value) => props.onEdit({ kind: 'army', side, field, value })}
                  />
                )}
              </For>
            </fieldset>
          )}
        </For>
      </div>
      <fieldset>
        <legend>{et('editor.first')}</legend>
        <For each={SIDES}>
          {(side) => (
            <label class="choice">
              <input
                type="radio"
                name="editor-first"
                checked={s().firstPlayer === side}
                onChange={() => props.onEdit({ kind: 'first-player', side })}
              />
              <span>{s().armies[side].name}</span>
            </label>
          )}
        </For>
      </fieldset>
      <NumberField
        label={et('editor.banners')}
        value={s().victory.banners}
        min={1}
        max={18}
        onValue={(banners) => props.onEdit({ kind: 'victory-banners', banners })}
      />
      <label class="editor-field">
        {et('editor.victoryText')}
        <textarea
          rows={3}
          value={s().victory.text.join('\n')}
          onChange={(e) => props.onEdit({ kind: 'victory-text', lines: lines(e.currentTarget.value) })}
        />
      </label>
      <label class="editor-field">
        {et('editor.history')}
        <textarea
          rows={3}
          value={s().notes.history}
          onChange={(e) =>
            props.onEdit({ kind: 'notes', history: e.currentTarget.value, setup: s().notes.setup ?? '' })
          }
        />
      </label>
      <label class="editor-field">
        {et('editor.setup')}
        <textarea
          rows={2}
          value={s().notes.setup ?? ''}
          onChange={(e) =>
            props.onEdit({ kind: 'notes', history: s().notes.history, setup: e.currentTarget.value })
          }
        />
      </label>
    </details>
  );
}
