// The scenario editor (issue 23): the battlefield drawn by the game's own board, a tap on a hex
// applies the chosen tool; undo and redo; the battle notes and special rules; the validator's
// problems on their hexes and in a list, in words; save to My battles, play-test, export, share.

import { createMemo, createSignal, For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import {
  canRedo,
  canUndo,
  type Edit,
  type Editor,
  edit,
  openEditor,
  problems,
  redo,
  undo,
} from '../../editor/model';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { createGame } from '../../games/samurai-battles/setup';
import type { Edition, HexKey } from '../../games/samurai-battles/types';
import { type GameView, viewOf } from '../../games/samurai-battles/view';
import { freeBattleId } from '../../store/battles';
import { Board, type BoardMark, type ZoomControls } from '../board/Board';
import { FULL_ROWS } from '../board/geometry';
import { placeLabel } from '../board/labels';
import { ZoomButtons } from '../board/ZoomButtons';
import { onSystemBack } from '../screens/back';
import { storeFailureText } from '../screens/save-errors';
import { EditionChoice, rememberedEdition } from '../widgets/EditionChoice';
import { downloadBattle, keepBattle, setupOf } from './battles';
import { et, etn } from './i18n';
import { NotesPanel } from './NotesPanel';
import { Palette } from './Palette';
import { problemText } from './problem-text';
import { RulesPanel } from './RulesPanel';
import { SharePanel } from './SharePanel';
import { editFor, FIRST_TOOL, type Tool, toolName } from './tool';
import './editor.css';

/** Only the map and the armies: the board needs no rules, and half-made rules must not stop it. */
function drawnView(s: ScenarioV1, edition: Edition): GameView {
  const map: ScenarioV1 = {
    ...s,
    rules: {},
    victory: { ...s.victory, objectives: [], rules: [] },
    zones: [],
  };
  return viewOf(createGame({ scenario: map, edition, options: { dragonCards: false } }, 1), 'spectator', {
    prompt: null,
  });
}

export function EditorScreen(props: {
  /** The battle to edit; `stored` when it is already in My battles (saving replaces it). */
  battle: ScenarioV1;
  stored: boolean;
  onPlay: (setup: ReturnType<typeof setupOf>) => void;
  onBack: () => void;
}): JSX.Element {
  const [editor, setEditor] = createSignal<Editor>(openEditor(props.battle));
  const [tool, setTool] = createSignal<Tool>(FIRST_TOOL);
  const [edition, setEdition] = createSignal<Edition>(rememberedEdition());
  /** The id it is kept under in My battles, once saved. */
  const [storedId, setStoredId] = createSignal<string | null>(props.stored ? props.battle.id : null);
  const [savedAs, setSavedAs] = createSignal<ScenarioV1 | null>(props.stored ? props.battle : null);
  const [status, setStatus] = createSignal<string | null>(null);
  const [sharing, setSharing] = createSignal(false);
  // The board's zoom, as in a game: on a phone its hexes are about 27x31 px, under a finger's 44.
  const [zoom, setZoom] = createSignal<ZoomControls | null>(null);

  const scenario = () => editor().scenario;
  const battle = createMemo(() => ({ ...scenario(), id: storedId() ?? scenario().id }));
  const found = createMemo(() => problems(scenario()));
  const count = () => found().general.length + [...found().byHex.values()].reduce((n, l) => n + l.length, 0);
  const dirty = () => JSON.stringify(savedAs()) !== JSON.stringify(battle());
  /** Leaving with unsaved changes asks first: the screen's Back, the system Back and a reload. */
  const mayLeave = () => !dirty() || globalThis.confirm(et('editor.leave'));
  onSystemBack(() => !mayLeave());
  onMount(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty()) e.preventDefault();
    };
    globalThis.addEventListener?.('beforeunload', warn);
    onCleanup(() => globalThis.removeEventListener?.('beforeunload', warn));
  });

  let lastView: GameView | null = null;
  const view = createMemo(() => {
    try {
      lastView = drawnView(scenario(), edition());
    } catch {
      // A state the board cannot draw yet keeps the last drawing; the problems list says why.
    }
    return lastView ?? drawnView({ ...scenario(), units: [], leaders: [], terrain: [] }, edition());
  });

  const apply = (e: Edit) => {
    setEditor(edit(editor(), e));
    setStatus(null);
  };

  const hexName = (hex: HexKey) => {
    const base = et('editor.hexButton', {
      tool: toolName(tool(), scenario(), edition()),
      place: placeLabel(view(), hex),
    });
    const zones = (scenario().zones ?? [])
      .filter((z) => z.hexes.includes(hex))
      .map((z) => et('editor.inZone', { zone: z.name }));
    return zones.length > 0 ? `${base}, ${zones.join(', ')}` : base;
  };
  const selectable = createMemo(() => {
    const out = new Map<HexKey, string>();
    for (const row of FULL_ROWS) for (const hex of row) out.set(hex, hexName(hex));
    return out;
  });
  const marks = createMemo(() => {
    const out = new Map<HexKey, BoardMark>();
    for (const [hex, list] of found().byHex) {
      out.set(hex, {
        kind: 'other',
        label: et('editor.hexProblem', {
          tool: toolName(tool(), scenario(), edition()),
          place: placeLabel(view(), hex),
          problems: list.map(problemText).join('; '),
        }),
      });
    }
    return out;
  });
  const zoneHexes = createMemo(() => new Set((scenario().zones ?? []).flatMap((z) => z.hexes)));

  async function save(): Promise<boolean> {
    try {
      const id = storedId() ?? (await freeBattleId(scenario().id));
      setStoredId(id);
      await keepBattle(battle());
      setSavedAs(battle());
      setStatus(et('editor.saved'));
      return true;
    } catch (e) {
      setStatus(et('mine.failed', { detail: storeFailureText(e) }));
      return false;
    }
  }

  async function playTest(): Promise<void> {
    if (count() > 0) return;
    if (await save()) props.onPlay(setupOf(battle(), edition()));
  }

  const problemPlace = (hex: HexKey) => placeLabel(view(), hex);

  return (
    <main class="screen editor">
      <header class="screen-head">
        <button
          type="button"
          class="link-button"
          onClick={() => {
            if (mayLeave()) props.onBack();
          }}
        >
          {et('editor.back')}
        </button>
        <h1>{et('editor.title')}</h1>
      </header>
      <div class="editor-bar" role="toolbar" aria-label={et('editor.tools')}>
        <button
          type="button"
          class="bar-button"
          disabled={!canUndo(editor())}
          onClick={() => setEditor(undo(editor()))}
        >
          {et('editor.undo')}
        </button>
        <button
          type="button"
          class="bar-button"
          disabled={!canRedo(editor())}
          onClick={() => setEditor(redo(editor()))}
        >
          {et('editor.redo')}
        </button>
        <button type="button" class="bar-button primary" onClick={() => void save()}>
          {et('editor.save')}
        </button>
        <button type="button" class="bar-button" disabled={count() > 0} onClick={() => void playTest()}>
          {et('editor.playTest')}
        </button>
        <button
          type="button"
          class="bar-button"
          disabled={count() > 0}
          onClick={() => setStatus(et('mine.exported', { file: downloadBattle(battle()) }))}
        >
          {et('editor.export')}
        </button>
        <button type="button" class="bar-button" disabled={count() > 0} onClick={() => setSharing(true)}>
          {et('editor.share')}
        </button>
        <Show when={zoom()}>{(z) => <ZoomButtons zoom={z()} />}</Show>
      </div>
      <p class="muted" role="status">
        {status() ?? (dirty() ? et('editor.unsaved') : et('editor.saved'))}
      </p>
      <Show when={sharing()}>
        <SharePanel scenario={battle()} onClose={() => setSharing(false)} />
      </Show>
      <div class="editor-layout">
        <div class="editor-board" classList={{ 'zone-tool': tool().mode === 'zone' }}>
          <Board
            view={view()}
            rotated={false}
            selectable={selectable()}
            selected={null}
            ordered={[]}
            marks={marks()}
            recent={tool().mode === 'zone' ? [...zoneHexes()] : []}
            coords
            onHexTap={(hex) => {
              const e = editFor(tool(), hex);
              if (e) apply(e);
            }}
            onHexHold={() => {}}
            onZoomControls={(z) => setZoom(() => z)}
          />
        </div>
        <div class="editor-side">
          <Palette tool={tool()} onTool={setTool} scenario={scenario()} edition={edition()} />
          <section class="editor-problems" aria-labelledby="editor-problems-title">
            <h2 id="editor-problems-title">
              {count() > 0 ? etn('editor.problems', count()) : et('editor.problems.none')}
            </h2>
            <Show when={count() > 0}>
              <p class="muted small">{et('editor.playTestNote')}</p>
              <ul>
                <For each={found().general}>
                  {(p) => <li>{et('editor.problem.battle', { message: problemText(p) })}</li>}
                </For>
                <For each={[...found().byHex.entries()]}>
                  {([hex, list]) => (
                    <For each={list}>
                      {(p) => (
                        <li>
                          {et('editor.problem.hex', { place: problemPlace(hex), message: problemText(p) })}
                        </li>
                      )}
                    </For>
                  )}
                </For>
              </ul>
            </Show>
          </section>
          <EditionChoice value={edition()} onChange={setEdition} name="editor-edition" />
          <NotesPanel scenario={scenario()} onEdit={apply} />
          <RulesPanel scenario={scenario()} edition={edition()} onEdit={apply} />
        </div>
      </div>
    </main>
  );
}
