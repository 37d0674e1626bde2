// @vitest-environment jsdom
// The editor's board on a phone (session 22; the last review): its hexes are about 27x31 px, under
// a finger's 44, and the editor had no zoom buttons (the game has). Its tool bar now zooms the
// board as the game's top bar does: in, out once zoomed, and back to the whole board.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { blankBattle } from '../../../src/editor/model';
import { EditorScreen } from '../../../src/ui/editor/EditorScreen';

afterEach(cleanup);

describe('the editor’s board zoom', () => {
  it('zooms in from the tool bar, then out and back to the whole board', () => {
    render(() => <EditorScreen battle={blankBattle()} stored={false} onPlay={() => {}} onBack={() => {}} />);
    const bar = screen.getByRole('toolbar');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    expect(bar.contains(zoomIn)).toBe(true);
    expect(zoomOut.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show the whole board' })).toBeNull();
    const board = document.querySelector('svg.board')!;
    const whole = board.getAttribute('viewBox');

    fireEvent.click(zoomIn);
    expect(board.getAttribute('viewBox')).not.toBe(whole);
    expect(zoomOut.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole board' }));
    expect(board.getAttribute('viewBox')).toBe(whole);
    expect(zoomOut.disabled).toBe(true);
  });
});
