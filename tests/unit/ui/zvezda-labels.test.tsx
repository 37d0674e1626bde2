// @vitest-environment jsdom
// Under the Zvezda 2012 rules the screens name and describe units from that edition's sheet: SN,
// AY and MSY on the board and in accessible names, 3 bodyguards, the arquebus that may fight after
// moving (seed 002:396, 477; seed 000:316), and the rules screen can show either edition's sheets.
// The edition is shown in the game, on the victory screen and in the saves list.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor, type GameView } from '../../../src/games/samurai-battles/view';
import { Board } from '../../../src/ui/board/Board';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch } from '../../../src/ui/game/match';
import { pieceName } from '../../../src/ui/game/names';
import { updateRoster } from '../../../src/ui/game/roster';
import { leaderFacts, terrainFacts, unitFacts } from '../../../src/ui/reference/facts';
import { ReferenceSheet } from '../../../src/ui/reference/ReferenceSheet';
import { Rules } from '../../../src/ui/screens/Rules';
import { Victory } from '../../../src/ui/screens/Victory';
import { fixtureView, scenarioJson } from './fixture';

afterEach(cleanup);

function zvezdaView(): GameView {
  return { ...fixtureView(), edition: 'zvezda2012' };
}

function drawBoard(view: GameView): void {
  render(() => (
    <Board
      view={view}
      rotated={false}
      ordered={view.ordered}
      selectable={new Map()}
      selected={null}
      marks={new Map()}
      onHexTap={() => {}}
      onHexHold={() => {}}
    />
  ));
}

const shortOn = (name: RegExp) => screen.getByRole('img', { name }).querySelector('.unit-type')?.textContent;

describe('unit names and codes under Zvezda 2012', () => {
  it('labels the board with the 2012 codes and names (SN, AY, MSY)', () => {
    drawBoard(zvezdaView());
    expect(
      screen.getByRole('img', {
        name: 'Uesugi: Samurai naginata (red square), 3 of 4 blocks, with mounted leader, ordered, at column 5, row 8, Forest',
      }),
    ).toBeTruthy();
    expect(shortOn(/Uesugi: Samurai naginata/)).toBe('SN');
    expect(shortOn(/Uesugi: Ashigaru yari/)).toBe('AY');
    expect(shortOn(/Takeda: Mounted samurai/)).toBe('MSY');
    // Units with the same name in both editions keep it.
    expect(shortOn(/Uesugi: Ashigaru archers/)).toBe('AB');
  });

  it('keeps the 2021 codes in a GMT game', () => {
    drawBoard(fixtureView());
    expect(shortOn(/Uesugi: Samurai spearmen/)).toBe('SSp');
    expect(shortOn(/Uesugi: Ashigaru spearmen/)).toBe('ASp');
    expect(screen.queryByRole('img', { name: /naginata/ })).toBeNull();
  });

  it('names pieces in buttons and the log by the edition', () => {
    const view = zvezdaView();
    const roster = updateRoster(view);
    expect(pieceName(view, roster, 'b-SSp-1')).toBe('Uesugi Samurai naginata');
    expect(pieceName(fixtureView(), roster, 'b-SSp-1')).toBe('Uesugi Samurai spearmen');
  });

  it('gives the 2012 facts: the arquebus fights after moving, 3 bodyguards that hold their ground', () => {
    expect(unitFacts('AA', 'gmt2021')).toContain('May not battle at all in a turn it moved.');
    const aa = unitFacts('AA', 'zvezda2012');
    expect(aa).not.toContain('May not battle at all in a turn it moved.');
    expect(aa).toContain('May still fight in close combat after moving, but not fire.');
    expect(aa).toContain('Cannot fire after moving.');
    const bg = unitFacts('BG', 'zvezda2012');
    expect(bg).toContain('Starts with 3 blocks.');
    expect(bg).toContain('May ignore 1 flag.');
    expect(bg).toContain('Never falls back: each flag it does not ignore removes a block instead.');
    expect(unitFacts('BG', 'gmt2021')).toContain('Starts with 4 blocks.');
    // Mounted samurai gain honor whatever they attack in 2012.
    expect(unitFacts('SSpC', 'gmt2021')).toContain(
      'Earns no Honor & Fortune in close combat against circle or triangle units.',
    );
    expect(unitFacts('SSpC', 'zvezda2012')).not.toContain(
      'Earns no Honor & Fortune in close combat against circle or triangle units.',
    );
    // The commander's check is the ordinary 1 die (seed 002:637).
    expect(leaderFacts('commander', 'zvezda2012')).toContain(
      'When his unit loses blocks in close combat, 1 die decides whether he falls.',
    );
  });

  it('describes the commander’s camp and hills by the 2012 rules (seed 002:982, 1088-1098)', () => {
    expect(terrainFacts('tent', 'zvezda2012').join(' ')).toMatch(
      /commander’s camp: no other piece may enter it/,
    );
    expect(terrainFacts('tent', 'gmt2021').join(' ')).not.toMatch(/camp/);
    // The GMT tent falls at the start of its occupier's own turn (seed 003:766-771, 2731-2734, 4019-4021).
    expect(terrainFacts('tent', 'gmt2021').join(' ')).toMatch(
      /still there when its own army’s next turn begins/,
    );
    expect(terrainFacts('hill', 'zvezda2012').join(' ')).toMatch(
      /except between hill hexes next to each other/,
    );
    // A unit in buildings ignores 1 flag under Zvezda (seed 002:1058).
    expect(terrainFacts('buildings', 'zvezda2012')).toContain('A unit in it may ignore 1 flag.');
    expect(terrainFacts('buildings', 'gmt2021').join(' ')).not.toMatch(/flag/);
  });

  it('reads a held hex from the game’s sheet', () => {
    render(() => (
      <ReferenceSheet view={zvezdaView()} target={{ kind: 'hex', hex: '8,7' }} onClose={() => {}} />
    ));
    expect(screen.getByRole('heading', { name: 'Uesugi: Samurai naginata' })).toBeTruthy();
  });
});

describe('the rules screen', () => {
  it('opens at the game’s edition and toggles to the other sheet', () => {
    render(() => <Rules edition="zvezda2012" onBack={() => {}} />);
    // Role queries are scoped to the parts they read: over the whole reference page each one
    // computes the accessible name of hundreds of elements.
    const toggle = within(document.querySelector<HTMLElement>('.sheet-choice')!);
    const zvezda = toggle.getByRole('button', { name: 'Zvezda 2012' });
    const gmt = toggle.getByRole('button', { name: 'GMT 2021' });
    expect(zvezda.getAttribute('aria-pressed')).toBe('true');
    const units = () => within(document.getElementById('rules-units')!);
    expect(units().getByRole('heading', { name: 'Samurai naginata (SN)' })).toBeTruthy();
    const aa = units().getByRole('heading', { name: 'Ashigaru arquebusiers (AA)' }).closest('article')!;
    expect(aa.textContent).toContain('May still fight in close combat after moving');
    fireEvent.click(gmt);
    expect(gmt.getAttribute('aria-pressed')).toBe('true');
    expect(zvezda.getAttribute('aria-pressed')).toBe('false');
    expect(units().getByRole('heading', { name: 'Samurai spearmen (SSp)' })).toBeTruthy();
    expect(units().queryByRole('heading', { name: 'Samurai naginata (SN)' })).toBeNull();
  });

  it('lists the Dragon cards of the chosen edition’s deck', () => {
    render(() => <Rules edition="gmt2021" onBack={() => {}} />);
    const dragon = () => within(document.getElementById('rules-dragon')!);
    expect(dragon().queryByRole('heading', { name: /^Sage Advisor/ })).not.toBeNull();
    const toggle = within(document.querySelector<HTMLElement>('.sheet-choice')!);
    fireEvent.click(toggle.getByRole('button', { name: 'Zvezda 2012' }));
    expect(dragon().queryByRole('heading', { name: /^Sage Advisor/ })).toBeNull();
  });
});

describe('the edition shown', () => {
  it('in the game screen’s header and table, over a real Zvezda game', () => {
    const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const match = createMatch({
      module: samuraiBattles,
      eventsFor,
      setup: { scenario: result.scenario, edition: 'zvezda2012' },
      seed: 11,
      players: { top: 'Aiko', bottom: 'Ben' },
    });
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Red Test Army/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const tag = document.querySelector('.game-top .edition-tag')!;
    expect(tag.textContent).toBe('Zvezda 2012');
    expect(tag.getAttribute('title')).toBe('Rules: Zvezda 2012');
    const rules = screen.getByText('Rules', { selector: 'dt' });
    expect(rules.nextElementSibling?.textContent).toBe('Zvezda 2012');
  });

  it('on the victory screen', () => {
    const view = zvezdaView();
    view.winner = 'bottom';
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByText('Played under the Zvezda 2012 rules')).toBeTruthy();
  });

  it('as GMT 2021 for a view from a host that does not send an edition', () => {
    const view = fixtureView();
    delete (view as { edition?: unknown }).edition;
    view.winner = 'top';
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByText('Played under the GMT 2021 rules')).toBeTruthy();
  });
});
