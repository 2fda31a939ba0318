import type { QueryKey } from '@tanstack/react-query';
import type { SessionParty } from '../../../core/lessons/sessions.ts';
import type { CustomerTransaction } from '../../../core/transactions/views.ts';
import { SessionAttendance } from './session-attendance.tsx';
import { SessionsCard } from './sessions-card.tsx';

type Props = {
  transaction: Pick<CustomerTransaction, 'id' | 'subjects' | 'durationHours' | 'sessions' | 'paymentStatus' | 'classStatus'>;
  side: SessionParty;
  /** The query the transaction came from: refreshed after every answer. */
  queryKey: QueryKey;
  /** An admin's look at the page: the sessions are shown, nothing can be answered. */
  readOnly?: boolean;
};

/** The sessions and their attendance on either side's transaction page, once the class is paid for. */
export function TransactionSessions({ transaction, side, queryKey, readOnly = false }: Props) {
  if (transaction.paymentStatus !== 'PAID') return null;
  return (
    <SessionsCard
      transactionId={transaction.id}
      subjects={transaction.subjects}
      paidHours={transaction.durationHours}
      sessions={transaction.sessions}
      side={side}
      schedulable={!readOnly && transaction.classStatus === 'IN_PROGRESS'}
      queryKey={queryKey}
      attendanceSlot={(session) => <SessionAttendance session={session} side={side} queryKey={queryKey} readOnly={readOnly} />}
    />
  );
}
