// A fast copy of a game state, for applying an action on a draft and for searches that try many
// positions. `structuredClone` walks and re-creates every object through the serializer; this copy
// re-creates only what play can change and shares what is fixed once the game is set up:
// - `options` (house rules and scenario rules, written only by createGame),
// - `terrain` (never changed after setup: a captured tent or a fallen camp replaces the record,
//   board/occupancy.ts clearTerrain),
// - the entries of `history` and of each `bannerLog` (only ever pushed or popped whole),
// - the scenario's objectives, victory rules, zones and tent banners,
// - `firstRoll` (the first player's roll, made once at setup).
// tests/unit/flow/clone.test.ts checks that the copy is exact (same JSON, keys in the same order)
// and independent, and plays random games on every battlefield with the shared parts frozen.

import type { RngState } from '../../engine/rng';
import type { TurnEffects } from './orders/turnEffects';
import type { GameState, PlayerState, TurnState, VictoryRules } from './types';

/** Deep copy of plain JSON data (objects and arrays), keys in the same order. */
export function cloneJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = cloneJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const src = v as Record<string, unknown>;
  for (const k in src) out[k] = cloneJson(src[k]);
  return out as T;
}

/** A record of flat objects (units, leaders, order infos): each entry copied, keys in the same order. */
function cloneFlatRecord<T extends object>(rec: Record<string, T>): Record<string, T> {
  // Spread first, then each entry replaced: a record built key by key is a slow dictionary object
  // past about 16 keys (V8); a spread's copy keeps fast properties.
  const out: Record<string, T> = { ...rec };
  const ids = Object.keys(rec);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    out[id] = { ...rec[id]! };
  }
  return out;
}

function clonePlayer(p: PlayerState): PlayerState {
  const out = { ...p };
  out.hand = p.hand.slice();
  out.dragonHand = p.dragonHand.slice();
  out.bannerLog = p.bannerLog.slice();
  return out;
}

function cloneRng(r: RngState): RngState {
  const out = { ...r };
  out.s = [r.s[0], r.s[1], r.s[2], r.s[3]];
  if (r.script) out.script = r.script.slice();
  return out;
}

function cloneVictory(v: VictoryRules): VictoryRules {
  const out = { ...v };
  if (v.held) out.held = { ...v.held };
  if (v.done) out.done = { ...v.done };
  return out;
}

function cloneEffects(fx: TurnEffects): TurnEffects {
  const out = { ...fx };
  out.move = { ...fx.move };
  out.moveAndBattle = { ...fx.moveAndBattle };
  out.noBattle = fx.noBattle.slice();
  return out;
}

function cloneTurnState(ts: TurnState): TurnState {
  const out = { ...ts };
  out.ordered = cloneFlatRecord(ts.ordered);
  out.effects = cloneEffects(ts.effects);
  out.dragonPlayed = { ...ts.dragonPlayed };
  if (ts.dragon) out.dragon = cloneJson(ts.dragon);
  return out;
}

/** A copy of `state` that play can change without touching `state` (see the header for what is shared). */
export function cloneState(state: GameState): GameState {
  // A spread keeps the state's own key order (so the copy serializes exactly like the original);
  // the fields play changes are then replaced by copies. A field added to GameState that holds an
  // object must be copied here too: the deep check of tests/unit/flow/clone.test.ts fails until it is.
  const out = { ...state };
  out.rng = cloneRng(state.rng);
  out.units = cloneFlatRecord(state.units);
  out.leaders = cloneFlatRecord(state.leaders);
  const players = { ...state.players };
  players.top = clonePlayer(state.players.top);
  players.bottom = clonePlayer(state.players.bottom);
  out.players = players;
  out.commandDeck = state.commandDeck.slice();
  out.commandDiscard = state.commandDiscard.slice();
  out.dragonDeck = state.dragonDeck.slice();
  out.dragonDiscard = state.dragonDiscard.slice();
  out.dragonInPlay = state.dragonInPlay.map((d) => ({ ...d }));
  out.victory = cloneVictory(state.victory);
  out.turnState = cloneTurnState(state.turnState);
  out.stack = cloneJson(state.stack);
  out.history = state.history.slice();
  return out;
}
