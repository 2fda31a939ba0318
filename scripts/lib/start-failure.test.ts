import { describe, expect, it } from 'vitest';
import { describeRejection, StartFailure, startStep } from './start-failure.ts';

describe('startStep', () => {
  it('names the step and what failed, whatever was thrown', async () => {
    await expect(startStep('Postgres bawaan', () => Promise.reject(undefined))).rejects.toThrow(
      new StartFailure('Postgres bawaan: gagal tanpa keterangan'),
    );
    await expect(startStep('Redis', () => Promise.reject(new Error('Nothing answers')))).rejects.toThrow(
      new StartFailure('Redis: Nothing answers'),
    );
    await expect(startStep('Migrasi', () => Promise.reject({ code: 42 }))).rejects.toThrow('Migrasi: { code: 42 }');
  });

  it('passes a failure that already says what to do through as it is', async () => {
    const said = new StartFailure('Port 3000 sudah dipakai.');
    await expect(startStep('Server HTTP', () => Promise.reject(said))).rejects.toBe(said);
  });

  it('says something for every kind of rejection', () => {
    for (const value of [undefined, null, '', new Error(''), 0, Symbol('x')]) expect(describeRejection(value).length).toBeGreaterThan(0);
  });
});
