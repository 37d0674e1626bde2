// Checks that hold after every action of every game: nothing is created or lost, and no view leaks.

import {
  BUILDING_KINDS,
  BUILDING_TILES,
  CUBES_PER_PLAYER,
  PEASANT_CUBES,
  TOTAL_CHESTS,
  UNREST_MARKERS,
} from '../data/components';
import { PROVINCE_IDS } from '../data/provinces';
import type { ShogunGame } from '../flow/state';
import { planCards } from '../rules/bidding';
import { countOf, towerContents } from '../rules/tower';
import { viewOf } from '../view';

export function invariantProblems(state: ShogunGame, checkViews = false): string[] {
  const problems: string[] = [];
  const inside = towerContents(state.tower);
  let chests = state.bank;
  for (const seat of state.seats) {
    const p = state.players[seat]!;
    chests += p.chests;
    let onBoard = 0;
    for (const id of PROVINCE_IDS)
      if (state.provinces[id]?.owner === seat) onBoard += state.provinces[id]!.armies;
    const total = p.supply + onBoard + countOf(inside, seat) + countOf(state.tray, seat);
    if (total !== CUBES_PER_PLAYER) problems.push(`${seat} has ${total} cubes, not ${CUBES_PER_PLAYER}`);
    if (p.supply < 0 || p.chests < 0 || p.rice < 0)
      problems.push(`${seat} has a negative supply, chests or rice`);
    for (const card of planCards(state.plans[seat] ?? { spaces: {}, bid: null }))
      if ('province' in card && state.provinces[card.province]?.owner !== seat)
        problems.push(`${seat} plans with ${card.province}, not its own`);
  }
  if (chests !== TOTAL_CHESTS) problems.push(`${chests} chests in the game, not ${TOTAL_CHESTS}`);
  const peasants = state.peasantSupply + countOf(inside, 'peasant') + countOf(state.tray, 'peasant');
  if (peasants !== PEASANT_CUBES) problems.push(`${peasants} peasants, not ${PEASANT_CUBES}`);
  let unrest = state.unrestSupply;
  const built = { castle: 0, temple: 0, theatre: 0 };
  for (const id of PROVINCE_IDS) {
    const p = state.provinces[id];
    if (!p) continue;
    unrest += p.unrest;
    for (const b of p.buildings) built[b] += 1;
    if (p.owner && p.armies < 1) problems.push(`${id} is held by ${p.owner} without an army`);
    if (!p.owner && (p.armies > 0 || p.buildings.length > 0 || p.unrest > 0))
      problems.push(`neutral ${id} holds armies, buildings or unrest`);
    if (new Set(p.buildings).size !== p.buildings.length) problems.push(`${id} has two buildings of a kind`);
  }
  if (unrest !== UNREST_MARKERS) problems.push(`${unrest} unrest markers, not ${UNREST_MARKERS}`);
  for (const kind of BUILDING_KINDS) {
    if (
      built[kind] + state.buildingSupply[kind] !== BUILDING_TILES[kind] ||
      built[kind] > BUILDING_TILES[kind]
    )
      problems.push(`${kind} tiles do not add up`);
  }
  if (checkViews) problems.push(...viewLeaks(state));
  return problems;
}

/** No view holds the tower's inside, the generator, or another seat's secret plan before its reveal. */
export function viewLeaks(state: ShogunGame): string[] {
  const leaks: string[] = [];
  for (const viewer of [...state.seats, 'spectator' as const]) {
    const view = viewOf(state, viewer);
    const text = JSON.stringify(view);
    if (text.includes('"inside"') || text.includes('"rng"') || text.includes('"script"'))
      leaks.push(`the view of ${viewer} shows the tower or the generator`);
    if (state.box) {
      const own = viewer === 'spectator' ? undefined : state.box.drafts[viewer];
      if (JSON.stringify(view.planning?.mine) !== JSON.stringify(own))
        leaks.push(`the view of ${viewer} shows a plan not its own`);
      if (Object.keys(view.plans).length > 0)
        leaks.push(`the view of ${viewer} shows plans before the reveal`);
    }
    if (view.actionRow.slice(state.actionsShown).some((a) => a !== null))
      leaks.push(`the view of ${viewer} shows a face-down action card`);
  }
  return leaks;
}
