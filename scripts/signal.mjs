// `npm run signal`: a PeerJS signaling server (the `peer` package) for two phones on a local network
// and for the browser tests. The phones only use it to find each other; the game itself then goes
// directly between them over WebRTC.
//
//   npm run signal                               all interfaces, port 9000, path /
//   npm run signal -- --host 127.0.0.1 --port 0  loopback only, a free port (the tests)
//   npm run signal -- --cert cert.pem --key key.pem   over TLS: a page served over https may only
//                                                reach a secure signaling server
//   --expire-ms 1000                             for tests only: answer "no such peer" (EXPIRE) after
//                                                1 s instead of PeerJS's 5 s (see below)
//
// In the app: Settings, signaling server "my own", with this machine's address, the port, the path
// and "secure" when --cert is given. Prints one line `listening <host> <port> <path>` once ready.

import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { PeerServer } from 'peer';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`--${name} needs a value`);
    process.exit(2);
  }
  return value;
}

const host = option('host', '0.0.0.0');
const port = Number(option('port', '9000'));
const path = option('path', '/');
const cert = option('cert', '');
const key = option('key', '');
const expireMs = Number(option('expire-ms', '5000'));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${port}`);
  process.exit(2);
}
if (!Number.isInteger(expireMs) || expireMs < 100) {
  console.error(`--expire-ms must be a whole number of milliseconds, 100 or more, not ${expireMs}`);
  process.exit(2);
}
if (Boolean(cert) !== Boolean(key)) {
  console.error('--cert and --key go together');
  process.exit(2);
}

const server = PeerServer(
  {
    host,
    port,
    path,
    // Phones that sleep drop their socket; forget them after 60 s so a reopened room is free again.
    alive_timeout: 60_000,
    // An offer to a code no phone holds waits this long before the server answers EXPIRE (the guest
    // then says "No phone has this room open"); the queue is swept every cleanup_out_msgs. PeerJS's
    // 5 s stays for phones: it lets a reloading host's guest get through. Only the tests that wait
    // for that answer shorten it (tests/browser/net-page.ts).
    expire_timeout: expireMs,
    cleanup_out_msgs: Math.min(1_000, Math.round(expireMs / 5)),
    ...(cert ? { ssl: { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') } } : {}),
  },
  (http) => {
    const address = http.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`listening ${host} ${actual} ${path}`);
    if (host === '0.0.0.0' || host === '::') {
      const lan = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a.address);
      if (lan.length > 0) console.log(`phones on this network can use: ${lan.join(', ')} (port ${actual})`);
    }
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        http.closeAllConnections?.();
        http.close(() => process.exit(0));
        // WebSockets do not end with close(); leave anyway.
        setTimeout(() => process.exit(0), 500).unref();
      });
    }
  },
);

server.on('error', (e) => console.error(`signaling server error: ${e.message}`));
