// The two rule sets as one typed profile each. Unit statistics differ too: data/units.ts keeps a
// table per edition. Code asks `rulesOf(state)` for a named rule instead of testing the edition.
// GMT 2021: seed 003. Zvezda 2012: seed 002 (Russian original, wins conflicts), seed 000 (Italian),
// seed 004 (English review). Differences and rulings: ../shared/reference/editions.md and
// docs/rules-decisions.md "Zvezda 2012 edition".

import type { Edition, GameOptions, GameState } from './types';

export interface EditionRules {
  id: Edition;
  /** Short name players see (ours). */
  name: string;
  year: number;
  /** Bows score their swords against a lone leader at range (GMT 003:1539-1544; Zvezda no, 002:649). */
  bowsHitLoneLeaderAtRange: boolean;
  /** A lone leader may retreat off his own baseline; none is forced to seppuku there (Zvezda 002:597-605, 642). */
  leaderMayRetreatOffBoard: boolean;
  /** Honor & Fortune a lone leader pays to leave the board across his baseline (GMT 3, 003:1104-1108; Zvezda 0, 002:326-330). */
  leaderMoveOffCost: number;
  /** Extra Lack of Honor dice per token that could not be paid (GMT 1, 003:1716-1721; Zvezda 0: 4 dice flat, 002:696). */
  lackOfHonorDicePerUnpaid: number;
  /** End of turn: GMT discards the played card first, caps Dragon draws/discards at one and bars discarding a card drawn this turn (003:1812-1826); Zvezda offers the discard only when no Dragon card was played (002:739-747). */
  endOfTurn: 'gmt' | 'zvezda';
  /** When a hand of one Command card forces surrender: GMT at the start of its owner's turn (003:1903-1904); Zvezda right after a duel or seppuku (002:777). */
  surrender: 'start-of-turn' | 'after-duel-or-seppuku';
  /** Hill line of sight: GMT plateau rule (003:2142-2149); Zvezda blocks except between adjacent hill hexes (002:982). */
  hillLos: 'plateau' | 'adjacent-hills';
  /** Command tent: GMT enterable terrain captured at the start of a turn (003:2240-2250); Zvezda camp, impassable, lost when empty (002:1088-1098). */
  camp: 'tent' | 'camp';
  /** A unit in a forest fires with at most 2 dice, as it fights (GMT yes, any combat, 003:2122; Zvezda no: close combat only, 002:959, as on a hill, 002:977). */
  forestCapsFireOut: boolean;
  /** Flags a unit in buildings ignores (GMT 0, open question 3; Zvezda 1, 002:1058). */
  buildingsIgnoreFlags: number;
  /** A unit that moved onto stop terrain this turn may still gain ground (GMT yes, 003:1780-1784; Zvezda no, 002:726-731). */
  gainGroundAfterStopTerrain: boolean;
  /** Leadership card: hexes adjacent to the leader it may order besides his own (GMT 4 linked, 003:2064-2068; Zvezda 3, 002:918). */
  leadershipAdjacent: number;
  /** Leadership may order the chain of linked hexes (GMT) or only hexes touching the leader (Zvezda). */
  leadershipLinked: boolean;
  /** Leadership may instead order any 1 unit (GMT 003:2064-2068; Zvezda 000:656 has it, 002:918 omits it: kept, see rules decisions). */
  leadershipAnyUnit: boolean;
  /**
   * A leader alone in a hex counts as a unit of his kind (Zvezda 002:235; 000:145; 004:84; GMT: not a
   * unit, 003:891). So a missile unit next to one may not fire (002:351-355; GMT: decision A-9), and
   * Cavalry Charge / Infantry Assault may order a lone mounted / foot leader (002:906, 916).
   */
  loneLeaderIsUnit: boolean;
  /** Cards in the Dragon deck (GMT 40, 003:1907; Zvezda 38, 002:32). */
  dragonDeckSize: number;
  /** The army commander's casualty check when his guards lose figures: GMT his own 2-dice check (003:735-737); Zvezda the ordinary 1-die close / 2-dice ranged checks (000:1036; 002:631-639). */
  commanderCheck: 'own' | 'ordinary';
  /** The guards surrender when their commander dies (GMT 003:738-740); Zvezda has no such rule: they hold the camp until the last falls (000:1040-1044; 002:1098). */
  bodyguardsSurrender: boolean;
  /**
   * A retreat that loses no block must be taken when one exists (GMT 003:1600-1601). Zvezda has no such
   * rule: the player picks either free hex behind at each step and takes a figure per hex the path he
   * chose cannot go (002:569, 579-580; 000:399-401), so a cheaper loss may be chosen over dear honor.
   */
  retreatMustAvoidLosses: boolean;
  /** Bodyguards may be fired at (GMT no, 003:733; Zvezda yes: no such exception, 000:1031-1036, 002:344-356). */
  bodyguardsRangedTarget: boolean;
  /** Rank and stature still apply in a close combat with bodyguards (GMT no, 003:724-725; Zvezda yes: no such exception, 002:521-527). */
  bodyguardsRankAndStature: boolean;
}

export const EDITIONS: Readonly<Record<Edition, EditionRules>> = {
  gmt2021: {
    id: 'gmt2021',
    name: 'GMT 2021',
    year: 2021,
    bowsHitLoneLeaderAtRange: true,
    leaderMayRetreatOffBoard: false,
    leaderMoveOffCost: 3,
    lackOfHonorDicePerUnpaid: 1,
    endOfTurn: 'gmt',
    surrender: 'start-of-turn',
    hillLos: 'plateau',
    camp: 'tent',
    forestCapsFireOut: true,
    buildingsIgnoreFlags: 0,
    gainGroundAfterStopTerrain: true,
    leadershipAdjacent: 4,
    leadershipLinked: true,
    leadershipAnyUnit: true,
    loneLeaderIsUnit: false,
    dragonDeckSize: 40,
    commanderCheck: 'own',
    bodyguardsSurrender: true,
    bodyguardsRangedTarget: false,
    bodyguardsRankAndStature: false,
    retreatMustAvoidLosses: true,
  },
  zvezda2012: {
    id: 'zvezda2012',
    name: 'Zvezda 2012',
    year: 2012,
    bowsHitLoneLeaderAtRange: false,
    leaderMayRetreatOffBoard: true,
    leaderMoveOffCost: 0,
    lackOfHonorDicePerUnpaid: 0,
    endOfTurn: 'zvezda',
    surrender: 'after-duel-or-seppuku',
    hillLos: 'adjacent-hills',
    camp: 'camp',
    forestCapsFireOut: false,
    buildingsIgnoreFlags: 1,
    gainGroundAfterStopTerrain: false,
    leadershipAdjacent: 3,
    leadershipLinked: false,
    leadershipAnyUnit: true,
    loneLeaderIsUnit: true,
    dragonDeckSize: 38,
    commanderCheck: 'ordinary',
    bodyguardsSurrender: false,
    bodyguardsRangedTarget: true,
    bodyguardsRankAndStature: true,
    retreatMustAvoidLosses: false,
  },
};

/** The rules profile of a game (older states without an edition are GMT 2021). */
export function rulesOf(state: Pick<GameState, 'edition'>): EditionRules {
  return EDITIONS[state.edition] ?? EDITIONS.gmt2021;
}

/** The house rules an edition offers: switches in GameOptions that the engine reads only under it. */
export type EditionHouseRule = 'seppukuTakesDragon' | 'englishCommandDeck';

/**
 * Switches for readings the sources leave open (../shared/reference/editions.md recommends both):
 * the Russian seppuku (002:612-617; the Italian and English texts and the FAQ have the opponent draw
 * from the deck, our default) and the English rules' 40 section cards (B-13; both 2012 rulebooks in
 * the seeds count 39 + 21, our default). The GMT edition has neither question.
 */
export const EDITION_HOUSE_RULES: Readonly<Record<Edition, readonly EditionHouseRule[]>> = {
  gmt2021: [],
  zvezda2012: ['seppukuTakesDragon', 'englishCommandDeck'],
};

/** Whether a house rule is in force: switched on and offered by the game's edition. */
export function houseRuleOn(
  game: { edition?: Edition; options: Partial<Pick<GameOptions, EditionHouseRule>> },
  rule: EditionHouseRule,
): boolean {
  return game.options[rule] === true && EDITION_HOUSE_RULES[game.edition ?? 'gmt2021'].includes(rule);
}
