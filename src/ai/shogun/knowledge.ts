// A Shogun seat's knowledge (src/ai/seat-knowledge.ts): the module's determinize under the fixed
// seed. Built on the page, where the real state lives; only this crosses to the worker.

import type { Seat } from '../../games/shogun/data/components';
import { type ShogunGame, shogun } from '../../games/shogun/index';
import { knowledgeFor } from '../seat-knowledge';
import type { ShogunKnowledge } from './decide';

export function shogunKnowledgeOf(state: ShogunGame, seat: Seat): ShogunKnowledge {
  return knowledgeFor(shogun, state, seat);
}
