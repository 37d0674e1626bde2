// @vitest-environment jsdom
// A guest who joined by a link (session 22; the last review): App's history entry kept no screen
// once the link was taken out of the address, so the game's screen replaced the page's only entry
// and the system Back left the page without asking (a guest who typed the room code is asked).
// Taking the link out now keeps the entry's screen, and the game is pushed after it.

import { afterEach, describe, expect, it } from 'vitest';
import { battleLinkInAddress, clearAddressFragment, joinLinkInAddress } from '../../../src/ui/link-address';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('the link in the address', () => {
  it('reads a join link, then takes it out and keeps the screen of the history entry', () => {
    history.replaceState({ kassen: 'home' }, '', '/?seed=7#join=ABC234');
    expect(joinLinkInAddress()).toBe(true);
    expect(battleLinkInAddress()).toBe(false);
    clearAddressFragment();
    expect(location.hash).toBe('');
    expect(location.search).toBe('?seed=7');
    expect(joinLinkInAddress()).toBe(false);
    expect(history.state).toEqual({ kassen: 'home' });
  });

  it('reads a shared battle’s link and takes it out the same way', () => {
    history.replaceState({ kassen: 'home' }, '', '/#battle=XYZ');
    expect(battleLinkInAddress()).toBe(true);
    clearAddressFragment();
    expect(location.hash).toBe('');
    expect(history.state).toEqual({ kassen: 'home' });
  });
});
