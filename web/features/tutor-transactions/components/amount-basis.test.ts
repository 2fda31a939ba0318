import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AMOUNT_BASIS_LABELS, TUTOR_SHARE_LABEL, TUTOR_SUMMARY_LABELS } from '../../../../core/transactions/labels.ts';
import type { TutorSummary, TutorTransactionItem } from '../../../../core/transactions/views.ts';
import { SummaryCards } from './summary-cards.tsx';
import { TutorTransactionCard } from './tutor-transaction-card.tsx';

// Issue 8 item 12: 'Pendapatan Bulan Ini' sums payouts net of the admin fee while the card's
// 'Pendapatan Anda (85%)' is the gross share. Each figure says which it is, in the shared words.

const amount = (value: number) => ({ amount: value, count: 1 });
const summary: TutorSummary = {
  upcoming: amount(85_000),
  readyToWithdraw: amount(170_000),
  inWithdrawal: amount(82_500),
  earnedThisMonth: amount(167_500),
};

/** The text of the summary card whose aria-label is `label`. */
function cardText(markup: string, label: string): string {
  const start = markup.indexOf(`aria-label="${label}"`);
  expect(start).toBeGreaterThan(-1);
  return markup.slice(start, markup.indexOf('</li>', start));
}

describe('which amount is gross and which is net', () => {
  it('keeps the product texts (product.md#money-split) and says the payout figures are net and the shares gross', () => {
    const markup = renderToStaticMarkup(createElement(SummaryCards, { summary }));
    expect(TUTOR_SUMMARY_LABELS.earnedThisMonth).toBe('Pendapatan Bulan Ini');
    expect(cardText(markup, 'Pendapatan Bulan Ini')).toContain(AMOUNT_BASIS_LABELS.net);
    expect(cardText(markup, 'Dalam Proses Pencairan')).toContain(AMOUNT_BASIS_LABELS.net);
    expect(cardText(markup, 'Pembayaran Upcoming')).toContain(AMOUNT_BASIS_LABELS.gross);
    expect(cardText(markup, 'Siap Dicairkan')).toContain(AMOUNT_BASIS_LABELS.gross);
  });

  it("labels the card's 'Pendapatan Anda (85%)' as gross", () => {
    const transaction: TutorTransactionItem = {
      id: 't1',
      source: 'booking',
      customerName: 'Budi',
      subjects: ['SMA - Fisika'],
      durationHours: 2,
      studentCount: 1,
      totalPrice: 200_000,
      tutorPayment: 170_000,
      paymentStatus: 'PAID',
      classStatus: 'DONE',
      payoutStatus: 'DONE',
      createdAt: '2025-01-01T00:00:00.000Z',
      canRequestPayout: false,
    };
    const markup = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(TutorTransactionCard, { transaction, onRequestPayout: () => {} })),
    );
    expect(TUTOR_SHARE_LABEL).toBe('Pendapatan Anda (85%)');
    expect(markup).toContain(TUTOR_SHARE_LABEL);
    expect(markup).toContain(AMOUNT_BASIS_LABELS.gross);
    expect(markup).not.toContain(AMOUNT_BASIS_LABELS.net);
  });
});
