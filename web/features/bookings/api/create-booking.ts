import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput } from '../../../../core/transactions/booking.schema.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../transactions/api/transaction-keys.ts';

/** POST /api/bookings: the form and the tutor only; the server decides price, total and statuses. */
export const createBooking = async (input: CreateBookingInput) => (await apiClient.post<{ transaction: CustomerTransaction }>('/api/bookings', input)).transaction;

/** The new transaction is cached for its detail page, which the form opens next. */
export function useCreateBooking(handlers: { onSuccess: (transaction: CustomerTransaction) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (transaction) => {
      if (transaction?.id) queryClient.setQueryData(transactionKeys.detail(transaction.id), transaction);
      void queryClient.invalidateQueries({ queryKey: transactionKeys.list() });
      handlers.onSuccess(transaction);
    },
    onError: handlers.onError,
  });
}
