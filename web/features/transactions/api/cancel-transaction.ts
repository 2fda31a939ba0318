import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/** 'Batalkan': an unpaid transaction is cancelled with its class. */
export const cancelTransaction = (id: string) => callApi(transactionsContract.cancel, { params: { id } });
