// The combat calculator's question: who battles whom, from which terrain, with which modifiers.
// It is part of the companion state (both players see the same calculator, a save keeps it), and
// each field is changed by its own action, so every legal change can be listed from small domains.
// The rule set is not one of those fields: it is the companion game's setting (its table's edition),
// added to the question when the calculator answers it (specIn).

import {
  type Edition,
  SIDES,
  type Side,
  type TerrainId,
  UNIT_TYPE_IDS,
  type UnitTypeId,
  unitStatsFor,
} from '../samurai-battles/rules-api';

/** The terrain types a unit may stand on or be attacked in (every tile of the GMT set). */
export const TERRAIN_IDS: readonly TerrainId[] = [
  'open',
  'forest',
  'hill',
  'river',
  'ford',
  'bridge',
  'buildings',
  'fields',
  'ravine',
  'tent',
  'fence',
  'palisade',
  'castle',
];

export type CalcTarget = UnitTypeId | 'lone-leader';
/** The Command card that ordered the attacker, for its dice bonus (Cavalry Charge close +1, Shogun +1). */
export type CalcCard = 'none' | 'cavalry-charge' | 'shogun';

export interface CombatSpec {
  /** The rule set (absent: GMT 2021). */
  edition?: Edition;
  /** The army that rolls (it keeps the Honor & Fortune symbols). */
  side: Side;
  kind: 'close' | 'ranged';
  attacker: UnitTypeId;
  /** Blocks left in the attacking unit: bodyguards roll one die per block. */
  attackerBlocks: number;
  /** Levy units charging together (levy infantry in close combat only); 1 = a normal attack. */
  levies: number;
  attackerTerrain: TerrainId;
  target: CalcTarget;
  /** Blocks left in the target: tells whether the hits wipe it out. */
  targetBlocks: number;
  targetTerrain: TerrainId;
  /** Hexes to the target in ranged combat (close combat is always 1). */
  distance: number;
  /** The attacker moved this turn before battling. */
  moved: boolean;
  /** A leader inspires the attacker (1 token, +1 die, close combat only). */
  inspired: boolean;
  card: CalcCard;
  /** Extra dice (or fewer, when negative) from a Dragon card. */
  dragonDice: number;
  /** The roll is a battle back: Command card bonuses belong to the active player's ordered units. */
  battleBack: boolean;
  /** A leader stands with the target unit (a flag ignored, a casualty check after hits). */
  targetLeader: boolean;
  /** Two or more friendly units or lone leaders stand next to the target. */
  targetSupport: boolean;
}

/** The fields a player changes roll by roll (the edition is the game's, not the roll's). */
export type CalcField = Exclude<keyof CombatSpec, 'edition'>;

/** Every value each field may take. */
export const CALC_DOMAINS: { readonly [K in CalcField]: readonly CombatSpec[K][] } = {
  side: SIDES,
  kind: ['close', 'ranged'],
  attacker: UNIT_TYPE_IDS,
  attackerBlocks: [1, 2, 3, 4],
  levies: [1, 2, 3],
  attackerTerrain: TERRAIN_IDS,
  target: [...UNIT_TYPE_IDS, 'lone-leader'],
  targetBlocks: [1, 2, 3, 4],
  targetTerrain: TERRAIN_IDS,
  distance: [2, 3, 4],
  moved: [false, true],
  inspired: [false, true],
  card: ['none', 'cavalry-charge', 'shogun'],
  dragonDice: [-2, -1, 0, 1, 2, 3],
  battleBack: [false, true],
  targetLeader: [false, true],
  targetSupport: [false, true],
};

export const CALC_FIELDS = Object.keys(CALC_DOMAINS) as CalcField[];

export function defaultSpec(side: Side): CombatSpec {
  return {
    side,
    kind: 'close',
    attacker: 'SSp',
    attackerBlocks: 4,
    levies: 1,
    attackerTerrain: 'open',
    target: 'ASp',
    targetBlocks: 4,
    targetTerrain: 'open',
    distance: 2,
    moved: false,
    inspired: false,
    card: 'none',
    dragonDice: 0,
    battleBack: false,
    targetLeader: false,
    targetSupport: false,
  };
}

/**
 * The calculator's question under the game's rule set. GMT 2021 is the absent edition, so the
 * questions and rolls of GMT games keep the shape they always had (and old saves replay the same).
 */
export function specIn(calc: CombatSpec, edition: Edition): CombatSpec {
  const { edition: _stored, ...rest } = calc;
  return edition === 'gmt2021' ? rest : { ...rest, edition };
}

/** The rule set of a question (absent: GMT 2021). */
export function specEdition(spec: CombatSpec): Edition {
  return spec.edition ?? 'gmt2021';
}

/**
 * Blocks a unit of the question has: the number chosen, but never more than its sheet allows under
 * the question's rule set (Zvezda 2012 bodyguards are 3 blocks; the choices go up to 4).
 */
export function blocksIn(spec: CombatSpec, type: UnitTypeId, chosen: number): number {
  return Math.min(chosen, unitStatsFor(specEdition(spec), type).blocks);
}

/** A field change as carried by a `calc` action: the field and one value of its domain. */
export type CalcChange = { [K in CalcField]: { field: K; value: CombatSpec[K] } }[CalcField];

/** Sets one field (apply() has checked that the change is one of the listed legal ones). */
export function setCalcField(spec: CombatSpec, change: CalcChange): void {
  (spec as unknown as Record<string, unknown>)[change.field] = change.value;
}
