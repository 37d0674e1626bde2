// The open form of a decision (issue 21 item 1, docs/engine.md "Open decisions"): what the shared
// screen of a pass-and-play table may show when it asks the player not holding the tablet. Over
// whole greedy games on the real engine, at every decision: a reaction window's open actions are
// exactly [pass]; the morale and combat choices listed are open in full, with the costs and dice
// the deciding seat's own view shows; every other point is closed; the open view is the
// spectator's view plus those actions only, and never names a card of a hand or a deck.

import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { OPEN_IN_FULL } from '../../../src/games/samurai-battles/open-decision';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import type { GameState, ReactionPauses } from '../../../src/games/samurai-battles/types';
import { opponent } from '../../../src/games/samurai-battles/types';
import type { GameView } from '../../../src/games/samurai-battles/view';
import { scenarioJson } from '../ui/fixture';

/** Every string anywhere in a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

function hiddenCards(s: GameState): Set<string> {
  return new Set([
    ...s.players.top.hand,
    ...s.players.top.dragonHand,
    ...s.players.bottom.hand,
    ...s.players.bottom.dragonHand,
    ...s.commandDeck,
    ...s.dragonDeck,
  ]);
}

/** The view without the decision's own parts (its actions and what is said about them). */
function withoutDecision(v: GameView) {
  const { prompt, choiceCosts: _c, dicePreviews: _d, ...rest } = v;
  return { ...rest, prompt: prompt ? { seat: prompt.seat, point: prompt.point } : null };
}

function play(file: string, seed: number, pauses: ReactionPauses, seen: Map<string, number>): void {
  const checked = validateScenario(scenarioJson(file), { fileName: file });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const state = samuraiBattles.setup(
    { scenario: checked.scenario, options: { reactionPauses: pauses } },
    seed,
  );
  const openDecision = samuraiBattles.openDecision!;
  for (let i = 0; i < 1500 && state.winner === null; i++) {
    const prompt = currentPrompt(state);
    if (!prompt) break;
    // Never the other seat's: it has no decision now.
    expect(openDecision(state, opponent(prompt.seat))).toBeNull();
    const open = openDecision(state, prompt.seat);
    if (prompt.point.startsWith('window:')) {
      expect(open?.actions).toEqual([{ type: 'pass' }]);
    } else if (OPEN_IN_FULL.has(prompt.point)) {
      expect(open?.actions).toEqual(prompt.actions);
    } else {
      expect(open, prompt.point).toBeNull();
    }
    if (open) {
      seen.set(prompt.point, (seen.get(prompt.point) ?? 0) + 1);
      const spectator = samuraiBattles.view(state, 'spectator');
      const own = samuraiBattles.view(state, prompt.seat);
      // The spectator's view plus the open actions, and nothing else.
      expect(withoutDecision(open.view)).toEqual(withoutDecision(spectator));
      expect(open.view.prompt?.actions).toEqual(open.actions);
      expect(open.view.players.top.hand).toBeNull();
      expect(open.view.players.bottom.dragonHand).toBeNull();
      // What is said about the choices is what the deciding seat reads on his own screen.
      if (open.actions.length === prompt.actions.length) {
        expect(open.view.choiceCosts ?? null).toEqual(own.choiceCosts ?? null);
        expect(open.view.dicePreviews ?? null).toEqual(own.dicePreviews ?? null);
      } else {
        expect(open.view.choiceCosts ?? null).toBeNull();
        expect(open.view.dicePreviews ?? null).toBeNull();
      }
      const secrets = hiddenCards(state);
      expect(strings(open.view).filter((x) => secrets.has(x))).toEqual([]);
    }
    const r = samuraiBattles.apply(state, prompt.seat, greedyAction(state, prompt));
    if (!r.ok) throw new Error(r.detail);
  }
}

describe('open decisions', () => {
  it('open a window’s pass, the morale and combat choices in full, and nothing of the rest', () => {
    const seen = new Map<string, number>();
    for (const file of ['intro-skirmish.json', 'battles/anegawa.json', 'battles/nagashino-center.json'])
      for (const pauses of ['always', 'when-able'] as const) play(file, 1, pauses, seen);
    // The games reached the windows and the defender's choices.
    expect(seen.get('window:before-opponent-roll')).toBeGreaterThan(0);
    expect(seen.get('ignore-flags')).toBeGreaterThan(0);
    expect(seen.get('retreat')).toBeGreaterThan(0);
    // The list is the one docs/engine.md gives, reason by reason.
    expect([...OPEN_IN_FULL].sort()).toEqual(
      [
        'battle-back',
        'bonus-combat',
        'dragon-retreat',
        'gain-ground',
        'ignore-flags',
        'inspire',
        'lack-of-honor',
        'leader-retreat',
        'retreat',
      ].sort(),
    );
  }, 120_000);
});
