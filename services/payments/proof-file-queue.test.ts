import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WORKERS, imageQueue } from '../../infra/image-queue.ts';
import { checkProofFile } from './proof-file.ts';

// docs/decisions/060-pools-timeouts-and-image-work.md: a proof's image work runs on sharp's threads,
// in the bounded queue's turns, and the event loop keeps ticking meanwhile.

describe('a proof image re-encoded', () => {
  it('keeps the event loop free while proofs are re-encoded (sharp works on its own threads, in turns)', async () => {
    expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
    // 9 MP in one colour: a small file whose decoding and re-encoding still takes a while.
    const jpeg = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#3355aa' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    let last = performance.now();
    let longestGap = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => checkProofFile({ bytes: jpeg, truncated: false })));
    const took = performance.now() - started;
    clearInterval(tick);
    // Re-encoding four 9 MP images takes far longer than any pause of the loop between two ticks.
    expect(took).toBeGreaterThan(longestGap * 2);
    expect(longestGap).toBeLessThan(100);
    expect(imageQueue.stats().peakRunning).toBeLessThanOrEqual(IMAGE_WORKERS);
  });
});
