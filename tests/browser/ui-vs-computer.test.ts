// A whole battle against the computer in real Chromium on a phone (390x844), offline, in the built
// app: New game → the test duel → "The computer" at the Recruit level; the person plays by taps
// (ui-driver's simple player), the computer answers through its Web Worker; no hand-off screen ever
// shows; halfway the page is reloaded and the game goes on against the computer; the
// battle ends on the victory screen. axe-core finds nothing critical or serious in the opponent's
// choice. A second battle is played with a Web Worker that never starts: the computer's search runs
// on the page (src/ui/ai/fallback.ts) and the player never sees it fail. A third begins with a Worker
// that stays silent (never loads, never fails), or one that loads and then hangs in a search: the game
// goes on past the computer's turns (the page's waits for such a worker pass on Playwright's clock,
// page.clock, moved on by the test while the computer decides, not in real time).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, blocking, describeFindings } from './axe';
import { breakWorkers, countWorkerHellos, hangWorkers, stallWorkers, workersStopped } from './broken-worker';
import { inContext, useApp } from './fixture';
import { assertNoErrors, assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
import { isVisible, playOneDecision, settle, tap } from './ui-driver';

const app = useApp();

const HUMAN = 'Blue Test Army';

type Counted = { computerPrompts: number; computerFailures: number };

/**
 * In the page, before its scripts: counts each time the prompt turns to "… is deciding…", and each
 * time the computer's "could not play" alert appears.
 */
function countComputerPrompts(): void {
  const w = window as unknown as Counted;
  w.computerPrompts = 0;
  w.computerFailures = 0;
  let was = false;
  let failed = false;
  new MutationObserver(() => {
    const now = document.querySelector('.prompt-text')?.textContent?.endsWith('is deciding…') ?? false;
    if (now && !was) w.computerPrompts += 1;
    was = now;
    const failing = document.querySelector('.ai-failed') !== null;
    if (failing && !failed) w.computerFailures += 1;
    failed = failing;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** New game → the test duel against the Recruit computer, the person on HUMAN's side. */
async function startDuel(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: /^Test: Duel/ }));
  await tap(page.getByRole('radio', { name: 'The computer' }));
  await tap(page.getByRole('radio', { name: HUMAN }));
}

/**
 * Plays the person's side by taps until the victory screen (or, given `until`, that many of the
 * person's decisions), reloading once after `reloadAfter` of the person's decisions when given.
 * Returns the person's decisions and the computer's turns the test saw; fails with a screenshot when
 * nothing moves for a long while.
 */
/** Nothing moves this long: the game is stuck (twice the page's 30 s wait for a hung worker, and more). */
const STUCK_MS = 90_000;

async function playToVictory(
  page: Page,
  reloadAfter: number | null,
  until?: number,
  clockStepMs?: number,
): Promise<{ mine: number; waits: number; reloaded: boolean }> {
  let mine = 0;
  let waits = 0;
  // Since the person last played: longer than the page's own wait for a hung worker (30 s).
  let idleSince = Date.now();
  const idleWait = async (prompt: string) => {
    if (Date.now() - idleSince > STUCK_MS) {
      await screenshot(page, 'vs-computer-stuck');
      throw new Error(`nothing happens at "${prompt}" (${await page.locator('.prompt').textContent()})`);
    }
    // With the page's clock installed, move its timers on while it waits for its worker, instead of
    // waiting them out; the question is open by then (the prompt turns as it is asked). Once the
    // page gave up on the worker, the computer answers on the page: plain waits again.
    if (
      clockStepMs !== undefined &&
      prompt.endsWith('is deciding…') &&
      (await page.evaluate(workersStopped)) === 0
    )
      await page.clock.runFor(clockStepMs);
    else await page.waitForTimeout(50);
  };
  let reloaded = false;
  for (let step = 0; step < 10_000; step++) {
    if (until !== undefined && mine >= until) return { mine, waits, reloaded };
    expect(await page.locator('.handoff-tap').count()).toBe(0);
    await settle(page);
    await page.locator('.victory, .prompt-text').first().waitFor({ timeout: 60_000 });
    if (await page.locator('.victory').count()) break;
    // A reaction window may have opened since the last settle (the computer just acted).
    if (await isVisible(page.locator('.reaction'))) continue;
    // Read in one call: the computer's last move can end the battle between two reads.
    const prompt = await page.evaluate(() =>
      document.querySelector('.victory')
        ? null
        : (document.querySelector('.prompt-text')?.textContent ?? '').trim(),
    );
    if (prompt === null) continue;
    if (prompt.endsWith('is deciding…')) {
      waits++;
      await idleWait(prompt);
      continue;
    }
    if (!reloaded && reloadAfter !== null && mine === reloadAfter) {
      // Leave mid-battle by reloading, then Continue: the computer still plays its army.
      await page.reload({ waitUntil: 'load' });
      // The app reopens the game it was showing, or offers Continue on the home screen.
      const cont = page.getByRole('button', { name: 'Continue' });
      await page.locator('.prompt-text').or(cont).first().waitFor({ timeout: 60_000 });
      if (await isVisible(cont)) await tap(cont);
      reloaded = true;
      continue;
    }
    try {
      await playOneDecision(page, HUMAN);
    } catch (e) {
      // A reaction window's panel can show a moment after its prompt: look again.
      if (!String(e).includes('no way forward')) throw e;
      await idleWait(prompt);
      continue;
    }
    idleSince = Date.now();
    mine++;
  }
  expect(await page.locator('.victory').count()).toBe(1);
  return { mine, waits, reloaded };
}

/** How far the page's clock is moved on at each look while the computer decides. */
const CLOCK_STEP_MS = 2_000;

/** What the page counted (countComputerPrompts). */
const counted = (page: Page): Promise<Counted> =>
  page.evaluate(() => {
    const w = window as unknown as Counted;
    return { computerPrompts: w.computerPrompts, computerFailures: w.computerFailures };
  });

describe('a battle against the computer', () => {
  it('plays to the victory screen on a phone, offline, through a reload', { timeout: 900_000 }, async () => {
    await inContext(
      newPhoneContext(app.browser, undefined, { serviceWorker: true }),
      `${app.url}?seed=11&test=1`,
      async ({ page, errors, context }) => {
        // The app installs its service worker by itself; once it controls the page, go offline.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 120_000,
        });
        await context.setOffline(true);
        // The page itself counts the times the prompt says the computer is deciding: a Recruit
        // answers within a few milliseconds, often before the test reads the prompt again.
        await page.addInitScript(countComputerPrompts);
        await page.addInitScript(countWorkerHellos);
        await page.reload({ waitUntil: 'load' });

        await startDuel(page);
        expect(await page.getByLabel('Recruit: answers at once').isChecked()).toBe(true);
        await assertNoHorizontalOverflow(page);
        // The opponent's choice, opened, is as accessible as the rest of the screen.
        expect(describeFindings(blocking(await axeScan(page)))).toBe('');
        await screenshot(page, 'vs-computer-new-game');
        await tap(page.getByRole('button', { name: 'Start the battle' }));

        const { mine, waits, reloaded } = await playToVictory(page, 12);
        expect(reloaded).toBe(true);
        expect(mine).toBeGreaterThan(12);
        // Seen since the reload in the middle, by the page or by the test.
        expect(waits + (await counted(page)).computerPrompts).toBeGreaterThan(0);
        // The real worker loaded and said so (offline, from the service worker's cache), since the reload.
        expect(
          await page.evaluate(() => (window as unknown as { workerHellos: number }).workerHellos),
        ).toBeGreaterThan(0);
        await assertNoHorizontalOverflow(page);
        await screenshot(page, 'vs-computer-victory');
        assertNoErrors(errors, context);
        expect(await isVisible(page.locator('.victory h1'))).toBe(true);
      },
    );
  });

  /**
   * The battle with `workers` in place of the real Worker: to its victory screen, or `until` the
   * person's decisions (twenty span several turns, so the computer played between them). The
   * computer played its side and never said it failed.
   */
  async function playWith(
    workers: () => void,
    until: number | undefined,
    after?: (page: Page) => Promise<void>,
    clockStepMs?: number,
  ) {
    await inContext(
      newPhoneContext(app.browser),
      `${app.url}?seed=11&test=1`,
      async ({ page, errors, context }) => {
        await page.addInitScript(workers);
        await page.addInitScript(countComputerPrompts);
        // The page's timers, under the test's hand while the computer decides (playToVictory).
        if (clockStepMs !== undefined) await page.clock.install();
        await page.reload({ waitUntil: 'load' });
        expect(await page.evaluate(() => 'workersBroken' in window)).toBe(true);
        await startDuel(page);
        await tap(page.getByRole('button', { name: 'Start the battle' }));
        const { mine, waits } = await playToVictory(page, null, until, clockStepMs);
        if (until === undefined) expect(mine).toBeGreaterThan(0);
        else expect(mine).toBe(until);
        const seen = await counted(page);
        expect(waits + seen.computerPrompts).toBeGreaterThan(0);
        expect(seen.computerFailures).toBe(0);
        await after?.(page);
        assertNoErrors(errors, context);
      },
    );
  }

  it("plays to the victory screen when the computer's worker never starts", {
    timeout: 900_000,
  }, async () => {
    // The battle could not end unless the computer played its side.
    await playWith(breakWorkers, undefined);
  });

  // The page's waits for these workers (WORKER_READY_MS, 10 s; WORKER_SILENT_TICKS, 30 one-second
  // ticks) pass on its own clock, moved on by the test in steps of CLOCK_STEP_MS while the
  // computer decides: the same timers fire in the same order, without the test sitting them out.
  it("goes on past the computer's turns when its worker stays silent", { timeout: 300_000 }, async () => {
    await playWith(
      hangWorkers,
      20,
      async (page) => {
        // The page gave up on the worker (it never said it was ready).
        expect(await page.evaluate(workersStopped)).toBeGreaterThan(0);
      },
      CLOCK_STEP_MS,
    );
  });

  it("goes on past the computer's turns when its worker loads and then hangs in a search", {
    timeout: 300_000,
  }, async () => {
    // Its first question waits out the silence (30 s of the page's clock); the greedy player
    // answers every later one.
    await playWith(
      stallWorkers,
      20,
      async (page) => {
        // The page gave up on the worker (never an error: it said it was ready).
        expect(await page.evaluate(workersStopped)).toBeGreaterThan(0);
      },
      CLOCK_STEP_MS,
    );
  });
});
