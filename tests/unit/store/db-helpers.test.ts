// The test databases' names stay unique in a worker even when a test reloads the modules: the unit
// files share their worker (isolate: false), fake-indexeddb keeps every database of the process, and
// a name handed out twice gave a later file an earlier file's games (docs/testing.md, "A write into
// the next test's database").

import { describe, expect, it, vi } from 'vitest';
import { freshDatabase } from './db-helpers';

describe('test databases', () => {
  it('get a new name after vi.resetModules() loads the helper again', async () => {
    const before = [freshDatabase(), freshDatabase()];
    vi.resetModules();
    const reloaded = await import('./db-helpers');
    expect(reloaded.freshDatabase).not.toBe(freshDatabase);
    const after = [reloaded.freshDatabase(), reloaded.freshDatabase()];
    expect(new Set([...before, ...after]).size).toBe(4);
  });
});
