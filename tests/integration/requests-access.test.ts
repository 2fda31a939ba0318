import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../core/errors.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { REQUEST_QUERY_MESSAGES } from '../../core/requests/request-query.schema.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// Who may read and change a learning request (docs/product.md#request-choose): the owner, admins,
// the tutors who joined or were chosen, any tutor while OPEN. Everyone else gets 'Akses Ditolak'
// and nothing changes.

const app = await startRequestsApp();
const { call, db, createCustomer, createTutor, createAdmin, postRequest, join, choose, detail, uploadProof } = app;

const owner = await createCustomer('Pemilik');
const stranger = await createCustomer('Orang Lain');
const admin = await createAdmin();
const [chosen, passedOver, neverJoined] = [
  await createTutor({ name: 'Terpilih' }),
  await createTutor({ name: 'Tidak Terpilih' }),
  await createTutor({ name: 'Luar' }),
];

const open = await postRequest(owner);
await join(chosen, open.id);
const taken = await postRequest(owner);
await join(chosen, taken.id);
await join(passedOver, taken.id);
const { transactionId } = await choose(owner, taken.id, chosen);

const snapshot = async () =>
  JSON.stringify([
    await db('learning_requests').orderBy('id'),
    await db('transactions').orderBy('id'),
    await db('request_participants').orderBy(['request_id', 'tutor_id']),
  ]);
const forbiddenBody = { error: { code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE } };

describe('GET /api/requests/:id', () => {
  it("refuses another customer's request with 403 and a visitor with 401", async () => {
    for (const id of [open.id, taken.id]) {
      const res = await call(stranger, 'GET', `/api/requests/${id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbiddenBody);
      expect((await call(null, 'GET', `/api/requests/${id}`)).status).toBe(401);
    }
  });

  it('answers an unknown or malformed id with 404 and its text, never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '%00', "1'--"]) {
      const res = await call(owner, 'GET', `/api/requests/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(M.notFound);
    }
  });

  it('shows an OPEN request to any tutor, with the requester name and the join button', async () => {
    const seen = await detail(neverJoined, open.id);
    expect(seen).toMatchObject({
      viewer: 'tutor',
      customerName: 'Budi Santoso',
      joined: false,
      canJoin: true,
      canChoose: false,
      canCancelRequest: false,
      transaction: null,
    });
    expect(seen.badge.label).toBe('Terbuka');
  });

  it("closes a chosen request to tutors who never joined; one who joined and was passed over reads 'Ditutup' and no transaction", async () => {
    expect((await call(neverJoined, 'GET', `/api/requests/${taken.id}`)).status).toBe(403);
    const seen = await detail(passedOver, taken.id);
    expect(seen).toMatchObject({ viewer: 'tutor', status: 'CHOSEN', joined: true, canJoin: false, chosenTutorId: null, transaction: null });
    expect(seen.badge).toEqual({ status: 'CLOSED', label: 'Ditutup', tooltip: 'Permintaan ini sudah tidak menerima tutor' });
    expect(seen.participants.every((tutor) => !tutor.chosen)).toBe(true);
  });

  it('gives the chosen tutor the status read from the transaction, and the transaction itself to the owner and admins only', async () => {
    const byTutor = await detail(chosen, taken.id);
    expect(byTutor).toMatchObject({ viewer: 'tutor', chosenTutorId: chosen.id, transaction: null });
    expect(byTutor.badge.label).toBe('Tutor Dipilih');
    expect(byTutor.participants.find((tutor) => tutor.id === chosen.id)?.chosen).toBe(true);

    const byOwner = await detail(owner, taken.id);
    expect(byOwner).toMatchObject({
      viewer: 'owner',
      chosenTutorId: chosen.id,
      canCancelRequest: true,
      canCancelTransaction: true,
      canChoose: false,
    });
    expect(byOwner.transaction?.id).toBe(transactionId);
    const byAdmin = await detail(admin, taken.id);
    expect(byAdmin).toMatchObject({ viewer: 'admin', chosenTutorId: chosen.id, canCancelRequest: false, canCancelTransaction: false });
    expect(byAdmin.transaction?.id).toBe(transactionId);
  });
});

describe('changes by anyone but the owner', () => {
  it('refuses a stranger customer cancel, choose and a proof upload, and a tutor choose and cancel', async () => {
    const before = await snapshot();
    const attempts = [
      [stranger, 'POST', `/api/requests/${open.id}/cancel`, undefined],
      [stranger, 'POST', `/api/requests/${taken.id}/cancel`, undefined],
      [stranger, 'POST', `/api/requests/${open.id}/choose`, { tutorId: chosen.id }],
      [chosen, 'POST', `/api/requests/${open.id}/choose`, { tutorId: chosen.id }],
      [chosen, 'POST', `/api/requests/${open.id}/cancel`, undefined],
      [passedOver, 'POST', `/api/requests/${taken.id}/cancel`, undefined],
      [admin, 'POST', `/api/requests/${open.id}/choose`, { tutorId: chosen.id }],
    ] as const;
    for (const [who, method, path, json] of attempts) {
      const res = await call(who, method, path, json ? { json } : {});
      expect(res.status, `${who.name} ${path}`).toBe(403);
      expect(res.body).toEqual(forbiddenBody);
    }
    const proof = await uploadProof(stranger, transactionId);
    expect(proof.status).toBe(403);
    for (const path of [`/api/transactions/${transactionId}`, `/api/transactions/${transactionId}/cancel`]) {
      const res = await call(stranger, path.endsWith('cancel') ? 'POST' : 'GET', path);
      expect(res.status, path).toBe(403);
    }
    expect((await call(null, 'POST', `/api/requests/${open.id}/cancel`)).status).toBe(401);
    expect((await call(null, 'POST', `/api/requests/${open.id}/choose`, { json: { tutorId: chosen.id } })).status).toBe(401);
    expect(await snapshot()).toBe(before);
    expect(await db('payment_proofs').where({ transaction_id: transactionId })).toEqual([]);
  });
});

describe('the lists: who may read which, and bad query strings', () => {
  it('keeps /mine to customers and /open to tutors and admins', async () => {
    expect((await call(chosen, 'GET', '/api/requests/mine')).status).toBe(403);
    expect((await call(admin, 'GET', '/api/requests/mine')).status).toBe(403);
    expect((await call(owner, 'GET', '/api/requests/open')).status).toBe(403);
    expect((await call(null, 'GET', '/api/requests/mine')).status).toBe(401);
    expect((await call(null, 'GET', '/api/requests/open')).status).toBe(401);
    const byAdmin = await call(admin, 'GET', '/api/requests/open');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ tutorHasSubjects: false });
    expect(byAdmin.body.requests.every((item: { canJoin: boolean }) => !item.canJoin)).toBe(true);
  });

  it("shows a stranger's own list without anyone else's request, even given their cursor", async () => {
    const res = await call(stranger, 'GET', `/api/requests/mine?cursor=${open.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requests: [], total: 0, nextCursor: null });
  });

  it('refuses a malformed cursor or matching flag with 400 and its text', async () => {
    for (const [who, path, message] of [
      [owner, '/api/requests/mine?cursor=abc', REQUEST_QUERY_MESSAGES.cursor],
      [chosen, '/api/requests/open?cursor=abc', REQUEST_QUERY_MESSAGES.cursor],
      [chosen, '/api/requests/open?cursor=a%00b', REQUEST_QUERY_MESSAGES.cursor],
      [chosen, '/api/requests/open?matching=ya', REQUEST_QUERY_MESSAGES.matching],
    ] as const) {
      const res = await call(who, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe(message);
    }
  });

  it('marks every answer no-store', async () => {
    for (const [who, path] of [
      [owner, '/api/requests/mine'],
      [chosen, '/api/requests/open'],
      [owner, `/api/requests/${open.id}`],
    ] as const) {
      expect((await call(who, 'GET', path)).headers.get('cache-control')).toBe('no-store');
    }
  });
});
