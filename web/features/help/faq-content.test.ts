import { describe, expect, it } from 'vitest';
import { LINK_CODE_TTL_MINUTES } from '../../../core/chat-links/chat-links.ts';
import { REQUEST_STATUS_LABELS, REQUEST_STATUS_TOOLTIPS } from '../../../core/requests/request-status.ts';
import {
  CLASS_STATUS_DISPLAY,
  HIDDEN_PHONE_LABEL,
  PAYMENT_STATUS_DISPLAY,
  PAYMENT_STATUS_LABELS,
  PAYOUT_STATUS_LABELS,
  REFUND_RULE,
  VERIFICATION_WINDOW,
} from '../../../core/transactions/labels.ts';
import { PLATFORM_FEE_PERCENT, TUTOR_SHARE_PERCENT } from '../../../core/transactions/money.ts';
import { INACTIVE_AFTER_DAYS } from '../../../core/tutors/inactivity.ts';
import { buildFaq, faqForTab, FAQ_TABS, toggleOpen, type FaqItem } from './faq-content.ts';
import { customerGuide, tutorGuide } from './guide-content.ts';
import { durationText, type HelpRules } from './help-rules.ts';

const defaults: HelpRules = { payoutAdminFee: 2_500, requestMaxTutors: 10, requestLifetimeHours: 168, googleSignIn: true };

/** An answer's words in order, whatever its blocks. */
const answerText = (item: FaqItem): string =>
  item.answer
    .map((block) => {
      if (block.kind === 'text') return block.text;
      if (block.kind === 'list') return block.items.join(' ');
      if (block.kind === 'statuses') return block.items.map((entry) => `${entry.label}: ${entry.text}`).join(' ');
      return block.label;
    })
    .join(' ');

const answer = (id: string, rules = defaults): string => {
  const item = buildFaq(rules).find((entry) => entry.id === id);
  if (!item) throw new Error(`no FAQ item ${id}`);
  return answerText(item);
};
const everything = (rules = defaults) => buildFaq(rules).map(answerText).join(' ');

describe('the FAQ states our rules from the constants (docs/product.md#faq)', () => {
  it('explains Google sign-in (docs/product.md#accounts-google) only where it is offered', () => {
    const google = answer('masuk-google');
    expect(google).toContain('Masuk dengan Google');
    expect(google).toContain('Lupa password?');
    expect(google).toContain('tidak pernah dihubungkan hanya karena emailnya sama');
    expect(google).toContain('Putuskan');
    expect(buildFaq({ ...defaults, googleSignIn: false }).some((item) => item.id === 'masuk-google')).toBe(false);
  });

  it('explains the split with the platform fee and the tutor share', () => {
    for (const id of ['pembagian-biaya', 'pendapatan']) {
      expect(answer(id)).toContain(`${TUTOR_SHARE_PERCENT}%`);
      expect(answer(id)).toContain(`${PLATFORM_FEE_PERCENT}%`);
    }
    // The worked example is computed, rounded down for the tutor as every transaction is.
    expect(answer('pembagian-biaya')).toContain('Total Rp 150.000: tutor menerima Rp 127.500 (85%) dan platform Rp 22.500 (15%).');
  });

  it('names every payment, class, payout and request status by its label, with its meaning', () => {
    const text = everything();
    for (const { label, hint } of Object.values(PAYMENT_STATUS_DISPLAY)) expect(text).toContain(`${label}: ${hint}`);
    for (const { label, hint } of Object.values(CLASS_STATUS_DISPLAY)) expect(text).toContain(`${label}: ${hint}`);
    for (const label of Object.values(PAYOUT_STATUS_LABELS)) expect(answer('status-pencairan')).toContain(`${label}: `);
    for (const [status, label] of Object.entries(REQUEST_STATUS_LABELS)) {
      expect(answer('status-permintaan')).toContain(`${label}: ${REQUEST_STATUS_TOOLTIPS[status as keyof typeof REQUEST_STATUS_TOOLTIPS]}`);
    }
  });

  it('reads the request cap and lifetime and the payout fee from the server settings', () => {
    expect(answer('permintaan-belajar')).toContain('Paling banyak 10 tutor');
    expect(answer('permintaan-belajar')).toContain('dalam 7 hari berubah menjadi Kedaluwarsa');
    expect(answer('pencairan')).toContain('biaya admin Rp 2.500, kecuali ke rekening GOPAY atau BCA (gratis)');

    const changed = { payoutAdminFee: 5_000, requestMaxTutors: 4, requestLifetimeHours: 36, googleSignIn: true };
    expect(answer('permintaan-belajar', changed)).toContain('Paling banyak 4 tutor');
    expect(answer('ikut-permintaan', changed)).toContain('paling banyak 4 tutor');
    expect(answer('permintaan-belajar', changed)).toContain('dalam 36 jam');
    expect(answer('pencairan', changed)).toContain('Rp 5.000');
    expect(answer('pencairan', { ...defaults, payoutAdminFee: 0 })).toContain('Pencairan tidak dikenai biaya admin.');
  });

  it('states the refund rule, the verification window, inactivity and when phones show', () => {
    expect(answer('batal-refund')).toContain(REFUND_RULE);
    expect(REFUND_RULE).toContain('24 jam');
    expect(answer('verifikasi')).toContain(`dalam ${VERIFICATION_WINDOW}`);
    expect(answer('status-sibuk')).toContain(`lebih dari ${INACTIVE_AFTER_DAYS} hari`);
    expect(answer('nomor-telepon')).toContain(`Hanya setelah pembayaran terverifikasi (${PAYMENT_STATUS_LABELS.PAID})`);
    expect(answer('nomor-telepon')).toContain(HIDDEN_PHONE_LABEL);
  });

  it('explains linking Telegram and WhatsApp from /akun and muting from the chat', () => {
    const text = answer('telegram-whatsapp');
    for (const words of [
      'halaman Akun',
      '/start',
      'LINK <kode>',
      `${LINK_CODE_TTL_MINUTES} menit`,
      '/berhenti',
      'BERHENTI',
      '/mulai',
      'MULAI',
    ])
      expect(text).toContain(words);
    const link = buildFaq(defaults)
      .find((item) => item.id === 'telegram-whatsapp')
      ?.answer.find((block) => block.kind === 'link');
    expect(link).toEqual({ kind: 'link', to: '/akun', label: 'Buka halaman Akun' });
  });

  it('tells everyone, customers and tutors what they can do from the Telegram and WhatsApp bots', () => {
    const everyone = answer('telegram-whatsapp');
    for (const words of ['/menu', 'MENU', '/bantuan', 'BANTUAN', '/pengaturan', 'PENGATURAN', '/putus', 'PUTUS', 'Buka Ajarin'])
      expect(everyone).toContain(words);
    const customer = buildFaq(defaults).find((item) => item.id === 'chat-siswa');
    expect(customer?.category).toBe('customer');
    for (const words of [
      '/minta',
      'MINTA',
      '/batal',
      'BATAL',
      'Pilih Tutor Ini',
      '/transaksi',
      'TRANSAKSI',
      'Kirim Bukti',
      'Tandai Selesai',
      'foto bukti',
    ]) {
      expect(answer('chat-siswa')).toContain(words);
    }
    const tutor = buildFaq(defaults).find((item) => item.id === 'chat-tutor');
    expect(tutor?.category).toBe('tutor');
    for (const words of ['/permintaan', 'PERMINTAAN', '/saldo', 'SALDO', 'Ajukan Pencairan', '/sibuk', 'SIBUK', '/tersedia', 'TERSEDIA']) {
      expect(answer('chat-tutor')).toContain(words);
    }
    expect(answer('status-sibuk')).toContain('/tersedia');
  });
});

describe('the guides point to the chat (docs/product.md#faq)', () => {
  const stepText = (steps: { title: string; text: string }[], title: string) => steps.find((step) => step.title === title)?.text ?? '';

  it('tell a customer to request, choose, follow and pay from the chat, and a tutor to browse, withdraw and go busy', () => {
    const customer = stepText(customerGuide(defaults), 'Hubungkan Telegram atau WhatsApp (opsional)');
    for (const words of ['/menu', 'MENU', '/minta', 'MINTA', 'Pilih Tutor Ini', '/transaksi', 'TRANSAKSI', 'foto bukti'])
      expect(customer).toContain(words);
    const tutor = stepText(tutorGuide(defaults), 'Hubungkan Telegram atau WhatsApp');
    for (const words of [
      '/menu',
      'MENU',
      '/permintaan',
      'PERMINTAAN',
      '/saldo',
      'SALDO',
      'Ajukan Pencairan',
      '/sibuk',
      'SIBUK',
      '/tersedia',
      'TERSEDIA',
    ])
      expect(tutor).toContain(words);
  });
});

describe('FAQ tabs', () => {
  const items = buildFaq(defaults);

  it('are Semua, Untuk Siswa, Untuk Tutor and Tentang Platform', () => {
    expect(FAQ_TABS.map((tab) => tab.label)).toEqual(['Semua', 'Untuk Siswa', 'Untuk Tutor', 'Tentang Platform']);
  });

  it("show every question under 'Semua' and only the tab's own elsewhere, each question in one tab", () => {
    expect(faqForTab(items, 'all')).toEqual(items);
    const perTab = (['customer', 'tutor', 'platform'] as const).map((tab) => faqForTab(items, tab));
    for (const [index, tab] of (['customer', 'tutor', 'platform'] as const).entries()) {
      expect(perTab[index]?.length).toBeGreaterThan(0);
      expect(perTab[index]?.every((item) => item.category === tab)).toBe(true);
    }
    expect(perTab.flat()).toHaveLength(items.length);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

describe('accordion state and durations', () => {
  it('opens and closes one question without touching the others', () => {
    const one = toggleOpen(new Set(), 'a');
    const two = toggleOpen(one, 'b');
    expect([...two]).toEqual(['a', 'b']);
    expect([...toggleOpen(two, 'a')]).toEqual(['b']);
    expect([...one]).toEqual(['a']);
  });

  it('says whole days in days, anything else in hours', () => {
    expect(durationText(168)).toBe('7 hari');
    expect(durationText(24)).toBe('1 hari');
    expect(durationText(36)).toBe('36 jam');
  });
});
