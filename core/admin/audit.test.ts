import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditQuerySchema, summarizeAuditState } from './audit.ts';

describe('summarizeAuditState', () => {
  it('keeps plain values and drops secret or contact keys and nested values', () => {
    expect(
      summarizeAuditState({
        status: 'PAID',
        amount: 1000,
        ok: true,
        gone: null,
        passwordHash: 'x',
        refresh_token: 'y',
        customerPhone: '0812',
        bankAccount: 'BCA',
        list: [1],
        nested: { a: 1 },
      }),
    ).toEqual({ status: 'PAID', amount: 1000, ok: true, gone: null });
  });

  it('cuts long texts and treats anything but an object as nothing', () => {
    expect(summarizeAuditState({ reason: 'x'.repeat(250) })?.reason).toHaveLength(200);
    expect(summarizeAuditState(null)).toBeNull();
    expect(summarizeAuditState([1, 2])).toBeNull();
    expect(summarizeAuditState('PAID')).toBeNull();
  });
});

describe('audit labels and query', () => {
  it('labels known actions in Indonesian and shows unknown ones as they are', () => {
    expect(auditActionLabel('user.disable')).toBe('Akun dinonaktifkan');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('accepts entity names only as lower-case words', () => {
    expect(auditQuerySchema.parse({ entity: 'payment_proof', page: '2' })).toEqual({ entity: 'payment_proof', page: 2 });
    expect(auditQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditQuerySchema.safeParse({ entity: 'users; drop' }).success).toBe(false);
  });
});
