import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { receiptFilename } from '../../../../core/receipts/receipt.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { endpointAddress } from '../../../lib/call-api.ts';

/**
 * The receipt PDF is private: fetched with the customer's Bearer token, then saved through an
 * object URL under the receipt's own file name.
 */
export async function downloadReceipt(transactionId: string, receiptNumber: string): Promise<void> {
  const blob = await apiClient.blob(endpointAddress(transactionsContract.receipt, { params: { id: transactionId } }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFilename(receiptNumber);
  link.click();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
