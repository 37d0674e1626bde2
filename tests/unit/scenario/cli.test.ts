import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function check(...files: string[]) {
  const r = spawnSync(TSX, ['scripts/scenario-check.ts', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout };
}

const tmp = mkdtempSync(join(tmpdir(), 'kassen-scenario-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run scenario:check', () => {
  it('exits 0 on good files', () => {
    const r = check('scenarios/test/test-duel.json', 'scenarios/gmt/12-okehazama-dengakuhazama-gorge.json');
    expect(r.out).toContain('2 file(s), 0 problem(s)');
    expect(r.code).toBe(0);
  });

  it('checks every scenario and the index when given no files', () => {
    const r = check();
    expect(r.out).toMatch(/\d+ file\(s\), 0 problem\(s\)/);
    expect(r.code).toBe(0);
  });

  it('prints file: path: message for a broken file and exits non-zero', () => {
    const r = check(
      'tests/fixtures/scenarios-broken/foot-leader-on-cavalry.json',
      'scenarios/test/test-duel.json',
    );
    expect(r.out).toContain(
      'tests/fixtures/scenarios-broken/foot-leader-on-cavalry.json: leaders[0].hex: a foot leader cannot lead the cavalry',
    );
    expect(r.out).toContain('2 file(s), 1 problem(s)');
    expect(r.code).toBe(1);
  });

  it('reports a file that is not JSON at all', () => {
    const bad = join(tmp, 'not-json.json');
    writeFileSync(bad, '{ "format": ');
    const r = check(bad);
    expect(r.out).toMatch(/not-json\.json: \(root\): not valid JSON/);
    expect(r.code).toBe(1);
  });
});
