// Campaigns for the screens: the stored ones read back through their checker, a new one begun, the
// battlefields a battle may be played on (ours, else one of My battles made for it), the setup of
// the next battle with what carries over, and the result written when its game ends. A campaign
// resumes like a save: its battle under way is its save, and a finished or deleted save is noticed
// when the campaign is opened.

import { readBattle } from '../../editor/transfer';
import type { BattleResult, LossChoice } from '../../games/samurai-battles/campaign/carry-over';
import { carryOver, carryRolls } from '../../games/samurai-battles/campaign/carry-over';
import {
  type CampaignProgress,
  currentStep,
  forgotten,
  type MapChoice,
  newProgress,
  readProgress,
  recorded,
  stepOfSave,
  stepSeed,
} from '../../games/samurai-battles/campaign/progress';
import { resultOf } from '../../games/samurai-battles/campaign/score';
import {
  type CampaignBattle,
  type CampaignId,
  campaignById,
} from '../../games/samurai-battles/campaign/table';
import { samuraiBattles } from '../../games/samurai-battles/index';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import type { DieFace, Edition, GameState, Side } from '../../games/samurai-battles/types';
import { getBattle, listBattles } from '../../store/battles';
import { type CampaignRow, getCampaign, listCampaigns, putCampaign } from '../../store/campaigns';
import { SaveError } from '../../store/errors';
import { newId } from '../../store/id';
import { listSaves, loadSave, rebuildState } from '../../store/index';
import { setupOf } from '../editor/battles';
import { scenarioTitle } from '../scenario-text';
import { loadScenario, loadScenarioIndex } from '../scenarios';

export type StoredCampaign = { row: CampaignRow; read: ReturnType<typeof readProgress> };

export async function storedCampaigns(): Promise<StoredCampaign[]> {
  return (await listCampaigns()).map((row) => ({ row, read: readProgress(row.progress) }));
}

export async function beginCampaign(
  id: CampaignId,
  edition: Edition,
  seed: number,
): Promise<CampaignProgress> {
  const p = newProgress(newId(), id, edition, seed, Date.now());
  await putCampaign(p.id, p);
  return p;
}

export async function saveProgress(p: CampaignProgress): Promise<void> {
  await putCampaign(p.id, p);
}

/** A stored campaign, or why it cannot be opened. */
export async function loadProgress(id: string): Promise<CampaignProgress> {
  const read = readProgress((await getCampaign(id)).progress);
  // A damaged record: the store's code says so in the player's language; the detail is for developers.
  if (!read.ok) throw new SaveError('corrupt', read.message);
  return read.progress;
}

/** A battlefield a campaign battle may be played on. */
export interface MapOption {
  choice: MapChoice;
  title: string;
  scenario: ScenarioV1;
}

/** A map choice as one string ('ours:id' or 'mine:id'), to compare and to name radio options. */
export function choiceKey(c: MapChoice): string {
  return c.kind === 'ours' ? `ours:${c.scenario}` : `mine:${c.battle}`;
}

/**
 * The battlefields for battle `gmtNumber`: ours first (scenarios/index.json), then each of My
 * battles made for it (its gmtNumber, kept by the editor from the notes it started from).
 */
export async function mapOptions(gmtNumber: number): Promise<MapOption[]> {
  const out: MapOption[] = [];
  for (const entry of await loadScenarioIndex()) {
    if (entry.kind !== 'playable' || entry.gmtNumber !== gmtNumber || entry.id.startsWith('test-')) continue;
    const r = await loadScenario(entry);
    if (r.ok)
      out.push({
        choice: { kind: 'ours', scenario: entry.id },
        title: scenarioTitle(entry.id, r.scenario.title),
        scenario: r.scenario,
      });
  }
  for (const row of await listBattles()) {
    const read = readBattle(row.scenario);
    if (!read.ok || read.scenario.gmtNumber !== gmtNumber) continue;
    out.push({ choice: { kind: 'mine', battle: row.id }, title: row.title, scenario: read.scenario });
  }
  return out;
}

/** The battle notes of a campaign battle (to draw a map for it in the editor). */
export async function notesOf(battle: CampaignBattle): Promise<ScenarioV1 | null> {
  const entry = (await loadScenarioIndex()).find((e) => e.id === battle.notes);
  if (!entry) return null;
  const r = await loadScenario(entry);
  return r.ok ? r.scenario : null;
}

/** The scenario of a chosen battlefield, read again (a battle of one's own may have been edited). */
export async function scenarioOf(choice: MapChoice): Promise<ScenarioV1> {
  if (choice.kind === 'mine') {
    const read = readBattle((await getBattle(choice.battle)).scenario);
    if (!read.ok) throw new Error(`the battle “${choice.battle}” is damaged`);
    return read.scenario;
  }
  const entry = (await loadScenarioIndex()).find((e) => e.id === choice.scenario);
  const r = entry ? await loadScenario(entry) : null;
  if (!r?.ok) throw new Error(`the battlefield “${choice.scenario}” is not in this build`);
  return r.scenario;
}

/** The dice each army rolls before battle `step`, when its notes carry losses and the battle before has a result. */
export function rollsBefore(p: CampaignProgress, step: number): Record<Side, DieFace[]> | null {
  const battle = campaignById(p.campaign)?.battles[step];
  const before = p.steps[step - 1]?.result;
  if (battle?.carry.kind !== 'losses' || !before) return null;
  return carryRolls(stepSeed(p, step), before);
}

/** The setup of battle `step` on its battlefield, with the losses carried from the battle before. */
export function battleSetup(
  p: CampaignProgress,
  step: number,
  scenario: ScenarioV1,
  losses?: Record<Side, LossChoice>,
): Setup {
  const rolls = rollsBefore(p, step);
  const before = p.steps[step - 1]?.result as BattleResult | undefined;
  const carried =
    rolls && before && losses ? carryOver(scenario, p.edition, before, rolls, losses) : scenario;
  return setupOf(carried, p.edition);
}

/** The battle under way, checked against its save: a finished game gives its result, a deleted one frees the battle. */
export async function reconcile(p: CampaignProgress): Promise<CampaignProgress> {
  const step = currentStep(p);
  const save = step === null ? undefined : p.steps[step]?.save;
  if (step === null || !save) return p;
  const entry = (await listSaves()).find((e) => (e.ok ? e.header.id : e.id) === save);
  let next = p;
  if (!entry) next = forgotten(p, step);
  else if (entry.ok && entry.header.finished) {
    const state = rebuildState(samuraiBattles, await loadSave(save)).state as GameState;
    const result = resultOf(state);
    if (result) next = recorded(p, step, result);
  }
  if (next !== p) await saveProgress(next);
  return next;
}

/** A game ended: if it is a campaign's battle under way, its result is written to the campaign. */
export async function recordGameEnd(save: string, state: GameState): Promise<boolean> {
  const result = resultOf(state);
  if (!result) return false;
  for (const c of await storedCampaigns()) {
    if (!c.read.ok) continue;
    const step = stepOfSave(c.read.progress, save);
    if (step === null) continue;
    await saveProgress(recorded(c.read.progress, step, result));
    return true;
  }
  return false;
}

/**
 * The titles of the battlefields a campaign's battles can be played on, by map choice: ours in the
 * current language (from the index), the player's own as they named them.
 */
export async function fieldTitles(): Promise<(map: MapChoice) => string | null> {
  const [index, mine] = await Promise.all([loadScenarioIndex(), listBattles()]);
  const ours = new Map(index.map((e) => [e.id, e.title]));
  const own = new Map(mine.map((b) => [b.id, b.title]));
  return (map) => {
    if (map.kind === 'mine') return own.get(map.battle) ?? null;
    const title = ours.get(map.scenario);
    return title === undefined ? null : scenarioTitle(map.scenario, title);
  };
}
