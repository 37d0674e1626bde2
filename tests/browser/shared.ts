// What the browser test files of one run share: the built app's server and Chromium (the plain one
// and the one set up for WebRTC), started by the first file that asks and kept for the next ones.
// Vitest runs the browser project's files one after another in one worker process (isolate: false
// in vite.config.ts), so a file no longer pays for starting a server and a browser; every test still
// opens its own contexts, which keep the tests apart (storage, service worker, offline state).
// Nothing here closes them: Playwright closes the browsers it launched when the worker process ends,
// and the server ends with the process.
import type { Browser } from 'playwright-core';
import { type AppServer, launchBrowser, startAppServer } from './harness';
import { launchNetBrowser } from './net-page';

/** Kept on globalThis, so a run that resets modules between files (isolate: true) still shares. */
const KEY = Symbol.for('kassen.browser-tests.shared');
const holder = globalThis as { [KEY]?: Map<string, Promise<unknown>> };
holder[KEY] ??= new Map();
const started = holder[KEY];

/** The value `start` gave for `key`, started again when it failed or is no longer usable. */
async function shared<T>(key: string, start: () => Promise<T>, usable: (value: T) => boolean): Promise<T> {
  const known = started.get(key) as Promise<T> | undefined;
  if (known) {
    const value = await known.catch(() => undefined);
    if (value !== undefined && usable(value)) return value;
  }
  const next = start();
  started.set(key, next);
  return next;
}

/** The built dist/ on 127.0.0.1 (startAppServer), one for the whole run. Do not close it. */
export function sharedAppServer(): Promise<AppServer> {
  return shared('app server', startAppServer, () => true);
}

/** The harness's Chromium (launchBrowser), one for the whole run. Close your contexts, not it. */
export function sharedBrowser(): Promise<Browser> {
  return shared('browser', launchBrowser, (b) => b.isConnected());
}

/** Chromium for the two-phone tests (launchNetBrowser), one for the whole run. Close your contexts. */
export function sharedNetBrowser(): Promise<Browser> {
  return shared('net browser', launchNetBrowser, (b) => b.isConnected());
}
