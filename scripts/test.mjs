// `npm test`: every check the project has, each one run even when an earlier one failed. The build
// comes first; then two lanes run side by side, because the browser tests leave about half of the
// two cores idle (taps wait for frames, timers and the network; docs/performance.md, session 22):
//   browser lane  vitest project "browser" -> test-artifacts/results/browser.json, output live, then
//                 its 12 slowest files with their seconds
//   checks lane   typecheck  tsc --noEmit -p tsconfig.json       (counts as one test)
//                 lint       biome check src tests scripts bench  (counts as one test)
//                 unit       vitest project "unit", a worker fewer than the cores -> test-artifacts/results/unit.json
//                 Its output goes to test-artifacts/checks-lane.log and is printed when the lane ends.
// The build counts only when it fails. `npm test -- --unit-only` runs the checks lane alone, the
// unit tests on every core, output live. It writes test-artifacts/results/summary.json and ends
// with one line `N passed, N failed`. `node scripts/test.mjs --count` recounts from the result
// files and prints that line again (used by .ci/run). `node scripts/test.mjs --durations` writes the
// last unit run's slow files to scripts/test-durations.json, the order the unit files start in
// (scripts/test-order.ts).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-artifacts', 'results');
const SUMMARY = join(RESULTS, 'summary.json');
const BIN = join(ROOT, 'node_modules', '.bin');
const MINUTE = 60_000;

/**
 * Runs a command in its own process group, killed whole on timeout. Its output and the lines about
 * it go to `out`: this process's own output (the default) or a log file's descriptor.
 */
function run(label, command, args, timeoutMs, out = null, env = process.env) {
  const say = (line) => (out === null ? console.log(line) : writeFileSync(out, `${line}\n`));
  say(`\n=== ${label}: ${[command.replace(BIN + '/', ''), ...args].join(' ')} ===`);
  return new Promise((resolve) => {
    const started = Date.now();
    const stdio = out === null ? 'inherit' : ['ignore', out, out];
    const child = spawn(command, args, { cwd: ROOT, stdio, detached: true, env });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      say(`${label}: still running after ${timeoutMs / MINUTE} minutes, killing it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    const forward = () => {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', forward);
    const done = (code) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const exitCode = timedOut ? 124 : (code ?? 1);
      say(`=== ${label}: exit ${exitCode} in ${seconds}s ===`);
      resolve(exitCode);
    };
    child.on('error', (error) => {
      say(`${label}: could not start ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code) => done(code));
  });
}

function vitestArgs(project) {
  const report = join('test-artifacts', 'results', `${project}.json`);
  return {
    report,
    args: [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Recounts everything from summary.json and the vitest JSON reports it names.
 * passed/failed: vitest tests (assertion level) + one per check; extra failures for things that
 * break without a failing test: a test file that errored outside its tests, a vitest run that
 * exited non-zero with no failure recorded or wrote no report, a failed build, and no test at all.
 */
function count() {
  const summary = readJson(SUMMARY);
  if (!summary) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      lines: ['summary.json missing or unreadable: the test script did not finish'],
    };
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let vitestTests = 0;
  const lines = [];
  for (const check of summary.checks) {
    if (check.counts === 'always' || !check.ok) {
      if (check.ok) passed += 1;
      else failed += 1;
    }
    lines.push(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}`);
  }
  for (const run of summary.vitest) {
    const report = readJson(join(ROOT, run.report));
    if (!report) {
      failed += 1;
      lines.push(`FAIL ${run.project}: no JSON report (vitest exit ${run.exitCode})`);
      continue;
    }
    const p = report.numPassedTests ?? 0;
    let f = report.numFailedTests ?? 0;
    const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    vitestTests += p + f;
    // A file that failed to load, or whose hooks threw, fails without a failing test in it.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    );
    f += brokenFiles.length;
    if (run.exitCode !== 0 && f === 0) f += 1;
    passed += p;
    failed += f;
    skipped += s;
    const notes = [];
    if (brokenFiles.length > 0) notes.push(`${brokenFiles.length} file(s) errored outside tests`);
    if (s > 0) notes.push(`${s} skipped`);
    if (run.exitCode !== 0) notes.push(`vitest exit ${run.exitCode}`);
    lines.push(
      `${f === 0 ? 'ok  ' : 'FAIL'} ${run.project}: ${p} passed, ${f} failed${notes.length ? ` (${notes.join(', ')})` : ''}`,
    );
    lines.push(...failureLines(report));
  }
  if (vitestTests === 0) {
    failed += 1;
    lines.push('FAIL no vitest test ran');
  }
  return { passed, failed, skipped, lines };
}

/**
 * One line per failing test or broken file, with the first line of its message: CI shows only the
 * tail of the output, so the summary itself has to name what failed.
 */
function failureLines(report) {
  const out = [];
  const firstLine = (messages) =>
    String(messages?.[0] ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? '';
  for (const file of report.testResults ?? []) {
    const name = relative(ROOT, file.name);
    const failing = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failing)
      out.push(`     ${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages)}`);
    if (file.status === 'failed' && failing.length === 0)
      out.push(`     ${name}: ${firstLine([file.message])}`);
  }
  return out;
}

/** Each file of a vitest JSON report with its seconds, slowest first. */
function fileSeconds(path) {
  return (readJson(path)?.testResults ?? [])
    .map((file) => ({ name: relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The slowest files of a vitest JSON report, in seconds: where the stage's time goes (docs/performance.md). */
function printSlowest(path, n) {
  const files = fileSeconds(path);
  if (files.length === 0) return;
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\n=== slowest of ${files.length} files (${total.toFixed(0)} s in all) ===`);
  for (const file of files.slice(0, n)) console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
}

/** scripts/test-durations.json from the last unit run: every file of a second or more. */
function writeDurations() {
  const files = fileSeconds(join(RESULTS, 'unit.json')).filter((file) => file.seconds >= 1);
  if (files.length === 0) {
    console.error('no unit run to read: run `npm test -- --unit-only` first');
    return 1;
  }
  const list = Object.fromEntries(files.map((file) => [file.name, Math.round(file.seconds * 10) / 10]));
  writeFileSync(join(ROOT, 'scripts', 'test-durations.json'), `${JSON.stringify(list, null, 2)}\n`);
  console.log(`scripts/test-durations.json: ${files.length} files`);
  return 0;
}

function printCount() {
  const { passed, failed, skipped, lines } = count();
  console.log('\n=== summary ===');
  for (const line of lines) console.log(line);
  if (skipped > 0)
    console.log(
      `${skipped} skipped (not run: a hook failed before them, or .skip/.todo, which this project does not allow)`,
    );
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main(argv) {
  const known = new Set(['--unit-only', '--count', '--durations']);
  const unknown = argv.filter((a) => !known.has(a));
  if (unknown.length > 0) {
    console.error(`unknown option(s): ${unknown.join(' ')} (known: --unit-only, --count, --durations)`);
    return 2;
  }
  if (argv.includes('--count')) return printCount() === 0 ? 0 : 1;
  if (argv.includes('--durations')) return writeDurations();

  const unitOnly = argv.includes('--unit-only');
  rmSync(RESULTS, { recursive: true, force: true });
  if (!unitOnly) rmSync(join(ROOT, 'test-artifacts', 'screenshots'), { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  const summary = { mode: unitOnly ? 'unit-only' : 'full', checks: [], vitest: [] };
  const save = () => writeFileSync(SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
  save();

  /**
   * Typecheck, lint and the unit tests, one after another, into `out` (see run). Beside the browser
   * lane the unit tests take a worker fewer than the cores (one on two): the browser lane keeps a
   * core, so its taps meet a machine as busy as before, and each unit test still has a core.
   */
  const checksLane = async (out, unitEnv) => {
    const tsc = await run(
      'typecheck',
      join(BIN, 'tsc'),
      ['--noEmit', '-p', 'tsconfig.json'],
      10 * MINUTE,
      out,
    );
    summary.checks.push({ name: 'typecheck', ok: tsc === 0, counts: 'always', exitCode: tsc });
    save();
    // A fresh clone has no empty folders (git does not keep them), so lint only the ones that exist.
    const lintDirs = ['src', 'tests', 'scripts', 'bench'].filter((d) => existsSync(join(ROOT, d)));
    const lint = await run('lint', join(BIN, 'biome'), ['check', ...lintDirs], 5 * MINUTE, out);
    summary.checks.push({ name: 'lint', ok: lint === 0, counts: 'always', exitCode: lint });
    save();
    const unit = vitestArgs('unit');
    const unitExit = await run('unit tests', join(BIN, 'vitest'), unit.args, 30 * MINUTE, out, unitEnv);
    summary.vitest.push({ project: 'unit', report: unit.report, exitCode: unitExit });
    save();
  };

  if (unitOnly) {
    await checksLane(null, process.env);
    printSlowest(join(RESULTS, 'unit.json'), 12);
  } else {
    // Remove the old build so a failed build can never leave stale files for the browser tests.
    rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
    const build = await run('build', join(BIN, 'vite'), ['build'], 10 * MINUTE);
    summary.checks.push({ name: 'build', ok: build === 0, counts: 'on-failure', exitCode: build });
    save();

    const log = join(ROOT, 'test-artifacts', 'checks-lane.log');
    const out = openSync(log, 'w');
    console.log(
      `\n=== checks lane (typecheck, lint, unit tests) runs beside the browser tests: ${relative(ROOT, log)} ===`,
    );
    const checks = checksLane(out, {
      ...process.env,
      KASSEN_UNIT_WORKERS: String(Math.max(1, availableParallelism() - 1)),
    }).finally(() => {
      closeSync(out);
      console.log(
        `\n=== checks lane done; its output: ===\n${readFileSync(log, 'utf8')}=== end of the checks lane ===`,
      );
      printSlowest(join(RESULTS, 'unit.json'), 12);
    });
    const browser = vitestArgs('browser');
    const browserExit = await run('browser tests', join(BIN, 'vitest'), browser.args, 30 * MINUTE);
    summary.vitest.push({ project: 'browser', report: browser.report, exitCode: browserExit });
    save();
    await checks;
    printSlowest(join(ROOT, browser.report), 12);
  }

  const totals = count();
  summary.passed = totals.passed;
  summary.failed = totals.failed;
  summary.skipped = totals.skipped;
  save();
  return printCount() === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
