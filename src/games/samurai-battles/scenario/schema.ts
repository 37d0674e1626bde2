// Valibot schemas of the scenario format (format.ts): the one shape check shared by the app, the
// scenario:check CLI and the tests. Messages are written for people editing a scenario by hand.
// Cross-field meaning (two units in a hex, bodyguards on a tent, ...) is checked in semantic.ts.

import * as v from 'valibot';
import { isFullKey, MAX_C, parseKey, ROWS } from '../hex';
import type { DieFace, LeaderKind, Side, TerrainId, UnitTypeId } from '../types';
import { DIE_FACES } from '../types';
import type {
  ArmySpec,
  CampaignLinks,
  HandSizeChange,
  LeaderSpec,
  RuleEffect,
  RulesSpec,
  ScenarioIndex,
  ScenarioIndexEntry,
  ScenarioSource,
  ScenarioV1,
  SpecialRuleText,
  TerrainSpec,
  TurnCondition,
  UnitSpec,
  VictoryRule,
  VictorySpec,
  ZoneSpec,
} from './format';
import { coded } from './problem-codes';

// Records keyed by the union force the lists to stay complete when types.ts grows.
const UNIT_TYPE_SET: Record<UnitTypeId, true> = {
  SSp: true,
  SB: true,
  ASp: true,
  AB: true,
  AA: true,
  LI: true,
  SSpC: true,
  SBC: true,
  BG: true,
};
const TERRAIN_SET: Record<TerrainId, true> = {
  open: true,
  forest: true,
  hill: true,
  river: true,
  ford: true,
  bridge: true,
  buildings: true,
  fields: true,
  ravine: true,
  tent: true,
  fence: true,
  palisade: true,
  castle: true,
};
const LEADER_KIND_SET: Record<LeaderKind, true> = { foot: true, mounted: true, commander: true };

export const UNIT_TYPES = Object.keys(UNIT_TYPE_SET) as UnitTypeId[];
export const TERRAIN_IDS = Object.keys(TERRAIN_SET) as TerrainId[];
export const LEADER_KINDS = Object.keys(LEADER_KIND_SET) as LeaderKind[];
const SIDE_LIST: Side[] = ['top', 'bottom'];
const FACE_LIST = [...DIE_FACES] as DieFace[];

const oneOf = (list: readonly string[]) => {
  const options = list.map((s) => `'${s}'`).join(', ');
  return coded(`must be one of ${options}`, 'one-of', { options });
};

const int = (min: number, max: number) => {
  const whole = coded(`must be a whole number from ${min} to ${max}`, 'whole-number', { min, max });
  return v.pipe(
    v.number(whole),
    v.integer(whole),
    v.minValue(min, coded(`must be at least ${min}`, 'at-least', { min })),
    v.maxValue(max, coded(`must be at most ${max}`, 'at-most', { max })),
  );
};

const text = (max: number) =>
  v.pipe(
    v.string(coded('must be a text', 'text')),
    v.trim(),
    v.nonEmpty(coded('must not be empty', 'empty')),
    v.maxLength(max, coded(`must be at most ${max} characters`, 'too-long', { max })),
  );

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const kebabId = v.pipe(
  v.string(coded('must be a text id', 'text-id')),
  v.regex(
    KEBAB,
    coded('must be kebab-case: lower-case letters and digits joined by single hyphens', 'kebab'),
  ),
);

const bool = v.boolean(coded('must be true or false', 'boolean'));
const side = v.picklist(SIDE_LIST, oneOf(SIDE_LIST));
const unitType = v.picklist(UNIT_TYPES, oneOf(UNIT_TYPES));
const terrainId = v.picklist(TERRAIN_IDS, oneOf(TERRAIN_IDS));
const leaderKind = v.picklist(LEADER_KINDS, oneOf(LEADER_KINDS));
const cardId = v.pipe(
  v.string(coded('must be a Command card id', 'card-id')),
  v.regex(KEBAB, coded('must be a Command card id in kebab-case, e.g. order-one-left', 'card-id')),
);

/** Why a well-formed key is not a full board hex (half hex, off the board, or not a hex at all). */
export function hexKeyProblem(k: string): string | null {
  if (isFullKey(k)) return null;
  const { c, r } = parseKey(k);
  if (r < 0 || r >= ROWS) {
    return coded(`"${k}" is off the board: rows run from 0 to ${ROWS - 1}`, 'hex-off-rows', {
      key: k,
      last: ROWS - 1,
    });
  }
  if ((c + r) % 2 !== 0) {
    return coded(`"${k}" is not a hex: in doubled columns c + r must be even`, 'hex-not-hex', { key: k });
  }
  if (r % 2 === 1 && (c === -1 || c === MAX_C + 1)) {
    return coded(`"${k}" is a half hex at the side edge; pieces and terrain need full hexes`, 'hex-half', {
      key: k,
    });
  }
  return coded(`"${k}" is off the board: full hexes run from column 0 to ${MAX_C}`, 'hex-off-columns', {
    key: k,
    last: MAX_C,
  });
}

export const hexKey = v.pipe(
  v.string(coded('must be a hex key "c,r"', 'hex-key')),
  v.regex(/^-?\d+,-?\d+$/, coded('must be a hex key "c,r" (doubled column, row), e.g. "4,2"', 'hex-key')),
  v.check(
    (k) => hexKeyProblem(k) === null,
    (issue) => hexKeyProblem(String(issue.input)) ?? coded('is not a full hex', 'hex-key'),
  ),
);

const LIST = coded('must be a list', 'list');
const LIST_HEXES = coded('must be a list of hex keys', 'list-hexes');
const MAP_LIST = coded('must be a list (empty in notes scenarios)', 'list');
const MIN_CARDS = coded('must name at least one card', 'min-cards');

const COLOR = /^(red|blue|#[0-9a-fA-F]{6})$/;

export const ArmySchema = v.strictObject({
  name: text(60),
  color: v.pipe(
    v.string(coded('must be a colour', 'colour')),
    v.regex(COLOR, coded("must be 'red', 'blue' or #rrggbb", 'colour')),
  ),
  commandCards: int(1, 8),
  dragonCards: int(0, 6),
  honor: int(0, 30),
});

export const TerrainSchema = v.strictObject({
  hex: hexKey,
  t: terrainId,
  side: v.optional(side),
  hill: v.optional(text(40)),
});

export const UnitSchema = v.strictObject({
  id: v.optional(kebabId),
  side,
  type: unitType,
  hex: hexKey,
  blocks: v.optional(int(1, 4)),
  group: v.optional(kebabId),
});

export const LeaderSchema = v.strictObject({
  id: v.optional(kebabId),
  side,
  kind: leaderKind,
  hex: hexKey,
  name: v.optional(text(60)),
  banners: v.optional(int(1, 6)),
});

export const ZoneSchema = v.strictObject({
  id: kebabId,
  name: text(80),
  hexes: v.array(hexKey, LIST_HEXES),
});

const banners = int(1, 18);

export const ObjectiveSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('hold-hexes'),
      side,
      hexes: v.pipe(
        v.array(hexKey, LIST_HEXES),
        v.minLength(1, coded('must name at least one hex', 'min-hexes')),
      ),
      banners,
      when: v.picklist(['immediate', 'start-of-turn'], oneOf(['immediate', 'start-of-turn'])),
      each: bool,
      permanent: bool,
    }),
    v.strictObject({ kind: v.literal('named-leader'), leader: kebabId, banners }),
    v.strictObject({
      kind: v.literal('banner-per-turn'),
      side,
      banners,
      fromTurn: v.optional(int(1, 99)),
    }),
  ],
  oneOf(['hold-hexes', 'named-leader', 'banner-per-turn']),
);

export const TurnConditionSchema = v.variant(
  'test',
  [
    v.strictObject({ test: v.literal('section-clear') }),
    v.strictObject({
      test: v.literal('zone-units'),
      zone: kebabId,
      whose: v.picklist(['own', 'enemy'], oneOf(['own', 'enemy'])),
      min: v.optional(int(0, 30)),
      max: v.optional(int(0, 30)),
    }),
  ],
  oneOf(['section-clear', 'zone-units']),
);

const VICTORY_RULE_KINDS = [
  'leader-value',
  'tent-capture',
  'tent-sudden-death',
  'zone-entry',
  'zone-hold',
  'turn-banner',
  'terrain-majority',
  'card-banner',
];

export const VictoryRuleSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('leader-value'),
      side,
      banners,
      leaderName: v.optional(text(60)),
    }),
    v.strictObject({ kind: v.literal('tent-capture'), tentOf: side, banners }),
    v.strictObject({ kind: v.literal('tent-sudden-death'), tentOf: side }),
    v.strictObject({
      kind: v.literal('zone-entry'),
      side,
      zone: kebabId,
      banners,
      once: bool,
      removeUnit: bool,
      unitTypes: v.optional(
        v.pipe(
          v.array(unitType),
          v.minLength(1, coded('must name at least one unit type', 'min-unit-types')),
        ),
      ),
    }),
    v.strictObject({
      kind: v.literal('zone-hold'),
      side,
      zone: kebabId,
      banners,
      keep: v.optional(v.picklist(['zone', 'hex'], oneOf(['zone', 'hex']))),
    }),
    v.strictObject({
      kind: v.literal('turn-banner'),
      side: v.picklist(['top', 'bottom', 'both'], oneOf(['top', 'bottom', 'both'])),
      banners,
      fromTurn: v.optional(int(1, 99)),
      condition: TurnConditionSchema,
    }),
    v.strictObject({ kind: v.literal('terrain-majority'), terrain: terrainId, banners }),
    v.strictObject({
      kind: v.literal('card-banner'),
      side,
      cards: v.pipe(v.array(cardId), v.minLength(1, MIN_CARDS)),
      banners,
      notFinal: bool,
    }),
  ],
  oneOf(VICTORY_RULE_KINDS),
);

export const VictorySchema = v.strictObject({
  banners,
  objectives: v.array(ObjectiveSchema, coded('must be a list (may be empty)', 'list')),
  rules: v.optional(v.array(VictoryRuleSchema, LIST)),
  text: v.pipe(
    v.array(text(400), coded('must be a list of texts', 'list-texts')),
    v.minLength(1, coded('must state at least one condition', 'min-conditions')),
  ),
});

export const HandSizeChangeSchema = v.strictObject({
  side,
  on: v.variant(
    'event',
    [
      v.strictObject({ event: v.literal('own-turn-end') }),
      v.strictObject({ event: v.literal('zone-captured'), zone: kebabId }),
    ],
    oneOf(['own-turn-end', 'zone-captured']),
  ),
  delta: v.pipe(
    int(-4, 4),
    v.check((d) => d !== 0, coded('must not be 0', 'not-zero')),
  ),
  min: v.optional(int(1, 8)),
  max: v.optional(int(1, 8)),
});

const EFFECT_KINDS = [
  'fords-open',
  'impassable',
  'terrain-as',
  'first-player-roll',
  'order-lock',
  'draw-only-if',
];

export const RuleEffectSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('fords-open') }),
    v.strictObject({ kind: v.literal('impassable'), terrain: terrainId, label: v.optional(text(40)) }),
    v.strictObject({
      kind: v.literal('terrain-as'),
      from: terrainId,
      to: terrainId,
      label: v.optional(text(40)),
    }),
    v.strictObject({
      kind: v.literal('first-player-roll'),
      dice: int(1, 8),
      face: v.picklist(FACE_LIST, oneOf(FACE_LIST)),
    }),
    v.strictObject({
      kind: v.literal('order-lock'),
      side,
      group: kebabId,
      cards: v.pipe(v.array(cardId), v.minLength(1, MIN_CARDS)),
    }),
    v.strictObject({ kind: v.literal('draw-only-if'), side, condition: TurnConditionSchema }),
  ],
  oneOf(EFFECT_KINDS),
);

export const RulesSchema = v.strictObject({
  riverFordable: v.optional(bool),
  handSizeChanges: v.optional(v.array(HandSizeChangeSchema, LIST)),
  effects: v.optional(v.array(RuleEffectSchema, LIST)),
});

export const SpecialRuleSchema = v.strictObject({ text: text(600), enforced: bool });

export const SourceSchema = v.strictObject({
  seed: v.pipe(
    v.string(coded('must be a seed number', 'seed')),
    v.regex(/^\d{3}$/, coded('must be a three-digit seed number', 'seed')),
  ),
  lines: v.tuple([int(1, 1_000_000), int(1, 1_000_000)], coded('must be [first line, last line]', 'lines')),
});

export const LinksSchema = v.strictObject({
  previous: v.optional(kebabId),
  next: v.optional(kebabId),
  carryLosses: v.optional(bool),
});

export const ScenarioSchema = v.strictObject({
  format: v.literal(
    'kassen-scenario',
    coded("must be 'kassen-scenario'", 'wrong-format', { format: 'kassen-scenario' }),
  ),
  version: v.literal(
    1,
    coded('must be 1 (this app reads scenario format version 1)', 'wrong-version', { version: 1 }),
  ),
  id: kebabId,
  title: text(80),
  edition: v.literal('gmt2021', coded("must be 'gmt2021'", 'must-be', { value: "'gmt2021'" })),
  kind: v.picklist(['playable', 'notes'], oneOf(['playable', 'notes'])),
  gmtNumber: v.optional(int(1, 40)),
  year: v.optional(int(1000, 2100)),
  source: v.optional(SourceSchema),
  armies: v.strictObject({ top: ArmySchema, bottom: ArmySchema }),
  firstPlayer: side,
  terrain: v.array(TerrainSchema, MAP_LIST),
  units: v.array(UnitSchema, MAP_LIST),
  leaders: v.array(LeaderSchema, MAP_LIST),
  zones: v.optional(v.array(ZoneSchema, LIST)),
  victory: VictorySchema,
  rules: RulesSchema,
  specialRules: v.array(SpecialRuleSchema, coded('must be a list (may be empty)', 'list')),
  notes: v.strictObject({ history: text(600), setup: v.optional(text(600)) }),
  links: v.optional(LinksSchema),
});

export const IndexEntrySchema = v.strictObject({
  id: kebabId,
  file: v.pipe(
    v.string(coded('must be a path', 'index-path')),
    v.regex(
      /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.json$/,
      coded('must be a path under scenarios/ ending in .json', 'index-path'),
    ),
  ),
  title: text(80),
  kind: v.picklist(['playable', 'notes'], oneOf(['playable', 'notes'])),
  gmtNumber: v.optional(int(1, 40)),
});

export const IndexSchema = v.strictObject({
  format: v.literal(
    'kassen-scenario-index',
    coded("must be 'kassen-scenario-index'", 'must-be', { value: "'kassen-scenario-index'" }),
  ),
  version: v.literal(1, coded('must be 1', 'must-be', { value: 1 })),
  scenarios: v.array(IndexEntrySchema, LIST),
});

// Compile-time proof that the schemas produce exactly the hand-written types of format.ts.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Out<S extends v.GenericSchema> = v.InferOutput<S>;
const sameShapes: [
  Same<Out<typeof ScenarioSchema>, ScenarioV1>,
  Same<Out<typeof ArmySchema>, ArmySpec>,
  Same<Out<typeof TerrainSchema>, TerrainSpec>,
  Same<Out<typeof UnitSchema>, UnitSpec>,
  Same<Out<typeof LeaderSchema>, LeaderSpec>,
  Same<Out<typeof ZoneSchema>, ZoneSpec>,
  Same<Out<typeof VictorySchema>, VictorySpec>,
  Same<Out<typeof VictoryRuleSchema>, VictoryRule>,
  Same<Out<typeof TurnConditionSchema>, TurnCondition>,
  Same<Out<typeof RulesSchema>, RulesSpec>,
  Same<Out<typeof HandSizeChangeSchema>, HandSizeChange>,
  Same<Out<typeof RuleEffectSchema>, RuleEffect>,
  Same<Out<typeof SpecialRuleSchema>, SpecialRuleText>,
  Same<Out<typeof SourceSchema>, ScenarioSource>,
  Same<Out<typeof LinksSchema>, CampaignLinks>,
  Same<Out<typeof IndexEntrySchema>, ScenarioIndexEntry>,
  Same<Out<typeof IndexSchema>, ScenarioIndex>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void sameShapes;
