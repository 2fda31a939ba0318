import type { Actor } from '../../core/accounts/actor.ts';
import type { OpenRequestsQuery } from '../../core/requests/request-query.schema.ts';
import { canJoinRequest } from '../../core/requests/request-machine.ts';
import { REQUEST_LIMITS } from '../../core/requests/request.schema.ts';
import { outsiderRequestBadge } from '../../core/requests/request-status.ts';
import type { OpenRequestItem, OpenRequestPage } from '../../core/requests/views.ts';
import { requireRole } from '../accounts/require-role.ts';
import { participantCountSql, type RequestDeps, type RequestRow } from './request-record.ts';
import { shownText, type TextView } from '../../core/privacy/mask-contact-details.ts';
import { toRequestBasics } from './request-views.ts';

type OpenRow = Pick<
  RequestRow,
  'id' | 'customer_name' | 'subjects' | 'student_count' | 'duration_hours' | 'notes' | 'created_at' | 'expires_at'
> & {
  participant_count: number;
  joined: boolean;
  matches: boolean;
};

/**
 * 'Request Belajar' (docs/product.md#request-join): OPEN requests whose time has not run out,
 * newest first, 7 a page (a chat shows fewer), with the requester's name (never the phone). With `matching` (on by
 * default for a tutor who has subjects) only those sharing a subject with the tutor's profile,
 * answered by the subjects' GIN index. Admins may read the list too; they join nothing.
 */
export async function listOpenRequests(
  deps: RequestDeps,
  actor: Actor,
  query: OpenRequestsQuery,
  pageSize: number = REQUEST_LIMITS.pageSize,
): Promise<OpenRequestPage> {
  requireRole(actor, 'tutor', 'admin');
  const { db } = deps;
  const tutor =
    actor.role === 'tutor' ? await db('tutors').where({ id: actor.id }).first<{ subjects: string[] } | undefined>('subjects') : undefined;
  const mySubjects = tutor?.subjects ?? [];
  const tutorHasSubjects = mySubjects.length > 0;
  const matching = tutorHasSubjects && (query.matching ?? true);

  const open = db('learning_requests as r').where('r.status', 'OPEN').whereRaw('r.expires_at > now()');
  if (matching) open.whereRaw('r.subjects && ?::text[]', [mySubjects]);
  const page = open
    .clone()
    .select(
      'r.id',
      'r.customer_name',
      'r.subjects',
      'r.student_count',
      'r.duration_hours',
      'r.notes',
      'r.created_at',
      'r.expires_at',
      db.raw(`${participantCountSql('r')} as participant_count`),
      db.raw('exists (select 1 from request_participants j where j.request_id = r.id and j.tutor_id = ?) as joined', [actor.id]),
      db.raw('r.subjects && ?::text[] as matches', [mySubjects]),
    )
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(pageSize + 1);
  // The cursor marks a position only: the request it names may have been chosen meanwhile.
  if (query.cursor)
    page.whereRaw('(r.created_at, r.id) < (select c.created_at, c.id from learning_requests c where c.id = ?)', [query.cursor]);

  const [rows, counted] = await Promise.all([page as Promise<OpenRow[]>, open.clone().count<{ count: string | number }[]>({ count: '*' })]);
  const items = rows.slice(0, pageSize);
  const maxTutors = deps.config.REQUEST_MAX_TUTORS;
  // No tutor has paid for an OPEN request: its contacts are masked for all of them; admins moderate
  // and read it as written (docs/product.md#privacy-free-text).
  const view: TextView = actor.role === 'admin' ? 'as-written' : 'masked';
  return {
    requests: items.map((row): OpenRequestItem => ({
      ...toRequestBasics(row, row.participant_count, maxTutors, outsiderRequestBadge('OPEN'), view),
      customerName: shownText(row.customer_name, view),
      joined: row.joined,
      matchesMySubjects: row.matches,
      canJoin:
        actor.role === 'tutor' &&
        canJoinRequest({ status: 'OPEN', joined: row.joined, participantCount: row.participant_count, maxTutors }),
    })),
    total: Number(counted[0]?.count ?? 0),
    nextCursor: rows.length > pageSize ? (items.at(-1)?.id ?? null) : null,
    tutorHasSubjects,
  };
}
