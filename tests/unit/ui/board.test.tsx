// @vitest-environment jsdom
// The board draws every piece with its standard, blocks, leader marker and an accessible name, and
// turns only the hexes the decision offers into buttons.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board, type BoardMark } from '../../../src/ui/board/Board';
import { fixtureView } from './fixture';

afterEach(cleanup);

function renderBoard(
  opts: { selectable?: Map<string, string>; marks?: Map<string, BoardMark>; rotated?: boolean } = {},
) {
  const onHexTap = vi.fn();
  const onHexHold = vi.fn();
  const view = fixtureView();
  const result = render(() => (
    <Board
      view={view}
      rotated={opts.rotated ?? false}
      ordered={view.ordered}
      selectable={opts.selectable ?? new Map()}
      selected={null}
      marks={opts.marks ?? new Map()}
      onHexTap={onHexTap}
      onHexHold={onHexHold}
    />
  ));
  return { ...result, onHexTap, onHexHold };
}

describe('Board', () => {
  it('names every piece: army, type, standard, blocks, leader, place and terrain', () => {
    renderBoard();
    expect(
      screen.getByRole('img', {
        name: 'Uesugi: Samurai spearmen (red square), 3 of 4 blocks, with mounted leader, ordered, at column 5, row 8, Forest',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Uesugi: Bodyguards (crossed swords), 2 of 4 blocks, with Uesugi Kenshin, at column 6, row 11, command tent of Uesugi',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Takeda: Levy infantry (green circle), 1 of 4 blocks, at column 6, row 4',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Takeda: foot leader, alone, at column 7, row 4' })).toBeTruthy();
    // Six units and one lone leader: attached leaders share their unit's hex.
    expect(screen.getAllByRole('img').length).toBe(7);
  });

  it('draws each unit standard as its own shape and shows blocks left', () => {
    const { container } = renderBoard();
    const piece = (name: RegExp) => screen.getByRole('img', { name });
    // circle: Ashigaru archers; triangle: Ashigaru spearmen; square: Samurai spearmen; swords: bodyguards
    expect(piece(/Ashigaru archers/).querySelector('.unit-block circle[fill="#2e8b3e"]')).toBeTruthy();
    expect(piece(/Ashigaru spearmen/).querySelector('.unit-block polygon[fill="#2459b3"]')).toBeTruthy();
    expect(piece(/Samurai spearmen/).querySelector('.unit-block rect[fill="#c0392b"]')).toBeTruthy();
    expect(piece(/Bodyguards/).querySelectorAll('.unit-block line').length).toBe(4);
    expect(piece(/Samurai spearmen/).textContent).toContain('3');
    expect(piece(/Samurai spearmen/).textContent).toContain('SSp');
    // Leaders by shape: star (mounted, 10 points), diamond (commander, 4 points), circle (foot).
    const star = piece(/with mounted leader/).querySelectorAll('polygon');
    expect([...star].some((p) => (p.getAttribute('points') ?? '').split(' ').length === 10)).toBe(true);
    expect(piece(/foot leader, alone/).querySelector('.lone-leader circle')).toBeTruthy();
    expect(container.querySelectorAll('.section-lines line').length).toBe(2);
    expect(container.querySelectorAll('.baseline').length).toBe(2);
    expect(piece(/Samurai spearmen/).querySelector('.ordered-mark')).toBeTruthy();
  });

  it('makes buttons only of offered hexes, and a tap reports the hex', () => {
    const { onHexTap } = renderBoard({
      selectable: new Map([['10,8', 'Select Uesugi Ashigaru spearmen']]),
      marks: new Map<string, BoardMark>([
        ['10,6', { kind: 'move', label: 'Move Uesugi Ashigaru spearmen to column 6, row 7' }],
      ]),
    });
    const buttons = screen.getAllByRole('button').filter((b) => b.tagName.toLowerCase() === 'polygon');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Move Uesugi Ashigaru spearmen to column 6, row 7',
      'Select Uesugi Ashigaru spearmen',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Uesugi Ashigaru spearmen to column 6, row 7' }));
    expect(onHexTap).toHaveBeenCalledWith('10,6');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select Uesugi Ashigaru spearmen' }), {
      key: 'Enter',
    });
    expect(onHexTap).toHaveBeenLastCalledWith('10,8');
  });

  it('turns the board for the top player but keeps the bands toward each army', () => {
    const { container } = renderBoard({ rotated: true });
    const turned = container.querySelector('svg.board > g');
    expect(turned?.getAttribute('transform')).toMatch(/^rotate\(180 /);
    // The bottom army's band is at the top of its block once the board is turned.
    const block = screen.getByRole('img', { name: /Ashigaru archers/ });
    const band = block.querySelectorAll('.unit-block rect')[1];
    expect(Number(band?.getAttribute('y'))).toBeLessThan(0);
  });
});
