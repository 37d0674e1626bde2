// A battle as a file and as a link: the same battle comes back, and anything broken is refused
// with a reason (never thrown), before anything could be stored.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  battleCodeIn,
  battleFileName,
  battleFileText,
  battleLink,
  MAX_BATTLE_BYTES,
  packBattle,
  readBattleText,
  unpackBattle,
} from '../../../src/editor/transfer';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';

const anegawa = JSON.parse(readFileSync('scenarios/battles/anegawa.json', 'utf8')) as ScenarioV1;
const notes = readFileSync('scenarios/gmt/01-first-samurai-skirmish.json', 'utf8');

describe('battle files', () => {
  it('reads back the battle it wrote, named by its id', () => {
    expect(battleFileName(anegawa)).toBe('anegawa.json');
    expect(readBattleText(battleFileText(anegawa))).toEqual({ ok: true, scenario: anegawa });
  });

  it('refuses text that is not JSON, too large, battle notes with no map, or an invalid battle', () => {
    expect(readBattleText('{ not json')).toMatchObject({ ok: false, reason: 'not-json' });
    expect(readBattleText(' '.repeat(MAX_BATTLE_BYTES + 1))).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    expect(readBattleText(notes)).toMatchObject({ ok: false, reason: 'no-map' });
    const broken = { ...anegawa, units: [{ ...anegawa.units[0], hex: '99,99' }] };
    const r = readBattleText(JSON.stringify(broken));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('invalid');
      expect(r.problems.some((p) => p.path === 'units[0].hex')).toBe(true);
    }
  });
});

describe('battle links', () => {
  it('packs a battle into a link that brings the same battle back, smaller than its JSON', async () => {
    const code = await packBattle(anegawa);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(JSON.stringify(anegawa).length / 2);
    const link = battleLink('http://127.0.0.1:4173/kassen/', code);
    expect(link).toBe(`http://127.0.0.1:4173/kassen/#battle=${code}`);
    expect(battleCodeIn(link)).toBe(code);
    expect(await unpackBattle(code)).toEqual({ ok: true, scenario: anegawa });
  });

  it('finds no battle in other addresses, and refuses a damaged code', async () => {
    expect(battleCodeIn('http://127.0.0.1/#join=ABCD')).toBeNull();
    expect(battleCodeIn('http://127.0.0.1/')).toBeNull();
    expect(battleCodeIn('http://127.0.0.1/#battle=<script>')).toBeNull();
    const code = await packBattle(anegawa);
    expect(await unpackBattle(code.slice(0, code.length / 2))).toMatchObject({
      ok: false,
      reason: 'bad-link',
    });
    expect(await unpackBattle('AAAA')).toMatchObject({ ok: false });
  });
});
