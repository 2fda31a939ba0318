import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { buttonsIn, visibleText } from '../../../test/html.ts';
import { transactionFixture } from '../../../../tests/helpers/web-requests.ts';
import { TransactionDetail } from './transaction-detail-page.tsx';

// docs/product.md#receipt: the customer's 'Kwitansi' card, there once the payment has a receipt number.
describe('TransactionDetail receipt card', () => {
  it('offers the receipt of a paid transaction to its customer', () => {
    const html = renderInApp(
      <TransactionDetail
        transaction={transactionFixture({ paymentStatus: 'PAID', classStatus: 'IN_PROGRESS', receiptNumber: 'AJR/2026/11/000123' })}
        readOnly={false}
      />,
    );
    expect(visibleText(html)).toContain('Kwitansi Nomor kwitansi AJR/2026/11/000123');
    expect(buttonsIn(html)).toContainEqual({ label: 'Unduh Kwitansi (PDF)', disabled: false });
  });

  it('has no receipt before payment, nor for an admin reading the page', () => {
    const unpaid = renderInApp(<TransactionDetail transaction={transactionFixture({ paymentStatus: 'UNPAID' })} readOnly={false} />);
    expect(visibleText(unpaid)).not.toContain('Kwitansi');
    const paid = transactionFixture({ paymentStatus: 'PAID', classStatus: 'IN_PROGRESS', receiptNumber: 'AJR/2026/11/000123' });
    expect(visibleText(renderInApp(<TransactionDetail transaction={paid} readOnly />))).not.toContain('Kwitansi');
  });
});
