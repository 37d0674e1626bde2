// How a battle of one's own begins: an empty battlefield, the notes of one of the 40 GMT battles
// (armies, cards, tokens, victory and special rules filled in, the map to draw), or a copy of
// one of our battlefields.

import { createResource, For, type JSX, Show } from 'solid-js';
import { blankBattle, fromBattlefield, fromNotes } from '../../editor/model';
import type { ScenarioIndexEntry, ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { scenarioTitle } from '../scenario-text';
import { loadScenario, loadScenarioIndex } from '../scenarios';
import { et } from './i18n';
import './editor.css';

/** An empty battlefield with its title, army names and texts in the player's language. */
export function localBlankBattle(): ScenarioV1 {
  const b = blankBattle('my-battle', et('start.blankTitle'));
  return {
    ...b,
    armies: {
      top: { ...b.armies.top, name: et('start.blankTop') },
      bottom: { ...b.armies.bottom, name: et('start.blankBottom') },
    },
    victory: { ...b.victory, text: [et('start.blankVictory')] },
    notes: { ...b.notes, history: et('start.blankHistory') },
  };
}

const byNumber = (a: ScenarioIndexEntry, b: ScenarioIndexEntry) => (a.gmtNumber ?? 99) - (b.gmtNumber ?? 99);

export function EditorStart(props: {
  onOpen: (battle: ScenarioV1) => void;
  onBack: () => void;
}): JSX.Element {
  const [index] = createResource(loadScenarioIndex);
  const notes = () => (index() ?? []).filter((e) => e.kind === 'notes').sort(byNumber);
  const fields = () => (index() ?? []).filter((e) => e.kind === 'playable' && !e.id.startsWith('test-'));

  async function open(entry: ScenarioIndexEntry, make: (s: ScenarioV1) => ScenarioV1): Promise<void> {
    const r = await loadScenario(entry);
    if (r.ok) props.onOpen(make(r.scenario));
  }

  return (
    <main class="screen editor-start">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {et('editor.back')}
        </button>
        <h1>{et('start.title')}</h1>
      </header>
      <section>
        <button type="button" class="battle" onClick={() => props.onOpen(localBlankBattle())}>
          <span class="battle-title">{et('start.blank')}</span>
          <span class="battle-meta">{et('start.blankNote')}</span>
        </button>
      </section>
      <Show when={!index.loading} fallback={<p class="muted">{et('start.loading')}</p>}>
        <details class="editor-panel">
          <summary>{et('start.notes')}</summary>
          <p class="muted">{et('start.notesNote')}</p>
          <ul class="battle-list">
            <For each={notes()}>
              {(entry) => (
                <li>
                  <button type="button" class="battle" onClick={() => void open(entry, fromNotes)}>
                    <span class="battle-title">
                      {et('start.gmt', {
                        n: entry.gmtNumber ?? 0,
                        title: scenarioTitle(entry.id, entry.title),
                      })}
                    </span>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </details>
        <details class="editor-panel">
          <summary>{et('start.field')}</summary>
          <p class="muted">{et('start.fieldNote')}</p>
          <ul class="battle-list">
            <For each={fields()}>
              {(entry) => (
                <li>
                  <button type="button" class="battle" onClick={() => void open(entry, fromBattlefield)}>
                    <span class="battle-title">{scenarioTitle(entry.id, entry.title)}</span>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </details>
      </Show>
    </main>
  );
}
