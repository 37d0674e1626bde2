// Candidate addresses as bytes: IPv4 in 4, IPv6 in 16, and the random `<uuid>.local` names that
// browsers put in place of a local address in 16. An address is packed only when unpacking gives
// back the very same text; anything else travels as text.

export type PackedAddress =
  | { kind: 'ipv4' | 'ipv6' | 'mdns'; bytes: Uint8Array }
  | { kind: 'name'; name: string };

const MDNS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/;

function ipv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map(Number);
  if (bytes.some((b, i) => !Number.isInteger(b) || b < 0 || b > 255 || String(b) !== parts[i])) return null;
  return Uint8Array.from(bytes);
}

function ipv6(text: string): Uint8Array | null {
  if (!/^[0-9a-f:]{2,39}$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  const out = new Uint8Array(16);
  for (let i = 0; i < 8; i++) {
    const g = groups[i]!;
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = Number.parseInt(g, 16);
    out[2 * i] = n >> 8;
    out[2 * i + 1] = n & 0xff;
  }
  return out;
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
export function formatIpv6(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => bytes[2 * i]! * 256 + bytes[2 * i + 1]!);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

function hex(bytes: Uint8Array, from: number, to: number): string {
  return Array.from(bytes.slice(from, to), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function formatAddress(a: PackedAddress): string {
  switch (a.kind) {
    case 'ipv4':
      return Array.from(a.bytes).join('.');
    case 'ipv6':
      return formatIpv6(a.bytes);
    case 'mdns':
      return `${hex(a.bytes, 0, 4)}-${hex(a.bytes, 4, 6)}-${hex(a.bytes, 6, 8)}-${hex(a.bytes, 8, 10)}-${hex(a.bytes, 10, 16)}.local`;
    case 'name':
      return a.name;
  }
}

export function packAddress(text: string): PackedAddress {
  const v4 = ipv4(text);
  if (v4) return { kind: 'ipv4', bytes: v4 };
  const v6 = ipv6(text);
  if (v6 && formatIpv6(v6) === text) return { kind: 'ipv6', bytes: v6 };
  if (MDNS.test(text)) {
    const digits = text.slice(0, 36).replace(/-/g, '');
    const bytes = Uint8Array.from({ length: 16 }, (_, i) =>
      Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16),
    );
    return { kind: 'mdns', bytes };
  }
  return { kind: 'name', name: text };
}
