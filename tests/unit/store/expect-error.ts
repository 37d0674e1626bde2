// Test helper: awaits a store call that must fail, checks it failed with the given SaveError code.

import { expect } from 'vitest';
import { SaveError } from '../../../src/store/errors';

export async function expectSaveError(p: Promise<unknown>, code: string): Promise<SaveError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SaveError);
  expect((e as SaveError).code).toBe(code);
  return e as SaveError;
}
