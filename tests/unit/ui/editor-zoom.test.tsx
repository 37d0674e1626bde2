// @vitest-environment jsdom
// The editor's board on a phone (session 22; the last review): its hexes are about 27x31 px, under
// a finger's 44, and the editor had no zoom buttons (the game has). Its tool bar now zooms the
// board as the game's top bar does: in, out once zoomed, and back to the whole board.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { blankBattle } from '../../../src/editor/model';
import { EditorScreen } from '../../../src/ui/editor/EditorScreen';

afterEach(cleanup);

describe('the editor’s board zoom', () => {
  it('zooms in from the tool bar, then out and back to the whole board', () => {
    const { container } = render(() => (
      <EditorScreen battle={blankBattle()} stored={false} onPlay={() => {}} onBack={() => {}} />
    ));
    // Buttons are found by their accessible name (aria-label) in the tool bar: a role query walks
    // the board's hundreds of hexes and computes their styles, about a second each in jsdom.
    const bar = container.querySelector<HTMLElement>('[role="toolbar"]')!;
    expect(bar).not.toBeNull();
    const button = (name: string) => bar.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    const zoomIn = button('Zoom in')!;
    const zoomOut = button('Zoom out')!;
    expect(zoomIn).not.toBeNull();
    expect(zoomOut.disabled).toBe(true);
    expect(button('Show the whole board')).toBeNull();
    const board = document.querySelector('svg.board')!;
    const whole = board.getAttribute('viewBox');

    fireEvent.click(zoomIn);
    expect(board.getAttribute('viewBox')).not.toBe(whole);
    expect(zoomOut.disabled).toBe(false);
    fireEvent.click(button('Show the whole board')!);
    expect(board.getAttribute('viewBox')).toBe(whole);
    expect(zoomOut.disabled).toBe(true);
  });
});
