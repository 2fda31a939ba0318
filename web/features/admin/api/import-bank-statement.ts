import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementsContract as C } from '../../../../core/contracts/bank-statements.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { adminKeys } from './admin-keys.ts';

export function importBankStatement(file: File) {
  const form = new FormData();
  form.set('statement', file);
  return callApi(C.importStatement, { body: form });
}

/** An import may pay transactions and decide proofs: the queues are refetched whatever it did. */
export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
