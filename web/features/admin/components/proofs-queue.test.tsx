import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PendingProof } from '../../../../core/transactions/views.ts';
import { visibleText as text } from '../../../test/html.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ProofsQueue } from './proofs-queue.tsx';

// The proof queue tells the admin when the proof's money is already on a bank statement
// (docs/product.md#admin-proof-verification).

const proof = (over: Partial<PendingProof> = {}): PendingProof => ({
  proofId: 'p1',
  transactionId: 't1',
  mime: 'image/png',
  uploadedAt: '2026-11-28T01:00:00.000Z',
  previewUrl: '/api/transactions/t1/proofs/p1/file',
  amountDue: 120_905,
  uniqueCode: 905,
  customerName: 'Budi Santoso',
  tutorName: 'Siti Rahma',
  duplicateOf: null,
  statementLine: null,
  ...over,
});
const loaded = (proofs: PendingProof[]) => ({ isPending: false, isError: false, data: proofs }) as UseQueryResult<PendingProof[]>;

describe('the proof queue', () => {
  it('says the money is on the statement, and how many transactions share the amount', () => {
    const line = { lineId: 'l1', date: '2026-11-28', amount: 120_905, description: 'TRSF E-BANKING CR BUDI', candidates: 2 };
    const visible = text(renderInApp(<ProofsQueue query={loaded([proof({ statementLine: line })])} />));
    expect(visible).toContain(
      'Ada di mutasi bank Rp 120.905 masuk pada 2026-11-28 (TRSF E-BANKING CR BUDI). Jumlah ini cocok dengan 2 transaksi: pastikan bukti ini miliknya.',
    );
  });

  it('says nothing of the statement when no line carries the amount', () => {
    expect(text(renderInApp(<ProofsQueue query={loaded([proof()])} />))).not.toContain('Ada di mutasi bank');
  });
});
