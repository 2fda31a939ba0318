import type { Knex } from 'knex';
import { up as createWithoutParticipants } from './20261128007000_join_request_function.ts';

// join_request also answers the request's interested tutors (decision 070). It reads them last, in
// a statement of its own whose snapshot is taken under the request's lock, so the list holds this
// tutor's join and every join committed before: the tutors it counted, and this one. The join's
// answer then needs no second statement. A function's result columns cannot change in place: it is
// dropped and made again, in this migration's one transaction.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop function join_request(uuid, uuid, integer)');
  await knex.raw(`
    create function join_request(p_request_id uuid, p_tutor_id uuid, p_max_tutors integer)
      returns table (request_status text, request_past_expiry boolean, participant_count integer, joined boolean,
                     tutor_price integer, tutor_available boolean, tutor_listed boolean, inserted boolean, participants json)
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
      -- The cards of interestedTutors (services/requests/request-views.ts), in the order they joined.
      select coalesce(json_agg(card order by card.joined_at, card.id), '[]'::json) into participants
        from (select t.id, t.name, t.university, t.image_url, t.price_per_hour, t.rating, t.review_count, t.subjects, p.joined_at
                from request_participants p join tutors t on t.id = p.tutor_id
               where p.request_id = p_request_id) card;
      return next;
    end $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function join_request(uuid, uuid, integer)');
  await createWithoutParticipants(knex);
}
