import { describe, expect, it } from 'vitest';
import { fromIdbError, SaveError, saveErrorMessage } from '../../../src/store/errors';

describe('store errors', () => {
  it('explains a full disk', () => {
    const e = fromIdbError(new DOMException('quota', 'QuotaExceededError'), 'save the last action');
    expect(e.code).toBe('quota');
    expect(e.message).toMatch(/no room left to save the last action/);
  });

  it('explains a write that another tab got in first', () => {
    const e = fromIdbError(new DOMException('key exists', 'ConstraintError'), 'save the last action');
    expect(e.code).toBe('conflict');
  });

  it('keeps the browser detail of other failures and passes SaveErrors through', () => {
    expect(fromIdbError(new DOMException('disk on fire', 'UnknownError'), 'open this save').message).toBe(
      'Could not open this save: disk on fire.',
    );
    const own = new SaveError('corrupt', 'broken');
    expect(fromIdbError(own, 'x')).toBe(own);
    expect(saveErrorMessage(own)).toBe('broken');
    expect(saveErrorMessage(new TypeError('x'))).toMatch(/Something went wrong/);
  });
});
