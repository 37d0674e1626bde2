// "My battles" on the New game screen: the battles made in the editor or imported (a file, a
// shared link), each to play under either edition, edit, export or delete; a broken import is
// refused with what is wrong, and nothing stored changes.

import { createResource, createSignal, For, type JSX, Show } from 'solid-js';
import type { BattleRead } from '../../editor/transfer';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import type { Edition } from '../../games/samurai-battles/types';
import { deleteBattle } from '../../store/battles';
import { storeFailureText } from '../screens/save-errors';
import { EditionChoice, rememberedEdition } from '../widgets/EditionChoice';
import { added, downloadBattle, importBattleFile, myBattles, refusal, setAdded, setupOf } from './battles';
import { et } from './i18n';
import './editor.css';

export function MyBattles(props: {
  onPlay: (setup: Setup, players: { top: string; bottom: string }) => void;
  /** Opens the editor: on a stored battle, or (null) on the choice of how to start one. */
  onEdit: (battle: ScenarioV1 | null) => void;
}): JSX.Element {
  const [list, { refetch }] = createResource(myBattles);
  const [playing, setPlaying] = createSignal<string | null>(null);
  const [edition, setEdition] = createSignal<Edition>(rememberedEdition());
  const [refused, setRefused] = createSignal<string[] | null>(null);
  const [note, setNote] = createSignal<string | null>(null);

  async function importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setRefused(null);
    setNote(null);
    try {
      const r: BattleRead = await importBattleFile(file);
      if (!r.ok) setRefused(refusal(r));
    } catch (e) {
      setRefused([et('mine.failed', { detail: storeFailureText(e) })]);
    }
    await refetch();
  }

  async function remove(id: string, title: string): Promise<void> {
    if (!globalThis.confirm(et('mine.confirmDelete', { title }))) return;
    try {
      await deleteBattle(id);
    } catch (e) {
      setNote(et('mine.failed', { detail: storeFailureText(e) }));
    }
    await refetch();
  }

  return (
    <section class="my-battles" aria-labelledby="my-battles-title">
      <h2 id="my-battles-title">{et('mine.title')}</h2>
      <Show when={added()}>
        {(title) => (
          <p class="notice" role="status">
            {et('mine.added', { title: title() })}
          </p>
        )}
      </Show>
      <Show when={refused()}>
        {(lines) => (
          <div class="error" role="alert">
            <p>{lines()[0]}</p>
            <ul>
              <For each={lines().slice(1)}>{(line) => <li>{line}</li>}</For>
            </ul>
          </div>
        )}
      </Show>
      <Show when={note()}>
        <p class="notice" role="status">
          {note()}
        </p>
      </Show>
      <Show when={(list() ?? []).length > 0} fallback={<p class="muted">{et('mine.none')}</p>}>
        <ul class="my-battle-list">
          <For each={list()}>
            {(b) => (
              <li class="my-battle">
                <span class="battle-title">{b.row.title}</span>
                <Show
                  when={b.read.ok ? b.read.scenario : null}
                  fallback={
                    <p class="error">
                      {et('mine.broken', {
                        title: b.row.title,
                        detail: b.read.ok ? '' : refusal(b.read).join(' '),
                      })}
                    </p>
                  }
                >
                  {(s) => (
                    <div class="my-battle-actions">
                      <button
                        type="button"
                        class="bar-button primary"
                        aria-label={et('mine.playLabel', { title: b.row.title })}
                        aria-expanded={playing() === b.row.id}
                        onClick={() => setPlaying(playing() === b.row.id ? null : b.row.id)}
                      >
                        {et('mine.play')}
                      </button>
                      <button
                        type="button"
                        class="bar-button"
                        aria-label={et('mine.editLabel', { title: b.row.title })}
                        onClick={() => props.onEdit(s())}
                      >
                        {et('mine.edit')}
                      </button>
                      <button
                        type="button"
                        class="bar-button"
                        aria-label={et('mine.exportLabel', { title: b.row.title })}
                        onClick={() => setNote(et('mine.exported', { file: downloadBattle(s()) }))}
                      >
                        {et('mine.export')}
                      </button>
                      <button
                        type="button"
                        class="bar-button"
                        aria-label={et('mine.deleteLabel', { title: b.row.title })}
                        onClick={() => void remove(b.row.id, b.row.title)}
                      >
                        {et('mine.delete')}
                      </button>
                    </div>
                  )}
                </Show>
                <Show
                  when={
                    b.read.ok && playing() === b.row.id ? (b.read as { scenario: ScenarioV1 }).scenario : null
                  }
                >
                  {(s) => (
                    <div class="my-battle-start">
                      <EditionChoice
                        value={edition()}
                        onChange={setEdition}
                        name={`mine-edition-${b.row.id}`}
                      />
                      <button
                        type="button"
                        class="menu-button primary"
                        onClick={() => {
                          setAdded(null);
                          props.onPlay(setupOf(s(), edition()), { top: '', bottom: '' });
                        }}
                      >
                        {et('mine.start')}
                      </button>
                    </div>
                  )}
                </Show>
                <Show when={!b.read.ok}>
                  <button
                    type="button"
                    class="bar-button"
                    aria-label={et('mine.deleteLabel', { title: b.row.title })}
                    onClick={() => void remove(b.row.id, b.row.title)}
                  >
                    {et('mine.delete')}
                  </button>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <div class="my-battles-tools">
        <button type="button" class="menu-button" onClick={() => props.onEdit(null)}>
          {et('mine.make')}
        </button>
        <label class="menu-button file-button">
          {et('mine.import')}
          <input
            type="file"
            accept=".json,application/json"
            class="visually-hidden"
            onChange={(e) => void importFile(e.currentTarget)}
          />
        </label>
        <p class="muted small">{et('mine.importNote')}</p>
      </div>
    </section>
  );
}
