// A value that changes over time and tells its subscribers: the client API's "signal" without a UI
// framework. subscribe calls the listener at once with the current value, so Solid's `from()` (or
// any store adapter) gets a value immediately.

export interface Readable<T> {
  get(): T;
  /** Calls `listener` now and after every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface Writable<T> extends Readable<T> {
  set(value: T): void;
}

export function writable<T>(initial: T): Writable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(value);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
