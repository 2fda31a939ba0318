import { describe, expect, it } from 'vitest';
import type { StatementResult } from '../../../../core/bank-statements/views.ts';
import { visibleText as text } from '../../../test/html.ts';
import { renderInApp } from '../../../test/render.tsx';
import { BankStatementPanel, ImportResult } from './bank-statement-panel.tsx';

// The 'Mutasi Bank' tab (docs/product.md#bank-statements): the form, and what an import answered.

const result: StatementResult = {
  bank: 'BCA',
  lines: 5,
  alreadyImported: 1,
  debits: 1,
  matched: [{ lineId: 'l1', lineNumber: 8, date: '2026-11-28', amount: 240_123, transactionId: 't1' }],
  listed: [
    {
      lineId: 'l2',
      lineNumber: 9,
      date: '2026-11-28',
      description: 'TRSF E-BANKING CR ANI',
      amount: 120_905,
      outcome: 'AMBIGUOUS',
      candidates: [
        {
          transactionId: 't2',
          customerName: 'Ani Lestari',
          tutorName: 'Siti Rahma',
          amountDue: 120_905,
          createdAt: '2026-11-28T01:00:00.000Z',
        },
        {
          transactionId: 't3',
          customerName: 'Budi Santoso',
          tutorName: 'Rina Wati',
          amountDue: 120_905,
          createdAt: '2026-11-28T02:00:00.000Z',
        },
      ],
    },
    {
      lineId: 'l3',
      lineNumber: 10,
      date: '2026-11-28',
      description: 'TRSF CR ASING',
      amount: 1_234_567,
      outcome: 'UNMATCHED',
      candidates: [],
    },
  ],
};

describe("the 'Mutasi Bank' tab", () => {
  it('offers the file choice and an import button that waits for a file', () => {
    const visible = text(renderInApp(<BankStatementPanel />));
    expect(visible).toContain('Berkas mutasi (CSV)');
    expect(visible).toContain('Belum ada file dipilih');
    expect(renderInApp(<BankStatementPanel />)).toMatch(/<button[^>]*disabled=""[^>]*>Impor Mutasi<\/button>/);
  });

  it('sums up an import and lists the lines to check, with their candidates linked', () => {
    const html = renderInApp(<ImportResult result={result} />);
    const visible = text(html);
    expect(visible).toContain('Mutasi BCA diimpor');
    expect(visible).toContain(
      '4 baris baru, 1 baris sudah pernah diimpor. 1 pembayaran terverifikasi otomatis, 2 baris perlu diperiksa, 1 baris debet dilewati.',
    );
    expect(visible).toContain('Baris 9 · 2026-11-28 Rp 120.905 TRSF E-BANKING CR ANI Beberapa transaksi cocok');
    expect(html).toContain('href="/transactions/t2"');
    expect(visible).toContain('Ani Lestari dengan Siti Rahma · Rp 120.905');
    expect(visible).toContain('Baris 10 · 2026-11-28 Rp 1.234.567 TRSF CR ASING Tidak ada transaksi terbuka dengan jumlah ini.');
  });
});
