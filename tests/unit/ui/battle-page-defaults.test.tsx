// @vitest-environment jsdom
// A battle's page says its defaults truly (session 21 review): the first battle, played without
// Dragon cards, deals none, so its armies list no Dragon cards; only that battle is said to suit a
// first game; hosting on phones has no pause rule, so "More options" does not promise one.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { NewGame } from '../../../src/ui/screens/NewGame';
import { openBattle } from './battle-picker';

afterEach(cleanup);

/** The army boxes' lines, both armies. */
function armyLines(): string[] {
  return [...document.querySelectorAll('.army-notes li')].map((li) => li.textContent ?? '');
}

describe('a battle’s page and its defaults', () => {
  it('the Introductory Skirmish, without Dragon cards: none listed, and it suits a first battle', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    expect(screen.getByText(/without Dragon cards, no house rules: right for a first battle/)).toBeTruthy();
    expect(armyLines().filter((l) => /Dragon card/.test(l))).toEqual([]);
    expect(armyLines().filter((l) => /Command cards/.test(l))).toHaveLength(2);
  });

  it('another battle, with Dragon cards: listed, and not said to suit a first battle', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Kawagoe Castle/);
    expect(screen.getByText(/with Dragon cards, no house rules\. Change them/)).toBeTruthy();
    expect(screen.queryByText(/right for a first battle/)).toBeNull();
    expect(armyLines().filter((l) => /Dragon card/.test(l))).toHaveLength(2);
  });

  it('hosting on phones: More options names no pauses; pass and play does', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} onHost={() => {}} />);
    await openBattle(/^Kawagoe Castle/);
    expect(document.querySelector('.more-options summary')?.textContent).toBe(
      'More options: rules edition, house rules',
    );
    cleanup();
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Kawagoe Castle/);
    expect(document.querySelector('.more-options summary')?.textContent).toBe(
      'More options: rules edition, house rules, pauses',
    );
  });
});
