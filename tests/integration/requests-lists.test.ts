import { describe, expect, it } from 'vitest';
import type { OpenRequestItem, OpenRequestPage, OwnRequestItem, RequestPage } from '../../core/requests/views.ts';
import type { Actor } from '../helpers/bookings.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-join and #request-cancel: the owner's list and the tutors' open list,
// newest first, 7 a page with a keyset cursor, the open list filtered by the tutor's subjects
// unless switched off. This file's database holds only the requests made here.

const app = await startRequestsApp();
const { call, db, createCustomer, createTutor, postRequest, join } = app;

async function allPages<T extends { id: string }>(viewer: Actor, path: string): Promise<{ pages: T[][]; totals: number[] }> {
  const pages: T[][] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res = await call(viewer, 'GET', cursor ? `${path}${separator}cursor=${cursor}` : path);
    expect(res.status, res.text).toBe(200);
    const page = res.body as RequestPage<T>;
    pages.push(page.requests);
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { pages, totals };
}

describe('GET /api/requests/mine', () => {
  it("pages the owner's requests newest first, 7 at a time, and only theirs", async () => {
    const owner = await createCustomer();
    await postRequest(await createCustomer(), { subjects: ['SMP - Prakarya'] });
    const made: string[] = [];
    // A subject no open-list test below asks for.
    for (let i = 0; i < 9; i += 1) made.push((await postRequest(owner, { notes: `ke-${i}`, subjects: ['SMP - Prakarya'] })).id);

    const { pages, totals } = await allPages<OwnRequestItem>(owner, '/api/requests/mine');

    expect(pages.map((page) => page.length)).toEqual([7, 2]);
    expect(totals).toEqual([9, 9]);
    expect(pages.flat().map((item) => item.id)).toEqual([...made].reverse());
    expect(pages[0]?.[0]).toMatchObject({
      status: 'OPEN',
      canCancel: true,
      canMarkDone: false,
      transaction: null,
      participantCount: 0,
      maxTutors: 10,
    });
  });
});

describe('GET /api/requests/open', () => {
  const fisika = ['SMA - Fisika'];
  const openCount = async () =>
    Number(
      (await db('learning_requests').where({ status: 'OPEN' }).whereRaw('expires_at > now()').count<{ count: number }[]>('* as count'))[0]
        ?.count,
    );
  const ekonomi = ['SMA - Ekonomi'];

  it('lists OPEN requests still in time, newest first, filtered by the tutor’s subjects by default', async () => {
    const owner = await createCustomer('Andi Pemohon');
    const tutor = await createTutor({ subjects: ['SMA - Fisika', 'SMA - Kimia'] });
    const matching: string[] = [];
    const other: string[] = [];
    for (let i = 0; i < 8; i += 1)
      matching.push((await postRequest(owner, { customerName: 'Andi', subjects: i % 2 ? fisika : ['SMA - Kimia', 'SMA - Biologi'] })).id);
    for (let i = 0; i < 2; i += 1) other.push((await postRequest(owner, { subjects: ekonomi })).id);
    const cancelled = await postRequest(owner, { subjects: fisika });
    await call(owner, 'POST', `/api/requests/${cancelled.id}/cancel`);
    const lapsed = await postRequest(owner, { subjects: fisika });
    await db('learning_requests')
      .where({ id: lapsed.id })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    await join(tutor, matching[0] ?? '');

    const byDefault = await allPages<OpenRequestItem>(tutor, '/api/requests/open');
    expect(byDefault.pages.map((page) => page.length)).toEqual([7, 1]);
    expect(byDefault.totals).toEqual([8, 8]);
    expect(byDefault.pages.flat().map((item) => item.id)).toEqual([...matching].reverse());
    const first = (await call(tutor, 'GET', '/api/requests/open')).body as OpenRequestPage;
    expect(first.tutorHasSubjects).toBe(true);
    expect(first.requests.every((item) => item.matchesMySubjects)).toBe(true);

    const joinedItem = byDefault.pages.flat().find((item) => item.id === matching[0]);
    expect(joinedItem).toMatchObject({ joined: true, canJoin: false, participantCount: 1, customerName: 'Andi' });
    expect(joinedItem?.badge).toEqual({ status: 'OPEN', label: 'Terbuka', tooltip: 'Masih terbuka untuk tutor yang ingin mendaftar' });
    expect(byDefault.pages.flat().find((item) => item.id === matching[1])).toMatchObject({ joined: false, canJoin: true });

    const everything = await allPages<OpenRequestItem>(tutor, '/api/requests/open?matching=false');
    const mine = new Set([...matching, ...other]);
    const listed = everything.pages.flat().filter((item) => mine.has(item.id));
    expect(everything.totals[0]).toBe(await openCount());
    expect(listed.map((item) => item.id)).toEqual([...matching, ...other].reverse());
    expect(
      listed
        .filter((item) => !item.matchesMySubjects)
        .map((item) => item.id)
        .sort(),
    ).toEqual([...other].sort());
    expect(everything.pages.flat().map((item) => item.id)).not.toContain(cancelled.id);
    expect(everything.pages.flat().map((item) => item.id)).not.toContain(lapsed.id);
  });

  it('shows a tutor without subjects every open request, with the switch off', async () => {
    const tutor = await createTutor({ subjects: [] });
    const res = await call(tutor, 'GET', '/api/requests/open?matching=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tutorHasSubjects: false, total: await openCount() });
    expect(res.body.requests.every((item: OpenRequestItem) => !item.matchesMySubjects)).toBe(true);
  });

  it('keeps the cursor a position: a request chosen meanwhile does not end the list early', async () => {
    const owner = await createCustomer();
    const tutor = await createTutor({ subjects: ['SMP - IPA'] });
    for (let i = 0; i < 8; i += 1) await postRequest(owner, { subjects: ['SMP - IPA'] });
    const first = (await call(tutor, 'GET', '/api/requests/open')).body as OpenRequestPage;
    const last = first.requests.at(-1);
    expect(first.nextCursor).toBe(last?.id);
    await join(tutor, last?.id ?? '');
    await app.choose(owner, last?.id ?? '', tutor);

    const second = (await call(tutor, 'GET', `/api/requests/open?cursor=${first.nextCursor}`)).body as OpenRequestPage;
    expect(second.requests).toHaveLength(1);
    expect(second.total).toBe(7);
  });

  it('never carries a requester phone', async () => {
    const owner = await createCustomer();
    await postRequest(owner, { phone: '081311112222' });
    const res = await call(await createTutor(), 'GET', '/api/requests/open?matching=false');
    expect(res.text).not.toContain('081311112222');
    expect(res.text).not.toContain('phone');
  });
});
