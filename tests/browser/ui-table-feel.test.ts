// Issue 21 on a phone (390x844) and a tablet (1024x768): the system Back button stays in the app
// and asks before leaving a game; a double tap on the hand-off does not open the next hand; the
// cards a decision asks for are in view; the board's smallest text at the phone's default zoom;
// touch targets of at least 44 px. Measures go to test-artifacts/table-feel-<device>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { DEVICES, newPhoneContext, newTabletContext, REPO_ROOT, screenshot } from './harness';
import {
  answerAsk,
  boardButton,
  boardButtons,
  type HandOffRecord,
  openMoreOptions,
  playOneDecision,
  promptText,
  settle,
  tap,
} from './ui-driver';

const app = useApp();

function button(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

async function newDuel(page: Page): Promise<void> {
  await tap(button(page, 'New game'));
  await tap(button(page, /^Test: Duel/));
  await tap(button(page, 'Start the battle'));
  await page.locator('.handoff-tap').waitFor();
}

/** Controls smaller than 44 x 44 CSS pixels on the page now (the board's hexes aside: see below). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]:not(polygon)',
    );
    for (const el of Array.from(controls)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // A radio, a checkbox or a hidden file input counts with its label, which is what a finger presses.
      const label = el.closest('label');
      const box =
        label && el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]')
          ? label.getBoundingClientRect()
          : r;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return out;
  });
}

/** The board's text as drawn now: the smallest height in CSS pixels, per kind of text. */
async function boardText(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const el of Array.from(document.querySelectorAll<SVGTextElement>('svg.board text'))) {
      if (getComputedStyle(el).display === 'none' || el.closest('[display="none"]')) continue;
      const h = el.getBoundingClientRect().height;
      if (h === 0) continue;
      const kind = el.getAttribute('class') ?? 'text';
      out[kind] = Math.min(out[kind] ?? Number.POSITIVE_INFINITY, Math.round(h * 10) / 10);
    }
    return out;
  });
}

/** Pairs of unit blocks whose drawings overlap on screen. */
async function overlappingBlocks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rects = Array.from(document.querySelectorAll('svg.board .unit-block .frame')).map((e) =>
      e.getBoundingClientRect(),
    );
    let n = 0;
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5
        )
          n++;
      }
    return n;
  });
}

describe('a table that feels like one', () => {
  for (const device of DEVICES) {
    it(`reads and taps well on a ${device.name}: board text, cards in view, 44 px targets`, async () => {
      await inContext(device.open(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
        const small: Record<string, string[]> = {};
        small.home = await smallTargets(page);
        await tap(button(page, 'New game'));
        await button(page, /^Test: Duel/).waitFor();
        small.newGame = await smallTargets(page);
        await tap(button(page, /^Test: Duel/));
        small.notes = await smallTargets(page);
        await tap(button(page, 'Start the battle'));
        await tap(page.locator('.handoff-tap'));
        await tap(button(page, 'Continue'));
        await page.locator('svg.board').waitFor();
        // The cards the prompt asks for are all in view, none off the side.
        expect((await page.locator('.prompt-text').textContent())?.trim()).toBe('Play a Command card');
        const cards = await page.locator('.hand .card').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          }),
        );
        const view = page.viewportSize()!;
        expect(cards.length).toBeGreaterThan(0);
        for (const c of cards) {
          expect(c.left).toBeGreaterThanOrEqual(0);
          expect(c.right).toBeLessThanOrEqual(view.width);
          expect(c.top).toBeGreaterThanOrEqual(0);
          expect(c.bottom).toBeLessThanOrEqual(view.height);
        }
        await screenshot(page, `table-feel-${device.name}-hand`);
        small.game = (await smallTargets(page)).filter((s) => !s.startsWith('polygon'));
        const text = await boardText(page);
        const overlaps = await overlappingBlocks(page);
        await tap(button(page, 'Menu'));
        await tap(button(page, 'Settings'));
        small.settings = await smallTargets(page);
        await tap(button(page, 'Back'));
        await tap(button(page, 'Rules reference'));
        await page.getByRole('heading', { name: /Rules/ }).first().waitFor();
        small.rules = await smallTargets(page);

        const dir = join(REPO_ROOT, 'test-artifacts');
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          join(dir, `table-feel-${device.name}.json`),
          JSON.stringify({ text, overlaps, small }, null, 2),
        );
        // Blocks left and the type code where shown: readable at the default zoom; no block
        // drawn over its neighbour.
        expect(text.count ?? 0).toBeGreaterThanOrEqual(device.name === 'phone' ? 10 : 12);
        expect(Math.min(...Object.values(text))).toBeGreaterThanOrEqual(device.name === 'phone' ? 10 : 5);
        expect(overlaps).toBe(0);
        expect(Object.values(small).flat()).toEqual([]);
      });
    });
  }

  it('keeps the system Back button inside the app, past the rules contents, and asks before leaving a game', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await tap(button(page, 'Settings'));
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      // A contents link of the rules reference scrolls to its section and stays on the screen (it
      // once put a fragment in the address, which Back handling read as "home"); Back then goes home.
      await tap(button(page, 'Rules reference'));
      await tap(page.getByRole('link', { name: 'Terrain' }));
      await page.waitForTimeout(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rules reference');
      expect(new URL(page.url()).hash).toBe('');
      const terrain = await page.locator('#rules-terrain').boundingBox();
      // At the top, to within a pixel: Chromium scrolls to whole pixels, so a section whose top falls
      // between two (text above it of another length) ends a fraction of a pixel above the screen.
      expect(terrain?.y).toBeGreaterThan(-1);
      expect(terrain?.y).toBeLessThan(100);
      await page.goBack();
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      await newDuel(page);
      await tap(page.locator('.handoff-tap'));
      await tap(button(page, 'Continue'));
      await page.locator('svg.board').waitFor();
      // Back in a game asks; "no" keeps the game on screen.
      const asked: string[] = [];
      page.once('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await page.goBack();
      await page.waitForTimeout(200);
      expect(asked).toHaveLength(1);
      expect(await page.locator('svg.board').count()).toBe(1);
      // "Yes" goes home, and the game waits under Continue.
      page.once('dialog', (d) => void d.accept());
      await page.goBack();
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      await button(page, 'Continue').waitFor();
      expect(page.url().startsWith(app.url)).toBe(true);
    });
  });

  it("puts the QR host screen's Back at the top, 44 px tall, like every other screen", async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await tap(button(page, 'Play on several phones'));
      await tap(button(page, 'Host with QR codes'));
      await page.getByRole('heading', { name: 'Phones, no internet' }).waitFor();
      // The screen's first Back stands beside its title, at the top.
      const back = button(page, 'Back').first();
      const box = await back.boundingBox();
      const title = await page.getByRole('heading', { name: 'Phones, no internet' }).boundingBox();
      expect(box && title).not.toBeNull();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.y).toBeLessThan(title!.y + title!.height);
      await tap(back);
      await page.getByRole('heading', { name: 'No internet? Pair with QR codes' }).waitFor();
    });
  });

  it('does not open the next hand on a double tap of the hand-off', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await newDuel(page);
      const hint = await page.locator('.handoff-hint').boundingBox();
      expect(hint).not.toBeNull();
      const x = hint!.x + hint!.width / 2;
      const y = hint!.y + hint!.height / 2;
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      await page.waitForTimeout(300);
      expect(await page.locator('.hand .card').count()).toBe(0);
      await page.locator('.handoff-summary').waitFor();
      await screenshot(page, 'table-feel-phone-double-tap');
      // A deliberate tap on Continue then opens the hand.
      await tap(button(page, 'Continue'));
      await settle(page);
      expect(await page.locator('.hand .card').count()).toBeGreaterThan(0);
    });
  });

  it('takes back a move through a hand-off, and on the hand-off screen before passing', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await tap(button(page, 'New game'));
      await tap(button(page, /^Test: Duel/));
      // The strict rule: the defender is asked after every move, so every move passes the tablet.
      await openMoreOptions(page);
      await tap(page.getByRole('radio', { name: 'Every time they could react (strict)' }));
      await tap(button(page, 'Start the battle'));
      const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      for (let i = 0; i < 40; i++) {
        await settle(page, record);
        if ((await promptText(page)) === 'Move your ordered units') break;
        await playOneDecision(page, record.to.at(-1) ?? '');
      }
      expect(await promptText(page)).toBe('Move your ordered units');
      const mover = record.to.at(-1) ?? '';
      const before = (await boardButtons(page)).filter((b) => b.startsWith('Select '));

      /** Moves the first piece that can move; the defender, asked, takes the tablet: the hand-off. */
      const moveOne = async () => {
        await tap(boardButton(page, before[0]!));
        const move = (await boardButtons(page)).find((b) => b.startsWith('Move '));
        expect(move).toBeDefined();
        await tap(boardButton(page, move!));
        await page.locator('.ask').waitFor();
        await answerAsk(page, 'take');
        await page.locator('.handoff-tap').waitFor();
      };

      // Through the hand-off: the defender passes, the tablet comes back, Undo takes the move back.
      await moveOne();
      expect(await page.locator('.handoff-takeback').textContent()).toBe(
        `${mover}: take back your last action`,
      );
      const handedTo = record.to.length;
      await settle(page, record);
      expect(record.to.slice(handedTo)).toEqual([expect.not.stringMatching(mover), mover]);
      expect(record.passOnly + record.windows).toBeGreaterThan(0);
      await tap(page.locator('.action-bar button.undo'));
      // The piece stands where it stood (the orders before the move could be taken back next).
      await expect
        .poll(async () => (await boardButtons(page)).filter((b) => b.startsWith('Select ')))
        .toEqual(before);
      expect(await promptText(page)).toBe('Move your ordered units');
      await screenshot(page, 'table-feel-phone-undo-through-handoff');

      // On the hand-off screen, before the tablet leaves the mover: nothing of the other hand shows.
      await moveOne();
      await tap(page.locator('.handoff-takeback'));
      await page.locator('.handoff').waitFor({ state: 'detached' });
      expect(await promptText(page)).toBe('Move your ordered units');
      expect((await boardButtons(page)).filter((b) => b.startsWith('Select '))).toEqual(before);
      // The log says what was taken back, for the other player's next summary.
      await tap(button(page, 'Log'));
      await expect(page.locator('.log-lines li').last().textContent()).resolves.toBe(
        `${mover} took back their last action.`,
      );
    });
  });

  it('asks the defender on the phone: he passes on the holder’s screen, later takes the device', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await tap(button(page, 'New game'));
      await tap(button(page, /^Test: Duel/));
      // The strict rule: the defender is asked after every move, whatever he holds.
      await openMoreOptions(page);
      await tap(page.getByRole('radio', { name: 'Every time they could react (strict)' }));
      await tap(button(page, 'Start the battle'));
      const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      for (let i = 0; i < 40; i++) {
        await settle(page, record, 12, 'answer');
        if ((await promptText(page)) === 'Move your ordered units') break;
        await playOneDecision(page, record.to.at(-1) ?? '');
      }
      expect(await promptText(page)).toBe('Move your ordered units');
      const mover = record.to.at(-1) ?? '';
      const handOffs = record.to.length;
      const moveOne = async () => {
        const piece = (await boardButtons(page)).find((b) => b.startsWith('Select '));
        expect(piece).toBeDefined();
        await tap(boardButton(page, piece!));
        const move = (await boardButtons(page)).find((b) => b.startsWith('Move '));
        expect(move).toBeDefined();
        await tap(boardButton(page, move!));
      };

      // The move: the defender's window opens on the ask panel, on the mover's screen.
      await moveOne();
      const ask = page.getByRole('dialog', { name: /, your answer$/ });
      await ask.waitFor();
      expect(await ask.getAttribute('aria-labelledby')).toBe('ask-title');
      expect(await page.locator('.handoff').count()).toBe(0);
      // The mover's hand is hidden while the other player looks; the board stays.
      expect(await page.locator('.hand').count()).toBe(0);
      expect(await page.locator('svg.board').isVisible()).toBe(true);
      expect(await ask.textContent()).toContain(`The cards of ${mover} are hidden`);
      // Only the pass and the way to the cards: nothing of his hand.
      expect(await ask.locator('button').allTextContents()).toEqual([
        'No answer: go on',
        expect.stringMatching(/: take the device to see my cards$/),
      ]);
      await screenshot(page, 'table-feel-phone-ask');
      await answerAsk(page, 'answer');
      // No hand-off: the mover goes on, his hand back in sight.
      expect(await page.locator('.handoff').count()).toBe(0);
      await page.locator('.hand').waitFor();
      expect(record.to.length).toBe(handOffs);

      // A later window: the defender takes the device and sees his own hand.
      expect(await promptText(page)).toBe('Move your ordered units');
      await moveOne();
      await ask.waitFor();
      const asked = ((await page.locator('#ask-title').textContent()) ?? '').replace(', your answer', '');
      await answerAsk(page, 'take');
      expect(await page.locator('.handoff-title').textContent()).toBe(`Pass the device to ${asked}`);
      await tap(page.locator('.handoff-tap'));
      await tap(button(page, 'Continue'));
      const panel = page.getByRole('dialog', { name: `${asked}: a moment to react` });
      await panel.waitFor();
      expect(await page.locator('.hand').count()).toBe(1);
      await tap(panel.getByRole('button', { name: 'Pass', exact: true }));
      // Next is the mover's: asked on this screen when it is open (his end of turn's window), else
      // the tablet goes back to him. Either names him.
      await page.locator('.handoff-tap, .ask').first().waitFor();
      const next = (await page.locator('.handoff-title, #ask-title').first().textContent()) ?? '';
      expect([`Pass the device to ${mover}`, `${mover}, your answer`]).toContain(next);
    });
  });
  it('counts the hand-offs of three player turns on a tablet under each pause rule, asks answered on the screen', async () => {
    const TURNS = 3;
    const figures: Record<string, { handOffs: number; asks: number; turns: number; perTurn: number }> = {};
    for (const rule of ['Only when they can react', 'Every time they could react (strict)']) {
      await inContext(newTabletContext(app.browser), `${app.url}?seed=5&test=1`, async ({ page }) => {
        await tap(button(page, 'New game'));
        await tap(button(page, /^Test: Duel/));
        await openMoreOptions(page);
        await tap(page.getByRole('radio', { name: rule }));
        await tap(button(page, 'Start the battle'));
        const record: HandOffRecord = { to: [], passOnly: 0, windows: 0, asks: 0 };
        const turn = async () =>
          Number(/\d+/.exec((await page.locator('.game-turn').textContent()) ?? '')?.[0]);
        // The turn shows in the top bar, which a hand-off covers: read it once the screens are answered.
        for (let i = 0; i < 400; i++) {
          await settle(page, record, 12, 'answer');
          if ((await turn()) > TURNS) break;
          await playOneDecision(page, record.to.at(-1) ?? '');
        }
        expect(await turn()).toBe(TURNS + 1);
        // The first hand-off gives the tablet to the first player; each turn's last hands it on.
        const handOffs = record.to.length - 1;
        figures[rule] = { handOffs, asks: record.asks ?? 0, turns: TURNS, perTurn: handOffs / TURNS };
      });
    }
    const dir = join(REPO_ROOT, 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'table-feel-handoffs.json'), `${JSON.stringify(figures, null, 2)}\n`);
    // Issue 21 item 1: by default, with the asks answered on the holder's screen, at most 2 or 3.
    expect(figures['Only when they can react']!.perTurn).toBeLessThanOrEqual(3);
    // The strict rule asks more often, but on the same screen: the tablet crosses no more often.
    expect(figures['Every time they could react (strict)']!.asks).toBeGreaterThan(
      figures['Only when they can react']!.asks,
    );
  });
});
