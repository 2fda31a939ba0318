import { uniquePhone, uniquePng, type Actor } from '../helpers/bookings.ts';
import type { Role, World } from './access-rules.ts';
import type { SecurityApp } from './harness.ts';

// The cast of the access matrix: a customer and a tutor who own things together (bookings, a
// proof, a payout, a learning request, a feedback report), one stranger of each role, and an admin.

export type Cast = Record<Exclude<Role, 'visitor'>, Actor>;

export async function buildWorld(app: SecurityApp): Promise<{ cast: Cast; world: World }> {
  const { call, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, payAndComplete } = app;
  const cast: Cast = {
    customerOwner: await createCustomer('Ani Wijaya'),
    otherCustomer: await createCustomer('Bayu Putra'),
    tutorOwner: await createTutor({ name: 'Siti Rahma' }),
    otherTutor: await createTutor({ name: 'Agus Pratama' }),
    admin: await createAdmin(),
  };
  const { customerOwner, tutorOwner, admin } = cast;
  for (const actor of Object.values(cast)) await app.signInAgain(actor);

  const pending = await book(customerOwner, tutorOwner);
  const uploaded = await uploadProof(customerOwner, pending.id);
  if (uploaded.status !== 201) throw new Error(`proof upload failed: ${uploaded.text}`);

  const done = await book(customerOwner, tutorOwner);
  await payAndComplete(customerOwner, admin, done.id);
  const payout = await call(tutorOwner, 'POST', `/api/tutor/transactions/${done.id}/payout`);
  if (payout.status >= 300) throw new Error(`payout failed: ${payout.text}`);
  const payoutRow = await app.db('payouts').where({ transaction_id: done.id }).first('id');

  // A session the class had, confirmed by both: the session routes act on it (the class being done,
  // the owners' moves are refused as a state, 409, past the ownership check).
  const [session] = await app
    .db('lesson_sessions')
    .insert({
      transaction_id: done.id,
      tutor_id: tutorOwner.id,
      starts_at: app.db.raw("now() - interval '2 days'"),
      ends_at: app.db.raw("now() - interval '2 days' + interval '1 hour'"),
      status: 'CONFIRMED',
      proposed_by: 'tutor',
    })
    .returning<{ id: string }[]>('id');

  const request = await call(customerOwner, 'POST', '/api/requests', {
    json: { customerName: customerOwner.name, phone: uniquePhone('0858'), subjects: ['SMA - Fisika'], studentCount: 1, durationHours: 2 },
  });
  if (request.status !== 201) throw new Error(`request failed: ${request.text}`);
  const requestId = String(request.body.request.id);
  const joined = await call(tutorOwner, 'POST', `/api/requests/${requestId}/join`);
  if (joined.status !== 200) throw new Error(`join failed: ${joined.text}`);

  const feedback = await call(customerOwner, 'POST', '/api/feedback', { json: { subject: 'Saran', notes: 'Tambahkan jadwal malam.' } });
  if (feedback.status !== 201) throw new Error(`feedback failed: ${feedback.text}`);
  const feedbackRow = await app.db('feedback_reports').where({ user_id: customerOwner.id }).first('id');

  const photoForm = new FormData();
  photoForm.set('photo', new Blob([new Uint8Array(await uniquePng())], { type: 'image/png' }), 'foto.png');
  const photo = await call(tutorOwner, 'POST', '/api/tutors/me/photo', { form: photoForm });
  if (photo.status !== 200) throw new Error(`photo failed: ${photo.text}`);
  const avatar = (await app.db('tutors').where({ id: tutorOwner.id }).first('image_url')) as { image_url: string };

  const spareTutor = await createTutor({ name: 'Dewi Lestari' });
  const spareCustomer = await createCustomer('Eko Saputra');
  return {
    cast,
    world: {
      pendingTransaction: pending.id,
      proofId: await pendingProofId(pending.id),
      doneTransaction: done.id,
      payoutId: String(payoutRow?.id),
      sessionId: String(session?.id),
      requestId,
      feedbackId: String(feedbackRow?.id),
      spareTutor: spareTutor.id,
      spareCustomer: spareCustomer.id,
      tutorOwner: tutorOwner.id,
      avatarFile: avatar.image_url.split('/').pop() ?? '',
    },
  };
}
