// What one seat may see of a companion game. Hidden: the other seat's Command and Dragon hands (only
// their sizes), the two cards drawn for "keep one" (to the other seat), the order of both decks, and
// the PRNG. Public: reserves, pool, banners and what they were won for, discards, Dragon cards in
// play, the card played this turn, the calculator and the latest roll.

import type { DieFace, Edition, Side } from '../samurai-battles/rules-api';
import { SIDES } from '../samurai-battles/rules-api';
import type { CompanionAction } from './actions';
import { type DicePlan, planDice } from './calculator';
import { calcSpec } from './dice';
import { companionDecision } from './legal';
import type { CombatSpec } from './spec';
import type { CompanionPhase, CompanionState, RollRecord } from './state';

export interface CompanionPlayerView {
  name: string;
  color: string;
  /** Own hand in full; null for the other seat (see handCount). */
  hand: string[] | null;
  handCount: number;
  /** The army's command: the number of Command cards it holds between turns. */
  handSize: number;
  dragonHand: string[] | null;
  dragonCount: number;
  honor: number;
  banners: number;
  bannerLog: { turn: number; reason: string }[];
  lastCard: string | null;
}

export interface CompanionView {
  game: 'companion';
  viewer: Side | 'spectator';
  scenarioId: string;
  title: string;
  scenarioKind: 'playable' | 'notes';
  /** The rule set the players follow on their table (unit names, the calculator, the decks). */
  edition: Edition;
  turn: number;
  active: Side;
  control: Side;
  /** The step of the turn; the kept-card choice only for the seat that draws. */
  phase: CompanionPhase;
  players: Record<Side, CompanionPlayerView>;
  commandDeckCount: number;
  commandDiscard: string[];
  dragonDeckCount: number;
  dragonDiscard: string[];
  dragonCards: boolean;
  dragonCosts: Record<string, number>;
  pool: number;
  dragonInPlay: { side: Side; card: string; tokens: number }[];
  victoryBanners: number;
  /** Banners the enemy gains for taking each side's command tent (3 unless the notes say otherwise). */
  tentBanners: Record<Side, number>;
  /** The Command card played this turn and the card it works as (Counter-attack). */
  card: string | null;
  effectiveCard: string | null;
  dragonPlayed: Record<Side, string | null>;
  calc: CombatSpec;
  /** The calculator's dice, built step by step. */
  calcPlan: DicePlan;
  lastRoll: RollRecord | null;
  /** Shogun dice rolled this turn (each symbol orders a unit; flags order any piece). */
  shogun: DieFace[] | null;
  /** Who decides now and at which point; the actions only for the viewer who decides. */
  prompt: { seat: Side; point: string; actions: CompanionAction[] | null } | null;
  winner: Side | null;
  endReason: string | null;
  history: { turn: number; side: Side; banners: Record<Side, number>; honor: Record<Side, number> }[];
  actionCount: number;
  undoFloor: number;
}

export function companionView(s: CompanionState, viewer: Side | 'spectator'): CompanionView {
  const t = s.table;
  const players = {} as Record<Side, CompanionPlayerView>;
  for (const side of SIDES) {
    const p = t.players[side];
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
  const phase: CompanionPhase =
    s.phase.step === 'keep-card' && viewer !== t.active ? { step: 'keep-card', drawn: [] } : s.phase;
  const decision = companionDecision(s);
  const shogun = s.lastRoll?.kind === 'shogun' ? s.lastRoll.faces : null;
  return structuredClone({
    game: 'companion',
    viewer,
    scenarioId: s.scenarioId,
    title: s.title,
    scenarioKind: s.scenarioKind,
    edition: t.edition,
    turn: t.turn,
    active: t.active,
    control: s.control,
    phase,
    players,
    commandDeckCount: t.commandDeck.length,
    commandDiscard: t.commandDiscard,
    dragonDeckCount: t.dragonDeck.length,
    dragonDiscard: t.dragonDiscard,
    dragonCards: t.options.dragonCards,
    dragonCosts: t.options.dragonCosts,
    pool: t.pool,
    dragonInPlay: t.dragonInPlay,
    victoryBanners: t.victory.banners,
    tentBanners: { top: t.victory.tentBanners?.top ?? 3, bottom: t.victory.tentBanners?.bottom ?? 3 },
    card: t.turnState.card,
    effectiveCard: t.turnState.effectiveCard,
    dragonPlayed: t.turnState.dragonPlayed,
    calc: s.calc,
    calcPlan: planDice(calcSpec(s), s.terrainRules),
    lastRoll: s.lastRoll,
    shogun,
    prompt: decision
      ? {
          seat: decision.seat,
          point: decision.point,
          actions: decision.seat === viewer ? decision.actions : null,
        }
      : null,
    winner: t.winner,
    endReason: t.endReason,
    history: t.history,
    actionCount: t.actionCount,
    undoFloor: t.undoFloor,
  } satisfies CompanionView);
}
