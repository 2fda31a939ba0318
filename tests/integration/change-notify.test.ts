import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/database.ts';

const { db, url } = await freshDatabase();
const listener = new pg.Client(url);
await listener.connect();
await listener.query('listen ajarin_changes');
const received: { table: string; id: string }[] = [];
listener.on('notification', (message) => received.push(JSON.parse(message.payload ?? '{}')));
afterAll(() => listener.end());

const [user] = await db('users')
  .insert({ email: 'notify@example.com', password_hash: 'x', role: 'tutor', name: 'Tutor Notify' })
  .returning('id');
await db('tutors').insert({ id: user.id, name: 'Tutor Notify', price_per_hour: 50000 });

async function changesAfter(update: () => Promise<unknown>): Promise<number> {
  received.length = 0;
  await update();
  // A NOTIFY is delivered at commit; a round trip on the listening connection flushes it to us.
  await listener.query('select 1');
  return received.filter((r) => r.table === 'tutors' && r.id === user.id).length;
}

describe('change notifications for live lists', () => {
  it('announces a tutor change that a list shows', async () => {
    expect(await changesAfter(() => db('tutors').where({ id: user.id }).update({ price_per_hour: 60000 }))).toBe(1);
    expect(await changesAfter(() => db('tutors').where({ id: user.id }).update({ is_available: false }))).toBe(1);
  });

  it('stays silent when only the activity stamp moves', async () => {
    expect(await changesAfter(() => db('tutors').where({ id: user.id }).update({ last_active_at: new Date() }))).toBe(0);
  });
});
