// The one way a file a chat user sent is read (docs/architecture.md#uploads): at most `max` bytes,
// and the download stops there. A file that claims to be small and is not costs no more than the
// cap; `truncated` tells the proof checks it was too large. Leaving the loop early ends the
// source: a web ReadableStream is cancelled, a Node stream destroyed.

export type CappedBytes = { bytes: Buffer; truncated: boolean };

export async function readCapped(chunks: AsyncIterable<Uint8Array>, max: number): Promise<CappedBytes> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > max) return { bytes: Buffer.alloc(0), truncated: true };
    parts.push(Buffer.from(chunk));
  }
  return { bytes: Buffer.concat(parts), truncated: false };
}
