// Small labelled form fields of the editor's rule form: a select, a number (optionally empty), a
// text, a switch and a list of checkboxes. Each is a native control with its own label.

import { For, type JSX } from 'solid-js';

export interface Option<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}): JSX.Element {
  return (
    <label class="editor-field">
      {props.label}
      <select
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.currentTarget.value as T)}
      >
        <For each={props.options}>{(o) => <option value={o.value}>{o.label}</option>}</For>
      </select>
    </label>
  );
}

/** A whole number kept within min..max; with `optional`, an empty box is null. */
export function NumberField(props: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange: (value: number | null) => void;
  optional?: boolean;
}): JSX.Element {
  function read(text: string): number | null {
    if (text.trim() === '') return props.optional ? null : props.min;
    const n = Math.round(Number(text));
    return Number.isFinite(n) ? Math.max(props.min, Math.min(props.max, n)) : props.min;
  }
  return (
    <label class="editor-field">
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        value={props.value ?? ''}
        onChange={(e) => {
          const n = read(e.currentTarget.value);
          props.onChange(n);
          e.currentTarget.value = n === null ? '' : String(n);
        }}
      />
    </label>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <label class="editor-field">
      {props.label}
      <input type="text" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </label>
  );
}

export function SwitchField(props: {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}): JSX.Element {
  return (
    <label class="choice">
      <input type="checkbox" checked={props.on} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      <span>{props.label}</span>
    </label>
  );
}

/** Several of a list, each a checkbox; the chosen ones keep the list's order. */
export function ChecksField<T extends string>(props: {
  legend: string;
  options: readonly Option<T>[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}): JSX.Element {
  const toggle = (value: T, on: boolean) =>
    props.onChange(
      props.options.map((o) => o.value).filter((v) => (v === value ? on : props.chosen.includes(v))),
    );
  return (
    <fieldset class="editor-checks">
      <legend>{props.legend}</legend>
      <For each={props.options}>
        {(o) => (
          <label class="choice">
            <input
              type="checkbox"
              checked={props.chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
            />
            <span>{o.label}</span>
          </label>
        )}
      </For>
    </fieldset>
  );
}
