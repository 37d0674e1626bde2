// The Shogun side of the command-line tools: `npm run sim -- --game shogun ...` and
// `npm run engine -- replay|catalog --game shogun ...` (scripts/sim.ts and scripts/engine.ts).

import * as components from '../data/components';
import { LAND_BORDERS, PROVINCES, SEA_LINKS } from '../data/provinces';
import { createGame } from '../flow/create';
import { machine } from '../flow/driver';
import type { Action, GameEvent, Setup } from '../flow/state';
import { DEFAULT_TOWER, TOWER_MODELS, type TowerModelId } from '../rules/tower';
import { eventsFor, viewOf } from '../view';
import { playRandomGame } from './random';

function arg(argv: readonly string[], name: string, fallback?: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
}

/** The game setup named on the command line; throws with a readable message on bad input. */
export function setupFromArgs(argv: readonly string[]): Setup {
  const players = Number(arg(argv, 'players', '4'));
  if (players !== 3 && players !== 4 && players !== 5) throw new Error('--players must be 3, 4 or 5');
  const side = arg(argv, 'side', 'sun');
  if (side !== 'sun' && side !== 'moon') throw new Error('--side must be sun or moon');
  const start = arg(argv, 'start', side === 'sun' ? 'fixed' : 'draft');
  if (start !== 'fixed' && start !== 'draft') throw new Error('--start must be fixed or draft');
  const tower = arg(argv, 'tower', DEFAULT_TOWER) as TowerModelId;
  if (!(tower in TOWER_MODELS) || tower === 'scripted')
    throw new Error(
      `--tower must be one of ${Object.keys(TOWER_MODELS)
        .filter((m) => m !== 'scripted')
        .join(', ')}`,
    );
  return { players, side, start, tower };
}

/** Random games with the invariants checked after every action. Returns the exit code. */
export function shogunSim(argv: readonly string[]): number {
  let setup: Setup;
  try {
    setup = setupFromArgs(argv);
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const games = Number(arg(argv, 'games', '100'));
  const seed0 = Number(arg(argv, 'seed', '1'));
  const views = argv.includes('--views');
  const wins: Record<string, number> = {};
  let decisions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seed = seed0 + g;
    const r = playRandomGame(setup, seed, { checkViews: views });
    if (r.violation) {
      console.error(
        `VIOLATION in shogun (${setup.players} players) with --seed ${seed} at action ${r.violation.action}:`,
      );
      for (const m of r.violation.messages) console.error(`  ${m}`);
      return 1;
    }
    decisions += r.decisions;
    for (const w of r.state.outcome?.winners ?? []) wins[w] = (wins[w] ?? 0) + 1;
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `shogun ${setup.players} players (${setup.start}, ${setup.tower}): ${games} games in ${secs.toFixed(2)} s`,
  );
  console.log(`  ${(games / secs).toFixed(1)} games/s, ${(decisions / secs).toFixed(0)} decisions/s`);
  console.log(
    `  average ${(decisions / games).toFixed(0)} decisions per game; wins by seat ${JSON.stringify(wins)}`,
  );
  return 0;
}

/** replay: applies a JSON list of {seat, action}; catalog: prints the game's data. */
export function shogunEngine(argv: readonly string[], read: (file: string) => string): number {
  const command = argv[2];
  if (command === 'catalog') {
    console.log(
      JSON.stringify(
        {
          components,
          provinces: PROVINCES,
          landBorders: LAND_BORDERS,
          seaLinks: SEA_LINKS,
          towerModels: TOWER_MODELS,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  if (command !== 'replay') {
    console.error('usage: npm run engine -- replay|catalog --game shogun ...');
    return 2;
  }
  try {
    const setup = setupFromArgs(argv);
    const file = arg(argv, 'actions');
    if (!file) throw new Error('replay needs --actions <file>');
    const log = JSON.parse(read(file)) as { seat: components.Seat; action: Action }[];
    if (!Array.isArray(log)) throw new Error('the actions file must hold a JSON list');
    const state = createGame(setup, Number(arg(argv, 'seed', '1')));
    const events: GameEvent[] = [];
    for (const [i, { seat, action }] of log.entries()) {
      const r = machine.apply(state, seat, action);
      if (!r.ok) throw new Error(`action ${i} refused: ${r.reason} ${r.detail}`);
      events.push(...r.events);
    }
    const views = Object.fromEntries(state.seats.map((s) => [s, viewOf(state, s)]));
    const seen = Object.fromEntries(state.seats.map((s) => [s, eventsFor(events, s).length]));
    console.log(
      JSON.stringify(
        {
          decisions: machine
            .decisions(state)
            .map((d) => ({ seat: d.seat, point: d.point, actions: d.actions.length })),
          outcome: state.outcome,
          views,
          events: seen,
        },
        null,
        2,
      ),
    );
    return 0;
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
}
