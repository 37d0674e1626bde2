// The page's side of the service worker when the browser will not have one: the app must go on
// (online only) instead of failing with an unhandled error. Browsers refuse a worker in private
// windows or by policy; Playwright's `serviceWorkers: 'block'` (the browser tests' default) makes
// the registration come back empty, which broke workbox-window inside `register`.
import { afterEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(): void {}
    register = register;
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
  register.mockReset();
});

async function start(): Promise<ServiceWorkerRegistration | undefined> {
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { serviceWorker: {} });
  vi.stubGlobal('document', { addEventListener: () => {} });
  const { startServiceWorker } = await import('../../../src/pwa/service-worker');
  return startServiceWorker('/sw.js');
}

describe('startServiceWorker', () => {
  it('resolves to the registration when the browser accepts the worker', async () => {
    const registration = { scope: '/' };
    register.mockResolvedValue(registration);
    await expect(start()).resolves.toBe(registration);
  });

  it('resolves to undefined, not an error, when the browser refuses the worker', async () => {
    register.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
    await expect(start()).resolves.toBeUndefined();
  });

  it('offers no update afterwards, so the prompt never shows', async () => {
    register.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
    await start();
    const { applyUpdate, updateAvailable } = await import('../../../src/pwa/service-worker');
    expect(updateAvailable()).toBe(false);
    await expect(applyUpdate()).resolves.toBe(false);
  });
});
