import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/** 'Tandai Selesai': the customer confirms the class took place, which releases the tutor's payout. */
export const completeClass = (id: string) => callApi(transactionsContract.complete, { params: { id } });
