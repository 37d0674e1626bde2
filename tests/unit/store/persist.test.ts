import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '../../../src/store/persist';

function stubStorage(storage: Partial<StorageManager> | undefined): void {
  vi.stubGlobal('navigator', { storage });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persistent storage', () => {
  it('asks for it when it is not yet granted', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    expect(await requestPersistentStorage()).toBe('granted');
    expect(persist).toHaveBeenCalledOnce();
  });

  it('does not ask again once granted', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => true, persist });
    expect(await requestPersistentStorage()).toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports a refusal and a browser without the API', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    expect(await requestPersistentStorage()).toBe('denied');
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe('unsupported');
  });
});
