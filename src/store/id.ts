// Save ids: 128 random bits as hex. getRandomValues works on plain http too (a phone on the local
// network), where crypto.randomUUID does not exist.

export function newId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
