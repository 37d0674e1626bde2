// Reaction windows: a decision point for one player in which he may play a Dragon card (or,
// before the opponent's close-combat roll, First Strike) or pass. Under the game option
// `reactionPauses: 'always'` every window is a decision, offering only `pass` when the player holds
// nothing playable, so nobody can tell from the flow of the game what he holds. Under 'when-able'
// such a window is skipped, with a `window-skipped` event only its player sees (docs/engine.md
// "Reaction windows").

import type { Side } from '../types';
import type { Action } from './actions';
import { newCombat, stepWindowsWith } from './combat';
import { type Ctx, emit, irreversible } from './context';
import { addDragonActions, frameInfo, playDragonAction } from './dragon';
import type { CombatFrame, DragonWindow, Frame, WindowFrame } from './frames';
import { type Prompt, pop, push, type StepHandler } from './machine';
import { canStrikeFirst } from './rules';

/** The combat a window belongs to (the frame under it), if any. */
function combatBelow(ctx: Ctx): CombatFrame | undefined {
  const st = ctx.state.stack;
  for (let i = st.length - 2; i >= 0; i--) {
    const f = st[i]!;
    if (f.kind === 'combat') return f;
  }
  return undefined;
}

/** Each window's decision point name, made once (not a new string at every window decision). */
const POINTS = new Map<DragonWindow, string>();
function pointOf(w: DragonWindow): string {
  let point = POINTS.get(w);
  if (point === undefined) {
    point = `window:${w}`;
    POINTS.set(w, point);
  }
  return point;
}

/** Each seat alone, as a skipped window's audience (shared: an event's audience is only read). */
const AUDIENCE: Readonly<Record<Side, Side[]>> = Object.freeze({
  top: Object.freeze(['top']) as unknown as Side[],
  bottom: Object.freeze(['bottom']) as unknown as Side[],
});

/** The pass every window offers first (shared: actions a listing hands out are never changed). */
const PASS: Action = { type: 'pass' };

const FIRST_STRIKE = 'first-strike';

/** Whether a Command card instance is a First Strike ('first-strike#2'), without cutting its id out. */
function isFirstStrike(card: string): boolean {
  // The first letter first: most cards in hand fail there.
  return (
    card.charCodeAt(0) === 102 /* f */ &&
    card.startsWith(FIRST_STRIKE) &&
    (card.length === FIRST_STRIKE.length || card[FIRST_STRIKE.length] === '#')
  );
}

/** Pass and the First Strikes the window offers, or undefined when it offers none. */
function firstStrikeActions(ctx: Ctx, f: WindowFrame): Action[] | undefined {
  if (f.window !== 'before-opponent-roll') return undefined;
  const c = combatBelow(ctx);
  if (c?.mode !== 'close' || c.battleBack || c.strikesFirst || c.targetIsLeader) return undefined;
  // The hand first: most hold no First Strike, and then whether the defender could strike (a battle
  // back search) does not matter.
  const hand = ctx.state.players[f.seat].hand;
  let out: Action[] | undefined;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (!isFirstStrike(card)) continue;
    out ??= [PASS];
    out.push({ type: 'first-strike', card });
  }
  if (out === undefined || !canStrikeFirst(ctx.state, c.target, c.attacker)) return undefined;
  return out;
}

export const windowStep: StepHandler<Extract<Frame, { kind: 'window' }>> = {
  readsOnly: true,
  step(ctx, f): Prompt | null {
    // Pass, then the First Strikes, then the cards, in one list made once something is offered.
    const actions = addDragonActions(ctx.state, f.seat, f, firstStrikeActions(ctx, f), PASS);
    if (actions !== undefined) return { seat: f.seat, point: pointOf(f.window), actions };
    if (ctx.state.options.reactionPauses === 'always')
      return { seat: f.seat, point: pointOf(f.window), actions: [PASS] };
    // Private to the seat: the opponent must not learn that nothing could be played here.
    emit(ctx, { type: 'window-skipped', seat: f.seat, window: f.window, audience: AUDIENCE[f.seat] });
    pop(ctx.state);
    return null;
  },
  on: {
    pass(ctx) {
      pop(ctx.state);
    },
    'play-dragon'(ctx, f, action) {
      pop(ctx.state);
      playDragonAction(ctx, f.seat, action, frameInfo(f));
    },
    'first-strike'(ctx, f, action) {
      const s = ctx.state;
      const c = combatBelow(ctx)!;
      pop(s);
      const hand = s.players[f.seat].hand;
      hand.splice(hand.indexOf(action.card), 1);
      s.commandDiscard.push(action.card);
      s.turnState.firstStrike = f.seat;
      // Each First Strike played is replaced at the end of the turn (a defender may play both copies).
      const end = s.stack.find((x) => x.kind === 'end-turn');
      if (end?.kind === 'end-turn') end.replacements = (end.replacements ?? 0) + 1;
      irreversible(ctx);
      emit(ctx, { type: 'first-strike', side: f.seat, unit: c.target });
      emit(ctx, { type: 'card-played', side: f.seat, card: action.card });
      c.struckFirstAgainst = true;
      // The defender battles first against the attacker; it will not battle back (seed 003:2047-2050).
      push(s, newCombat(s, f.seat, c.target, c.attackerHex, 'close', { strikesFirst: true }));
    },
  },
};

// The combat handler steps the windows its steps push (flow/combat.ts stepWindowsOnTop).
stepWindowsWith(windowStep.step);
