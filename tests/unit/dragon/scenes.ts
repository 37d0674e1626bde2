// One scene per Dragon card: a small battle driven (with scripted dice) up to the moment the card
// may be played, with the card in the right player's hand. The effect tests play it from there;
// the window tests check it is offered there, nowhere else, and never without the tokens.

import type { DragonWindow } from '../../../src/games/samurai-battles/flow/frames';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  CENTER_HAND,
  endBattles,
  endMovement,
  order,
  playCard,
  script,
  setHand,
} from '../flow/harness';
import { cost, discardDragon, dragonBattle, dragonGame, giveDragon, honor } from './kit';

export interface Scene {
  s: GameState;
  /** Who plays the card. */
  seat: Side;
  window: DragonWindow;
}

export interface SceneOpts {
  /** Before the moment comes, leave the player one token short of the card's cost. */
  short?: boolean;
  /** The board for the Command card scenes (default FIELD). */
  spec?: BattleSpec;
}

/** A board for the cards played with the Command card (bottom plays Order Two Center). */
export const FIELD: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8', blocks: 2 },
    { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
    { id: 'b3', side: 'bottom', type: 'AB', hex: '4,8' },
    { id: 'b4', side: 'bottom', type: 'AA', hex: '14,8' },
    { id: 'b5', side: 'bottom', type: 'SSpC', hex: '18,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
    { id: 't2', side: 'top', type: 'SSp', hex: '13,5' },
    { id: 't3', side: 'top', type: 'AB', hex: '9,5' },
  ],
  leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,5' }],
  terrain: { '10,4': 'river' },
};

/** b1 (samurai spearmen) next to t1 (ashigaru spearmen): the close-combat scenes. */
export const DUEL: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
  ],
};

export const ATTACK = { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' } as const;

function short(s: GameState, side: Side, defId: string, o: SceneOpts): void {
  if (!o.short) return;
  const c = Math.max(1, s.options.dragonCosts[defId] ?? 1);
  cost(s, defId, c);
  honor(s, side, c - 1);
}

/** Bottom plays Order Two Center on FIELD; the card is with bottom (with-command) or top. */
function commandScene(defId: string, seat: Side, window: DragonWindow, o: SceneOpts): Scene {
  const s = dragonGame(o.spec ?? FIELD);
  setHand(s, 'bottom', CENTER_HAND);
  giveDragon(s, seat, defId);
  if (defId === 'ninja-thief') discardDragon(s, 'tea-ceremony');
  short(s, seat, defId, o);
  playCard(s, 'order-two-center');
  return { s, seat, window };
}

/** Bottom orders b1 (and cavalry b5 for Katchu Keiba) and is about to move. */
function movementScene(defId: string, o: SceneOpts): Scene {
  const s = dragonGame({
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b5', side: 'bottom', type: 'SSpC', hex: '12,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
    ],
  });
  setHand(s, 'bottom', CENTER_HAND);
  playCard(s, 'order-two-center');
  order(s, 'b1', 'b5');
  giveDragon(s, 'bottom', defId);
  short(s, 'bottom', defId, o);
  return { s, seat: 'bottom', window: 'during-movement' };
}

/** Bottom's b1 moves with its leader bL; top holds the card. */
function insultScene(o: SceneOpts): Scene {
  const s = dragonGame({
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
    ],
    leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
  });
  setHand(s, 'bottom', CENTER_HAND);
  giveDragon(s, 'top', 'insult');
  short(s, 'top', 'insult', o);
  playCard(s, 'order-two-center');
  order(s, 'b1');
  act(s, { type: 'move', piece: 'b1', to: '11,7' });
  return { s, seat: 'top', window: 'after-opponent-move' };
}

/** Close combat b1 -> t1; `spec` changes the board, `dice` are scripted before the attack. */
function closeScene(
  defId: string,
  seat: Side,
  window: DragonWindow,
  o: SceneOpts,
  spec: BattleSpec = DUEL,
  ...dice: Parameters<typeof script>[1][]
): Scene {
  const s = dragonBattle(spec, ['b1']);
  giveDragon(s, seat, defId);
  short(s, seat, defId, o);
  script(s, ...dice);
  act(s, ATTACK);
  return { s, seat, window };
}

const WITH_LEADERS: BattleSpec = {
  ...DUEL,
  leaders: [
    { id: 'bL', side: 'bottom', kind: 'mounted', hex: '10,8' },
    { id: 'tL', side: 'top', kind: 'foot', hex: '11,7' },
  ],
};

const WEAK_T1: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
    { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
  ],
};

/** The scene for each card, at its window. */
export function scene(defId: string, o: SceneOpts = {}): Scene {
  switch (defId) {
    case 'ashigaru-attack':
    case 'ninja-assassin':
    case 'tactical-wisdom':
    case 'physician':
    case 'blue-dragon':
    case 'turncoat':
    case 'fire-arrows':
    case 'brave-messenger':
    case 'rank-fire':
    case 'move-like-the-wind':
    case 'ninja-thief':
    case 'panic':
    case 'rice-famine':
    case 'red-dragon':
    case 'tea-ceremony':
    case 'success':
      return commandScene(defId, 'bottom', 'with-command', o);
    case 'followers-of-bishamon':
    case 'spirit-of-the-white-fox':
    case 'white-dragon':
      return commandScene(defId, 'top', 'after-opponent-command', o);
    case 'katchu-keiba':
    case 'spirit-of-haya-ji':
      return movementScene(defId, o);
    case 'insult':
      return insultScene(o);
    case 'ambush':
    case 'courage':
    case 'aikido-training':
      return closeScene(defId, 'top', 'before-opponent-roll', o);
    case 'terrifying-strike':
    case 'cowards':
      return closeScene(defId, 'bottom', 'before-own-roll', o);
    case 'desperate-charge':
      return closeScene(defId, 'bottom', 'before-own-roll', o, {
        units: [{ ...DUEL.units![0]!, blocks: 1 }, DUEL.units![1]!],
      });
    case 'head-collector':
      return closeScene(defId, 'bottom', 'before-own-roll', o, WITH_LEADERS);
    case 'spirit-of-kishijoten':
      return closeScene(defId, 'bottom', 'after-own-roll', o, DUEL, 'circle', 'circle', 'circle', 'circle');
    case 'brave-leader':
      // b1 rolls a flag against t1, which has its leader with it.
      return closeScene(
        defId,
        'top',
        'after-opponent-close-roll',
        o,
        {
          ...DUEL,
          leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
        },
        'flag',
        'flag',
        'flag',
        'circle',
      );
    case 'legendary-combat':
      return closeScene(
        defId,
        'bottom',
        'after-successful-close-combat',
        o,
        WEAK_T1,
        'triangle',
        'circle',
        'circle',
        'circle',
      );
    case 'timid': {
      const sc = closeScene(
        defId,
        'top',
        'after-opponent-gain-ground',
        o,
        WEAK_T1,
        'triangle',
        'circle',
        'circle',
        'circle',
      );
      act(sc.s, { type: 'gain-ground' });
      return sc;
    }
    case 'revenge':
      return closeScene(defId, 'top', 'before-battle-back', o, DUEL, 'circle', 'circle', 'circle', 'circle');
    case 'personal-challenge':
      return closeScene(defId, 'bottom', 'before-leader-duel', o, WITH_LEADERS);
    case 'bullet-proof-armor': {
      const s = dragonBattle(
        {
          units: [
            { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
            { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
          ],
        },
        ['sb'],
      );
      giveDragon(s, 'top', defId);
      short(s, 'top', defId, o);
      script(s, 'triangle', 'triangle');
      act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
      return { s, seat: 'top', window: 'after-opponent-ranged-roll' };
    }
    case 'sage-advisor': {
      const s = dragonGame(DUEL);
      setHand(s, 'bottom', CENTER_HAND);
      // A card in the Command discard pile to take back.
      s.commandDiscard.push(s.commandDeck.shift()!);
      giveDragon(s, 'bottom', defId);
      short(s, 'bottom', defId, o);
      playCard(s, 'order-two-center');
      order(s, 'b1');
      endMovement(s);
      endBattles(s);
      return { s, seat: 'bottom', window: 'end-of-turn' };
    }
    default:
      throw new Error(`no scene for ${defId}`);
  }
}
