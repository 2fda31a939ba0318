import type { Knex } from 'knex';

// A tutor's join in one call (decision 067): the request row locked FOR UPDATE, then, each in a
// snapshot of its own taken after the lock was granted (a volatile plpgsql function under READ
// COMMITTED), the facts decideJoin judges and the insert, made only when the same rules hold: the
// request OPEN and not past its expiry, under the cap, a listed tutor with a price who is
// available, not in yet (the primary key also skips a repeated press). No row: no such request.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function join_request(p_request_id uuid, p_tutor_id uuid, p_max_tutors integer)
      returns table (request_status text, request_past_expiry boolean, participant_count integer, joined boolean,
                     tutor_price integer, tutor_available boolean, tutor_listed boolean, inserted boolean)
      language plpgsql volatile as $$
    begin
      select l.status, l.expires_at <= now() into request_status, request_past_expiry
        from learning_requests l where l.id = p_request_id for update;
      if not found then
        return;
      end if;
      select count(*)::integer, coalesce(bool_or(p.tutor_id = p_tutor_id), false) into participant_count, joined
        from request_participants p where p.request_id = p_request_id;
      select t.price_per_hour, t.is_available, t.listed into tutor_price, tutor_available, tutor_listed
        from tutors t where t.id = p_tutor_id;
      inserted := false;
      if request_status = 'OPEN' and not request_past_expiry and not joined and participant_count < p_max_tutors
         and tutor_listed and tutor_price >= 1 and tutor_available then
        insert into request_participants (request_id, tutor_id) values (p_request_id, p_tutor_id) on conflict do nothing;
        inserted := found;
      end if;
      return next;
    end $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function join_request(uuid, uuid, integer)');
}
