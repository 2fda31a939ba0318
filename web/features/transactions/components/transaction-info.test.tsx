import { describe, expect, it } from 'vitest';
import { transactionFixture } from '../../../../tests/helpers/web-requests.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TransactionInfo } from './transaction-info.tsx';

// docs/product.md#unique-code: the code is its own money line of the transaction.
describe('the transaction info table', () => {
  it('lists the kode unik and the amount transferred as their own lines of the transaction, none on a row older than the code', () => {
    const info = renderInApp(<TransactionInfo transaction={transactionFixture({ uniqueCode: 123, amountDue: 510_123 })} />);
    expect(info).toMatch(/Kode Unik.*Rp 123/);
    expect(info).toMatch(/Jumlah Transfer.*Rp 510\.123/);
    const older = renderInApp(<TransactionInfo transaction={transactionFixture({ uniqueCode: null, amountDue: 510_000 })} />);
    expect(older).not.toContain('Kode Unik');
  });
});
