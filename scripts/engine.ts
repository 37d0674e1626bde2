// npm run engine -- replay --scenario <file> --seed S --actions <file> [--dice <file>]
// npm run engine -- catalog
// replay: applies a JSON list of {seat, action} (scripted dice if given) and prints the final state
// and both players' views as JSON. catalog: prints the unit, terrain, Command and Dragon card tables.

import { readFileSync } from 'node:fs';
import { COMMAND_CARDS } from '../src/games/samurai-battles/data/commandCards';
import { DRAGON_CARDS } from '../src/games/samurai-battles/data/dragonCards';
import { TERRAIN } from '../src/games/samurai-battles/data/terrain';
import { LEADERS, UNITS } from '../src/games/samurai-battles/data/units';
import type { Action } from '../src/games/samurai-battles/flow/actions';
import { applyAction, samuraiBattles } from '../src/games/samurai-battles/index';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { DIE_FACES, type DieFace, type Side } from '../src/games/samurai-battles/types';
import { eventsFor } from '../src/games/samurai-battles/view';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

const command = process.argv[2];
if (command === 'catalog') {
  console.log(
    JSON.stringify(
      {
        units: UNITS,
        leaders: LEADERS,
        terrain: TERRAIN,
        commandCards: COMMAND_CARDS,
        dragonCards: DRAGON_CARDS,
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
  const state = samuraiBattles.setup({ scenario: checked.scenario }, seed);
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
    'usage: npm run engine -- replay --scenario <file> --seed S --actions <file> [--dice <file>] | catalog',
  );
}
