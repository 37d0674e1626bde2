// Helpers for the UI browser tests: drive a pass-and-play game by taps, the way a player would,
// reading only what the screen shows (accessible names of buttons and board hexes).
import type { Locator, Page } from 'playwright-core';

/** Taps a locator and waits until the action it sent is saved and shown. */
export async function tap(locator: Locator): Promise<void> {
  const page = locator.page();
  await locator.tap();
  // The click a tap produces can land a moment after the touch ends: let two frames pass first, so
  // the action has started (and the game is busy) before its end is awaited. An action shows its
  // result only once it is on disk; the game is aria-busy until then. Both waits in one call to
  // the page; a tap that reloads the page (an update) ends that call, and the new page is awaited.
  const idle = await page.evaluate(untilIdle, IDLE_LIMIT_MS).catch(() => false);
  if (!idle) await page.waitForFunction(() => document.querySelector('.game[aria-busy="true"]') === null);
}

/** How long the page waits by itself for the game to stop being busy before tap() asks Playwright. */
const IDLE_LIMIT_MS = 10_000;

/** In the page: two frames, then every frame until no game is busy (false after `limitMs`). */
function untilIdle(limitMs: number): Promise<boolean> {
  return new Promise((done) => {
    const start = performance.now();
    const check = () => {
      if (document.querySelector('.game[aria-busy="true"]') === null) done(true);
      else if (performance.now() - start > limitMs) done(false);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(() => requestAnimationFrame(check));
  });
}

export async function isVisible(locator: Locator): Promise<boolean> {
  // No match is not visible: one call to the page, not a count first.
  return locator.first().isVisible();
}

export interface HandOffRecord {
  /** The army named on each hand-off screen, in order. */
  to: string[];
  /** Asks answered on the holder's screen (the ask panel), when counted. */
  asks?: number;
  /** Windows in which the player could only pass (the strict pause rule): panels with nothing to play. */
  passOnly: number;
  /** Real reaction windows passed. */
  windows: number;
}

/**
 * What the player asked on the holder's screen does: 'take' the device (the hand-off that was
 * there before the ask panel: he sees his cards and answers there), or 'answer' on the panel (its
 * first choice: a window's pass, a flag choice's first count).
 */
export type AskAnswer = 'take' | 'answer';

/**
 * Answers the ask panel (issue 21 item 1). A tap that repeats the one before it is ignored for a
 * moment (a double tap must not answer for the other player), so the tap is tried until the panel
 * goes.
 */
export async function answerAsk(page: Page, how: AskAnswer): Promise<void> {
  const ask = page.locator('.ask');
  for (let i = 0; i < 10 && (await isVisible(ask)); i++) {
    await tap(how === 'take' ? ask.locator('.ask-take') : ask.locator('.ask-choices button').first());
  }
}

/**
 * Answers every screen that stands between the players and the next ordinary decision: hand-offs
 * (tap, then Continue), asks on the holder's screen (`asked`: take the device, by default, or
 * answer there) and reaction panels (Pass). Returns what it went through.
 */
export async function settle(
  page: Page,
  record?: HandOffRecord,
  max = 12,
  asked: AskAnswer = 'take',
): Promise<void> {
  // An ask taken to a hand-off is one screen more than before it: it does not count against `max`.
  for (let i = 0, asks = 0; i < max + asks; i++) {
    const handoff = page.locator('.handoff-tap');
    // Which screen shows, in one call to the page (a hand-off is answered first, then an ask).
    const showing = await page
      .locator('.handoff-tap, .ask, .reaction')
      .filter({ visible: true })
      .evaluateAll((els) =>
        els.map((el) =>
          el.classList.contains('handoff-tap')
            ? 'handoff'
            : el.classList.contains('ask')
              ? 'ask'
              : 'reaction',
        ),
      );
    if (showing.includes('handoff')) {
      const title = (await page.locator('.handoff-title').textContent()) ?? '';
      record?.to.push(title.replace('Pass the device to ', ''));
      await tap(handoff);
      await tap(page.getByRole('button', { name: 'Continue' }));
      continue;
    }
    if (showing.includes('ask')) {
      asks = Math.min(asks + 1, max);
      if (record && asked === 'answer') record.asks = (record.asks ?? 0) + 1;
      await answerAsk(page, asked);
      continue;
    }
    const reaction = page.locator('.reaction');
    if (showing.includes('reaction')) {
      if (record) {
        if (await isVisible(reaction.locator('.reaction-choices'))) record.windows += 1;
        else record.passOnly += 1;
      }
      await tap(reaction.getByRole('button', { name: 'Pass', exact: true }));
      continue;
    }
    return;
  }
  throw new Error('the hand-off, ask and reaction screens did not end');
}

export async function promptText(page: Page): Promise<string> {
  return ((await page.locator('.prompt-text').textContent()) ?? '').trim();
}

/** Board hexes that are buttons now, with their accessible names. */
export async function boardButtons(page: Page): Promise<string[]> {
  return page
    .locator('svg.board [role="button"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

export function boardButton(page: Page, name: string | RegExp): Locator {
  return page.locator('svg.board').getByRole('button', { name });
}

/** The action bar's button texts and the board's button names, read in one call to the page. */
async function buttonsNow(page: Page): Promise<{ bar: string[]; board: string[] }> {
  return page.evaluate(() => ({
    bar: Array.from(document.querySelectorAll('.action-bar button'), (b) => b.textContent ?? ''),
    board: Array.from(
      document.querySelectorAll('svg.board [role="button"]'),
      (e) => e.getAttribute('aria-label') ?? '',
    ),
  }));
}

/** Action bar buttons with their names. */
export async function barButtons(page: Page): Promise<string[]> {
  return page.locator('.action-bar button').allTextContents();
}

/** A hex in doubled columns from "column X, row Y" in an accessible name (null when absent). */
export function hexOf(label: string): { c: number; r: number } | null {
  const m = /column (\d+), row (\d+)/.exec(label);
  if (!m) return null;
  const r = Number(m[2]) - 1;
  return { c: (Number(m[1]) - 1) * 2 + (r % 2), r };
}

function distance(a: { c: number; r: number }, b: { c: number; r: number }): number {
  const dr = Math.abs(a.r - b.r);
  const dc = Math.abs(a.c - b.c);
  return dr + Math.max(0, (dc - dr) / 2);
}

/** Where the enemies of `army` stand, read from the board's piece names. */
export async function enemyHexes(page: Page, army: string): Promise<{ c: number; r: number }[]> {
  const names = await page
    .locator('svg.board [role="img"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return names
    .filter((n) => !n.startsWith(`${army}:`))
    .map(hexOf)
    .filter((h): h is { c: number; r: number } => h !== null);
}

/** Taps a piece to select it; when its hex holds two pieces with choices, takes the first. */
export async function selectPiece(page: Page, label: string): Promise<void> {
  await tap(boardButton(page, label));
  const which = page.locator('.action-bar button', { hasText: /^Select / }).first();
  if ((await which.count()) > 0) await tap(which);
}

export interface StepResult {
  prompt: string;
  did: string;
}

/**
 * Takes one decision by taps, like a keen but simple player of `army`: plays the first playable
 * card, orders what it can, moves each unit as close to the nearest enemy as it may, attacks when
 * it can, and otherwise takes the first offered choice.
 */
export async function playOneDecision(page: Page, army: string): Promise<StepResult> {
  const prompt = await promptText(page);
  const { bar, board } = await buttonsNow(page);
  const targets = board.filter((b) => !b.startsWith('Select '));
  const selects = board.filter((b) => b.startsWith('Select '));
  if (prompt === 'Play a Command card') {
    await tap(page.locator('.card.playable').first());
    const play = page.locator('.action-bar button', { hasText: /^Play / }).first();
    const name = (await play.textContent()) ?? '';
    await tap(play);
    return { prompt, did: name };
  }
  if (prompt.startsWith('Order')) {
    const order = board.find((b) => b.startsWith('Order '));
    if (order) {
      await tap(boardButton(page, order));
      return { prompt, did: order };
    }
    if (selects[0]) {
      await tap(boardButton(page, selects[0]));
      const choice = page.locator('.action-bar button', { hasText: /^Order / }).first();
      const name = (await choice.textContent()) ?? '';
      await tap(choice);
      return { prompt, did: name };
    }
  }
  if (prompt === 'Move your ordered units' && selects[0]) {
    await selectPiece(page, selects[0]);
    const moves = (await boardButtons(page)).filter((b) => b.startsWith('Move '));
    if (moves.length > 0) {
      const enemies = await enemyHexes(page, army);
      const nearest = (label: string) => {
        const h = hexOf(label.slice(label.lastIndexOf(' to ')));
        return h ? Math.min(99, ...enemies.map((e) => distance(e, h))) : 99;
      };
      moves.sort((a, b) => nearest(a) - nearest(b));
      const best = moves[0]!;
      await tap(boardButton(page, best));
      return { prompt, did: best };
    }
    const hold = page.locator('.action-bar button', { hasText: /do not move|leave the battlefield/ }).first();
    if ((await hold.count()) > 0) {
      await tap(hold);
      return { prompt, did: 'hold' };
    }
    await tap(page.getByRole('button', { name: 'End movement' }));
    return { prompt, did: 'End movement' };
  }
  if (prompt === 'Battle with your ordered units' && selects.length > 0) {
    for (const sel of selects) {
      await selectPiece(page, sel);
      const attacks = (await boardButtons(page)).filter((b) => /: attack |: fire at |Levy charge/.test(b));
      if (attacks[0]) {
        await tap(boardButton(page, attacks[0]));
        return { prompt, did: attacks[0] };
      }
    }
    await tap(page.getByRole('button', { name: 'End battles' }));
    return { prompt, did: 'End battles' };
  }
  // Card choices (keep one of two, discard a Dragon card): tap the card, then its action.
  if (bar.length === 0 && (await page.locator('.card.playable').count()) > 0) {
    await tap(page.locator('.card.playable').first());
    const action = page.locator('.action-bar button.primary').first();
    const name = (await action.textContent()) ?? '';
    await tap(action);
    return { prompt, did: name };
  }
  if (targets[0] && bar.length === 0) {
    await tap(boardButton(page, targets[0]));
    return { prompt, did: targets[0] };
  }
  const first = page.locator('.action-bar button:not(.undo):not(.quiet)').first();
  if ((await first.count()) > 0) {
    const name = (await first.textContent()) ?? '';
    await tap(first);
    return { prompt, did: name };
  }
  if (targets[0]) {
    await tap(boardButton(page, targets[0]));
    return { prompt, did: targets[0] };
  }
  throw new Error(`no way forward at "${prompt}" (bar: ${bar.join(' | ')}; board: ${board.length})`);
}

/** From Home: starts the test duel for pass and play (the page was opened with ?test=1). */
export async function startDuel(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: /^Test: Duel/ }));
  await tap(page.getByRole('button', { name: 'Start the battle' }));
}

/** Every piece on the board by its accessible name, sorted. */
export function pieceLabels(page: Page): Promise<string[]> {
  return page
    .locator('svg.board [role="img"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').sort());
}

/** Opens "More options" on a battle's page, where the edition, house rules and pauses are folded (issue 26). */
export async function openMoreOptions(page: Page): Promise<void> {
  const details = page.locator('details.more-options');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').tap();
}
