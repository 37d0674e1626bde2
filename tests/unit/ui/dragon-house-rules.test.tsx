// @vitest-environment jsdom
// Issue 3: Dragon card costs and copies are a house-rules table in settings, applied to new games
// and shown on the card.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import duel from '../../../scenarios/test/test-duel.json';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { switchLocale } from '../../../src/ui/i18n';
import { DragonHouseRules } from '../../../src/ui/screens/DragonHouseRules';
import { settings, updateSettings } from '../../../src/ui/settings';
import { Hand } from '../../../src/ui/widgets/Hand';

afterEach(async () => {
  cleanup();
  updateSettings({ dragonRules: null });
  await switchLocale('en');
});

describe('Dragon house rules', () => {
  it('names the cards in the player’s language (Italian: the GMT box’s titles)', async () => {
    await switchLocale('it');
    render(() => <DragonHouseRules />);
    // By text and label, not by role (slow in jsdom, see below).
    expect(screen.getByText('Traditori').tagName).toBe('TH');
    expect((screen.getByLabelText('Costo di Traditori') as HTMLInputElement).value).toBe('3');
    expect(screen.queryByText('Turncoat')).toBeNull();
  });

  it('lists every dealt card with its provisional cost and copies, and the deck size', () => {
    render(() => <DragonHouseRules />);
    // By label, not by role: the role query computes every element's role and name, a second of
    // jsdom here and over 5 s on a loaded machine. A number input is a spinbutton.
    const cost = screen.getByLabelText('Cost of Turncoat') as HTMLInputElement;
    expect(cost.type).toBe('number');
    expect(cost.value).toBe('3');
    expect(screen.getByText('The Dragon deck will hold 40 cards.')).toBeTruthy();
    // Title-only cards (no text in the seed) are not offered.
    expect(screen.queryByLabelText('Cost of Victor')).toBeNull();
  });

  it('stores an edited cost and copies, kept within bounds, and resets to the defaults', () => {
    render(() => <DragonHouseRules />);
    fireEvent.change(screen.getByLabelText('Cost of Turncoat'), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByLabelText('Copies of Ambush'), {
      target: { value: '99' },
    });
    expect(settings().dragonRules?.dragonCosts.turncoat).toBe(5);
    expect(settings().dragonRules?.dragonCopies.ambush).toBe(4);
    expect(screen.getByText('The Dragon deck will hold 43 cards.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the provisional costs and copies' }));
    expect(settings().dragonRules).toBeNull();
  });

  it('a new game uses the table: costs in the state, the deck built from the copies', () => {
    const checked = validateScenario(duel);
    if (!checked.ok) throw new Error('test-duel.json does not validate');
    const scenario = checked.scenario;
    const state = samuraiBattles.setup(
      { scenario, options: { dragonCosts: { turncoat: 5 }, dragonCopies: { ambush: 3 } } },
      1,
    );
    const all = [...state.dragonDeck, ...state.players.top.dragonHand, ...state.players.bottom.dragonHand];
    expect(all.filter((c) => c.startsWith('ambush#'))).toHaveLength(3);
    expect(state.options.dragonCosts.turncoat).toBe(5);
  });

  it('shows a Dragon card cost on the card in the hand', () => {
    render(() => (
      <Hand
        command={[]}
        dragon={['turncoat#1']}
        usable={new Map()}
        selected={null}
        onSelect={() => {}}
        onHold={() => {}}
        dragonCost={() => 5}
      />
    ));
    expect(screen.getByText('cost 5')).toBeTruthy();
  });
});
