import type { Knex } from 'knex';

// The lesson itself (docs/product.md#lesson-sessions): a paid transaction's hours split into
// sessions, each a time range of one tutor. Overlap between one tutor's live sessions is refused by
// the database (an exclusion constraint over the range), so two concurrent proposals cannot both
// win. The range is stored as two instants, not start + minutes: `timestamptz + interval` is not
// immutable, so a constraint could not compute the end. A session's attendance answers and the
// moments its jobs acted are columns, so every job decides again from the row and twice changes
// nothing. A reschedule waits in the `reschedule_*` columns until the other side accepts it;
// `lesson_session_changes` keeps every accepted move, and whether it came later than the notice
// allows (by agreement). Users pick the zone their times are entered and shown in.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create extension if not exists btree_gist;

    alter table users add column time_zone text not null default 'Asia/Jakarta'
      check (time_zone in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));

    create table lesson_sessions (
      id uuid primary key default gen_random_uuid(),
      transaction_id uuid not null references transactions(id) on delete cascade,
      tutor_id uuid not null references tutors(id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      status text not null default 'PROPOSED'
        check (status in ('PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED', 'DECLINED', 'CANCELLED')),
      proposed_by text not null check (proposed_by in ('tutor', 'customer')),
      reschedule_starts_at timestamptz,
      reschedule_ends_at timestamptz,
      reschedule_by text check (reschedule_by in ('tutor', 'customer')),
      tutor_attendance text check (tutor_attendance in ('YES', 'NO', 'PROBLEM')),
      tutor_answered_at timestamptz,
      customer_attendance text check (customer_attendance in ('YES', 'NO', 'PROBLEM')),
      customer_answered_at timestamptz,
      reminded_24h_at timestamptz,
      reminded_1h_at timestamptz,
      prompted_at timestamptz,
      silence_warned_at timestamptz,
      done_at timestamptz,
      done_reason text check (done_reason in ('both', 'silence', 'admin')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at > starts_at),
      check (ends_at - starts_at between interval '30 minutes' and interval '8 hours'),
      check ((reschedule_starts_at is null) = (reschedule_by is null)),
      check ((reschedule_starts_at is null) = (reschedule_ends_at is null)),
      check (reschedule_ends_at is null or reschedule_ends_at > reschedule_starts_at),
      check ((tutor_attendance is null) = (tutor_answered_at is null)),
      check ((customer_attendance is null) = (customer_answered_at is null)),
      check ((status = 'DONE') = (done_at is not null)),
      check ((done_at is null) = (done_reason is null)),
      constraint lesson_sessions_no_overlap exclude using gist (tutor_id with =, tstzrange(starts_at, ends_at) with &&)
        where (status in ('PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED'))
    );
    create trigger lesson_sessions_updated_at before update on lesson_sessions for each row execute function set_updated_at();
    create index lesson_sessions_transaction_idx on lesson_sessions (transaction_id, starts_at);
    create index lesson_sessions_confirmed_starts_idx on lesson_sessions (starts_at) where status = 'CONFIRMED';

    create table lesson_session_changes (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references lesson_sessions(id) on delete cascade,
      from_starts_at timestamptz not null,
      from_ends_at timestamptz not null,
      to_starts_at timestamptz not null,
      to_ends_at timestamptz not null,
      proposed_by text not null check (proposed_by in ('tutor', 'customer')),
      late boolean not null,
      created_at timestamptz not null default now()
    );
    create index lesson_session_changes_session_idx on lesson_session_changes (session_id, created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table lesson_session_changes;
    drop table lesson_sessions;
    alter table users drop column time_zone;
    drop extension btree_gist;
  `);
}
