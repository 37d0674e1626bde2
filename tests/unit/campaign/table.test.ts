// The campaign table against the battle notes it names: every battle exists under scenarios/gmt with
// the same number, armies and seed lines; the loss carry-over is exactly where the notes put it
// (seed 003:3218-3225 after battle 19, 003:4066-4069 after battle 40), and nowhere else.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, campaignById } from '../../../src/games/samurai-battles/campaign/table';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';

const GMT = join(__dirname, '../../../scenarios/gmt');
const notes = new Map<string, ScenarioV1>(
  readdirSync(GMT).map((f) => {
    const s = JSON.parse(readFileSync(join(GMT, f), 'utf8')) as ScenarioV1;
    return [s.id, s];
  }),
);

describe('campaign table', () => {
  it('holds the series and mini-campaigns the book names, in order', () => {
    expect(CAMPAIGNS.map((c) => [c.id, c.battles.map((b) => b.gmtNumber)])).toEqual([
      ['kawanakajima', [13, 14, 15, 16, 17]],
      ['konodai', [18, 19]],
      ['nagashino', [28, 29, 30, 31]],
      ['sekigahara', [36, 37, 38]],
      ['domyoji', [39, 40]],
    ]);
    expect(campaignById('konodai')?.year).toBe(1564);
    expect(campaignById('nowhere')).toBeUndefined();
  });

  it('names each battle by the notes of the same number, armies and seed lines', () => {
    for (const c of CAMPAIGNS) {
      for (const b of c.battles) {
        const n = notes.get(b.notes);
        expect(n, b.notes).toBeDefined();
        expect(n?.gmtNumber).toBe(b.gmtNumber);
        expect({ top: n?.armies.top.name, bottom: n?.armies.bottom.name }).toEqual(b.armies);
        expect(n?.source?.lines).toEqual(b.seed);
      }
    }
  });

  it('carries losses only into 19 and 40, as their notes say (seed 003:3218, 003:4066)', () => {
    const carried = CAMPAIGNS.flatMap((c) => c.battles.filter((b) => b.carry.kind === 'losses'));
    expect(carried.map((b) => b.gmtNumber)).toEqual([19, 40]);
    for (const c of CAMPAIGNS) expect(c.battles[0]?.carry).toEqual({ kind: 'none' });
    // seed 003:3218 (18 and 19 as a mini-campaign) and 003:4066 (39 and 40): the only two in the
    // book's notes (003:2459-4110); the notes' own links (scenarios/gmt links.carryLosses) agree.
    const linked = [...notes.values()].filter((s) => s.links?.carryLosses).map((s) => s.gmtNumber);
    expect(linked.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([19, 40]);
  });
});
