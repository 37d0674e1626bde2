// The log of a reopened battle is the log its players saw (issue 22): rebuilt from the saved actions,
// each seat's lines only what that seat may read, and written in the current language, so a
// language switch rewrites the past lines too.

import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { cardsEn } from '../../../src/ui/cards/i18n';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { switchLocale } from '../../../src/ui/i18n';
import { scenarioJson } from './fixture';

afterEach(async () => {
  await switchLocale('en');
});

function duelSetup(): Setup {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { scenario: result.scenario, options: { dragonCards: true } };
}

const SEED = 3;
const players = { top: '', bottom: '' };

function newMatch(setup: Setup): Match {
  return createMatch({ module: samuraiBattles, eventsFor, setup, seed: SEED, players });
}

/** The saved game reopened: the store gives the state and the actions (as local-game.ts passes them). */
function reopen(m: Match): Match {
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: m.session.setup,
    seed: SEED,
    players,
    resume: { state: structuredClone(m.session.state), log: m.session.log.map((a) => ({ ...a })) },
  });
}

/** Plays `count` actions by the holder (passes in windows, ends movement when it can). */
async function play(m: Match, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    // The player asked takes the tablet: each seat's log is read where it was seen.
    for (let g = m.gate(); g; g = m.gate()) g.kind === 'ask' ? m.takeTablet?.() : m.dismissGate();
    const p = m.view().prompt;
    if (!p?.actions?.length) throw new Error('no decision for the holder');
    const pass = p.actions.find((a) => a.type === 'pass');
    const endMove = p.actions.find((a) => a.type === 'end-movement');
    const r = await m.send(pass ?? endMove ?? p.actions[0]!);
    if (!r.ok) throw new Error(r.detail);
  }
}

const linesOf = (m: Match, seat: 'top' | 'bottom') => m.log().flatMap((e) => e.lines[seat]);

describe('the log of a reopened game', () => {
  it('is the log the players saw, seat by seat', async () => {
    const m = newMatch(duelSetup());
    await play(m, 30);
    const again = reopen(m);
    expect(linesOf(m, 'top').length).toBeGreaterThan(30);
    expect(linesOf(again, 'top')).toEqual(linesOf(m, 'top'));
    expect(linesOf(again, 'bottom')).toEqual(linesOf(m, 'bottom'));
    expect(again.log().map((e) => [e.action, e.actor])).toEqual(m.log().map((e) => [e.action, e.actor]));
    // Nothing was missed: the first hand-off after Continue has nothing to report.
    expect(again.missedBy('top')).toEqual([]);
    expect(again.missedBy('bottom')).toEqual([]);
    m.dispose();
    again.dispose();
  });

  it('keeps each seat’s private draws out of the other seat’s log', async () => {
    const m = newMatch(duelSetup());
    await play(m, 30);
    const again = reopen(m);
    // A card drawn is named only in the log of the army that drew it.
    const cardNames = Object.entries(cardsEn)
      .filter(([key]) => key.endsWith('.name'))
      .map(([, name]) => name);
    const differ = again.log().filter((e) => e.lines.top.join() !== e.lines.bottom.join());
    expect(differ.length).toBeGreaterThan(3);
    for (const e of differ) {
      const own = e.lines[e.actor === 'top' ? 'top' : 'bottom'].join(' ');
      const other = e.lines[e.actor === 'top' ? 'bottom' : 'top'].join(' ');
      const drawn = cardNames.filter((name) => own.includes(name));
      expect(drawn.length, own).toBeGreaterThan(0);
      for (const name of drawn) expect(other).not.toContain(name);
      expect(other).toMatch(/drew a (Command|Dragon) card/);
    }
    m.dispose();
    again.dispose();
  });

  it('is written in the current language, and a switch rewrites the past lines', async () => {
    const m = newMatch(duelSetup());
    await play(m, 20);
    const english = linesOf(m, 'bottom');
    await switchLocale('ru');
    const russianOpened = reopen(m);
    const russian = linesOf(russianOpened, 'bottom');
    expect(russian).toHaveLength(english.length);
    expect(russian.filter((line, i) => line !== english[i]).length).toBeGreaterThan(english.length / 2);
    expect(russian.join(' ')).toMatch(/[а-яё]{4}/i);
    // The match played in English now reads its whole past in Russian, like the reopened one.
    expect(linesOf(m, 'bottom')).toEqual(russian);
    await switchLocale('it');
    expect(linesOf(russianOpened, 'bottom')).toEqual(linesOf(reopen(m), 'bottom'));
    expect(linesOf(russianOpened, 'bottom').join(' ')).not.toMatch(/[а-яё]/i);
    await switchLocale('en');
    expect(linesOf(russianOpened, 'bottom')).toEqual(english);
    m.dispose();
    russianOpened.dispose();
  });

  it('goes on after the reopened log with the next actions', async () => {
    const m = newMatch(duelSetup());
    await play(m, 12);
    const again = reopen(m);
    await play(again, 6);
    await play(m, 6);
    expect(linesOf(again, 'top')).toEqual(linesOf(m, 'top'));
    m.dispose();
    again.dispose();
  });
});
