import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRedis } from '../../infra/redis.ts';
import { createTelegramPacing, type Admission } from '../../infra/telegram-pacing.ts';
import { redisPrefix } from '../helpers/database.ts';

// The send slots of one bot, against the real Redis: the waits they hand out are what the senders
// sleep, so the sums below are the spacing Telegram sees (the emulator tests measure it for real).

const redis = createRedis(inject('redisUrl'), { forWorker: true });
afterAll(() => redis.quit());

describe('Telegram send slots', () => {
  it('spaces every send of the bot by the gap, across chats, and never hands out one slot twice', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { gapMs: 40, chatGapMs: 1_000, maxWaitMs: 5_000 });
    const slots = await Promise.all(Array.from({ length: 20 }, (_, index) => pacing.reserve(String(1_000 + index))));
    expect(slots.every((slot) => slot.reserved)).toBe(true);
    const moments = slots.map((slot) => slot.at).sort((a, b) => a - b);
    for (let index = 1; index < moments.length; index += 1) expect(moments[index]! - moments[index - 1]!).toBeGreaterThanOrEqual(40);
  });

  it('keeps a second message to one chat a chat gap behind the first', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { gapMs: 10, chatGapMs: 1_000, maxWaitMs: 5_000 });
    const first = await pacing.reserve('42');
    const other = await pacing.reserve('43');
    const second = await pacing.reserve('42');
    expect(first.waitMs).toBe(0);
    expect(other.at - first.at).toBeGreaterThanOrEqual(10);
    expect(other.at - first.at).toBeLessThan(1_000);
    expect(second.at - first.at).toBeGreaterThanOrEqual(1_000);
  });

  it('reserves nothing when the slot is further off than the longest wait, so the job can be put back', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { gapMs: 10, chatGapMs: 3_000, maxWaitMs: 1_000 });
    const first = await pacing.reserve('7');
    const tooFar = await pacing.reserve('7');
    expect(tooFar).toMatchObject({ reserved: false, at: first.at + 3_000 });
    // Nothing was taken: the next slot is right after the first send, not after a phantom one.
    expect((await pacing.reserve('8')).at).toBeLessThan(first.at + 3_000);
  });

  it('hands out no slot while Telegram asked us to wait, and never shortens a longer hold', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { gapMs: 10, chatGapMs: 1_000, maxWaitMs: 10_000 });
    const before = await pacing.reserve('9');
    await pacing.holdAll(2_000);
    await pacing.holdAll(500);
    const slot = await pacing.reserve('10');
    expect(slot.at - before.at).toBeGreaterThanOrEqual(2_000);
    expect(slot.waitMs).toBeLessThanOrEqual(2_000);
  });

  it('admits no more than the per-second number of sends, counting each until a second after it finished', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { perSecond: 3, chatMinMs: 1_000 });
    const admitted: Admission[] = [];
    for (let index = 0; index < 3; index += 1) admitted.push(await pacing.admit(String(100 + index)));
    expect(admitted.every((admission) => admission.ticket !== undefined)).toBe(true);
    // Three in flight: a fourth waits, and keeps asking while they are in flight.
    expect(await pacing.admit('103')).toEqual({ waitMs: 20 });
    for (const [index, admission] of admitted.entries()) await pacing.finish(String(100 + index), admission.ticket!);
    // Finished now: they still count for a second from their finish.
    const waiting = await pacing.admit('103');
    expect(waiting.ticket).toBeUndefined();
    expect(waiting.waitMs).toBeGreaterThan(20);
    expect(waiting.waitMs).toBeLessThanOrEqual(1_000);
  });

  it('keeps a chat shut while its send is in flight and for the chat minimum after it finished', async () => {
    const pacing = createTelegramPacing(redis, redisPrefix(), { perSecond: 30, chatMinMs: 1_000 });
    const first = await pacing.admit('55');
    expect(first.ticket).toBeDefined();
    expect(await pacing.admit('55')).toEqual({ waitMs: 20 });
    expect((await pacing.admit('56')).ticket).toBeDefined();
    await pacing.finish('55', first.ticket!);
    const after = await pacing.admit('55');
    expect(after.ticket).toBeUndefined();
    expect(after.waitMs).toBeGreaterThan(20);
    expect(after.waitMs).toBeLessThanOrEqual(1_000);
  });
});
