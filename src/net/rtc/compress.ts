// deflate-raw through the browser's CompressionStream, for the fallback that carries a whole
// session description (pack.ts). Phones without it send that text uncompressed.

async function through(data: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([data as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export function canCompress(): boolean {
  try {
    return typeof CompressionStream === 'function' && !!new CompressionStream('deflate-raw');
  } catch {
    return false;
  }
}

export function canDecompress(): boolean {
  try {
    return typeof DecompressionStream === 'function' && !!new DecompressionStream('deflate-raw');
  } catch {
    return false;
  }
}

export function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  return through(data, new CompressionStream('deflate-raw'));
}

/** Throws when the data is not deflate-raw, or inflates to more than `maxBytes` (a hostile code). */
export async function inflateRaw(data: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const reader = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RangeError('the data inflates to too much');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
