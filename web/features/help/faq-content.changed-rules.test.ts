import { describe, expect, it, vi } from 'vitest';
import { customerGuide, tutorGuide } from './guide-content.ts';
import { buildFaq } from './faq-content.ts';

// A changed fee changes the FAQ and the guides: the same module the services read is swapped for
// one with a 20 % fee, and the texts follow it.
vi.mock('../../../core/transactions/money.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/transactions/money.ts')>()),
  PLATFORM_FEE_PERCENT: 20,
  TUTOR_SHARE_PERCENT: 80,
}));
vi.mock('../../../core/tutors/inactivity.ts', () => ({ INACTIVE_AFTER_DAYS: 45 }));

const rules = { payoutAdminFee: 2_500, requestMaxTutors: 10, requestLifetimeHours: 168, googleSignIn: true };
const json = (value: unknown) => JSON.stringify(value);

describe('when a rule constant changes (docs/product.md#faq)', () => {
  it('the FAQ states the new split and the new inactivity days, never the old ones', () => {
    const faq = json(buildFaq(rules));
    expect(faq).toContain('Dari setiap transaksi, tutor menerima 80% dan platform 20%.');
    expect(faq).toContain('Anda menerima 80% dari total transaksi; platform menyimpan 20%.');
    expect(faq).toContain('lebih dari 45 hari');
    expect(faq).not.toMatch(/\b(85|15)%/);
    expect(faq).not.toContain('30 hari');
  });

  it('the guides do too', () => {
    expect(json(tutorGuide(rules))).toContain('Anda menerima 80% dari total transaksi.');
    expect(json(tutorGuide(rules))).toContain('lebih dari 45 hari');
    expect(json(customerGuide(rules))).not.toMatch(/\b85%/);
  });
});
