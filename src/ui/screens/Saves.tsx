// The saved games: continue, rename, export or delete each one, and import a save file. A damaged
// record is listed with the reason it cannot be read, and can only be deleted.

import { Match as Case, createResource, createSignal, For, type JSX, Show, Switch } from 'solid-js';
import { companion } from '../../games/companion/index';
import { shogun } from '../../games/shogun/index';
import { shogunCompanion } from '../../games/shogun-companion/index';
import {
  deleteSave,
  downloadSave,
  importSaveFileOnce,
  listSaves,
  renameSave,
  type SaveHeader,
  type SaveListEntry,
  SHOGUN,
  SHOGUN_COMPANION,
  shogunSeasonOf,
  type UnreadableSave,
} from '../../store/index';
import { shownArmyName } from '../army-name';
import { type BattleRef, battleTitle, savedTitle } from '../battle-name';
import { editionName } from '../edition';
import { samuraiBattles } from '../game/engine';
import { type MessageKey, t } from '../i18n';
import { rt } from '../review/i18n';
import { loadScenarioIndex } from '../scenarios';
import { progressText, st } from '../shogun/i18n';
import { dateTime } from './local-format';
import { StorageNote } from './StorageNote';
import { storeFailureText } from './save-errors';

/** The modules an imported file may belong to. */
const MODULES = { 'samurai-battles': samuraiBattles, companion, shogun, [SHOGUN_COMPANION]: shogunCompanion };

/** How far a game has gone: Samurai Battles counts turns, Shogun years and seasons. */
function progressOf(h: SaveHeader): string {
  if (h.finished) return t('saves.finished');
  return h.game === SHOGUN || h.game === SHOGUN_COMPANION
    ? progressText(shogunSeasonOf(h.turn))
    : t('saves.turn', { turn: h.turn });
}

export function SavesScreen(props: {
  onBack: () => void;
  onOpen: (header: SaveHeader) => void;
  /** Replays a Samurai Battles save read-only (src/ui/review). */
  onReplay?: (header: SaveHeader) => void;
  /** Opens a save file as a replay, storing nothing. */
  onReplayFile?: (file: File) => void;
}): JSX.Element {
  const [entries, { refetch }] = createResource(listSaves);
  // A save keeps its battle's English title, not its id: the index gives the id, so the list can
  // name the battle in the current language (an unknown one, e.g. a battle of one's own, as saved).
  const [battleIds] = createResource(async () => {
    const index = await loadScenarioIndex().catch(() => []);
    return new Map(index.map((e) => [e.title, e.id]));
  });
  const battleOf = (battle: string): BattleRef => ({ id: battleIds()?.get(battle) ?? '', title: battle });
  const [notice, setNotice] = createSignal<string | null>(null);
  const [failure, setFailure] = createSignal<string | null>(null);

  async function run(task: () => Promise<string | null>): Promise<void> {
    setFailure(null);
    setNotice(null);
    try {
      setNotice(await task());
    } catch (e) {
      setFailure(storeFailureText(e));
    }
    await refetch();
  }

  function onImport(input: HTMLInputElement): void {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    void run(async () => {
      // The same game at the same move is not listed twice: the save already here is named.
      const { header, already } = await importSaveFileOnce(file, MODULES);
      return t(already ? 'saves.alreadyHere' : 'saves.imported', { title: header.title });
    });
  }

  return (
    <main class="screen saves">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{t('saves.title')}</h1>
      </header>
      <Show when={failure()}>
        <p class="error" role="alert">
          {failure()}
        </p>
      </Show>
      <Show when={notice()}>
        <p class="notice" role="status">
          {notice()}
        </p>
      </Show>
      <Show when={entries.error}>
        <p class="error" role="alert">
          {storeFailureText(entries.error)}
        </p>
      </Show>
      <Show when={entries()}>
        {(list) => (
          <StorageNote finished={list().filter((e) => e.ok && e.header.finished).length} version={list()} />
        )}
      </Show>
      <Show when={entries()} fallback={<p class="muted">{t('saves.loading')}</p>}>
        {(list) => (
          <Show when={list().length > 0} fallback={<p class="muted">{t('saves.empty')}</p>}>
            <ul class="save-list" aria-label={t('saves.list')}>
              <For each={list()}>
                {(entry) => (
                  <SaveRow
                    entry={entry}
                    battleOf={battleOf}
                    onOpen={props.onOpen}
                    onReplay={props.onReplay}
                    onRename={(id, title) =>
                      void run(async () => {
                        await renameSave(id, title);
                        return null;
                      })
                    }
                    onExport={(id) =>
                      void run(async () => t('saves.exported', { file: await downloadSave(id) }))
                    }
                    onDelete={(id) =>
                      void run(async () => {
                        await deleteSave(id);
                        return null;
                      })
                    }
                  />
                )}
              </For>
            </ul>
          </Show>
        )}
      </Show>
      <label class="menu-button import-button">
        {t('saves.import')}
        <input
          type="file"
          accept=".json,application/json"
          class="visually-hidden"
          onChange={(e) => onImport(e.currentTarget)}
        />
      </label>
      <Show when={props.onReplayFile}>
        {(openFile) => (
          <label class="menu-button import-button">
            {rt('replay.openFile')}
            <input
              type="file"
              accept=".json,application/json"
              class="visually-hidden"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) openFile()(file);
              }}
            />
          </label>
        )}
      </Show>
    </main>
  );
}

type RowMode = 'idle' | 'rename' | 'delete';

const UNREADABLE: Record<UnreadableSave, MessageKey> = {
  damaged: 'saves.why.damaged',
  'not-converted': 'saves.why.not-converted',
  unreadable: 'saves.why.unreadable',
};

function SaveRow(props: {
  entry: SaveListEntry;
  battleOf: (battle: string) => BattleRef;
  onOpen: (header: SaveHeader) => void;
  onReplay?: (header: SaveHeader) => void;
  onRename: (id: string, title: string) => void;
  onExport: (id: string) => void;
  onDelete: (id: string) => void;
}): JSX.Element {
  const [mode, setMode] = createSignal<RowMode>('idle');
  const id = () => (props.entry.ok ? props.entry.header.id : props.entry.id);
  const title = () => (props.entry.ok ? props.entry.header.title : t('saves.damaged'));
  let nameInput: HTMLInputElement | undefined;

  const confirmDelete = () => (
    <div class="save-confirm">
      <p>{t('saves.confirmDelete', { title: title() })}</p>
      <button type="button" class="bar-button danger" onClick={() => props.onDelete(id())}>
        {t('saves.deleteForGood')}
      </button>
      <button type="button" class="bar-button quiet" onClick={() => setMode('idle')}>
        {t('saves.cancel')}
      </button>
    </div>
  );

  return (
    <li class="save-row" classList={{ damaged: !props.entry.ok }} data-save-id={id()}>
      <Show
        when={props.entry.ok ? props.entry.header : null}
        fallback={
          <>
            <h2 class="save-title">{t('saves.damaged')}</h2>
            {/* In the player's words: the store's English detail is for developers. */}
            <p class="error">{props.entry.ok ? '' : t(UNREADABLE[props.entry.why])}</p>
            <Show
              when={mode() === 'delete'}
              fallback={
                <div class="save-actions">
                  <button type="button" class="bar-button" onClick={() => setMode('delete')}>
                    {t('saves.delete')}
                  </button>
                </div>
              }
            >
              {confirmDelete()}
            </Show>
          </>
        }
      >
        {(h) => (
          <>
            <h2 class="save-title">{savedTitle(h().title, props.battleOf(h().battle))}</h2>
            <p class="save-meta">
              <Show when={h().title !== h().battle}>
                <span class="save-battle">{battleTitle(props.battleOf(h().battle))}</span>
              </Show>
              <span>{h().armies.map(shownArmyName).join(' – ')}</span>
              <span>{progressOf(h())}</span>
              <span class="tag save-edition">
                {h().game === SHOGUN || h().game === SHOGUN_COMPANION
                  ? st('shogun.name')
                  : editionName(h().edition)}
              </span>
              <Show when={h().kind === 'companion'}>
                <span class="tag">{t('saves.companion')}</span>
              </Show>
              <Show when={h().kind === 'host'}>
                <span class="tag">{t('saves.hosted')}</span>
              </Show>
            </p>
            <p class="muted save-when">{t('saves.lastPlayed', { when: dateTime(h().lastPlayed) })}</p>
            <Switch>
              <Case when={mode() === 'idle'}>
                <div class="save-actions">
                  <button type="button" class="bar-button primary" onClick={() => props.onOpen(h())}>
                    {h().finished ? t('saves.view') : t('saves.continue')}
                  </button>
                  <Show when={h().game === 'samurai-battles' && props.onReplay}>
                    {(replay) => (
                      <button
                        type="button"
                        class="bar-button"
                        aria-label={rt('replay.openLabel', {
                          title: savedTitle(h().title, props.battleOf(h().battle)),
                        })}
                        onClick={() => replay()(h())}
                      >
                        {rt('replay.open')}
                      </button>
                    )}
                  </Show>
                  <button type="button" class="bar-button" onClick={() => setMode('rename')}>
                    {t('saves.rename')}
                  </button>
                  <button type="button" class="bar-button" onClick={() => props.onExport(h().id)}>
                    {t('saves.export')}
                  </button>
                  <button type="button" class="bar-button" onClick={() => setMode('delete')}>
                    {t('saves.delete')}
                  </button>
                </div>
              </Case>
              <Case when={mode() === 'rename'}>
                <form
                  class="save-rename"
                  onSubmit={(e) => {
                    e.preventDefault();
                    const next = nameInput?.value.trim() ?? '';
                    if (next) props.onRename(h().id, next);
                    setMode('idle');
                  }}
                >
                  <label>
                    <span>{t('saves.renameLabel')}</span>
                    <input ref={nameInput} type="text" value={h().title} maxLength={80} />
                  </label>
                  <button type="submit" class="bar-button primary">
                    {t('saves.renameSave')}
                  </button>
                  <button type="button" class="bar-button quiet" onClick={() => setMode('idle')}>
                    {t('saves.cancel')}
                  </button>
                </form>
              </Case>
              <Case when={mode() === 'delete'}>{confirmDelete()}</Case>
            </Switch>
          </>
        )}
      </Show>
    </li>
  );
}
