// Reading and driving the companion table (src/ui/companion) on two phones: whose controls these
// are, the hand each phone holds, the card in play, the trackers; and the checks that a hand stays
// on its own phone. Each phone's table is the host's game as that phone may see it.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export function button(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

/** Taps and waits until the companion table (if shown) is no longer waiting for the host's answer. */
export async function tap(page: Page, target: string | RegExp | Locator): Promise<void> {
  const locator = typeof target === 'string' || target instanceof RegExp ? button(page, target) : target;
  await locator.tap();
  // The click a tap produces can land a moment after the touch ends: let it start the action first.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() => document.querySelector('main.companion[aria-busy="true"]') === null);
}

/** The companion table of this phone, once the host's game (the battle `title`) is on it. */
export async function waitTable(page: Page, title: string): Promise<void> {
  await page.locator('main.companion .companion-tabs').waitFor({ timeout: 60_000 });
  await expect(page.locator('main.companion h1').textContent()).resolves.toBe(title);
}

/** The line under the turn: whose controls these are, as this phone says it. */
export async function controlsLine(page: Page): Promise<string> {
  return ((await page.locator('.companion-net .muted.small').textContent()) ?? '').trim();
}

/** The other phone learns of a hand-over a moment later: wait for the line to say it. */
export async function waitControls(page: Page, text: string): Promise<void> {
  await expect.poll(() => controlsLine(page), { timeout: 20_000 }).toBe(text);
}

/** The controls are with `army` on the `holder` phone: it says so, and the other phone names it. */
export async function waitControlsWith(holder: Page, other: Page, army: string): Promise<void> {
  await waitControls(holder, 'You are at the controls.');
  await waitControls(other, `${army} is at the controls on the other phone.`);
}

/** The Command and Dragon cards this phone shows in its own hand: card ids and their titles. */
export async function handCards(
  page: Page,
  army: string,
): Promise<{ ids: string[]; names: string[]; command: number }> {
  const hand = page.getByRole('region', { name: `Cards of ${army}` });
  const cards = hand.locator('button.card');
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  const names = (await hand.locator('.card-name').allTextContents()).map((n) => n.trim());
  const command = await hand.locator('button.card:not(.dragon)').count();
  return { ids, names, command };
}

export type Hand = Awaited<ReturnType<typeof handCards>>;

/**
 * Each phone shows its own army's hand, and no hand region for the other army. Each phone's first
 * card is found where it is shown, so that cardShown finding nothing elsewhere means something.
 */
export async function ownHands(
  host: Page,
  guest: Page,
  hostArmy: string,
  guestArmy: string,
): Promise<{ hostHand: Hand; guestHand: Hand }> {
  const hostHand = await handCards(host, hostArmy);
  const guestHand = await handCards(guest, guestArmy);
  expect(await cardShown(host, hostHand.names[0] ?? '')).not.toEqual([]);
  expect(await cardShown(guest, guestHand.names[0] ?? '')).not.toEqual([]);
  expect(await host.getByRole('region', { name: `Cards of ${guestArmy}` }).count()).toBe(0);
  expect(await guest.getByRole('region', { name: `Cards of ${hostArmy}` }).count()).toBe(0);
  return { hostHand, guestHand };
}

/**
 * Where a card's title shows as that card on this page: an element whose whole text is the title (a
 * card, the card in play), an accessible name that starts with it ("Title, Command…"), or a
 * sentence that names it as a card ("Keep Title", "Play Title", "drew Title", a log line...).
 * A title's words inside other text (help text that says "First Strike") do not count.
 */
export async function cardShown(page: Page, name: string): Promise<string[]> {
  return page.evaluate((title) => {
    const found: string[] = [];
    const quoted = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new RegExp(
      `(Keep|Play|Strike first with|Discard|Take|drew|played|discarded|took|lost) ${quoted}\\b`,
    );
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const text = (el.textContent ?? '').trim();
      if (el.childElementCount === 0 && text === title) found.push(`<${el.tagName.toLowerCase()}>${text}`);
      const label = el.getAttribute('aria-label') ?? '';
      if (label === title || label.startsWith(`${title}, `)) found.push(`aria-label ${label}`);
    }
    const m = named.exec(document.body.textContent ?? '');
    if (m) found.push(`text "${m[0]}"`);
    return found;
  }, name);
}

/** The tab's text of one army's books (banners, tokens, cards in hand, command...). */
export async function armyBooks(page: Page, army: string): Promise<string> {
  return ((await page.getByRole('region', { name: army, exact: true }).textContent()) ?? '').replace(
    /\s+/g,
    ' ',
  );
}

export async function cardInPlay(page: Page): Promise<string> {
  return ((await page.locator('.table-info .in-play dd').textContent()) ?? '').trim();
}

/** The Honor & Fortune tokens the tracker of the `top` or `bottom` army shows. */
export async function honour(page: Page, side: 'top' | 'bottom'): Promise<number> {
  return Number(await page.getByTestId(`honor-${side}`).textContent());
}

/** Plays the first playable Command card of this phone's hand (or the one given); returns its title. */
export async function playCommand(
  page: Page,
  army: string,
  which = 'button.card.playable:not(.dragon)',
): Promise<string> {
  const hand = page.getByRole('region', { name: `Cards of ${army}` });
  const card = hand.locator(which).first();
  const name = ((await card.locator('.card-name').textContent()) ?? '').trim();
  await tap(page, card);
  await tap(page, page.getByRole('button', { name: `Play ${name}`, exact: true }));
  return name;
}

/** The titles of `own` the other phone must not show: neither in its hand nor anywhere public. */
export function privateTo(own: string[], other: string[]): string[] {
  return own.filter((n) => !other.includes(n));
}

/** Fails when the page names any of these cards, or holds any of these card ids anywhere in it. */
export async function assertHidden(page: Page, names: string[], ids: string[], what: string): Promise<void> {
  const html = await page.evaluate(() => document.body.outerHTML);
  for (const id of ids) expect(html, `${what}: card id ${id}`).not.toContain(`"${id}"`);
  for (const name of names) expect(await cardShown(page, name), `${what}: card ${name}`).toEqual([]);
}
