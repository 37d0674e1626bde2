// npm run scenario:check [files...]
// Validates scenario files and prints each problem as `file: path: message`; exits 1 on any.
// Without arguments it checks every file under scenarios/, the index, unique ids and campaign links.

import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CatalogFile,
  checkIndexMatches,
  checkScenarioSet,
  INDEX_FILE,
} from '../src/games/samurai-battles/scenario/catalog';
import {
  listScenarioFiles,
  loadIndexFile,
  loadScenarioFile,
} from '../src/games/samurai-battles/scenario/load-file';

const SCENARIO_DIR = fileURLToPath(new URL('../scenarios/', import.meta.url));

let problems = 0;
const print = (file: string, path: string, message: string) => {
  problems++;
  console.log(`${file}: ${path}: ${message}`);
};
const shown = (abs: string) => relative(process.cwd(), abs) || abs;

function checkFiles(paths: string[]): CatalogFile[] {
  const good: CatalogFile[] = [];
  for (const abs of paths) {
    if (basename(abs) === INDEX_FILE) {
      const r = loadIndexFile(abs);
      if (!r.ok) for (const p of r.problems) print(shown(abs), p.path, p.message);
      continue;
    }
    const r = loadScenarioFile(abs);
    if (r.ok) good.push({ file: relative(SCENARIO_DIR, abs).split('\\').join('/'), scenario: r.scenario });
    else for (const p of r.problems) print(shown(abs), p.path, p.message);
  }
  return good;
}

const args = process.argv.slice(2);
let count: number;
if (args.length > 0) {
  const paths = args.map((a) => resolve(a));
  count = paths.length;
  checkFiles(paths);
} else {
  const rel = listScenarioFiles(SCENARIO_DIR);
  count = rel.length + 1;
  const good = checkFiles(rel.map((f) => resolve(SCENARIO_DIR, f)));
  const at = (f: string) => shown(resolve(SCENARIO_DIR, f));
  for (const p of checkScenarioSet(good)) print(at(p.file), p.path, p.message);
  const index = loadIndexFile(resolve(SCENARIO_DIR, INDEX_FILE));
  if (!index.ok) for (const p of index.problems) print(at(INDEX_FILE), p.path, p.message);
  else for (const p of checkIndexMatches(index.index, good)) print(at(p.file), p.path, p.message);
}

console.log(`scenario:check: ${count} file(s), ${problems} problem(s)`);
process.exit(problems > 0 ? 1 : 0);
