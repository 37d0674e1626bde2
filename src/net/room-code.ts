// The short code the host shows and the guest types: six characters from an alphabet without the
// look-alikes (0/O, 1/I/L), about 900 million codes. It names the host on the signaling server.

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  crypto.getRandomValues(out);
  return out;
}

export function newRoomCode(): string {
  let code = '';
  // Rejection sampling keeps every character equally likely.
  while (code.length < CODE_LENGTH) {
    for (const b of randomBytes(CODE_LENGTH * 2)) {
      if (b < 248 && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** The code as typed (any case, spaces or dashes) in its canonical form, or null if it cannot be one. */
export function normalizeRoomCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** The host's id on the signaling server. */
export function hostPeerId(code: string): string {
  return `kassen-${code.toLowerCase()}`;
}

/** A random secret in URL-safe characters (24 of them for the default 18 bytes). */
export function newSecret(bytes = 18): string {
  let s = '';
  for (const b of randomBytes(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
