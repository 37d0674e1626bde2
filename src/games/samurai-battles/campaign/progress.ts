// A campaign under way: which map each battle was played on, the losses chosen before it, its save
// and its result. Plain JSON, kept in IndexedDB (src/store/campaigns.ts) and checked here when read
// back, so a damaged record is reported instead of breaking the screen. Every change returns a new
// record (the screens write it whole).

import * as v from 'valibot';
import type { Edition, Side } from '../types';
import type { BattleResult, LossChoice } from './carry-over';
import { type CampaignId, campaignById } from './table';

export const CAMPAIGN_FORMAT = 'kassen-campaign';

/** The battlefield a battle is played on: one of ours (by scenario id) or one of My battles. */
export type MapChoice = { kind: 'ours'; scenario: string } | { kind: 'mine'; battle: string };

export interface StepProgress {
  map?: MapChoice;
  /** The losses each army chose with its roll (battles whose notes carry losses). */
  losses?: Record<Side, LossChoice>;
  /** The save of the game, once started. */
  save?: string;
  result?: BattleResult;
}

export interface CampaignProgress {
  format: typeof CAMPAIGN_FORMAT;
  version: 1;
  id: string;
  campaign: CampaignId;
  edition: Edition;
  /** Seeds the carry-over dice (carry-over.ts), so a reopened campaign shows the same roll. */
  seed: number;
  created: number;
  /** One per battle of the campaign, in its order. */
  steps: StepProgress[];
}

export function newProgress(
  id: string,
  campaign: CampaignId,
  edition: Edition,
  seed: number,
  now: number,
): CampaignProgress {
  const table = campaignById(campaign);
  if (!table) throw new Error(`no campaign ${campaign}`);
  return {
    format: CAMPAIGN_FORMAT,
    version: 1,
    id,
    campaign,
    edition,
    seed: seed >>> 0,
    created: now,
    steps: table.battles.map(() => ({})),
  };
}

/** The battle to play next (its index), or null when every battle has a result. */
export function currentStep(p: CampaignProgress): number | null {
  const i = p.steps.findIndex((s) => !s.result);
  return i < 0 ? null : i;
}

/** The seed of the carry-over dice rolled before battle `step`. */
export function stepSeed(p: CampaignProgress, step: number): number {
  return (p.seed + Math.imul(step, 0x9e3779b1)) >>> 0;
}

function withStep(p: CampaignProgress, step: number, change: (s: StepProgress) => StepProgress) {
  if (step !== currentStep(p)) throw new Error(`battle ${step + 1} is not the one to play now`);
  return { ...p, steps: p.steps.map((s, i) => (i === step ? change(s) : s)) };
}

/** The map and losses of the battle to play, fixed as it starts. */
export function planned(
  p: CampaignProgress,
  step: number,
  map: MapChoice,
  losses?: Record<Side, LossChoice>,
): CampaignProgress {
  return withStep(p, step, (s) => {
    if (s.save) throw new Error('this battle has already started');
    return { map, ...(losses ? { losses } : {}) };
  });
}

export function started(p: CampaignProgress, step: number, save: string): CampaignProgress {
  return withStep(p, step, (s) => ({ ...s, save }));
}

/** The battle's save is gone (deleted): the battle can be planned and started again. */
export function forgotten(p: CampaignProgress, step: number): CampaignProgress {
  return withStep(p, step, () => ({}));
}

export function recorded(p: CampaignProgress, step: number, result: BattleResult): CampaignProgress {
  return withStep(p, step, (s) => ({ ...s, result }));
}

/** The step whose game is this save and has no result yet, if any. */
export function stepOfSave(p: CampaignProgress, save: string): number | null {
  const i = currentStep(p);
  return i !== null && p.steps[i]?.save === save ? i : null;
}

const side = v.picklist(['top', 'bottom']);
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const indices = v.array(count);
const lossChoice = v.object({ blocks: indices, pushes: indices });
const stepSchema = v.object({
  map: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('ours'), scenario: v.string() }),
      v.object({ kind: v.literal('mine'), battle: v.string() }),
    ]),
  ),
  losses: v.optional(v.object({ top: lossChoice, bottom: lossChoice })),
  save: v.optional(v.string()),
  result: v.optional(v.object({ winner: side, banners: v.object({ top: count, bottom: count }) })),
});
const progressSchema = v.object({
  format: v.literal(CAMPAIGN_FORMAT),
  version: v.literal(1),
  id: v.pipe(v.string(), v.minLength(1)),
  campaign: v.picklist(['kawanakajima', 'konodai', 'nagashino', 'sekigahara', 'domyoji']),
  edition: v.picklist(['gmt2021', 'zvezda2012']),
  seed: count,
  created: v.number(),
  steps: v.array(stepSchema),
});

/** A stored record read back: the progress, or why it cannot be used. */
export function readProgress(
  raw: unknown,
): { ok: true; progress: CampaignProgress } | { ok: false; message: string } {
  const r = v.safeParse(progressSchema, raw);
  if (!r.success) {
    const issue = r.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    return { ok: false, message: path ? `${path}: ${issue?.message}` : (issue?.message ?? 'unreadable') };
  }
  const p = r.output as CampaignProgress;
  if (campaignById(p.campaign)?.battles.length !== p.steps.length) {
    return { ok: false, message: 'steps: not one per battle of the campaign' };
  }
  return { ok: true, progress: p };
}
