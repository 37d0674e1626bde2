// Session 14 audit: the Dragon card faces of the GMT 2021 rulebook (seed 003:5080-5930) against
// the engine, for the statements no other test names: the printed titles and second faces, and a
// few numbers and limits of single cards.

import { describe, expect, it } from 'vitest';
import { DRAGON_CARD_IDS, dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { act, CENTER_HAND, eventsOf, order, playCard, script, setHand } from '../flow/harness';
import { dragonBattle, dragonGame, giveDragon, offers, playDragon } from './kit';
import { ATTACK, DUEL, FIELD, scene } from './scenes';

/** Each dealt card's Italian title as printed and the line it starts on (titles are split over lines). */
const TITLES: [string, string, string][] = [
  ['ashigaru-attack', 'Attacco Ashigaru', '003:5095'],
  ['ninja-assassin', 'Assassino Ninja', '003:5098'],
  ['tactical-wisdom', 'Saggezza Tattica', '003:5132'],
  ['brave-leader', 'Comandante Coraggioso', '003:5136'],
  ['physician', 'Medico', '003:5169'],
  ['ambush', 'Imboscata', '003:5169'],
  ['terrifying-strike', 'Colpire Terrorizzando', '003:5171'],
  ['blue-dragon', 'Dragone Blu', '003:5209'],
  ['sage-advisor', 'Saggio Consigliere', '003:5250'],
  ['turncoat', 'Traditori', '003:5253'],
  ['desperate-charge', 'Carica Disperata', '003:5255'],
  ['fire-arrows', 'Frecce Incendiarie', '003:5259'],
  ['brave-messenger', 'Messaggero Coraggioso', '003:5336'],
  ['courage', 'Coraggio', '003:5338'],
  ['cowards', 'Codardi', '003:5376'],
  ['rank-fire', 'Fuoco per Ranghi', '003:5380'],
  ['head-collector', 'Collezionista di Teste', '003:5444'],
  ['katchu-keiba', 'Katchu Keiba', '003:5447'],
  ['legendary-combat', 'Combattimento Leggendario', '003:5450'],
  ['insult', 'Insulto', '003:5452'],
  ['personal-challenge', 'Sfida Personale', '003:5454'],
  ['followers-of-bishamon', 'Seguaci di Bishamon', '003:5457'],
  ['move-like-the-wind', 'Muovere come il Vento', '003:5598'],
  ['ninja-thief', 'Ladro Ninja', '003:5602'],
  ['aikido-training', 'Allenamento di Aikido', '003:5606'],
  ['panic', 'Panico', '003:5669'],
  ['revenge', 'Vendetta', '003:5671'],
  ['rice-famine', 'Carestia di Riso', '003:5671'],
  ['red-dragon', 'Dragone Rosso', '003:5719'],
  ['bullet-proof-armor', 'Corazze a Prova di Proiettile', '003:5751'],
  ['spirit-of-kishijoten', 'Spirito di Kishijoten', '003:5755'],
  ['spirit-of-haya-ji', 'Spirito di Haya-ji', '003:5759'],
  // Printed "TE'" (an accent typed as an apostrophe).
  ['tea-ceremony', 'Cerimonia del Tè', '003:5763'],
  ['spirit-of-the-white-fox', 'Spirito della Volpe Bianca', '003:5915'],
  ['white-dragon', 'Dragone Bianco', '003:5918'],
  ['timid', 'Timido', '003:5922'],
  ['success', 'Successo', '003:5924'],
];

const norm = (x: string) => x.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

describe('the Dragon deck as printed (seed 003:5080-5930)', () => {
  it('every dealt card carries its printed title, and its seed lines include the title line', () => {
    const dealt = DRAGON_CARD_IDS.filter((id) => dragonDef(id).copies > 0);
    expect(TITLES.map(([id]) => id).sort()).toEqual([...dealt].sort());
    for (const [id, title, ref] of TITLES) {
      const line = Number(ref.slice(4));
      const d = dragonDef(id);
      expect(norm(d.italian)).toBe(norm(title));
      const ranges = [...d.seed.matchAll(/(\d{4})(?:-(\d{4}))?/g)].map((m) => [
        Number(m[1]),
        Number(m[2] ?? m[1]),
      ]);
      expect(
        ranges.some(([a, b]) => a! <= line && line <= b!),
        `${id} ${d.seed}`,
      ).toBe(true);
    }
  });

  it('the three faces printed twice are dealt twice: Brave Leader 003:5364-5379, Tactical Wisdom 003:5384-5400, Personal Challenge 003:5558-5596', () => {
    expect(dragonDef('brave-leader').copies).toBe(2);
    expect(dragonDef('tactical-wisdom').copies).toBe(2);
    expect(dragonDef('personal-challenge').copies).toBe(2);
    // The second Tactical Wisdom and Personal Challenge faces repeat the first word for word;
    // both copies play the same effect in the same window.
    expect(dragonDef('tactical-wisdom').windows).toEqual([{ id: 'with-command', beforeOrders: true }]);
    expect(dragonDef('personal-challenge').windows).toEqual([{ id: 'before-leader-duel' }]);
  });
});

describe('Turncoat (seed 003:5269-5281)', () => {
  it('the player with more Victory Banners adds 1 die; more Honor & Fortune adds 2', () => {
    const { s } = scene('turncoat');
    s.players.bottom.banners = 2;
    // Bottom 3 + 1 (banners); top 3 + 2 (more tokens once the card is paid).
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = playDragon(s, 'turncoat', 't2');
    expect(eventsOf(ev, 'dice').map((e) => [e.side, e.faces.length])).toEqual([
      ['bottom', 4],
      ['top', 5],
    ]);
  });
});

describe('Brave Messenger (seed 003:5320-5334)', () => {
  const withCard = (card: string, hand = 4): GameState => {
    const s = dragonGame({ ...FIELD, command: { bottom: hand } });
    setHand(s, 'bottom', [card, ...CENTER_HAND.filter((c) => c !== card)].slice(0, hand));
    giveDragon(s, 'bottom', 'brave-messenger');
    playCard(s, card);
    return s;
  };

  it('only with a section card ordering 1, 2 or 3 units: not with Flank Attack (4) nor Flight of the Geese (6)', () => {
    expect(offers(withCard('order-three-left'), 'brave-messenger')).toHaveLength(1);
    expect(offers(withCard('order-one-center'), 'brave-messenger')).toHaveLength(1);
    expect(offers(withCard('flank-attack'), 'brave-messenger')).toHaveLength(0);
    expect(offers(withCard('flight-of-geese'), 'brave-messenger')).toHaveLength(0);
  });

  it('not with a tactic card, even one ordering few units', () => {
    expect(offers(withCard('order-circle'), 'brave-messenger')).toHaveLength(0);
  });

  it('Advance counts the command: with 3 cards it orders 3, with 4 it orders 4', () => {
    expect(offers(withCard('advance-left', 3), 'brave-messenger')).toHaveLength(1);
    expect(offers(withCard('advance-left', 4), 'brave-messenger')).toHaveLength(0);
  });
});

describe('Head Collector (seed 003:5402-5408)', () => {
  it('is for an ordered unit with a leader: not offered to one without', () => {
    const s = dragonBattle(DUEL, ['b1']);
    giveDragon(s, 'bottom', 'head-collector');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    expect(offers(s, 'head-collector')).toEqual([]);
    expect(offers(scene('head-collector').s, 'head-collector')).toHaveLength(1);
  });
});

describe('Katchu Keiba (seed 003:5416-5424)', () => {
  it('only an ordered cavalry unit is a target', () => {
    const { s } = scene('katchu-keiba');
    expect(offers(s, 'katchu-keiba').map((a) => a.target)).toEqual(['b5']);
  });
});

describe('Aikido Training (seed 003:5648-5656)', () => {
  it('the 2-dice limit holds against a Dragon card played afterwards (Desperate Charge)', () => {
    const s = dragonBattle({ units: [{ ...DUEL.units![0]!, blocks: 1 }, DUEL.units![1]!] }, ['b1']);
    giveDragon(s, 'top', 'aikido-training');
    giveDragon(s, 'bottom', 'desperate-charge');
    act(s, ATTACK);
    playDragon(s, 'aikido-training', 'b1');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    // b1 has no leader: its roll follows the card at once.
    const ev = playDragon(s, 'desperate-charge', 'b1');
    const close = eventsOf(ev, 'dice').filter((e) => e.purpose === 'close');
    expect(close[0]!.faces).toHaveLength(2);
  });
});

describe('Insult (seed 003:5489-5501)', () => {
  it('a leader who moved alone goes back alone', () => {
    const s = dragonGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
      ],
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,8' }],
    });
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'top', 'insult');
    playCard(s, 'order-two-center');
    order(s, 'bL', 'b1');
    act(s, { type: 'move', piece: 'bL', to: '13,7' });
    playDragon(s, 'insult', 'bL');
    expect(s.leaders.bL!.hex).toBe('12,8');
    expect(s.units.b1!.hex).toBe('10,8');
    expect(s.turnState.ordered.b1!.noBattle).toBe(false);
  });
});

describe('Ambush answers a bonus close combat too (seed 003:5175-5179)', () => {
  it('is offered before the roll of a bonus close combat', () => {
    const s = dragonBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    giveDragon(s, 'top', 'ambush');
    act(s, { type: 'bonus-combat', target: '12,6' });
    expect(offers(s, 'ambush').map((a) => a.target)).toEqual(['t2']);
  });
});
