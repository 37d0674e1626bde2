// What each die of a Lack of Honor roll does. Seed 003:1724-1766.
// - After a unit's retreat: its own symbol hits it; another unit symbol hits the nearest unit of the
//   army with that symbol, measured from where the retreat ended; the owner breaks ties.
// - After a lone leader's retreat: 1+ swords kill him; unit symbols hit the nearest unit as above.
// - For a Dragon card's cost: each unit symbol hits any unit of the army with that symbol (owner's choice).
// Swords (except against a lone leader), flags and honor symbols do nothing. No leader check follows.
// Zvezda 2012 reads the dice the same way (seed 002:698-718; seed 000:499-509, where 000:505's "every
// result other than a sword" gives way to 002:711: flags and honor do nothing); only the number of
// dice differs (combat/honor.ts lackOfHonorDice).

import { statsOf } from '../data/units';
import { distanceKeys } from '../hex';
import type { DieFace, GameState, HexKey, Side, Unit, UnitSymbol } from '../types';

/**
 * `gone` describes a retreating unit already destroyed when the roll is made (it lost its last block
 * on a retreat hex it could not make, seed 003:1592-1594): the other symbols are counted from the hex
 * where its retreat ended and its own symbol does nothing.
 */
export type LackOfHonorOrigin =
  | { unitId: string; gone?: { hex: HexKey; symbol: UnitSymbol } }
  | { leaderId: string }
  | { dragon: true };

export interface LackOfHonorDie {
  face: DieFace;
  /**
   * - `hit`: one block off `unitId`, no choice left;
   * - `owner-chooses`: one block off one of `candidates` (equally near), see `choices`;
   * - `kill-leader`: the lone leader `leaderId` dies;
   * - `nothing`: no effect (`why` says why).
   */
  effect: 'hit' | 'owner-chooses' | 'kill-leader' | 'nothing';
  unitId?: string;
  leaderId?: string;
  candidates?: string[];
  why: string;
}

export interface LackOfHonorResult {
  /** One entry per die, in the order rolled. */
  dice: LackOfHonorDie[];
  /** Blocks lost without any choice, by unit id (never more than the unit has). */
  hits: Record<string, number>;
  /**
   * Hits the owner spreads over equally near units: `hits` blocks among `candidates`, each unit at most
   * its blocks (there are always fewer hits than the candidates' blocks together).
   */
  choices: { symbol: UnitSymbol; hits: number; candidates: string[] }[];
  /** The lone leader killed by a sword, if any. */
  leaderKilled: string | null;
}

const UNIT_FACES: readonly UnitSymbol[] = ['circle', 'triangle', 'square'];

function isUnitFace(f: DieFace): f is 'circle' | 'triangle' | 'square' {
  return f === 'circle' || f === 'triangle' || f === 'square';
}

/** Units of `side` with `symbol`, grouped by distance from `from` (nearest group first). */
function tiersBySymbol(
  state: GameState,
  side: Side,
  symbol: UnitSymbol,
  from: HexKey | null,
  skip: string | null,
) {
  const units: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === side && u.id !== skip && statsOf(state, u).symbol === symbol && u.blocks > 0)
      units.push(u);
  }
  if (from === null) return units.length > 0 ? [units] : [];
  const byDist = new Map<number, Unit[]>();
  for (const u of units) {
    const d = distanceKeys(from, u.hex);
    const list = byDist.get(d);
    if (list) list.push(u);
    else byDist.set(d, [u]);
  }
  return [...byDist.keys()].sort((a, b) => a - b).map((d) => byDist.get(d)!);
}

export function lackOfHonorLosses(
  state: GameState,
  side: Side,
  faces: readonly DieFace[],
  origin: LackOfHonorOrigin,
): LackOfHonorResult {
  const dice: (LackOfHonorDie | null)[] = faces.map(() => null);
  const hits: Record<string, number> = {};
  const choices: LackOfHonorResult['choices'] = [];
  let leaderKilled: string | null = null;

  let from: HexKey | null = null;
  let retreating: Unit | null = null;
  let goneSymbol: UnitSymbol | null = null;
  let loneLeader: string | null = null;
  if ('unitId' in origin) {
    const u = state.units[origin.unitId];
    if (u) {
      retreating = u;
      from = u.hex;
    } else if (origin.gone) {
      goneSymbol = origin.gone.symbol;
      from = origin.gone.hex;
    } else throw new Error(`no unit ${origin.unitId}`);
  } else if ('leaderId' in origin) {
    const l = state.leaders[origin.leaderId];
    if (!l) throw new Error(`no leader ${origin.leaderId}`);
    loneLeader = l.id;
    from = l.hex;
  }

  const left = new Map<string, number>();
  const blocksLeft = (u: Unit): number => left.get(u.id) ?? u.blocks;
  const hit = (u: Unit, i: number, why: string): void => {
    left.set(u.id, blocksLeft(u) - 1);
    hits[u.id] = (hits[u.id] ?? 0) + 1;
    dice[i] = { face: faces[i]!, effect: 'hit', unitId: u.id, why };
  };

  // Non-unit faces first.
  faces.forEach((f, i) => {
    if (f === 'swords' && loneLeader) {
      if (leaderKilled === null) {
        leaderKilled = loneLeader;
        dice[i] = {
          face: f,
          effect: 'kill-leader',
          leaderId: loneLeader,
          why: 'a sword kills the retreating leader',
        };
      } else dice[i] = { face: f, effect: 'nothing', why: 'the leader is already dead' };
    } else if (!isUnitFace(f)) {
      dice[i] = { face: f, effect: 'nothing', why: `${f} has no effect on a Lack of Honor roll` };
    }
  });

  for (const symbol of UNIT_FACES) {
    const idx: number[] = [];
    faces.forEach((f, i) => {
      if (f === symbol) idx.push(i);
    });
    if (idx.length === 0) continue;

    if (retreating && statsOf(state, retreating).symbol === symbol) {
      const r = retreating;
      for (const i of idx) {
        if (blocksLeft(r) > 0) hit(r, i, 'same symbol as the retreating unit');
        else dice[i] = { face: symbol, effect: 'nothing', why: 'the retreating unit is already destroyed' };
      }
      continue;
    }
    if (goneSymbol === symbol) {
      for (const i of idx)
        dice[i] = { face: symbol, effect: 'nothing', why: 'the retreating unit is already destroyed' };
      continue;
    }

    const tiers = tiersBySymbol(state, side, symbol, from, retreating?.id ?? null);
    let k = 0; // next die of this symbol to place
    for (const tier of tiers) {
      if (k >= idx.length) break;
      const remaining = idx.length - k;
      const capacity = tier.reduce((s, u) => s + blocksLeft(u), 0);
      if (tier.length === 1 || remaining >= capacity) {
        // No real choice: one unit, or every unit of the group is destroyed anyway.
        for (const u of tier) {
          while (k < idx.length && blocksLeft(u) > 0) {
            hit(u, idx[k]!, 'dragon' in origin ? 'a unit with this symbol' : 'nearest unit with this symbol');
            k++;
          }
        }
      } else {
        const candidates = tier.map((u) => u.id);
        choices.push({ symbol, hits: remaining, candidates });
        const why =
          'dragon' in origin ? 'owner picks a unit with this symbol' : 'owner picks among equally near units';
        for (; k < idx.length; k++)
          dice[idx[k]!] = { face: symbol, effect: 'owner-chooses', candidates, why };
      }
    }
    for (; k < idx.length; k++) {
      dice[idx[k]!] = { face: symbol, effect: 'nothing', why: 'no unit with this symbol is left' };
    }
  }

  return { dice: dice.map((d) => d!), hits, choices, leaderKilled };
}
