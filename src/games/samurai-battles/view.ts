// What one seat may see. Hidden: the opponent's Command and Dragon hands (only their sizes), the
// order of both decks (only their sizes), the dice generator, and cards drawn privately.
// Public: the board, reserves, banners, discards, Dragon cards in play, the prompt being answered.

import { filterEvents } from '../../engine/events';
import { boardMemo, withOccupancyIndex } from './board/occupancy';
import type { Action } from './flow/actions';
import { type CardReach, cardReach } from './flow/cardReach';
import { type ChoiceCost, choiceCosts } from './flow/choiceCosts';
import { currentPrompt } from './flow/driver';
import type { GameEvent } from './flow/events';
import type { Prompt } from './flow/machine';
import { noBattleMoves } from './flow/phases';
import { type AttackPreview, dicePreviews } from './flow/preview';
import { choiceKey, type OrderPlan, ordersLeft } from './orders';
import type {
  CardInstance,
  Edition,
  FirstPlayerRoll,
  GameOptions,
  GameState,
  HexKey,
  Leader,
  Side,
  TerrainCell,
  Unit,
  VictoryRules,
} from './types';
import { SIDES } from './types';

export interface PlayerView {
  name: string;
  color: string;
  /** Own hand in full; the opponent's hand is null (only its size is shown). */
  hand: CardInstance[] | null;
  handCount: number;
  handSize: number;
  dragonHand: CardInstance[] | null;
  dragonCount: number;
  honor: number;
  banners: number;
  bannerLog: { turn: number; reason: string }[];
  lastCard: string | null;
}

export interface GameView {
  game: 'samurai-battles';
  viewer: Side | 'spectator';
  scenarioId: string;
  /** The rule set in force (unit names and rules the screens describe). */
  edition: Edition;
  options: GameOptions;
  turn: number;
  active: Side;
  terrain: Record<HexKey, TerrainCell>;
  units: Record<string, Unit>;
  leaders: Record<string, Leader>;
  players: Record<Side, PlayerView>;
  commandDeckCount: number;
  commandDiscard: CardInstance[];
  dragonDeckCount: number;
  dragonDiscard: CardInstance[];
  pool: number;
  dragonInPlay: GameState['dragonInPlay'];
  victory: VictoryRules;
  /** The card played this turn and its effect (Counter-attack shows what it copies). */
  card: CardInstance | null;
  effectiveCard: string | null;
  ordered: string[];
  /** Who must decide now and at which point; the actions only for the viewer who decides. */
  prompt: { seat: Side; point: string; actions: Action[] | null } | null;
  /**
   * For the viewer who must decide: the dice each attack in the prompt would roll and how they were
   * counted (flow/preview.ts); null for everyone else and at any other decision.
   */
  dicePreviews?: AttackPreview[] | null;
  /**
   * For the viewer who must decide a retreat or which flags to take: what each action of the prompt
   * costs (same order), counted by the code that pays it (flow/choiceCosts.ts); else null.
   */
  choiceCosts?: ChoiceCost[] | null;
  /**
   * For the viewer who must move: true for each prompt action that is a move after which the piece
   * may not battle this turn (terrain, or a long move); absent when no move does.
   */
  noBattleMoves?: boolean[];
  /**
   * For the viewer choosing a Command card: per playable card, the hexes of the pieces it could
   * order and the sections it names (flow/cardReach.ts); absent at any other step.
   */
  cardReach?: Record<CardInstance, CardReach>;
  /** At the orders step: how many more pieces the Command card lets the active player order; else null. */
  ordersLeft?: number | null;
  winner: Side | null;
  endReason: string | null;
  history: GameState['history'];
  actionCount: number;
  undoFloor: number;
  /** The roll that chose the first player, in the scenarios that roll for it (rolled openly). */
  firstRoll?: FirstPlayerRoll;
}

export interface ViewOptions {
  /** The current prompt, when the caller already has it (saves listing the actions again). */
  prompt?: Prompt | null;
  /** Return a deep copy (default). Internal checks that only read the view may skip it. */
  copy?: boolean;
}

export function viewOf(state: GameState, viewer: Side | 'spectator', opts: ViewOptions = {}): GameView {
  // Building a view changes nothing: inside the board's read scope every "what stands here" is an
  // index lookup, and the previews and order counts share the searches the prompt already made.
  return withOccupancyIndex(state, () => buildView(state, viewer, opts));
}

function buildView(state: GameState, viewer: Side | 'spectator', opts: ViewOptions): GameView {
  const players = {} as Record<Side, PlayerView>;
  for (const side of SIDES) {
    const p = state.players[side];
    const own = viewer === side;
    players[side] = {
      name: p.name,
      color: p.color,
      hand: own ? [...p.hand] : null,
      handCount: p.hand.length,
      handSize: p.handSize,
      dragonHand: own ? [...p.dragonHand] : null,
      dragonCount: p.dragonHand.length,
      honor: p.honor,
      banners: p.banners,
      bannerLog: p.bannerLog.map((b) => ({ ...b })),
      lastCard: p.lastCard,
    };
  }
  const prompt = opts.prompt === undefined ? currentPrompt(state) : opts.prompt;
  const decides = prompt !== null && prompt.seat === viewer;
  // The fields are set in this order, the optional ones only when present (as spreads did; a
  // literal with a spread in its middle set every later field the slow way, session 22).
  const view = {
    game: 'samurai-battles',
    viewer,
    scenarioId: state.scenarioId,
    edition: state.edition,
    options: state.options,
    turn: state.turn,
    active: state.active,
    terrain: state.terrain,
    units: state.units,
    leaders: state.leaders,
    players,
    commandDeckCount: state.commandDeck.length,
    commandDiscard: state.commandDiscard,
    dragonDeckCount: state.dragonDeck.length,
    dragonDiscard: state.dragonDiscard,
    pool: state.pool,
    dragonInPlay: state.dragonInPlay,
    victory: state.victory,
    card: state.turnState.card,
    effectiveCard: state.turnState.effectiveCard,
    ordered: Object.keys(state.turnState.ordered),
    prompt: prompt
      ? { seat: prompt.seat, point: prompt.point, actions: prompt.seat === viewer ? prompt.actions : null }
      : null,
    dicePreviews: decides ? previewsOf(state, prompt) : null,
  } as GameView;
  if (decides) addCosts(view, state, prompt);
  view.ordersLeft = ordersLeftOf(state, prompt);
  view.winner = state.winner;
  view.endReason = state.endReason;
  view.history = state.history;
  view.actionCount = state.actionCount;
  view.undoFloor = state.undoFloor;
  if (state.firstRoll) view.firstRoll = state.firstRoll;
  return opts.copy === false ? view : structuredClone(view);
}

function previewsOf(state: GameState, prompt: Prompt): AttackPreview[] | null {
  const list = dicePreviews(state, prompt);
  return list.length > 0 ? list : null;
}

function ordersLeftOf(state: GameState, prompt: Prompt | null): number | null {
  const top = state.stack[state.stack.length - 1];
  if (prompt?.point !== 'orders' || top?.kind !== 'orders') return null;
  // Every seat's view counts it: remembered with the board per plan and orders given, as the
  // legal orders are (flow/rules.ts legalOrders).
  const byPlan = boardMemo(state, ORDERS_LEFT, () => new WeakMap<OrderPlan, Map<string, number>>());
  let byChosen = byPlan.get(top.plan);
  if (!byChosen) {
    byChosen = new Map();
    byPlan.set(top.plan, byChosen);
  }
  let key: string = state.active;
  for (const c of top.chosen) key += `|${choiceKey(c)}`;
  let left = byChosen.get(key);
  if (left === undefined) {
    left = ordersLeft(state, state.active, top.plan, top.chosen);
    byChosen.set(key, left);
  }
  return left;
}

const ORDERS_LEFT = Symbol('ordersLeft');

/** Events as one seat may see them: the other seat's private draws keep only that a card was drawn. */
export function eventsFor(events: readonly GameEvent[], viewer: Side | 'spectator'): GameEvent[] {
  return filterEvents(events, viewer, publicDraw);
}

/** The public form of a private event: a card was drawn (not which); others are dropped. */
export function publicDraw<E extends { type: string }>(e: E): E | null {
  if (e.type !== 'card-drawn') return null;
  const d = e as unknown as { side: Side; deck: 'command' | 'dragon' };
  return { type: 'card-drawn', side: d.side, deck: d.deck } as unknown as E;
}

/** The costs, warnings and card reach of the prompt's choices, as view fields only where there are any. */
function addCosts(view: GameView, state: GameState, prompt: Prompt): void {
  const costs = choiceCosts(state, prompt);
  const noBattle = noBattleMoves(state, prompt);
  const reach = cardReach(state, prompt);
  if (costs) view.choiceCosts = costs;
  if (noBattle) view.noBattleMoves = noBattle;
  if (reach) view.cardReach = reach;
}
