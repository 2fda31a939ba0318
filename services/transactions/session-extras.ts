import type { SessionChangeView, SessionDisputeView, SessionParty, SessionView } from '../../core/lessons/sessions.ts';
import { isoInZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import type { Db, Trx } from '../../infra/db.ts';

// What a session's JSON adds to its row: its latest dispute as the viewer may see it, and the
// record of its accepted moves ("later than that, only by agreement, which the record shows").

export type SessionExtras = Pick<SessionView, 'dispute' | 'changes'>;

type DisputeRow = {
  id: string;
  session_id: string;
  status: SessionDisputeView['status'];
  reason: SessionDisputeView['reason'];
  customer_statement_at: Date | null;
  tutor_statement_at: Date | null;
  outcome: NonNullable<SessionDisputeView['decision']>['outcome'] | null;
  refund_amount: number | null;
  decision_note: string | null;
};

type ChangeRow = {
  session_id: string;
  from_starts_at: Date;
  to_starts_at: Date;
  to_ends_at: Date;
  proposed_by: SessionParty;
  late: boolean;
};

/** Only a yes/no about the viewer's own statement: the other side's words stay with the admin. */
function toDisputeView(row: DisputeRow, party: SessionParty | null): SessionDisputeView {
  const written = party === 'tutor' ? row.tutor_statement_at : party === 'customer' ? row.customer_statement_at : null;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    viewerStatementWritten: written !== null,
    decision: row.outcome ? { outcome: row.outcome, refundAmount: row.refund_amount, note: row.decision_note } : null,
  };
}

const toChangeView = (row: ChangeRow, zone: TimeZone): SessionChangeView => ({
  fromStartsAt: isoInZone(row.from_starts_at, zone),
  toStartsAt: isoInZone(row.to_starts_at, zone),
  durationMinutes: Math.round((row.to_ends_at.getTime() - row.to_starts_at.getTime()) / 60_000),
  proposedBy: row.proposed_by,
  late: row.late,
});

/** The extras of these sessions, by session id; `party` is the viewer's side (null for an admin reading along). */
export async function sessionExtrasOf(
  db: Db | Trx,
  sessionIds: readonly string[],
  party: SessionParty | null,
  zone: TimeZone,
): Promise<Map<string, SessionExtras>> {
  const extras = new Map<string, SessionExtras>(sessionIds.map((id) => [id, { dispute: null, changes: [] }]));
  if (sessionIds.length === 0) return extras;
  const [disputes, changes] = await Promise.all([
    db('lesson_disputes')
      .whereIn('session_id', sessionIds)
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select<DisputeRow[]>(
        'id',
        'session_id',
        'status',
        'reason',
        'customer_statement_at',
        'tutor_statement_at',
        'outcome',
        'refund_amount',
        'decision_note',
      ),
    db('lesson_session_changes')
      .whereIn('session_id', sessionIds)
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select<ChangeRow[]>('session_id', 'from_starts_at', 'to_starts_at', 'to_ends_at', 'proposed_by', 'late'),
  ]);
  // Oldest first, so the last one written per session is its latest dispute.
  for (const row of disputes) extras.get(row.session_id)!.dispute = toDisputeView(row, party);
  for (const row of changes) extras.get(row.session_id)!.changes.push(toChangeView(row, zone));
  return extras;
}
