// Captures real Chromium session descriptions for the pairing fixtures (fixtures/chromium-sdp.json):
// `npx tsx tests/unit/net-rtc/capture-sdp.ts`. Both ways Chromium shows local addresses: plain
// (as in the browser tests, and on a phone whose page may use the camera) and hidden behind
// random mDNS names (the default). Offers and answers are made as src/net/rtc/pairing.ts makes
// them: no ICE servers, one negotiated data channel, complete gathering. Nothing leaves the machine.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

// Plain JavaScript text: tsx would add helpers to a function's source that the page lacks.
const PAGE_SCRIPT = `(async () => {
  const gathered = (pc) => new Promise((resolve) => {
    const done = () => { if (pc.iceGatheringState === 'complete') resolve(pc.localDescription.sdp); };
    pc.addEventListener('icegatheringstatechange', done);
    done();
  });
  const a = new RTCPeerConnection({ iceServers: [] });
  a.createDataChannel('kassen', { negotiated: true, id: 0, ordered: true });
  await a.setLocalDescription(await a.createOffer());
  const offer = await gathered(a);
  const b = new RTCPeerConnection({ iceServers: [] });
  b.createDataChannel('kassen', { negotiated: true, id: 0, ordered: true });
  await b.setRemoteDescription({ type: 'offer', sdp: offer });
  await b.setLocalDescription(await b.createAnswer());
  const answer = await gathered(b);
  a.close();
  b.close();
  return { offer, answer };
})()`;

async function capture(hideAddresses: boolean): Promise<{ offer: string; answer: string }> {
  const args = hideAddresses ? ARGS : [...ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto('about:blank');
    return (await page.evaluate(PAGE_SCRIPT)) as { offer: string; answer: string };
  } finally {
    await browser.close();
  }
}

const version = (await chromium
  .launch({ executablePath: '/usr/bin/chromium', args: ARGS })
  .then(async (b) => {
    const v = b.version();
    await b.close();
    return v;
  })) as string;
const plain = await capture(false);
const mdns = await capture(true);
const out = {
  note: `Captured from Chromium ${version} (Debian) by capture-sdp.ts; addresses are the test machine's own.`,
  plain,
  mdns,
};
const file = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'chromium-sdp.json');
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${file}`);
