import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput } from '../../../../core/transactions/booking.schema.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import { bookingsContract } from '../../../../core/contracts/bookings.contract.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

/** POST /api/bookings: the form and the tutor only; the server decides price, total and statuses. */
export const createBooking = async (input: CreateBookingInput, options: RequestOptions = {}) =>
  (await callApi(bookingsContract.create, { body: input }, options)).transaction;

/**
 * The new transaction is cached for its detail page, which the form opens next. Pressing again
 * after a lost response sends the same Idempotency-Key, so the booking is made once.
 */
export function useCreateBooking(handlers: { onSuccess: (transaction: CustomerTransaction) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => createBooking(input, { idempotencyKey: actionKey.keyFor(input) }),
    onSuccess: (transaction) => {
      actionKey.reset();
      if (transaction?.id) queryClient.setQueryData(transactionKeys.detail(transaction.id), transaction);
      void queryClient.invalidateQueries({ queryKey: transactionKeys.list() });
      handlers.onSuccess(transaction);
    },
    onError: handlers.onError,
  });
}
