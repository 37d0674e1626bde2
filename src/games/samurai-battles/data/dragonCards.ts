// The Dragon deck of the GMT 2021 edition (40 cards, seed 003:1907). Card faces: seed 003:5081-5928.
// The text extraction scrambled titles and texts; the pairing follows the reference catalogue
// (shared/reference/cards-gmt.md §5), with a confidence per card. No source gives the Honor & Fortune
// costs: every cost here is PROVISIONAL (chosen by power; Turncoat 3 per the designer's FAQ ruling) and
// a game can override costs and copies (GameOptions.dragonCosts / dragonCopies).
// The Zvezda 2012 deck has 38 cards (seed 002:32; seed 000:19) whose texts no source gives: it is
// this deck with the GMT effects, less two cards (EDITION_COPIES below).
// This file is data only: the effects are implemented elsewhere.

import type { CardInstance, DragonCardId, Edition } from '../types';
import { instanceName } from './instances';

export type CombatKind = 'close' | 'ranged';

/** When a Dragon card may be played (see shared/reference/turn-anatomy.md). */
export type DragonWindow =
  /** With your Command card; `beforeOrders` cards resolve before any unit is ordered. */
  | { id: 'with-command'; beforeOrders: boolean }
  /** On the opponent's turn, once they have chosen / played their Command card. */
  | { id: 'after-opponent-command' }
  /** On your turn, before moving one of your ordered units. */
  | { id: 'during-movement' }
  /** On the opponent's turn, in reaction to one of their moves. */
  | { id: 'after-opponent-move' }
  /** On the opponent's turn, when one of their units gains ground. */
  | { id: 'after-opponent-gain-ground' }
  /** Your own battle, before you roll. */
  | { id: 'before-own-roll'; combat: CombatKind[] }
  /** The opponent's battle against you, before they roll. */
  | { id: 'before-opponent-roll'; combat: CombatKind[] }
  /** Your own battle, after you roll. */
  | { id: 'after-own-roll'; combat: CombatKind[] }
  | { id: 'after-opponent-ranged-roll' }
  | { id: 'after-opponent-close-roll' }
  /** Your turn, after one of your close combats eliminated the enemy or drove it out of its hex. */
  | { id: 'after-successful-close-combat' }
  /** The opponent's turn, before your unit battles back. */
  | { id: 'before-battle-back' }
  /** Before a close combat in which both units have a leader (either player may play it). */
  | { id: 'before-leader-duel' }
  /** End of your turn. */
  | { id: 'end-of-turn' };

export type DragonWindowId = DragonWindow['id'];

/** What the card is aimed at (the effect issue resolves the details). */
export type DragonTarget =
  | 'self'
  | 'opponent'
  | 'own-command-card'
  | 'opponent-command-card'
  | 'dragon-discard'
  | 'own-unit'
  | 'own-unit-with-leader'
  | 'own-weakened-unit'
  | 'own-single-block-unit'
  | 'own-ordered-unit'
  | 'own-ordered-unit-with-leader'
  | 'own-ordered-cavalry-unit'
  | 'own-defending-unit'
  | 'own-unit-battling-back'
  | 'own-unit-fired-at'
  | 'own-unit-in-close-combat'
  | 'own-triangle-units'
  | 'own-ordered-bow-units'
  | 'own-ordered-arquebus-units'
  | 'own-ordered-foot-units'
  | 'all-own-units'
  | 'own-ordered-units'
  | 'enemy-unit'
  | 'enemy-unit-without-leader'
  | 'attacking-enemy-unit'
  | 'enemy-leader'
  | 'enemy-ordered-leader'
  | 'enemy-units-near-water'
  | 'all-enemy-units'
  | 'both-leaders'
  | 'none';

export type PairingConfidence = 'sure' | 'high' | 'moderate' | 'low' | 'title-only';

export interface DragonCardDef {
  id: DragonCardId;
  /** Our English name (a translation unless a public English source gives it). */
  name: string;
  /** Title printed in the Italian rulebook (seed 003). */
  italian: string;
  /** Copies in the default 40-card deck. 0 = a title with no text in the seed (not dealt). */
  copies: number;
  /** Honor & Fortune cost. PROVISIONAL for every card: no source gives the printed costs. */
  cost: number;
  costProvisional: true;
  /** When it may be played; a card may list more than one window. Empty for title-only cards. */
  windows: DragonWindow[];
  target: DragonTarget;
  /** Short effect summary for the UI, in our own words. */
  text: string;
  /** How sure the title/text pairing is (reference catalogue §5.2-5.3). */
  confidence: PairingConfidence;
  /** Where title and text are in seed 003. */
  seed: string;
  /** Why a choice was made where the seed is unclear. */
  note?: string;
}

const close: CombatKind[] = ['close'];
const any: CombatKind[] = ['close', 'ranged'];
const withCommand = (beforeOrders: boolean): DragonWindow => ({ id: 'with-command', beforeOrders });

type Def = Omit<DragonCardDef, 'costProvisional' | 'copies'> & { copies?: number };
function def(d: Def): DragonCardDef {
  return { copies: 1, costProvisional: true, ...d };
}

const LIST: DragonCardDef[] = [
  def({
    id: 'ashigaru-attack',
    name: 'Ashigaru Attack',
    italian: 'Attacco Ashigaru',
    cost: 1,
    windows: [withCommand(false)],
    target: 'own-triangle-units',
    text: 'With your Command card: all your Ashigaru spear (blue triangle) units roll 1 extra die in close combat for the rest of the turn.',
    confidence: 'sure',
    seed: '003:5081-5097',
  }),
  def({
    id: 'ninja-assassin',
    name: 'Ninja Assassin',
    italian: 'Assassino Ninja',
    cost: 1,
    windows: [withCommand(true)],
    target: 'enemy-leader',
    text: 'Before ordering, roll 1 die at an enemy leader: crossed swords kill him (for the usual banner), and then your opponent loses a Command card at random.',
    confidence: 'sure',
    seed: '003:5098-5116',
    note: 'The card does not say whether killing the leader earns a Victory Banner: it does, as any leader eliminated (rules-decisions G).',
  }),
  def({
    id: 'tactical-wisdom',
    name: 'Tactical Wisdom',
    italian: 'Saggezza Tattica',
    copies: 2,
    cost: 1,
    windows: [withCommand(true)],
    target: 'own-command-card',
    text: 'Before ordering, change the section named on the Command card you just played to another section of your choice.',
    confidence: 'sure',
    seed: '003:5118-5134, 5384-5400',
  }),
  def({
    id: 'brave-leader',
    name: 'Brave Leader',
    italian: 'Comandante Coraggioso',
    copies: 2,
    cost: 1,
    windows: [{ id: 'after-opponent-close-roll' }],
    target: 'own-unit-with-leader',
    text: "After your opponent's close-combat roll against one of your units with a leader, that unit may ignore every flag of this combat.",
    confidence: 'sure',
    seed: '003:5136-5152 (second face 5364-5379)',
    note: "The two faces are worded differently: 5136-5152 is played after the opponent's close-combat roll, 5364-5379 before any combat roll. Both copies use the first wording; the second is almost the same card as Courage (5340-5348).",
  }),
  def({
    id: 'physician',
    name: 'Physician',
    italian: 'Medico',
    cost: 1,
    windows: [withCommand(true)],
    target: 'own-weakened-unit',
    text: 'Before ordering, one of your weakened units gets 1 lost block back, or all of them if your command tent is in the same section.',
    confidence: 'sure',
    seed: '003:5153-5169',
  }),
  def({
    id: 'ambush',
    name: 'Ambush',
    italian: 'Imboscata',
    cost: 2,
    windows: [{ id: 'before-opponent-roll', combat: close }],
    target: 'own-defending-unit',
    text: 'When the opponent attacks one of your units in close combat (bonus combat included), before they roll: your unit battles first with 1 extra die and does not battle back afterwards. The attacker, if it stays and survives, then battles.',
    confidence: 'sure',
    seed: '003:5169, 5175-5195',
    note: 'Only one of Ambush or First Strike per attack (designer FAQ).',
  }),
  def({
    id: 'terrifying-strike',
    name: 'Terrifying Strike',
    italian: 'Colpire Terrorizzando',
    cost: 1,
    windows: [{ id: 'before-own-roll', combat: close }],
    target: 'enemy-unit',
    text: 'Before your close-combat roll: every flag you roll against the target enemy unit in this combat counts twice.',
    confidence: 'sure',
    seed: '003:5171-5173, 5197-5207',
  }),
  def({
    id: 'blue-dragon',
    name: 'Blue Dragon',
    italian: 'Dragone Blu',
    cost: 2,
    windows: [withCommand(true)],
    target: 'enemy-units-near-water',
    text: 'Before ordering, roll 1 die at each enemy unit in or next to a water hex: it loses a block when the die shows its own standard symbol. Other results do nothing.',
    confidence: 'sure',
    seed: '003:5209-5231',
  }),
  def({
    id: 'sage-advisor',
    name: 'Sage Advisor',
    italian: 'Saggio Consigliere',
    cost: 0,
    windows: [{ id: 'end-of-turn' }],
    target: 'self',
    text: 'At the end of your turn, instead of drawing, take any Command card from the discard pile into your hand (you may look through the pile first).',
    confidence: 'sure',
    seed: '003:5232-5252',
  }),
  def({
    id: 'turncoat',
    name: 'Turncoat',
    italian: 'Traditori',
    cost: 3,
    windows: [withCommand(true)],
    target: 'enemy-unit-without-leader',
    text: 'Before ordering, pick an enemy unit with no leader. Both players roll 3 dice, +1 for whoever has more banners and +2 for whoever has more Honor & Fortune. If you roll more honor symbols, the unit changes sides (swap it for one of yours); a tie changes nothing.',
    confidence: 'sure',
    seed: '003:5253, 5261-5289',
    note: 'Cost 3: designer FAQ errata of the original printing (printed 1). A turned unit is not ordered.',
  }),
  def({
    id: 'desperate-charge',
    name: 'Desperate Charge',
    italian: 'Carica Disperata',
    cost: 1,
    windows: [{ id: 'before-own-roll', combat: close }],
    target: 'own-single-block-unit',
    text: 'Before your close-combat roll: one of your units down to a single block rolls 2 extra dice in this combat.',
    confidence: 'sure',
    seed: '003:5255-5257, 5291-5299',
  }),
  def({
    id: 'fire-arrows',
    name: 'Fire Arrows',
    italian: 'Frecce Incendiarie',
    cost: 1,
    windows: [withCommand(false)],
    target: 'own-ordered-bow-units',
    text: 'With your Command card: your ordered archer units roll 1 extra die in ranged combat for the rest of the turn.',
    confidence: 'sure',
    seed: '003:5259, 5301-5313',
  }),
  def({
    id: 'brave-messenger',
    name: 'Brave Messenger',
    italian: 'Messaggero Coraggioso',
    cost: 2,
    windows: [withCommand(true)],
    target: 'own-ordered-units',
    text: 'With a section card that orders 1, 2 or 3 units, order 1 more unit anywhere on the field (2 more if your command tent is on the battlefield).',
    confidence: 'sure',
    seed: '003:5314-5336',
  }),
  def({
    id: 'courage',
    name: 'Courage',
    italian: 'Coraggio',
    cost: 1,
    windows: [{ id: 'before-opponent-roll', combat: any }],
    target: 'own-unit',
    text: 'Before the opponent rolls against one of your units, that unit ignores every flag of this combat.',
    confidence: 'sure',
    seed: '003:5338, 5340-5348',
  }),
  def({
    id: 'cowards',
    name: 'Cowards',
    italian: 'Codardi',
    cost: 1,
    windows: [{ id: 'before-own-roll', combat: any }],
    target: 'enemy-unit',
    text: 'Before you roll, the target enemy unit may not ignore flags in this combat for any reason, Dragon cards included.',
    confidence: 'sure',
    seed: '003:5350-5362, 5376',
  }),
  def({
    id: 'rank-fire',
    name: 'Rank Fire',
    italian: 'Fuoco per Ranghi',
    cost: 1,
    windows: [withCommand(false)],
    target: 'own-ordered-arquebus-units',
    text: 'With your Command card: your ordered arquebus units roll 1 extra die at range, and each crossed-swords result (a hit) is rolled once more for further hits or flags.',
    confidence: 'sure',
    seed: '003:5380-5382, 5428-5442',
  }),
  def({
    id: 'head-collector',
    name: 'Head Collector',
    italian: 'Collezionista di Teste',
    cost: 0,
    windows: [{ id: 'before-own-roll', combat: close }],
    target: 'own-ordered-unit-with-leader',
    text: 'Before your close-combat roll: one of your ordered units with a leader earns 2 Honor & Fortune per enemy block it eliminates in this combat, on top of the usual gains.',
    confidence: 'high',
    seed: '003:5402-5414, 5444-5446',
  }),
  def({
    id: 'katchu-keiba',
    name: 'Katchu Keiba',
    italian: 'Katchu Keiba',
    cost: 1,
    windows: [{ id: 'during-movement' }],
    target: 'own-ordered-cavalry-unit',
    text: 'During your movement: one of your ordered cavalry units may move 2 hexes further than normal and still battle.',
    confidence: 'sure',
    seed: '003:5416-5424, 5447',
  }),
  def({
    id: 'legendary-combat',
    name: 'Legendary Combat',
    italian: 'Combattimento Leggendario',
    cost: 2,
    windows: [{ id: 'after-successful-close-combat' }],
    target: 'own-ordered-unit',
    text: 'After a close combat that destroyed the enemy or pushed it out of its hex, your unit may gain ground and make a bonus close combat (foot units need no leader for it). If it has already made one, it may gain ground and make a second bonus combat.',
    confidence: 'high',
    seed: '003:5450-5452, 5461-5487',
  }),
  def({
    id: 'insult',
    name: 'Insult',
    italian: 'Insulto',
    cost: 1,
    windows: [{ id: 'after-opponent-move' }],
    target: 'enemy-ordered-leader',
    text: 'After an enemy leader moves, cancel the move: he goes back to his starting hex. If he moved with a unit, the unit goes back too and may not battle this turn.',
    confidence: 'high',
    seed: '003:5452, 5489-5509',
  }),
  def({
    id: 'personal-challenge',
    name: 'Personal Challenge',
    italian: 'Sfida Personale',
    copies: 2,
    cost: 2,
    windows: [{ id: 'before-leader-duel' }],
    target: 'both-leaders',
    text: 'Before a close combat between two units that both have a leader, the leaders duel: each player rolls one die per card of their command (this card included); the card player adds 2, the richer player in Honor & Fortune 1, the higher-status leader 1 (army commander, then mounted, then foot). More crossed swords kill the other leader: no banner, but the loser drops a random Command card. Honor symbols rolled are gained. A tie kills nobody.',
    confidence: 'sure',
    seed: '003:5454-5456, 5511-5545, 5558-5596',
  }),
  def({
    id: 'followers-of-bishamon',
    name: 'Followers of Bishamon',
    italian: 'Seguaci di Bishamon',
    cost: 3,
    windows: [{ id: 'after-opponent-command' }],
    target: 'all-own-units',
    text: 'After your opponent plays their Command card: for the whole turn, all your units may ignore every flag they take.',
    confidence: 'high',
    seed: '003:5457-5459, 5547-5557',
  }),
  def({
    id: 'move-like-the-wind',
    name: 'Move Like the Wind',
    italian: 'Muovere come il Vento',
    cost: 2,
    windows: [withCommand(false)],
    target: 'own-ordered-foot-units',
    text: 'With your Command card: your ordered foot units may move 1 hex further than normal and still battle.',
    confidence: 'sure',
    seed: '003:5598-5600, 5626-5640',
  }),
  def({
    id: 'ninja-thief',
    name: 'Ninja Thief',
    italian: 'Ladro Ninja',
    cost: 1,
    windows: [withCommand(true)],
    target: 'dragon-discard',
    text: 'Before ordering, take a Dragon card from the discard pile: pay its cost to play it this turn, or keep it in your hand for later.',
    confidence: 'sure',
    seed: '003:5602-5604, 5610-5624',
  }),
  def({
    id: 'aikido-training',
    name: 'Aikido Training',
    italian: 'Allenamento di Aikido',
    cost: 1,
    windows: [{ id: 'before-opponent-roll', combat: close }],
    target: 'attacking-enemy-unit',
    text: "Before your opponent's close-combat roll: the enemy unit attacking you rolls no more than 2 dice in this combat, whatever bonuses it has (Dragon cards included).",
    confidence: 'sure',
    seed: '003:5606-5608, 5642-5656',
  }),
  def({
    id: 'panic',
    name: 'Panic',
    italian: 'Panico',
    cost: 2,
    windows: [withCommand(false)],
    target: 'all-enemy-units',
    text: 'With your Command card: for this turn no enemy unit may ignore flags.',
    confidence: 'high',
    seed: '003:5657-5669',
  }),
  def({
    id: 'revenge',
    name: 'Revenge',
    italian: 'Vendetta',
    cost: 1,
    windows: [{ id: 'before-battle-back' }],
    target: 'own-unit-battling-back',
    text: 'Before your battle-back roll: your unit battles back with as many dice as the enemy rolled against it.',
    confidence: 'sure',
    seed: '003:5671, 5673-5689',
  }),
  def({
    id: 'rice-famine',
    name: 'Rice Famine',
    italian: 'Carestia di Riso',
    cost: 2,
    windows: [withCommand(true)],
    target: 'opponent',
    text: 'Before ordering, roll 1 die per enemy green-circle unit. Each unit symbol costs the opponent a block from a unit with that symbol (their choice); each honor symbol costs them 2 Honor & Fortune. Units destroyed this way give you banners.',
    confidence: 'sure',
    seed: '003:5671, 5723-5750',
  }),
  def({
    id: 'red-dragon',
    name: 'Red Dragon',
    italian: 'Dragone Rosso',
    cost: 2,
    windows: [withCommand(true)],
    target: 'all-enemy-units',
    text: 'Before ordering, roll 3 dice (4 if your command tent is on the battlefield). For each unit symbol, your opponent retreats one of their units with that symbol, paying honor as usual. Other results do nothing.',
    confidence: 'high',
    seed: '003:5691-5721',
  }),
  def({
    id: 'bullet-proof-armor',
    name: 'Bullet-Proof Armor',
    italian: 'Corazze a Prova di Proiettile',
    cost: 1,
    windows: [{ id: 'after-opponent-ranged-roll' }],
    target: 'own-unit-fired-at',
    text: 'After the opponent shoots at one of your units, it ignores all hits of that shot. Against a unit firing twice (Stand and Fire), play it after the second shot to ignore both.',
    confidence: 'sure',
    seed: '003:5751-5753, 5809-5827',
  }),
  def({
    id: 'spirit-of-kishijoten',
    name: 'Spirit of Kishijoten',
    italian: 'Spirito di Kishijoten',
    cost: 1,
    windows: [{ id: 'after-own-roll', combat: close }],
    target: 'own-unit-in-close-combat',
    text: 'After your close-combat roll, throw it away and roll all the dice again; the new roll stands.',
    confidence: 'high',
    seed: '003:5755-5757, 5829-5845',
  }),
  def({
    id: 'spirit-of-haya-ji',
    name: 'Spirit of Haya-ji',
    italian: 'Spirito di Haya-ji',
    cost: 1,
    windows: [{ id: 'during-movement' }],
    target: 'own-ordered-unit',
    text: 'During your movement: one of your ordered units may move 1 hex further than normal and still battle, passing through units of either side and through any terrain it could enter.',
    confidence: 'high',
    seed: '003:5759-5761, 5791-5807',
  }),
  def({
    id: 'tea-ceremony',
    name: 'Tea Ceremony',
    italian: 'Cerimonia del Tè',
    cost: 0,
    windows: [withCommand(true)],
    target: 'self',
    text: 'Before ordering, roll one die per card of your command (the card just played included): each honor symbol earns 2 Honor & Fortune, or 3 if your command tent is on the battlefield.',
    confidence: 'sure',
    seed: '003:5763-5789',
  }),
  def({
    id: 'timid',
    name: 'Timid',
    italian: 'Timido',
    cost: 1,
    windows: [{ id: 'after-opponent-gain-ground' }],
    target: 'enemy-unit',
    text: 'When an enemy unit is about to gain ground, it may neither gain ground nor make a bonus close combat, and your opponent loses 2 Honor & Fortune.',
    confidence: 'high',
    seed: '003:5846-5858, 5922',
  }),
  def({
    id: 'success',
    name: 'Success',
    italian: 'Successo',
    cost: 2,
    windows: [withCommand(true)],
    target: 'self',
    text: 'Before ordering, draw a Command card at once; your hand size grows by 1 from now on.',
    confidence: 'high',
    seed: '003:5898-5913, 5924',
  }),
  def({
    id: 'spirit-of-the-white-fox',
    name: 'Spirit of the White Fox',
    italian: 'Spirito della Volpe Bianca',
    cost: 2,
    windows: [{ id: 'after-opponent-command' }],
    target: 'opponent-command-card',
    text: 'Once your opponent has chosen their Command card, draw one of their other cards at random: they must play that one this turn and take the first back into their hand.',
    confidence: 'moderate',
    seed: '003:5860-5883, 5915-5917',
    note: 'Its title is glued to White Dragon in the extraction, so the two own consecutive texts (reference §5.2).',
  }),
  def({
    id: 'white-dragon',
    name: 'White Dragon',
    italian: 'Dragone Bianco',
    cost: 3,
    windows: [{ id: 'after-opponent-command' }],
    target: 'opponent',
    text: 'Once your opponent has chosen their Command card, they are distracted: this turn they order only 1 unit.',
    confidence: 'low',
    seed: '003:5885-5896, 5918-5920',
    note: 'Might belong to Wild Winds instead (reference §5.3 reading a); kept here by the glued-titles rule.',
  }),
  // Titles printed with no text in the seed: kept for house rules, not dealt by default.
  def({
    id: 'victor',
    name: 'Victor',
    italian: 'Vincitore',
    copies: 0,
    cost: 0,
    windows: [],
    target: 'none',
    text: 'No text in the rulebook; not part of the default deck.',
    confidence: 'title-only',
    seed: '003:5449',
    note: 'Surplus fifth title on a four-card page (reference §5.2).',
  }),
  def({
    id: 'wild-winds',
    name: 'Wild Winds',
    italian: 'Venti Selvaggi',
    copies: 0,
    cost: 0,
    windows: [],
    target: 'none',
    text: 'No text in the rulebook; not part of the default deck.',
    confidence: 'title-only',
    seed: '003:5926-5928',
    note: 'Surplus fifth title on a four-card page; it may own the White Dragon text instead (reference §5.3).',
  }),
];

export const DRAGON_CARDS: Readonly<Record<DragonCardId, DragonCardDef>> = Object.fromEntries(
  LIST.map((d) => [d.id, d]),
);

/** Definition ids in deck order (title-only cards last). */
export const DRAGON_CARD_IDS: readonly DragonCardId[] = LIST.map((d) => d.id);

/**
 * Copies that differ from the GMT deck, per edition. Zvezda (38 cards) leaves out:
 * - Sage Advisor: it is played at the end of the turn, a moment the Zvezda list of play moments
 *   lacks (seed 002:799-859; seed 000:587-603);
 * - the second Brave Leader: no Zvezda source names the card, and its two GMT faces are worded
 *   differently (003:5136-5152 vs 5364-5379), the second almost a copy of Courage, which points to a
 *   GMT addition. The other doubles stay: Personal Challenge is a Zvezda card both players may play
 *   in one combat (seed 002:855-859; seed 000:603), and nothing marks either Tactical Wisdom face as new.
 */
const EDITION_COPIES: Readonly<Record<Edition, Partial<Record<DragonCardId, number>>>> = {
  gmt2021: {},
  zvezda2012: { 'sage-advisor': 0, 'brave-leader': 1 },
};

/** Costs that differ from the provisional GMT ones, per edition. */
const EDITION_COSTS: Readonly<Record<Edition, Partial<Record<DragonCardId, number>>>> = {
  gmt2021: {},
  // Designer's errata of the Zvezda printing: Turncoat costs 3, not the printed 1 (editions.md §E).
  zvezda2012: { turncoat: 3 },
};

/** Copies of a definition in the default deck of `edition`. */
export function defaultDragonCopiesOf(id: DragonCardId, edition: Edition = 'gmt2021'): number {
  return EDITION_COPIES[edition]?.[id] ?? DRAGON_CARDS[id]?.copies ?? 0;
}

/** Provisional cost of a definition under `edition`. */
export function defaultDragonCostOf(id: DragonCardId, edition: Edition = 'gmt2021'): number {
  return EDITION_COSTS[edition]?.[id] ?? DRAGON_CARDS[id]?.cost ?? 0;
}

// The default tables by edition, made once (the card data never changes): every game set up copies
// one (its own object: a game's house rules are changed in place), in LIST's order.
const COPIES_TABLES = new Map<Edition, Record<DragonCardId, number>>();
const COSTS_TABLES = new Map<Edition, Record<DragonCardId, number>>();

function tableFor(
  tables: Map<Edition, Record<DragonCardId, number>>,
  edition: Edition,
  defaultOf: (id: DragonCardId, edition: Edition) => number,
): Record<DragonCardId, number> {
  let t = tables.get(edition);
  if (t === undefined) {
    t = Object.freeze(Object.fromEntries(LIST.map((d) => [d.id, defaultOf(d.id, edition)])));
    tables.set(edition, t);
  }
  return t;
}

/** Default copies per definition (sums to 40 for GMT 2021, 38 for Zvezda 2012). */
export function defaultDragonCopies(edition: Edition = 'gmt2021'): Record<DragonCardId, number> {
  return { ...tableFor(COPIES_TABLES, edition, defaultDragonCopiesOf) };
}

/** Default provisional costs per definition. */
export function defaultDragonCosts(edition: Edition = 'gmt2021'): Record<DragonCardId, number> {
  return { ...tableFor(COSTS_TABLES, edition, defaultDragonCostOf) };
}

/**
 * The Dragon deck as '<defId>#<n>' in a fixed order. `copies` overrides the count of any definition
 * it names (house rules); unnamed definitions keep the default of `edition`. Shuffle with the game's rng.
 */
export function buildDragonDeck(
  copies?: Record<DragonCardId, number>,
  edition: Edition = 'gmt2021',
): CardInstance[] {
  const out: CardInstance[] = [];
  for (const d of LIST) {
    const n = copies?.[d.id] ?? defaultDragonCopiesOf(d.id, edition);
    for (let i = 1; i <= n; i++) out.push(instanceName(d.id, i));
  }
  return out;
}

/** Definitions by instance, kept: asked for every card in hand at every window and step of play. */
const defOfInstance = new Map<CardInstance, DragonCardDef>();

/** The definition of a Dragon card instance (or of a definition id). Throws on an unknown card. */
export function dragonDef(instance: CardInstance): DragonCardDef {
  const known = defOfInstance.get(instance);
  if (known) return known;
  const i = instance.indexOf('#');
  const d = DRAGON_CARDS[i < 0 ? instance : instance.slice(0, i)];
  if (!d) throw new Error(`unknown Dragon card ${instance}`);
  defOfInstance.set(instance, d);
  return d;
}
