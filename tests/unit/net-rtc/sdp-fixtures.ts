// Real Chromium session descriptions (capture-sdp.ts) and a few made from them for the cases
// Chromium on this machine does not produce (a phone with more networks, a TCP candidate, a
// description the compact form cannot hold).

import captured from './fixtures/chromium-sdp.json';

export const CHROMIUM = captured as {
  note: string;
  plain: { offer: string; answer: string };
  mdns: { offer: string; answer: string };
};

export const REAL: readonly { name: string; sdp: string }[] = [
  { name: 'offer, plain addresses', sdp: CHROMIUM.plain.offer },
  { name: 'answer, plain addresses', sdp: CHROMIUM.plain.answer },
  { name: 'offer, mDNS names', sdp: CHROMIUM.mdns.offer },
  { name: 'answer, mDNS names', sdp: CHROMIUM.mdns.answer },
];

function withCandidates(sdp: string, lines: string[]): string {
  return sdp.replace(/(a=candidate:[^\r\n]*\r\n)+/, lines.map((l) => `${l}\r\n`).join(''));
}

/**
 * A phone on Wi-Fi with mobile data on as well: Wi-Fi IPv4 and two IPv6 addresses, the mobile
 * network's IPv4 and IPv6 (documentation addresses; the shape of Chromium's lines).
 */
export const PHONE_OFFER = withCandidates(CHROMIUM.plain.offer, [
  'a=candidate:1 1 udp 2122260223 192.168.43.27 50123 typ host generation 0 network-id 1 network-cost 10',
  'a=candidate:2 1 udp 2122194687 2001:db8:4f2a:1c00:8d3e:21ff:fe4a:9b10 50124 typ host generation 0 network-id 2 network-cost 10',
  'a=candidate:3 1 udp 2122129151 2001:db8:4f2a:1c00:1d7:8e2b:6c4f:33a1 50125 typ host generation 0 network-id 3 network-cost 10',
  'a=candidate:4 1 udp 2122063615 10.114.201.9 50126 typ host generation 0 network-id 4 network-cost 900',
  'a=candidate:5 1 udp 2121998079 2001:db8:9:51f0::1c 50127 typ host generation 0 network-id 5 network-cost 900',
]);

/** A TCP candidate next to the UDP ones (Chromium gathers them when told to). */
export const TCP_OFFER = withCandidates(CHROMIUM.plain.offer, [
  'a=candidate:795636353 1 udp 2113937151 192.0.2.2 57961 typ host generation 0 network-cost 999',
  'a=candidate:1 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0 network-cost 999',
  'a=candidate:2 1 tcp 1518214911 192.0.2.2 40211 typ host tcptype passive generation 0 network-cost 999',
]);

/** Two m-lines: more than the compact form holds, so the description travels whole. */
export const TWO_SECTIONS =
  CHROMIUM.plain.offer.replace('a=group:BUNDLE 0', 'a=group:BUNDLE 0 1') +
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=mid:1\r\na=sctp-port:5001\r\n';
