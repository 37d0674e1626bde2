// A worker thread of `npm run ai --jobs J`: Node 20 does not hand tsx's loader on to worker
// threads, so the worker registers it before loading the TypeScript script.
import { register } from 'tsx/esm/api';

register();
await import('./ai.ts');
