// Session 16 audit: what players read about the cards. Each Dragon card face opens with when it is
// played ("Giocatela ..."); the summaries shown in the hand and on the rules screen now open with
// that moment too, in our own words, in every language.

import { describe, expect, it } from 'vitest';
import { COMMAND_CARDS } from '../../../src/games/samurai-battles/data/commandCards';
import { DRAGON_CARD_IDS, dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import { cardsIt } from '../../../src/ui/cards/i18n.it';
import { cardsRu } from '../../../src/ui/cards/i18n.ru';

/** How the English summary of a card played in each window begins. */
const OPENING: Record<string, RegExp> = {
  'with-command': /^(With your Command card|Before ordering|With a section card)/,
  'after-opponent-command': /^(After your opponent plays|Once your opponent has chosen)/,
  'during-movement': /^During your movement/,
  'after-opponent-move': /^After an enemy leader moves/,
  'after-opponent-gain-ground': /^When an enemy unit is about to gain ground/,
  'before-own-roll': /^(Before your close-combat roll|Before you roll)/,
  'before-opponent-roll':
    /^(When the opponent attacks|Before the opponent rolls|Before your opponent's close-combat roll)/,
  'after-own-roll': /^After your close-combat roll/,
  'after-opponent-ranged-roll': /^After the opponent shoots/,
  'after-opponent-close-roll': /^After your opponent's close-combat roll/,
  'after-successful-close-combat': /^After a close combat/,
  'before-battle-back': /^Before your battle-back roll/,
  'before-leader-duel': /^Before a close combat/,
  'end-of-turn': /^At the end of your turn/,
};

describe('the Dragon card summaries say when the card is played', () => {
  it('each dealt card opens with its moment (003:5081, 5102, 5118, 5140, 5153, 5175, 5197, 5213, 5232, 5261, 5291, 5301, 5314, 5340, 5350, 5364, 5384, 5402, 5416, 5428, 5461, 5489, 5511, 5547, 5558, 5610, 5626, 5642, 5657, 5673, 5691, 5723, 5767, 5791, 5809, 5829, 5846, 5860, 5885, 5898)', () => {
    const dealt = DRAGON_CARD_IDS.filter((id) => dragonDef(id).copies > 0);
    expect(dealt).toHaveLength(37);
    for (const id of dealt) {
      const d = dragonDef(id);
      expect(d.text, id).toMatch(OPENING[d.windows[0]!.id]!);
    }
  });

  it('the Italian and Russian summaries give the same moment as the English one, card by card', () => {
    // Cards whose English summary was given its moment in session 16: the translations open the same way.
    const opened: [string, string, string][] = [
      ['ashigaru-attack', 'Con la tua carta Comando', 'Вместе с Командной картой'],
      ['fire-arrows', 'Con la tua carta Comando', 'Вместе с Командной картой'],
      ['rank-fire', 'Con la tua carta Comando', 'Вместе с Командной картой'],
      ['move-like-the-wind', 'Con la tua carta Comando', 'Вместе с Командной картой'],
      ['panic', 'Con la tua carta Comando', 'Вместе с Командной картой'],
      ['terrifying-strike', 'Prima del tuo tiro in mischia', 'До вашего броска в ближнем бою'],
      ['desperate-charge', 'Prima del tuo tiro in mischia', 'До вашего броска в ближнем бою'],
      ['head-collector', 'Prima del tuo tiro in mischia', 'До вашего броска в ближнем бою'],
      ['katchu-keiba', 'Durante il tuo movimento', 'Во время вашего движения'],
      ['spirit-of-haya-ji', 'Durante il tuo movimento', 'Во время вашего движения'],
      ['aikido-training', 'Prima del tiro in mischia dell’avversario', 'До броска противника в ближнем бою'],
      ['revenge', 'Prima del tuo tiro di risposta', 'До вашего ответного броска'],
    ];
    for (const [id, it, ru] of opened) {
      expect(cardsIt[`card.${id}.text`], id).toMatch(new RegExp(`^${it}`));
      expect(cardsRu[`card.${id}.text`], id).toMatch(new RegExp(`^${ru}`));
    }
  });
});

describe('the Command card summaries carry the numbers of the faces', () => {
  it('Cavalry Charge 4 units, 1 die, 3 hexes (003:4311-4321); Stand and Fire 4 units, twice (003:4291-4295); Infantry Assault 4 units, 2 hexes (003:4923-4929)', () => {
    expect(COMMAND_CARDS['cavalry-charge']!.text).toMatch(/up to 4 cavalry.*1 extra die.*3 hexes/);
    expect(COMMAND_CARDS['stand-and-fire']!.text).toMatch(/up to 4 units with missile weapons.*twice/);
    expect(COMMAND_CARDS['infantry-assault']!.text).toMatch(/up to 4 foot units.*2 hexes/);
    for (const [id, re] of [
      ['cavalry-charge', /4.*1.*3/],
      ['stand-and-fire', /4/],
      ['infantry-assault', /4.*2/],
    ] as const) {
      expect(cardsIt[`card.${id}.text`]).toMatch(re);
      expect(cardsRu[`card.${id}.text`]).toMatch(re);
    }
  });
});
