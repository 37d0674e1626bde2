// npm run engine -- replay --scenario <file> --seed S --actions <file> [--dice <file>] [--edition E]
// npm run engine -- catalog [--edition E]
// replay: applies a JSON list of {seat, action} (scripted dice if given) and prints the final state
// and both players' views as JSON. catalog: prints the rules profile and the unit, leader, terrain,
// Command and Dragon card tables. E is gmt2021 (the default) or zvezda2012.

import { readFileSync } from 'node:fs';
import { COMMAND_CARDS } from '../src/games/samurai-battles/data/commandCards';
import {
  DRAGON_CARDS,
  defaultDragonCopies,
  defaultDragonCosts,
} from '../src/games/samurai-battles/data/dragonCards';
import { terrainTable } from '../src/games/samurai-battles/data/terrain';
import { leaderStatsFor, unitTable } from '../src/games/samurai-battles/data/units';
import { EDITIONS } from '../src/games/samurai-battles/editions';
import type { Action } from '../src/games/samurai-battles/flow/actions';
import { applyAction, samuraiBattles } from '../src/games/samurai-battles/index';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { parseEdition } from '../src/games/samurai-battles/sim/edition';
import {
  DIE_FACES,
  type DieFace,
  type Edition,
  type LeaderKind,
  type Side,
} from '../src/games/samurai-battles/types';
import { eventsFor } from '../src/games/samurai-battles/view';
import { shogunEngine } from '../src/games/shogun/sim/cli';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

function editionArg(): Edition {
  try {
    return parseEdition(arg('edition'));
  } catch (e) {
    return fail((e as Error).message);
  }
}

const LEADER_KINDS: readonly LeaderKind[] = ['foot', 'mounted', 'commander'];

// npm run engine -- replay|catalog --game shogun [--players N --seed S --actions <file>]
if (arg('game') === 'shogun') process.exit(shogunEngine(process.argv, (f) => readFileSync(f, 'utf8')));

const command = process.argv[2];
if (command === 'catalog') {
  const edition = editionArg();
  console.log(
    JSON.stringify(
      {
        edition: EDITIONS[edition],
        units: unitTable(edition),
        leaders: Object.fromEntries(LEADER_KINDS.map((k) => [k, leaderStatsFor(edition, k)])),
        terrain: terrainTable(edition),
        commandCards: COMMAND_CARDS,
        dragonCards: DRAGON_CARDS,
        // The edition's deck: copies and costs per card (house rules may change them per game).
        dragonDeck: { copies: defaultDragonCopies(edition), costs: defaultDragonCosts(edition) },
      },
      null,
      2,
    ),
  );
} else if (command === 'replay') {
  const file = arg('scenario') ?? fail('--scenario <file> is required');
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) fail(checked.problems.map((p) => `${file}: ${p.path}: ${p.message}`).join('\n'));
  const seed = Number(arg('seed') ?? '1');
  const actionsFile = arg('actions') ?? fail('--actions <file> is required');
  const actions = JSON.parse(readFileSync(actionsFile, 'utf8')) as { seat: Side; action: Action }[];
  const state = samuraiBattles.setup({ scenario: checked.scenario, edition: editionArg() }, seed);
  const diceFile = arg('dice');
  if (diceFile) {
    // Every random draw after setup is taken from the script: die faces by name, other draws as integers.
    const script = (JSON.parse(readFileSync(diceFile, 'utf8')) as (DieFace | number)[]).map((d) =>
      typeof d === 'number' ? d : DIE_FACES.indexOf(d),
    );
    if (script.some((n) => n < 0)) fail(`${diceFile}: die faces are ${DIE_FACES.join(', ')}`);
    state.rng.script = script;
  }
  const log: unknown[] = [];
  actions.forEach((entry, i) => {
    const r = applyAction(state, entry.seat, entry.action);
    if (!r.ok) fail(`action ${i} (${JSON.stringify(entry)}) refused: ${r.reason}: ${r.detail}`);
    log.push(...eventsFor(r.events, 'spectator'));
  });
  console.log(
    JSON.stringify(
      {
        state,
        views: { top: samuraiBattles.view(state, 'top'), bottom: samuraiBattles.view(state, 'bottom') },
        events: log,
      },
      null,
      2,
    ),
  );
} else {
  fail(
    'usage: npm run engine -- replay --scenario <file> --seed S --actions <file> [--dice <file>] [--edition E] | catalog [--edition E]' +
      ' (E: gmt2021, the default, or zvezda2012)',
  );
}
