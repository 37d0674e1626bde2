import { availableParallelism } from 'node:os';
import { VitePWA } from 'vite-plugin-pwa';
import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';
import { HeaviestFirst } from './scripts/test-order.ts';
import { APP_DESCRIPTION } from './src/ui/i18n/app-description.ts';

/**
 * The manifest's words. One name in every language (browsers read a single name); the description in
 * English with its Italian and Russian in the manifest's localized members (w3c.github.io/manifest,
 * not yet in the plugin's types nor read by any browser), and the page's meta description follows the
 * language setting (src/ui/i18n/app-description.ts, docs/ui.md "Languages").
 */
export const manifestTexts = {
  name: 'Kassen',
  short_name: 'Kassen',
  description: APP_DESCRIPTION.en,
  description_localized: { it: APP_DESCRIPTION.it, ru: APP_DESCRIPTION.ru },
  lang: 'en',
  dir: 'ltr' as const,
};

export default defineConfig({
  plugins: [
    solid(),
    // The installable app (src/pwa): a web manifest and a service worker that precaches every built
    // file (the scenario chunks included), so the app starts offline once it has loaded one time.
    VitePWA({
      // A new version waits for the player (the UI's update prompt); src/pwa registers the worker.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        ...manifestTexts,
        start_url: '.',
        scope: '.',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2b2118',
        background_color: '#f4efe3',
        categories: ['games', 'entertainment'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
        // The single-page app answers every navigation with index.html, also offline.
        navigateFallback: 'index.html',
        // Take control on the first install, so the first visit already works offline after a reload.
        // An update still waits (no skipWaiting) until applyUpdate.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Same-origin files only: nothing is fetched from another host.
        runtimeCaching: [],
      },
    }),
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    // The slow files first (scripts/test-order.ts): on a fresh clone they would otherwise run last.
    sequence: { sequencer: HeaviestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Each worker keeps its modules between files: most of the stage's time was loading them again
          // for each of ~200 files. Tests must not rely on a module's state being fresh.
          isolate: false,
          // Vitest's default is one worker fewer than the cores, so a single one on a 2-core machine;
          // the files are pure computation and keep every core busy. `npm test` asks for one worker
          // (KASSEN_UNIT_WORKERS) while the browser tests use the other core (scripts/test.mjs).
          maxWorkers: Number(process.env.KASSEN_UNIT_WORKERS) || availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Its own group after the unit files: the two projects differ in workers (one here).
          sequence: { groupOrder: 1 },
          // One worker process runs every file in turn and keeps its modules, so the files share the
          // app server, Chromium and the bundled test pages (tests/browser/shared.ts) instead of
          // starting their own; each test still opens fresh browser contexts.
          isolate: false,
        },
      },
    ],
  },
});
