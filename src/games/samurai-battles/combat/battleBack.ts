// Battle back: the defender of a close combat strikes the attacker once. Seed 003:1455-1479;
// ranged targets never battle back (1184, 1477-1478); a lone leader cannot battle (1359);
// First Strike / Ambush defenders do not battle back afterwards (2049-2050); a Levy charge is answered
// against one of the levies only, the defender's pick (550-551).

import { unitAt } from '../board/occupancy';
import { adjacent } from '../hex';
import type { GameState, HexKey } from '../types';
import { battleProhibition } from './terrainEffects';
import type { Verdict } from './verdict';

export interface BattleBackInfo {
  mode: 'close' | 'ranged';
  /** The roll being answered was itself a battle back. */
  wasBattleBack: boolean;
  /** The defender already struck first against this attack (First Strike, Ambush). */
  defenderStruckFirst: boolean;
  /** The defender's hex when the attack was declared. */
  defenderHex: HexKey;
  /** The attacker's hex, or the hexes of all levies of a Levy charge. */
  attackerHexes: readonly HexKey[];
}

/**
 * The hexes the defender may battle back against (empty: no battle back). The defender must still
 * exist and stand in its original hex (a blocked retreat that only cost blocks does not stop it,
 * 1466-1470); the attacker must still be next to it, and terrain must allow the attack (cavalry and
 * castles). Whether it rolls any dice after caps is closeCombatDice's answer.
 */
export function battleBackTargets(state: GameState, defenderId: string, info: BattleBackInfo): HexKey[] {
  // battleBackAllowed's checks, its last one (an attacker it may strike) being these targets.
  return refusal(state, defenderId, info) === null ? targets(state, defenderId, info) : [];
}

function targets(state: GameState, defenderId: string, info: BattleBackInfo): HexKey[] {
  const d = state.units[defenderId]!;
  const out: HexKey[] = [];
  for (const h of info.attackerHexes) {
    const a = unitAt(state, h);
    if (
      a !== undefined &&
      a.side !== d.side &&
      adjacent(d.hex, h) &&
      battleProhibition(state, d, h, 'close') === null
    )
      out.push(h);
  }
  return out;
}

/** Why the defender may not battle back, short of the attacker it may strike; null when it may. */
function refusal(state: GameState, defenderId: string, info: BattleBackInfo): string | null {
  if (info.mode !== 'close') return 'a target of ranged fire never battles back';
  if (info.wasBattleBack) return 'a battle back is never answered';
  if (info.defenderStruckFirst) return 'the defender already struck first';
  if (state.leaders[defenderId]) return 'a leader alone cannot battle';
  const d = state.units[defenderId];
  if (!d || d.blocks <= 0) return 'the defender was destroyed';
  if (d.hex !== info.defenderHex) return 'the defender left its hex';
  return battleProhibition(state, d, null, 'close');
}

export function battleBackAllowed(state: GameState, defenderId: string, info: BattleBackInfo): Verdict {
  const why = refusal(state, defenderId, info);
  if (why) return { ok: false, why };
  if (targets(state, defenderId, info).length === 0)
    return { ok: false, why: 'no attacker it may strike is next to it' };
  return { ok: true };
}
