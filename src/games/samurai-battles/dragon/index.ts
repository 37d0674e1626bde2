// Every Dragon card of the GMT 2021 deck, registered in the effect registry by definition id.
// The machinery (payment, one card a turn, windows) is flow/dragon.ts; the hooks the flow reads
// are dragon/modifiers.ts; the data (names, texts, costs, copies) is data/dragonCards.ts.

import { legendaryCombat, timid } from './cards/afterCombat';
import { ambush } from './cards/ambush';
import {
  aikidoTraining,
  bulletProofArmor,
  desperateCharge,
  headCollector,
  revenge,
  spiritOfKishijoten,
  terrifyingStrike,
} from './cards/combatRolls';
import { braveLeader, courage, cowards, followersOfBishamon, panic } from './cards/flags';
import { ninjaThief, physician, sageAdvisor, success, teaCeremony } from './cards/fortune';
import { insult, katchuKeiba, moveLikeTheWind, spiritOfHayaJi } from './cards/movement';
import { braveMessenger, spiritOfTheWhiteFox, tacticalWisdom, whiteDragon } from './cards/orders';
import { personalChallenge } from './cards/personalChallenge';
import { blueDragon, ninjaAssassin, redDragon, riceFamine, turncoat } from './cards/strikes';
import { ashigaruAttack, fireArrows, rankFire } from './cards/wholeTurnDice';
import { DRAGON_EFFECTS, type DragonEffect } from './effects';

/** The effects by card definition (the 37 cards with a text; Victor and Wild Winds have none). */
export const CARD_EFFECTS: Readonly<Record<string, DragonEffect>> = {
  'ashigaru-attack': ashigaruAttack,
  'ninja-assassin': ninjaAssassin,
  'tactical-wisdom': tacticalWisdom,
  'brave-leader': braveLeader,
  physician,
  ambush,
  'terrifying-strike': terrifyingStrike,
  'blue-dragon': blueDragon,
  'sage-advisor': sageAdvisor,
  turncoat,
  'desperate-charge': desperateCharge,
  'fire-arrows': fireArrows,
  'brave-messenger': braveMessenger,
  courage,
  cowards,
  'rank-fire': rankFire,
  'head-collector': headCollector,
  'katchu-keiba': katchuKeiba,
  'legendary-combat': legendaryCombat,
  insult,
  'personal-challenge': personalChallenge,
  'followers-of-bishamon': followersOfBishamon,
  'move-like-the-wind': moveLikeTheWind,
  'ninja-thief': ninjaThief,
  'aikido-training': aikidoTraining,
  panic,
  revenge,
  'rice-famine': riceFamine,
  'red-dragon': redDragon,
  'bullet-proof-armor': bulletProofArmor,
  'spirit-of-kishijoten': spiritOfKishijoten,
  'spirit-of-haya-ji': spiritOfHayaJi,
  'tea-ceremony': teaCeremony,
  timid,
  success,
  'spirit-of-the-white-fox': spiritOfTheWhiteFox,
  'white-dragon': whiteDragon,
};

Object.assign(DRAGON_EFFECTS, CARD_EFFECTS);

export {
  DRAGON_EFFECTS,
  type DragonEffect,
  effectsGeneration,
  registeredEffect,
  type WindowInfo,
} from './effects';
