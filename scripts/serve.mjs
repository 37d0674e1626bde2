// Serves the built app (dist/) on http://127.0.0.1:4173 with Vite's preview server.
// Vite's preview answers unknown paths with index.html (SPA fallback) and sets MIME types.
// Usage: `npm start` (builds first) or `npm run preview` (serves an existing build).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';
const port = 4173;

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html not found: run `npm run build` first (or use `npm start`, which builds).');
  process.exit(1);
}

const server = await preview({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  preview: { host, port, strictPort: true, open: false },
});

console.log(`Kassen is running at http://${host}:${port}/`);

// Close the HTTP server cleanly so the port is free at once for the next run.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
