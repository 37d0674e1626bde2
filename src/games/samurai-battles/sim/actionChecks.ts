// Checks on what one action did (the action and the events it produced), for rules that fire at a
// moment rather than hold in every state (those are in invariants.ts). The simulator runs them
// after every action; each reads its numbers from the edition's rules profile or unit sheets.

import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import type { Action } from '../flow/actions';
import type { GameEvent } from '../flow/events';
import type { GameState, Side } from '../types';
import type { GameStart } from './invariants';

/**
 * Checks on what one action did (the action and its events), for rules that fire at a moment rather
 * than hold in every state. Each reads its numbers from the edition's profile.
 */
export function checkAction(
  state: GameState,
  action: Action,
  events: readonly GameEvent[],
  start?: GameStart,
): string[] {
  const out: string[] = [];
  const rules = rulesOf(state);
  if (start) checkTents(state, events, start, out);
  checkSurrender(state, events, out);
  // Lack of honor: 4 dice, plus the edition's extra dice per unpaid token (GMT 003:1716-1721; Zvezda 002:696).
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'lack-of-honor') continue;
    const roll = events.slice(i + 1).find((x) => x.type === 'dice');
    const want = 4 + e.unpaid * rules.lackOfHonorDicePerUnpaid;
    if (roll?.type === 'dice' && roll.faces.length !== want)
      out.push(
        `lack of honor for ${e.unpaid} unpaid tokens rolled ${roll.faces.length} dice, ${rules.name} rolls ${want}`,
      );
  }
  // A lone leader moving off across his baseline pays the edition's price (GMT 3, 003:1104-1108;
  // Zvezda 0, 002:326-330). Retreating off (Zvezda, 002:597-605) pays the retreat's 3 instead.
  if (action.type === 'exit' && !events.some((e) => e.type === 'retreated')) {
    const exited = events.find((e) => e.type === 'leader-exited');
    if (exited?.type === 'leader-exited') {
      const paid = -events.reduce(
        (n, e) => n + (e.type === 'honor' && e.side === exited.side && e.delta < 0 ? e.delta : 0),
        0,
      );
      const cost = rules.leaderMoveOffCost;
      if (paid > cost || (paid < cost && state.players[exited.side].honor > 0))
        out.push(`leader ${exited.leader} left the board for ${paid} tokens, ${rules.name} charges ${cost}`);
    }
  }
  // A lone leader retreats off his baseline only where the edition allows it (Zvezda 002:597-605; GMT never, 003:1638-1639).
  if (action.type === 'exit' && !rules.leaderMayRetreatOffBoard && events.some((e) => e.type === 'retreated'))
    out.push(`leader ${action.piece} retreated off the board, ${rules.name} forbids it`);
  if (!rules.bowsHitLoneLeaderAtRange) checkBowsAtLoneLeaders(state, events, out);
  checkBattleAfterMoving(state, events, out);
  checkBodyguardRules(state, events, out);
  return out;
}

/**
 * Command tents that are not Zvezda camps fall only as a turn starts, and then always when a unit of
 * the player whose turn it is holds them (GMT 003:766-771, 2731-2734, 4019-4021; under Zvezda for a
 * tent without a commander at setup, lead's ruling). A Zvezda camp falls the moment it is empty
 * (002:1098; checked in every state).
 */
function checkTents(state: GameState, events: readonly GameEvent[], start: GameStart, out: string[]): void {
  const started = events.findIndex((e) => e.type === 'turn-start');
  events.forEach((e, i) => {
    if (e.type !== 'tent-captured') return;
    const tent = start.tents.find((t) => t.side === e.side);
    if (tent && !start.camps.includes(tent.hex) && (started < 0 || started > i))
      out.push(`the ${e.side} tent ${tent.hex} fell outside the start of a turn`);
    else if (tent && !start.camps.includes(tent.hex) && e.by !== state.active)
      out.push(`the ${e.side} tent ${tent.hex} fell at the start of a turn not its captor's`);
  });
  if (started < 0 || state.winner) return;
  for (const { hex, side } of start.tents) {
    if (start.camps.includes(hex) || state.terrain[hex]?.t !== 'tent') continue;
    const u = Object.values(state.units).find((x) => x.hex === hex);
    if (u && u.side !== side && u.side === state.active)
      out.push(`enemy unit ${u.id} holds the ${side} tent ${hex} as its own turn starts`);
  }
}

/**
 * Bodyguards: they surrender when their commander dies only under GMT (003:738-740), are fired at
 * only under Zvezda (GMT 003:733).
 */
function checkBodyguardRules(state: GameState, events: readonly GameEvent[], out: string[]): void {
  const rules = rulesOf(state);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'bodyguards-surrender' && !rules.bodyguardsSurrender)
      out.push(`bodyguards ${e.unit} surrendered, ${rules.name} has them fight on`);
    if (e.type !== 'battle' || e.mode !== 'ranged' || rules.bodyguardsRangedTarget) continue;
    const hits = events.slice(i + 1).find((x) => x.type === 'hits' || x.type === 'battle');
    const target = hits?.type === 'hits' ? state.units[hits.target] : undefined;
    if (target && statsOf(state, target).bodyguard)
      out.push(`${e.unit} fired at the bodyguards ${target.id}`);
  }
}

/**
 * A unit that moved this turn battles only as its edition's sheet allows: the GMT arquebus not at all
 * (seed 003:511-514), the Zvezda arquebus in close combat only (seed 002:396, 477). Battles back and
 * turns with a Dragon card played are left out (cards may lift the limits).
 */
function checkBattleAfterMoving(state: GameState, events: readonly GameEvent[], out: string[]): void {
  const ts = state.turnState;
  for (const e of events) {
    if (e.type !== 'battle' || e.battleBack || ts.dragonPlayed[e.side] !== null) continue;
    const u = state.units[e.unit];
    const moved = ts.ordered[e.unit]?.moved ?? 0;
    if (!u || moved === 0) continue;
    const sheet = statsOf(state, u);
    if (sheet.noBattleIfMoved) out.push(`${u.type} ${u.id} battled after moving ${moved} hexes`);
    else if (e.mode === 'ranged' && sheet.ranged?.moved === 'cannot-fire')
      out.push(`${u.type} ${u.id} fired after moving ${moved} hexes`);
  }
}

/**
 * Surrender (Zvezda 002:777; GMT 003:1903-1904): under Zvezda a duel or seppuku that leaves a player a
 * command of one card ends the game at once, and otherwise only an empty hand at the start of his
 * turn makes a player give up (flow/turn.ts); under GMT a player surrenders only as his turn starts.
 */
function checkSurrender(state: GameState, events: readonly GameEvent[], out: string[]): void {
  const surrendered = events.find((e) => e.type === 'surrender');
  if (rulesOf(state).surrender === 'after-duel-or-seppuku') {
    const lost = events.some(
      (e) => e.type === 'seppuku' || (e.type === 'dragon-played' && e.card.startsWith('personal-challenge')),
    );
    // A player left with no card at all as his turn starts (a GMT scenario's draw rule) cannot command.
    const emptyHanded =
      surrendered &&
      state.players[surrendered.side].hand.length === 0 &&
      events.some((e) => e.type === 'turn-start' && e.side === surrendered.side);
    if (surrendered && !lost && !emptyHanded)
      out.push(`${surrendered.side} surrendered without a duel, a seppuku or an empty hand`);
    if (!lost || state.winner) return;
    // The loser of the duel or the leader's owner: whoever the action cost a Command card.
    const losers = new Set<Side>();
    for (const e of events) if (e.type === 'seppuku' || e.type === 'hand-size') losers.add(e.side);
    for (const side of losers) {
      if (state.players[side].handSize <= 1)
        out.push(
          `${side} is down to a command of ${state.players[side].handSize} after a duel or seppuku and plays on`,
        );
    }
  } else if (surrendered && !events.some((e) => e.type === 'turn-start' && e.side === surrendered.side)) {
    out.push(`${surrendered.side} surrendered outside the start of his turn`);
  }
}

/** Zvezda bows score nothing at range against a lone leader (seed 002:647-650); the arquebus still does. */
function checkBowsAtLoneLeaders(state: GameState, events: readonly GameEvent[], out: string[]): void {
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'battle' || e.mode !== 'ranged') continue;
    const shooter = state.units[e.unit];
    if (!shooter || statsOf(state, shooter).ranged?.swordsHit !== false) continue;
    const hits = events.slice(i + 1).find((x) => x.type === 'hits' || x.type === 'battle');
    if (hits?.type !== 'hits' || state.units[hits.target] || hits.hits === 0) continue;
    const isLeader =
      state.leaders[hits.target] !== undefined ||
      events.some((x) => (x.type === 'leader-killed' || x.type === 'seppuku') && x.leader === hits.target);
    if (isLeader)
      out.push(`bow ${e.unit} scored ${hits.hits} hits at range on the lone leader ${hits.target}`);
  }
}
