// What the tests of two phones in the built app do the same way: point Settings at the local
// signaling server, read the connection strip, tell which phone decides and play its decision, and
// run a test's steps on both phones so that a failure keeps both screens and every phone is closed.
import type { Locator, Page } from 'playwright-core';
import { assertNoHorizontalOverflow, screenshot } from './harness';
import type { Phone } from './phone-suites';
import { isVisible, playOneDecision, promptText, tap } from './ui-driver';

/** A phone that plays a battle: the army it commands (names on the board start with it). */
export interface ArmyPhone extends Phone {
  army: string;
}

/** What the Settings screen showed when it saved the local server. */
export interface SavedServer {
  /** The "Same network only" box was ticked when the server was saved. */
  sameNetworkOnly: boolean;
  /** The line that confirms the choice. */
  message: string;
}

/**
 * Settings: the signaling server is the local one (loopback, same network only), then back to
 * Home. With `shot`, the saved screen must fit the phone and is kept as a screenshot.
 */
export async function useLocalServer(page: Page, port: number, shot?: string): Promise<SavedServer> {
  await tap(page.getByRole('button', { name: 'Settings' }));
  await page.getByRole('radio', { name: 'My own server' }).check();
  await page.getByLabel('Address (name or IP)').fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(port));
  await page.getByLabel('Path').fill('/');
  const sameNetworkOnly = await page.getByRole('checkbox', { name: /Same network only/ }).isChecked();
  await tap(page.getByRole('button', { name: 'Use this server' }));
  const message = (await page.getByRole('status').filter({ hasText: 'Saved' }).textContent()) ?? '';
  if (shot) {
    await assertNoHorizontalOverflow(page);
    await screenshot(page, shot);
  }
  await tap(page.getByRole('button', { name: 'Back', exact: true }));
  return { sameNetworkOnly, message };
}

/** The connection strip (or the status line of the room and joining screens). */
export function connection(page: Page): Locator {
  return page.getByRole('status', { name: 'Connection' });
}

/** Connected: to the other phone (two phones, or a table's host), or to the host phone (a table's guest). */
export async function waitConnected(page: Page): Promise<void> {
  await connection(page)
    .filter({ hasText: /Connected to the (other|host) phone/ })
    .waitFor({ timeout: 60_000 });
}

/** The turn number the game screen shows. */
export async function turn(page: Page): Promise<number> {
  return Number(/\d+/.exec((await page.locator('.game-turn').textContent()) ?? '')?.[0] ?? 0);
}

/** True when this phone's prompt is its own decision (the other phone's shows "… is deciding…"). */
export async function decides(page: Page): Promise<boolean> {
  if (!(await isVisible(page.locator('.game .prompt-text')))) return false;
  if (await isVisible(page.locator('.reaction'))) return true;
  const text = await promptText(page);
  return text !== '' && !text.endsWith('is deciding…');
}

/**
 * A reaction panel with nothing to choose, only Pass (a window whose owner holds nothing playable,
 * a decision under the "always" privacy setting; a window with cards lists them). decide() passes
 * it like any window.
 */
export function quietPause(page: Page): Locator {
  return page.locator('.reaction:not(:has(.reaction-choices))');
}

/** One decision by taps (a reaction window, e.g. a Dragon card with the Command card, is passed). */
export async function decide(p: ArmyPhone): Promise<string> {
  const reaction = p.page.locator('.reaction');
  if (await isVisible(reaction)) {
    await tap(reaction.getByRole('button', { name: 'Pass', exact: true }));
    return 'Pass';
  }
  return (await playOneDecision(p.page, p.army)).did;
}

/** Both phones must fit their width; saved as `<name>-host` and `<name>-guest`. */
export async function fitAndShoot(host: Phone, guest: Phone, name: string): Promise<void> {
  for (const [who, p] of [
    ['host', host],
    ['guest', guest],
  ] as const) {
    await assertNoHorizontalOverflow(p.page);
    await screenshot(p.page, `${name}-${who}`);
  }
}

/** What both phones showed when a step failed (and their page errors), to read the failure. */
async function failureShots(host: Phone, guest: Phone, name: string): Promise<void> {
  for (const [who, p] of [
    ['host', host],
    ['guest', guest],
  ] as const) {
    await screenshot(p.page, `${name}-${who}`).catch(() => undefined);
    console.log(`${who} page errors:`, JSON.stringify(p.errors));
  }
}

/**
 * Runs a test's steps on the two phones it opened. When a step fails, both screens are kept (as
 * `<failed>-host` and `<failed>-guest`) before the error goes on; the phones close either way.
 */
export async function withPhones(
  host: Phone,
  guest: Phone,
  failed: string,
  steps: () => Promise<void>,
): Promise<void> {
  try {
    await steps();
  } catch (e) {
    await failureShots(host, guest, failed);
    throw e;
  } finally {
    await host.context.close();
    await guest.context.close();
  }
}

/**
 * The host phone hosts "Test: Duel" through the app, commanding Blue (the bottom army; Red, the
 * guest, plays first); `check` looks at the battle screen before it is hosted. Returns the room code.
 */
export async function hostsTheDuel(host: ArmyPhone, check?: (page: Page) => Promise<void>): Promise<string> {
  const page = host.page;
  await tap(page.getByRole('button', { name: 'Play on several phones' }));
  await tap(page.getByRole('button', { name: 'Host Samurai Battles' }));
  await tap(page.getByRole('button', { name: /^Test: Duel/ }));
  await page.getByRole('heading', { name: 'Test: Duel' }).waitFor();
  await check?.(page);
  // The host picks its army where pass-and-play names the players.
  await page.getByRole('radio', { name: 'You command this army on this phone' }).nth(1).check();
  await tap(page.getByRole('button', { name: 'Host this battle' }));
  const code = page.locator('.net-code');
  await code.waitFor({ timeout: 30_000 });
  await page.locator('[data-room="open"]').waitFor({ timeout: 30_000 });
  return ((await code.textContent()) ?? '').trim();
}
