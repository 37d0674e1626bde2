// @vitest-environment jsdom
// Board animations from the engine's events: what slides, pulses, fades and flashes, drawn by the
// board, played once by the game screen, skipped by a tap, and off with the animation setting.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ReactionPauses } from '../../../src/games/samurai-battles/types';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { Board } from '../../../src/ui/board/Board';
import { type BoardAnimation, boardEffects } from '../../../src/ui/board/effects';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch } from '../../../src/ui/game/match';
import { updateRoster } from '../../../src/ui/game/roster';
import { DEFAULT_SETTINGS, updateSettings } from '../../../src/ui/settings';
import { act, type BattleSpec, decision, newGame, order, playCard, scenario, setHand } from '../flow/harness';
import { fixtureView } from './fixture';
import { boardButton } from './screen-queries';
import { warmUpGameScreen } from './warm-up';

beforeAll(warmUpGameScreen);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  updateSettings({ diceAnimation: DEFAULT_SETTINGS.diceAnimation });
});

const view = fixtureView();
const roster = updateRoster(view);

describe('boardEffects', () => {
  it('slides moved pieces from where they stood to where they end, once per hex', () => {
    const events: GameEvent[] = [
      { type: 'moved', side: 'bottom', piece: 'b-ASp-1', from: '10,8', to: '11,7', path: ['11,7'] },
      { type: 'gained-ground', unit: 'b-SSp-1', to: '9,5', from: '8,7' },
      { type: 'retreated', piece: 't-LI-1', path: ['11,3', '11,1'], blocked: 0 },
      { type: 'retreated', piece: 't-SSpC-1', path: ['9,3'], blocked: 1 },
    ];
    expect(boardEffects(events, roster)).toEqual([
      { kind: 'slide', hex: '11,7', from: '10,8' },
      { kind: 'slide', hex: '9,5', from: '8,7' },
      { kind: 'slide', hex: '11,1', from: '11,3' },
    ]);
  });

  it('pulses the count where the unit ends, flashes the result where it was hit, fades the fallen', () => {
    const events: GameEvent[] = [
      { type: 'hits', target: 't-SSpC-1', hits: 1, flags: 1, swordsIgnored: 0 },
      { type: 'blocks-lost', unit: 't-SSpC-1', count: 1, left: 3, cause: 'combat' },
      { type: 'retreated', piece: 't-SSpC-1', path: ['9,3', '9,1'], blocked: 0 },
      { type: 'hits', target: 't-LI-1', hits: 1, flags: 0, swordsIgnored: 0 },
      { type: 'blocks-lost', unit: 't-LI-1', count: 1, left: 0, cause: 'combat' },
      { type: 'unit-eliminated', unit: 't-LI-1', side: 'top' },
      { type: 'seppuku', leader: 't-Lf-1', side: 'top' },
      { type: 'leader-killed', leader: 't-Lf-1', side: 'top', cause: 'combat' },
    ];
    const effects = boardEffects(events, roster);
    expect(effects.filter((e) => e.kind === 'hit')).toEqual([
      { kind: 'hit', hex: '9,3', hits: 1, flags: 1 },
      { kind: 'hit', hex: '11,3', hits: 1, flags: 0 },
    ]);
    expect(effects.filter((e) => e.kind === 'count')).toEqual([{ kind: 'count', hex: '9,1', delta: -1 }]);
    expect(effects.filter((e) => e.kind === 'gone').map((e) => [e.hex, e.piece.id])).toEqual([
      ['11,3', 't-LI-1'],
      ['13,3', 't-Lf-1'],
    ]);
  });

  it('finds nothing to animate in events that change no piece', () => {
    expect(boardEffects([{ type: 'card-played', side: 'top', card: 'shogun#1' }], roster)).toEqual([]);
  });
});

function renderBoard(animation: BoardAnimation | null, rotated = false) {
  return render(() => (
    <Board
      view={view}
      rotated={rotated}
      ordered={view.ordered}
      selectable={new Map()}
      selected={null}
      marks={new Map()}
      onHexTap={() => {}}
      onHexHold={() => {}}
      animation={animation}
    />
  ));
}

const motionAt = (hex: string) => document.querySelector(`g[data-hex="${hex}"] .piece-motion`);

describe('Board animations', () => {
  it('slides the piece from its old hex, turned with the board', () => {
    renderBoard({ serial: 1, effects: [{ kind: 'slide', hex: '10,8', from: '8,8' }] });
    const g = motionAt('10,8') as SVGGElement;
    expect(g.classList.contains('slide')).toBe(true);
    const dx = Number(g.style.getPropertyValue('--dx'));
    expect(dx).toBeLessThan(0);
    expect(Number(g.style.getPropertyValue('--dy'))).toBe(0);
    cleanup();
    renderBoard({ serial: 1, effects: [{ kind: 'slide', hex: '10,8', from: '8,8' }] }, true);
    expect(Number((motionAt('10,8') as SVGGElement).style.getPropertyValue('--dx'))).toBe(-dx);
    expect(motionAt('12,8')?.classList.contains('slide')).toBe(false);
  });

  it('pulses a count, floats the loss, fades a fallen piece and flashes hits and flags', () => {
    const fallen = roster['t-LI-1']!;
    renderBoard({
      serial: 1,
      effects: [
        { kind: 'count', hex: '8,7', delta: -1 },
        { kind: 'gone', hex: '11,3', piece: fallen },
        { kind: 'hit', hex: '9,3', hits: 2, flags: 1 },
      ],
    });
    expect(document.querySelector('g[data-hex="8,7"] .count-badge')?.classList.contains('pulse')).toBe(true);
    expect(document.querySelector('.count-float')?.textContent).toBe('\u22121');
    expect(document.querySelectorAll('.effects .ghost .unit-block')).toHaveLength(1);
    expect([...document.querySelectorAll('.hit-burst text')].map((x) => x.textContent)).toEqual(['2', '1']);
  });

  it('draws no effect without an animation', () => {
    renderBoard(null);
    expect(document.querySelector('.slide, .pulse, .ghost, .hit-burst')).toBeNull();
  });
});

describe('the game screen plays the board animations', () => {
  const spec: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
    ],
  };

  /** The bottom army moves; under the strict rule the top army is then asked to react. */
  function movedGame(reactionPauses: ReactionPauses = 'when-able') {
    // With Dragon cards the end of turn is a real choice, so the mover keeps the device and sees
    // his move (without them the tokens are taken for him and the device is handed on at once).
    const state = newGame(spec, { options: { reactionPauses, dragonCards: true } });
    setHand(state, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(state, 'order-two-center');
    // Under the strict rule both players are asked about the card: they pass.
    while (decision(state).point.startsWith('window:')) act(state, { type: 'pass' });
    order(state, 'a');
    const match = createMatch({
      module: samuraiBattles,
      eventsFor,
      setup: { scenario: scenario(spec), options: { dragonCards: true, reactionPauses } },
      seed: 1,
      players: { top: '', bottom: '' },
      resume: { state, log: [] },
    });
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Bottom/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(boardButton(/^Select Bottom: Samurai spearmen/));
    fireEvent.click(boardButton(/^Move Bottom Samurai spearmen to /));
  }

  it('slides the moved unit once for the player who acted, for at most 300 ms', () => {
    vi.useFakeTimers();
    movedGame();
    expect(document.querySelectorAll('.piece-motion.slide')).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(document.querySelector('.piece-motion.slide')).toBeNull();
  });

  it('a tap on the board skips it', () => {
    movedGame();
    expect(document.querySelector('.piece-motion.slide')).not.toBeNull();
    fireEvent.pointerDown(document.querySelector('.game-board')!);
    expect(document.querySelector('.piece-motion.slide')).toBeNull();
  });

  it('plays for the defender when the board comes back in sight after the hand-off', () => {
    movedGame('always');
    // The strict rule: the engine asks the defender (he can only pass). Asked on this screen, both
    // players watch the board: the move plays there.
    const ask = screen.getByRole('dialog', { name: 'Top, your answer' });
    expect(document.querySelectorAll('.piece-motion.slide')).toHaveLength(1);
    // He takes the tablet: the reaction panel, with the board behind it.
    fireEvent.click(within(ask).getByRole('button', { name: /take the device/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Top/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const panel = screen.getByRole('dialog', { name: /Top: a moment to react/ });
    expect(within(panel).getByText('Your opponent has moved: you may react')).toBeTruthy();
  });

  it('is off when the animation setting is off', () => {
    updateSettings({ diceAnimation: false });
    movedGame();
    expect(document.querySelector('.piece-motion.slide')).toBeNull();
  });
});
