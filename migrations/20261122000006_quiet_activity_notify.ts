import type { Knex } from 'knex';

// A tutor's activity stamp (last_active_at, written at most every 5 minutes per tutor) changed
// nothing a list shows that the browser cannot tick itself ('Terakhir online' is relative time), yet
// each write made every open gallery refetch. Updates that touch only the stamp stay silent.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_tutor_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (to_jsonb(old) - 'last_active_at' - 'updated_at') = (to_jsonb(new) - 'last_active_at' - 'updated_at') then
        return null;
      end if;
      perform pg_notify('ajarin_changes', json_build_object(
        'table', 'tutors', 'id', coalesce(new.id, old.id)::text, 'op', lower(tg_op))::text);
      return null;
    end $$;
    drop trigger tutors_notify on tutors;
    create trigger tutors_notify after insert or update or delete on tutors for each row execute function notify_tutor_change();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger tutors_notify on tutors;
    create trigger tutors_notify after insert or update or delete on tutors for each row execute function notify_change();
    drop function notify_tutor_change();
  `);
}
