// What the computer may know when it decides: the seat and one state from that seat's information
// set. It is built where the real state lives (the match, a test, the CLI) and is all the AI ever
// receives; the AI never sees the real state.
//
// The state is the module's `determinize` under a fixed seed. The contract (docs/engine.md, "The AI
// contract") makes it a function of what the seat has seen alone: its view is the real view, every
// unseen card is dealt from the sorted pool of unseen cards, and the dice generator is replaced. So
// two real states the seat cannot tell apart give the same knowledge, bit for bit.

import { samuraiBattles } from '../games/samurai-battles';
import type { GameState, Side } from '../games/samurai-battles/types';
import { knowledgeFor, type SeatKnowledge } from './seat-knowledge';

export type Knowledge = SeatKnowledge<GameState, Side>;

export function knowledgeOf(state: GameState, seat: Side): Knowledge {
  return knowledgeFor(samuraiBattles, state, seat);
}
