// The editor's tools: what a tap on a hex does (paint terrain, place a unit or leader, remove
// pieces, mark a zone) and its settings. Radio buttons and selects: large, named, no colour code.

import { For, type JSX, Show } from 'solid-js';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { LEADER_KINDS, TERRAIN_IDS, UNIT_TYPES } from '../../games/samurai-battles/scenario/schema';
import { type Edition, SIDES } from '../../games/samurai-battles/types';
import { leaderKindName, terrainName, unitTypeName } from '../game/names';
import { et } from './i18n';
import { TOOL_MODES, type Tool } from './tool';

export function Palette(props: {
  tool: Tool;
  onTool: (tool: Tool) => void;
  scenario: ScenarioV1;
  edition: Edition;
}): JSX.Element {
  const set = (patch: Partial<Tool>) => props.onTool({ ...props.tool, ...patch });
  const mode = () => props.tool.mode;
  const needsSide = () =>
    mode() === 'unit' || mode() === 'leader' || (mode() === 'terrain' && props.tool.terrain === 'tent');
  return (
    <fieldset class="editor-palette">
      <legend>{et('editor.tools')}</legend>
      <div class="editor-modes">
        <For each={TOOL_MODES}>
          {(m) => (
            <label class="choice">
              <input
                type="radio"
                name="editor-tool"
                checked={mode() === m}
                onChange={() => set({ mode: m })}
              />
              <span>{et(`editor.tool.${m}`)}</span>
            </label>
          )}
        </For>
      </div>
      <div class="editor-settings">
        <Show when={mode() === 'terrain'}>
          <label>
            {et('editor.terrain')}
            <select
              value={props.tool.terrain}
              onChange={(e) => set({ terrain: e.currentTarget.value as Tool['terrain'] })}
            >
              <For each={TERRAIN_IDS}>
                {(id) => (
                  <option value={id}>{id === 'open' ? et('editor.terrain.open') : terrainName(id)}</option>
                )}
              </For>
            </select>
          </label>
          <Show when={props.tool.terrain === 'hill'}>
            <label>
              {et('editor.hill')}
              <input
                type="text"
                value={props.tool.hill}
                onChange={(e) => set({ hill: e.currentTarget.value })}
              />
            </label>
          </Show>
        </Show>
        <Show when={needsSide()}>
          <label>
            {et('editor.side')}
            <select
              value={props.tool.side}
              onChange={(e) => set({ side: e.currentTarget.value as Tool['side'] })}
            >
              <For each={SIDES}>
                {(side) => <option value={side}>{props.scenario.armies[side].name}</option>}
              </For>
            </select>
          </label>
        </Show>
        <Show when={mode() === 'unit'}>
          <label>
            {et('editor.unitType')}
            <select
              value={props.tool.unit}
              onChange={(e) => set({ unit: e.currentTarget.value as Tool['unit'] })}
            >
              <For each={UNIT_TYPES}>
                {(u) => <option value={u}>{unitTypeName(u, props.edition)}</option>}
              </For>
            </select>
          </label>
          <label>
            {et('editor.blocks')}
            <select
              value={String(props.tool.blocks)}
              onChange={(e) => set({ blocks: Number(e.currentTarget.value) })}
            >
              <option value="0">{et('editor.blocksFull')}</option>
              <For each={[1, 2, 3, 4]}>{(n) => <option value={String(n)}>{n}</option>}</For>
            </select>
          </label>
          <label>
            {et('editor.unitGroup')}
            <input
              type="text"
              value={props.tool.group}
              onChange={(e) => set({ group: e.currentTarget.value })}
            />
          </label>
        </Show>
        <Show when={mode() === 'leader'}>
          <label>
            {et('editor.leaderKind')}
            <select
              value={props.tool.leader}
              onChange={(e) => set({ leader: e.currentTarget.value as Tool['leader'] })}
            >
              <For each={LEADER_KINDS}>{(k) => <option value={k}>{leaderKindName(k)}</option>}</For>
            </select>
          </label>
          <label>
            {et('editor.leaderName')}
            <input
              type="text"
              value={props.tool.leaderName}
              onChange={(e) => set({ leaderName: e.currentTarget.value })}
            />
          </label>
        </Show>
        <Show when={mode() === 'zone'}>
          <Show
            when={(props.scenario.zones ?? []).length > 0}
            fallback={<p class="muted">{et('editor.noZone')}</p>}
          >
            <label>
              {et('editor.zone')}
              <select value={props.tool.zone} onChange={(e) => set({ zone: e.currentTarget.value })}>
                <option value="">—</option>
                <For each={props.scenario.zones ?? []}>{(z) => <option value={z.id}>{z.name}</option>}</For>
              </select>
            </label>
          </Show>
        </Show>
      </div>
    </fieldset>
  );
}
