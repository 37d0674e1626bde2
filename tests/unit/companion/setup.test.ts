// Setting up a companion game from battle notes or from one of our playable battlefields.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import { commandCards, dragonCards, newGame, SCENARIOS, scenario, tokens } from './fixture';

interface IndexEntry {
  id: string;
  file: string;
  kind: 'playable' | 'notes';
}

const index = JSON.parse(readFileSync(join(SCENARIOS, 'index.json'), 'utf8')) as { scenarios: IndexEntry[] };

describe('companion setup', () => {
  it('deals the hands and reserves of the Kawagoe notes and lets Hojo start (seed 003:2793-2811)', () => {
    const s = newGame('gmt/09-kawagoe-castle.json');
    const t = s.table;
    expect(t.players.top.hand).toHaveLength(4);
    expect(t.players.top.dragonHand).toHaveLength(1);
    expect(t.players.top.honor).toBe(4);
    expect(t.players.bottom.hand).toHaveLength(6);
    expect(t.players.bottom.dragonHand).toHaveLength(2);
    expect(t.players.bottom.honor).toBe(9);
    expect(t.active).toBe('bottom');
    expect(s.control).toBe('bottom');
    expect(t.victory.banners).toBe(5);
    expect(t.turn).toBe(1);
  });

  it('takes the reserves from a common pool of 30 tokens (seed 003:812-814, 1866-1868)', () => {
    const s = newGame('gmt/09-kawagoe-castle.json');
    expect(s.table.pool).toBe(30 - 4 - 9);
    expect(tokens(s)).toBe(30);
  });

  it('shuffles 60 Command and 40 Dragon cards and deals from them (seed 003:801-807, 1907)', () => {
    const s = newGame('gmt/09-kawagoe-castle.json');
    expect(commandCards(s)).toBe(60);
    expect(dragonCards(s)).toBe(40);
    expect(s.table.commandDeck).toHaveLength(60 - 10);
    expect(s.table.dragonDeck).toHaveLength(40 - 3);
  });

  it('clears the battlefield of a playable scenario: the blocks stand on the players’ table', () => {
    const s = newGame('battles/okehazama.json');
    expect(Object.keys(s.table.units)).toHaveLength(0);
    expect(Object.keys(s.table.leaders)).toHaveLength(0);
    expect(Object.keys(s.table.terrain)).toHaveLength(0);
    expect(s.scenarioKind).toBe('playable');
    expect(s.table.players.top.hand).toHaveLength(2);
  });

  it('is deterministic for a seed, and the decks differ between seeds', () => {
    const a = newGame('gmt/01-first-samurai-skirmish.json', 3);
    const b = newGame('gmt/01-first-samurai-skirmish.json', 3);
    const c = newGame('gmt/01-first-samurai-skirmish.json', 4);
    expect(a).toEqual(b);
    expect(a.table.commandDeck).not.toEqual(c.table.commandDeck);
  });

  it('sets up every battle of the index, notes and playable alike', () => {
    const entries = index.scenarios.filter((e) => e.kind === 'notes' || e.kind === 'playable');
    expect(entries.filter((e) => e.kind === 'notes')).toHaveLength(40);
    for (const entry of entries) {
      const sc = scenario(entry.file);
      const s = companion.setup({ scenario: sc }, 1);
      expect(tokens(s), entry.id).toBe(30);
      expect(s.table.players.top.hand.length, entry.id).toBe(sc.armies.top.commandCards);
      expect(s.table.players.bottom.dragonHand.length, entry.id).toBe(sc.armies.bottom.dragonCards);
      expect(soleDecision(companion, s)?.seat, entry.id).toBe(s.table.active);
      expect(JSON.parse(JSON.stringify(s)), entry.id).toEqual(s);
    }
  });

  it('reads the fordable river and the impassable terrain of the notes for the calculator', () => {
    const s = newGame('gmt/40-domyoji-battles-among-the-tombs.json');
    expect(s.terrainRules.impassable).toContain('buildings');
    const t = newGame('gmt/03-arita-castle-matauchi-river.json');
    expect(t.terrainRules.riverFordable).toBe(true);
  });

  it('turns off the Dragon deck when the house rules say so', () => {
    const s = companion.setup(
      { scenario: scenario('gmt/09-kawagoe-castle.json'), options: { dragonCards: false } },
      2,
    );
    expect(s.table.players.top.dragonHand).toHaveLength(0);
    expect(soleDecision(companion, s)?.actions.some((a) => a.type === 'draw' && a.deck === 'dragon')).toBe(
      false,
    );
  });
});
