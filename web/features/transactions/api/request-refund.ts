import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/** 'Refund': a paid class not yet done is cancelled and the payment goes back to the customer. */
export const requestRefund = (id: string) => callApi(transactionsContract.requestRefund, { params: { id } });
