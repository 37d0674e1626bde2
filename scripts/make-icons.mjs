// Draws Kassen's app icon (our own artwork: a kabuto, the samurai helmet, with a golden crest and a
// red sun mon) as SVG and renders the PNG sizes the web manifest needs with headless Chromium.
// Run after changing the artwork: `node scripts/make-icons.mjs`; the outputs in public/icons/
// are committed, so builds do not need Chromium.
//
//   kassen.svg                 rounded tile, the source of the "any" icons
//   kassen-maskable.svg        full-bleed tile, artwork inside the 80% safe circle
//   icon-192.png, icon-512.png          purpose "any"
//   icon-maskable-512.png               purpose "maskable" (Android crops it to a circle or squircle)
//   apple-touch-icon.png (180)          full-bleed, iOS rounds the corners itself
//   ../favicon.ico                      icon-192.png in an ICO file: browsers ask for /favicon.ico
//                                       where a page names no icon (a JSON file opened, say)

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const INK = '#2b2118'; // the theme colour (index.html, manifest)
const PAPER = '#f4efe3'; // the app's background colour
const GOLD = '#e0ad45';
const RED = '#b3262b';

/** The helmet, drawn in a 512 x 512 box around (256, 256). */
const HELMET = `
  <g stroke="${INK}" stroke-width="6" stroke-linejoin="round">
    <path d="M250 240 C212 206 150 154 126 60 C172 118 226 166 262 212 Z" fill="${GOLD}"/>
    <path d="M262 240 C300 206 362 154 386 60 C340 118 286 166 250 212 Z" fill="${GOLD}"/>
    <path d="M144 322 C144 214 368 214 368 322 Z" fill="${PAPER}"/>
    <path d="M256 244 V322 M208 252 Q198 286 200 322 M304 252 Q314 286 312 322 M170 274 Q160 300 164 322 M342 274 Q352 300 348 322" fill="none"/>
    <circle cx="256" cy="222" r="28" fill="${RED}"/>
    <path d="M124 320 H388 Q398 340 376 346 H136 Q114 340 124 320 Z" fill="${RED}"/>
    <path d="M140 350 H372 L398 386 H114 Z" fill="${PAPER}"/>
    <path d="M112 392 H400 L424 426 H88 Z" fill="${PAPER}"/>
    <path d="M86 432 H426 L448 462 H64 Z" fill="${PAPER}"/>
    <path d="M142 350 L98 326 Q86 360 112 386 Z" fill="${PAPER}"/>
    <path d="M370 350 L414 326 Q426 360 400 386 Z" fill="${PAPER}"/>
  </g>
  <g fill="${INK}">
    <circle cx="196" cy="368" r="5"/><circle cx="256" cy="368" r="5"/><circle cx="316" cy="368" r="5"/>
    <circle cx="176" cy="409" r="5"/><circle cx="256" cy="409" r="5"/><circle cx="336" cy="409" r="5"/>
    <circle cx="156" cy="447" r="5"/><circle cx="256" cy="447" r="5"/><circle cx="356" cy="447" r="5"/>
  </g>`;

/** The artwork spans y 56..466: move it up a little so it sits in the middle. */
function art(scale) {
  const k = scale;
  const t = 256 - 256 * k;
  return `<g transform="translate(${t} ${t - 5 * k}) scale(${k})">${HELMET}</g>`;
}

function svg({ rounded, scale }) {
  const tile = rounded
    ? `<rect x="8" y="8" width="496" height="496" rx="104" fill="${INK}"/>`
    : `<rect width="512" height="512" fill="${INK}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${tile}${art(scale)}</svg>\n`;
}

// Maskable: everything that matters inside the circle of radius 0.4 x 512 = 205 around the centre.
const ANY = svg({ rounded: true, scale: 0.92 });
const MASKABLE = svg({ rounded: false, scale: 0.7 });

const PNGS = [
  { file: 'icon-192.png', source: ANY, size: 192 },
  { file: 'icon-512.png', source: ANY, size: 512 },
  { file: 'icon-maskable-512.png', source: MASKABLE, size: 512 },
  { file: 'apple-touch-icon.png', source: MASKABLE, size: 180 },
];

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'kassen.svg'), ANY);
writeFileSync(join(OUT, 'kassen-maskable.svg'), MASKABLE);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  // The page is inline markup only; nothing may resolve anyway.
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND'],
});
try {
  const page = await browser.newPage();
  for (const { file, source, size } of PNGS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${sized}</body>`);
    await page.screenshot({
      path: join(OUT, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`wrote public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}

/** An ICO file holding one PNG (every current browser reads PNG entries), sizes up to 256. */
function icoOf(png, size) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size % 256, 6); // width (0 means 256)
  head.writeUInt8(size % 256, 7); // height
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // where the PNG starts
  return Buffer.concat([head, png]);
}
writeFileSync(join(OUT, '..', 'favicon.ico'), icoOf(readFileSync(join(OUT, 'icon-192.png')), 192));
console.log('wrote public/favicon.ico (icon-192.png)');
