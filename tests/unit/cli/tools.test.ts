// The engine's command-line tools (issue 2): `npm run engine -- replay|catalog` and `npm run sim`.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { loadScenario } from '../property/run';

function tsx(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8', timeout: 120_000 });
}

describe('command-line tools', () => {
  it('engine catalog prints the unit, terrain, Command and Dragon card tables', { timeout: 120_000 }, () => {
    const r = tsx(['scripts/engine.ts', 'catalog']);
    expect(r.status).toBe(0);
    const c = JSON.parse(r.stdout);
    expect(Object.keys(c.units)).toContain('SBC');
    expect(Object.keys(c.terrain)).toContain('castle');
    expect(Object.keys(c.commandCards)).toHaveLength(28);
    expect(Object.keys(c.dragonCards).length).toBeGreaterThanOrEqual(37);
  });

  it('engine replay applies actions with scripted dice and prints the state and both views', {
    timeout: 120_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'kassen-cli-'));
    // Take the first legal action three times, as a player would, to build the actions file.
    const state = samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
    const actions = [];
    for (let i = 0; i < 3; i++) {
      const d = soleDecision(samuraiBattles, state)!;
      const a = d.actions[0]!;
      actions.push({ seat: d.seat, action: a });
      samuraiBattles.apply(state, d.seat, a);
    }
    writeFileSync(join(dir, 'actions.json'), JSON.stringify(actions));
    writeFileSync(join(dir, 'dice.json'), JSON.stringify(['swords', 'flag', 'honor']));
    const r = tsx([
      'scripts/engine.ts',
      'replay',
      '--scenario',
      'scenarios/test/test-duel.json',
      '--seed',
      '3',
      '--actions',
      join(dir, 'actions.json'),
      '--dice',
      join(dir, 'dice.json'),
    ]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.state.actionCount).toBe(3);
    expect(out.views.top.players.bottom.hand).toBeNull();
    expect(out.views.bottom.players.top.hand).toBeNull();
    expect(JSON.stringify(out.views)).not.toContain('"rng"');
  });

  it('engine replay refuses an illegal action with its reason and a non-zero exit', {
    timeout: 120_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'kassen-cli-'));
    writeFileSync(
      join(dir, 'actions.json'),
      JSON.stringify([{ seat: 'top', action: { type: 'end-battles' } }]),
    );
    const r = tsx([
      'scripts/engine.ts',
      'replay',
      '--scenario',
      'scenarios/test/test-duel.json',
      '--actions',
      join(dir, 'actions.json'),
    ]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/refused/);
  });

  it('sim plays games, prints games/s and decisions/s, and exits 0', { timeout: 300_000 }, () => {
    const r = tsx([
      'scripts/sim.ts',
      '--scenario',
      'scenarios/test/test-duel.json',
      '--games',
      '3',
      '--seed',
      '1',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/games\/s/);
    expect(r.stdout).toMatch(/decisions\/s/);
  });

  it('sim refuses a broken scenario file with its problems', { timeout: 120_000 }, () => {
    const r = tsx([
      'scripts/sim.ts',
      '--scenario',
      'tests/fixtures/scenarios-broken/half-hex.json',
      '--games',
      '1',
    ]);
    expect(r.status).not.toBe(0);
  });
});
