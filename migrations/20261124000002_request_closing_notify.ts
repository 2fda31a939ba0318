import type { Knex } from 'knex';

// Every tutor's open list shows an OPEN request, so every tutor must hear the change that closes it
// (chosen, cancelled, expired) — or it stays on their lists, joinable-looking, until a reload. The
// row read after the change is no longer OPEN, so the announcement says `closing` itself; later
// changes of a closed request go to its own people only (services/realtime/change-audience.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_request_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ajarin_changes', json_build_object(
        'table', 'learning_requests',
        'id', coalesce(new.id, old.id)::text,
        'op', lower(tg_op),
        'closing', tg_op = 'UPDATE' and old.status = 'OPEN' and new.status <> 'OPEN')::text);
      return null;
    end $$;
    drop trigger learning_requests_notify on learning_requests;
    create trigger learning_requests_notify after insert or update or delete on learning_requests for each row execute function notify_request_change();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger learning_requests_notify on learning_requests;
    create trigger learning_requests_notify after insert or update or delete on learning_requests for each row execute function notify_change();
    drop function notify_request_change();
  `);
}
