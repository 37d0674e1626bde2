// Issue 26: a newcomer's first battle, played by visible text and accessible names only, on a
// 390x844 phone and a 1024x768 tablet. Counts the taps and hand-offs from the app opened to the first
// order (by New game with the defaults, and by the guided first battle) and on through the first
// player's whole first turn until the second holds the device for his own, checks that reading a card
// rings the units it could order before it is played, that a hex a question names is ringed and in
// sight (with Dragon cards ticked), that a battle step with nothing to battle is said, that a tap on
// a unit shows its sheet, that the rules open over the battle and close in one tap, and that the
// guided battle can be finished.
// Figures: test-artifacts/newcomer-<device>.json; screenshots ui-newcomer-*.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, DEVICES, REPO_ROOT, screenshot } from './harness';
import { isVisible, openMoreOptions, tap } from './ui-driver';

const app = useApp();

/** A tap the newcomer makes, counted; the target must be on screen without scrolling. */
function counter(page: Page) {
  let taps = 0;
  return {
    get taps() {
      return taps;
    },
    async tap(locator: Locator): Promise<void> {
      await locator.waitFor();
      const box = await locator.boundingBox();
      const size = page.viewportSize();
      expect(box, 'the control is laid out').not.toBeNull();
      if (box && size) expect(box.y + box.height / 2, 'in sight without scrolling').toBeLessThan(size.height);
      taps += 1;
      await tap(locator);
    },
  };
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** The centre of each blue ring on the board is the board itself, not a panel over it. */
async function ringsInSight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rings = [...document.querySelectorAll('svg.board .pointed polygon:nth-child(2n)')];
    let seen = 0;
    for (const r of rings) {
      const b = r.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const top = document.elementFromPoint(x, y);
      if (top?.closest('svg.board') && y >= 0 && y <= window.innerHeight) seen += 1;
    }
    return seen;
  });
}

/** Hand-offs (tap, then Continue), asks (answered there) and reaction panels (Pass), each tap counted when asked. */
async function settle(page: Page, handoffs: string[], count?: ReturnType<typeof counter>): Promise<void> {
  const press = (l: Locator) => (count ? count.tap(l) : tap(l));
  for (let i = 0; i < 20; i++) {
    if (await isVisible(page.locator('.handoff-tap'))) {
      handoffs.push((await page.locator('.handoff-title').textContent()) ?? '');
      await press(page.locator('.handoff-tap'));
      await press(button(page, 'Continue'));
      continue;
    }
    // The other army is asked on this screen (issue 21 item 1): it answers there, with no hand-off.
    const ask = page.locator('.ask');
    if (await isVisible(ask)) {
      await press(ask.locator('.ask-choices button').first());
      continue;
    }
    const reaction = page.locator('.reaction');
    if (await isVisible(reaction)) {
      await press(reaction.getByRole('button', { name: 'Pass', exact: true }));
      continue;
    }
    return;
  }
  throw new Error('the hand-off and reaction screens did not end');
}

function writeFigures(device: string, figures: Record<string, unknown>): void {
  const dir = join(REPO_ROOT, 'test-artifacts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `newcomer-${device}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

describe('a newcomer plays a first battle', () => {
  for (const device of DEVICES) {
    it(`New game with the defaults: 8 taps or fewer to the first order, 12 and 2 hand-offs to the second player's turn, card reach, a skipped battle said (${device.name})`, async () => {
      await inContext(device.open(app.browser), `${app.url}?seed=1`, async ({ page }) => {
        const c = counter(page);
        await c.tap(button(page, 'New game'));
        await c.tap(button(page, /Introductory Skirmish/));
        // No choice that needs game knowledge stands before Start: the rest is folded away, and the
        // first battle is played without Dragon cards (their questions need knowledge).
        expect(await page.locator('details.more-options').getAttribute('open')).toBeNull();
        expect(await page.locator('.start-defaults').textContent()).toMatch(/without Dragon cards/);
        await screenshot(page, `ui-newcomer-setup-${device.name}`);
        await c.tap(button(page, 'Start the battle'));
        const handoffs: string[] = [(await page.locator('.handoff-title').textContent()) ?? ''];
        // Said to a phone as to a tablet: the device.
        expect(handoffs[0]).toBe('Pass the device to Red Army');
        await c.tap(page.locator('.handoff-tap'));
        // The first hand-off says who starts and where his army is, not "nothing new".
        expect(await page.locator('.handoff-summary').textContent()).toMatch(
          /You play first\. Your army is the one at the bottom/,
        );
        await c.tap(button(page, 'Continue'));
        // The board names its sections at the holder's edge.
        expect(await page.locator('svg.board .section-labels text').allTextContents()).toEqual(
          expect.arrayContaining(['Left section', 'Center section', 'Right section']),
        );
        // Reading a card rings the units it could order before it is played.
        expect(await page.locator('svg.board .pointed polygon').count()).toBe(0);
        await c.tap(button(page, /^Order Three Units Left/));
        const reach = (await page.locator('.card-reach').textContent()) ?? '';
        expect(reach).toMatch(/^Orders in your left section/);
        expect(reach).toMatch(/ringed in blue on the board/);
        const ringed = (await page.locator('svg.board .pointed polygon').count()) / 2;
        expect(ringed).toBeGreaterThan(0);
        expect(await ringsInSight(page)).toBe(ringed);
        await screenshot(page, `ui-newcomer-card-reach-${device.name}`);
        await c.tap(button(page, 'Play Order Three Units Left'));
        // No question to judge and no hand-off between the card and the orders.
        expect(await page.locator('.reaction, .handoff').count()).toBe(0);
        await settle(page, handoffs, c);
        // The first order.
        const units = page.locator('svg.board [role="button"]');
        await c.tap(units.first());
        const toFirstOrder = c.taps;
        const handoffsBeforeFirstOrder = handoffs.length;
        // Issue 26's targets: at most 8 taps and 2 hand-offs (measured: 8 and 1 with seed 1).
        expect(toFirstOrder).toBeLessThanOrEqual(8);
        expect(handoffsBeforeFirstOrder).toBeLessThanOrEqual(2);
        // The rest of the first turn, the shortest a newcomer would play: stop ordering, move the
        // ordered unit (the only one to move, so it is already selected), and hand the device over.
        await c.tap(button(page, 'Done ordering'));
        await settle(page, handoffs, c);
        const moves = page.locator('svg.board [role="button"][aria-label^="Move Red Army"]');
        expect(await moves.count(), 'the lone ordered unit shows its moves at once').toBeGreaterThan(0);
        await c.tap(moves.first());
        // Nobody can battle and the tokens are the only end-of-turn choice without Dragon cards:
        // both are said on the pass screen, before the device leaves the first player.
        const pass = page.locator('.handoff-tap');
        await pass.waitFor();
        const note = (await page.locator('.handoff-note').textContent()) ?? '';
        expect(note).toMatch(/^No unit can battle this turn/);
        expect(note).toMatch(/End of turn: Red Army takes 2 Honor & Fortune tokens/);
        expect(await page.locator('.handoff-title').textContent()).toBe('Pass the device to Blue Army');
        await screenshot(page, `ui-newcomer-first-turn-end-${device.name}`);
        // The second player takes the device for his own turn.
        await settle(page, handoffs, c);
        expect(await promptIs(page, 'Play a Command card')).toBe(true);
        const firstTurnTaps = c.taps;
        const firstTurnHandoffs = handoffs.length;
        // Issue 26's target for a whole first turn: at most 12 taps and 2 hand-offs (seed 1: 12 and 2).
        expect(firstTurnTaps).toBeLessThanOrEqual(12);
        expect(firstTurnHandoffs).toBeLessThanOrEqual(2);
        expect(handoffs).toEqual(['Pass the device to Red Army', 'Pass the device to Blue Army']);
        // A tap on an enemy unit when nothing is asked of it shows its sheet; it closes in one tap.
        await page.locator('svg.board [role="gridcell"][aria-label*="Red Army"]').first().tap();
        const sheet = page.locator('.sheet[role="dialog"]');
        await sheet.waitFor();
        expect(await sheet.textContent()).toMatch(/Red Army/);
        await tap(sheet.getByRole('button', { name: 'Close' }).last());
        expect(await sheet.count()).toBe(0);
        // The rules open over the battle and close in one tap, with sections and symbols.
        await tap(button(page, 'Rules'));
        const rules = page.locator('.rules-overlay[role="dialog"]');
        await rules.getByRole('heading', { name: 'Sections of the board' }).waitFor();
        expect(await rules.getByRole('heading', { name: 'Symbols on the board' }).count()).toBe(1);
        expect(await rules.locator('.code-list li').allTextContents()).toEqual(
          expect.arrayContaining(['SSpC: Samurai spear cavalry']),
        );
        await tap(rules.getByRole('button', { name: 'Back to the battle' }));
        expect(await rules.count()).toBe(0);
        await assertNoHorizontalOverflow(page);
        writeFigures(device.name, {
          tapsToFirstOrder: toFirstOrder,
          ringed,
          handoffsBeforeFirstOrder,
          tapsFirstTurn: firstTurnTaps,
          handoffsFirstTurn: firstTurnHandoffs,
        });
      });
    }, 240_000);

    it(`with Dragon cards ticked, the hexes a question names are ringed and in sight (${device.name})`, async () => {
      await inContext(device.open(app.browser), `${app.url}?seed=1`, async ({ page }) => {
        await tap(button(page, 'New game'));
        await tap(button(page, /Introductory Skirmish/));
        await openMoreOptions(page);
        await tap(page.getByRole('checkbox', { name: 'Play with Dragon cards' }));
        await tap(button(page, 'Start the battle'));
        // The game screen may take a moment under load: the first hand-off is there before it is settled.
        await page.locator('.handoff-tap').waitFor();
        await settle(page, []);
        await tap(button(page, /^Order Three Units Left/));
        await tap(button(page, 'Play Order Three Units Left'));
        // The Dragon card question names enemy leaders' hexes: ringed, and not hidden by the panel.
        const reaction = page.locator('.reaction');
        await reaction.waitFor();
        expect(await reaction.getByRole('button', { name: /column \d+, row \d+/ }).count()).toBeGreaterThan(
          0,
        );
        const rings = (await page.locator('svg.board .pointed polygon').count()) / 2;
        expect(rings).toBeGreaterThan(0);
        expect(await ringsInSight(page)).toBe(rings);
        await screenshot(page, `ui-newcomer-named-hexes-${device.name}`);
      });
    }, 120_000);

    it(`the guided first battle: 8 taps or fewer to the first order, finished after a turn each (${device.name})`, async () => {
      await inContext(device.open(app.browser), `${app.url}?seed=1`, async ({ page }) => {
        const c = counter(page);
        await c.tap(button(page, 'Your first battle, with a guide'));
        await c.tap(page.locator('.handoff-tap'));
        await c.tap(button(page, 'Continue'));
        const guide = page.locator('.guide-text');
        expect(await guide.textContent()).toMatch(/^Every turn starts with a Command card/);
        await screenshot(page, `ui-newcomer-guide-command-${device.name}`);
        await c.tap(button(page, /^Order Three Units Left/));
        expect(await guide.textContent()).toMatch(/^The ringed units/);
        await c.tap(button(page, 'Play Order Three Units Left'));
        // No Dragon card in the guided battle: no question to judge, no hand-off before the orders.
        expect(await page.locator('.reaction, .handoff').count()).toBe(0);
        expect(await guide.textContent()).toMatch(/^Tap each unit with a gold outline/);
        await c.tap(page.locator('svg.board [role="button"]').first());
        expect(c.taps).toBeLessThanOrEqual(8);
        const guidedToFirstOrder = c.taps;
        // Play on with the fewest taps until the guide says it is done.
        const handoffs: string[] = [];
        for (let step = 0; step < 80; step++) {
          await settle(page, handoffs);
          const text = (await guide.textContent()) ?? '';
          if (text.startsWith('Both armies have played a whole turn')) break;
          const play = page.locator('.action-bar button.primary');
          if (await isVisible(play)) {
            await tap(play.first());
            continue;
          }
          const card = page.locator('.hand .card.playable');
          if ((await promptIs(page, 'Play a Command card')) && (await card.count()) > 0) {
            await tap(card.first());
            continue;
          }
          const bar = page.locator('.action-bar button:not(.quiet)');
          const names = await bar.allTextContents();
          const end = names.findIndex((n) => /^(Done ordering|End movement|End battles)/.test(n));
          if (end >= 0) {
            await tap(bar.nth(end));
            continue;
          }
          if (names.length > 0) {
            await tap(bar.first());
            continue;
          }
          await tap(page.locator('svg.board [role="button"]').first());
        }
        expect(await guide.textContent()).toMatch(/^Both armies have played a whole turn/);
        await screenshot(page, `ui-newcomer-guide-done-${device.name}`);
        await tap(button(page, 'Close the guide'));
        expect(await page.locator('.guide').count()).toBe(0);
        writeFigures(`${device.name}-guided`, {
          tapsToFirstOrder: guidedToFirstOrder,
          handoffs: handoffs.length,
        });
      });
    }, 300_000);
  }
});

async function promptIs(page: Page, start: string): Promise<boolean> {
  return ((await page.locator('.prompt-text').textContent()) ?? '').startsWith(start);
}
