// A src/net Readable as a Solid accessor, unsubscribed when the owning component goes away.

import { type Accessor, createSignal, onCleanup } from 'solid-js';
import type { Readable } from '../../net/readable';

export function fromReadable<T>(r: Readable<T>): Accessor<T> {
  const [value, setValue] = createSignal<T>(r.get(), { equals: false });
  const off = r.subscribe((v) => setValue(() => v));
  onCleanup(off);
  return value;
}
