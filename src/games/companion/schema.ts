// The shape of every companion action, for checking an action that arrives from another phone
// before it reaches the engine (as src/net/action-schema.ts does for Samurai Battles). Strict
// objects: an unknown key is refused. The engine still checks that the action is legal now.

import * as v from 'valibot';
import { BANNER_FOR, type CompanionAction, MAX_FREE_DICE, MAX_HONOR_LOSS } from './actions';
import { LEADER_CHECK_KINDS } from './books';
import { HONOR_CAUSES } from './lackOfHonor';
import { CALC_DOMAINS, CALC_FIELDS } from './spec';

const Card = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w#:.-]+$/));
const SideSchema = v.picklist(['top', 'bottom']);
const DeckSchema = v.picklist(['command', 'dragon']);
const count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const kind = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries });

const CalcSchema = v.variant(
  'field',
  CALC_FIELDS.map((field) =>
    v.strictObject({
      type: v.literal('calc'),
      field: v.literal(field),
      value: v.union(
        (CALC_DOMAINS[field] as readonly (string | number | boolean)[]).map((x) => v.literal(x)),
      ),
    }),
  ),
);

export const CompanionActionSchema = v.union([
  kind('hand-over', {}),
  kind('play-command', { card: Card }),
  kind('play-dragon', { card: Card }),
  kind('draw', { deck: DeckSchema }),
  kind('discard', { card: Card }),
  kind('take-discard', { card: Card }),
  kind('end-turn', { draw: v.optional(v.literal(false)) }),
  kind('keep-card', { card: Card }),
  kind('take-dragon', {}),
  kind('take-honor', {}),
  kind('discard-dragon', { card: Card }),
  kind('keep-dragons', {}),
  kind('discard-random', { side: SideSchema, deck: DeckSchema }),
  kind('command-size', { side: SideSchema, delta: v.picklist([1, -1]) }),
  kind('reshuffle', { deck: DeckSchema }),
  kind('honor', { side: SideSchema, delta: v.picklist([1, -1]) }),
  kind('lose-honor', { side: SideSchema, amount: count(1, MAX_HONOR_LOSS), cause: v.picklist(HONOR_CAUSES) }),
  kind('banner', { side: SideSchema, for: v.picklist(BANNER_FOR) }),
  kind('banner-lost', { side: SideSchema }),
  kind('tent-captured', { side: SideSchema }),
  kind('seppuku', { side: SideSchema }),
  kind('leader-check', { side: SideSchema, kind: v.picklist(LEADER_CHECK_KINDS) }),
  kind('declare-victory', { side: SideSchema }),
  kind('roll', { count: count(1, MAX_FREE_DICE) }),
  kind('combat-roll', {}),
  CalcSchema,
  kind('calc-reset', {}),
]);

/** The action, or null when the value is not a companion action at all. */
export function parseCompanionAction(value: unknown): CompanionAction | null {
  const r = v.safeParse(CompanionActionSchema, value);
  return r.success ? (r.output as CompanionAction) : null;
}
