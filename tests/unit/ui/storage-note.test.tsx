// @vitest-environment jsdom
// The Saves screen's storage note: what the saved games use, and what the player can free when
// the device is nearly out of room (issue 27, full storage).

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteRoom } from '../../../src/store/room';
import { StorageNote } from '../../../src/ui/screens/StorageNote';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function storageOf(usage: number, quota: number): void {
  vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ usage, quota }) } });
}

describe('the storage note', () => {
  it('says how much is used, and nothing more while there is room', async () => {
    storageOf(2_500_000, 100_000_000);
    render(() => <StorageNote finished={3} version={1} />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe('Kassen uses 2.5 MB of the 100 MB this device allows it.');
  });

  it('names the finished games to export and delete when the device is nearly full', async () => {
    storageOf(960_000, 1_000_000);
    render(() => <StorageNote finished={2} version={1} />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('2 games here are finished');
    expect(note.textContent).toContain('delete them to make room');
  });

  it('says so after a move was refused for room, though the browser reports plenty', async () => {
    storageOf(1_000_000, 10_000_000_000);
    noteRoom(true);
    render(() => <StorageNote finished={1} version={1} />);
    expect((await screen.findByRole('status')).textContent).toContain('1 game here is finished');
    cleanup();
    // A write that went through clears it.
    noteRoom(false);
    render(() => <StorageNote finished={1} version={2} />);
    expect((await screen.findByRole('status')).textContent).not.toContain('out of room');
  });

  it('says how to make room when no game is finished', async () => {
    storageOf(1_000_000, 1_000_000);
    render(() => <StorageNote finished={0} version={1} />);
    expect((await screen.findByRole('status')).textContent).toContain('Export games you want to keep');
  });
});
