import type { DisputeOutcome } from './attendance-messages.ts';
import type { AttendanceAnswer, SessionParty } from './sessions.ts';

/** One dispute as the admin's queue and the transaction pages show it (docs/product.md#lesson-disputes). */
export type DisputeView = {
  id: string;
  transactionId: string;
  sessionId: string;
  startsAt: string;
  endsAt: string;
  openedBy: SessionParty;
  reason: Exclude<AttendanceAnswer, 'YES'>;
  customerName: string;
  tutorName: string;
  totalPrice: number;
  customerStatement: string | null;
  tutorStatement: string | null;
  status: 'OPEN' | 'DECIDED';
  outcome: DisputeOutcome | null;
  refundAmount: number | null;
  createdAt: string;
};
