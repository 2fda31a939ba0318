import { describe, expect, it } from 'vitest';
import { googleCalendarLink } from '../../core/lessons/calendar.ts';
import { wallTime, type TimeZone } from '../../core/lessons/time-zones.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// docs/product.md#lesson-sessions: the tutor proposes, the customer answers, either side moves a
// session and the other answers; every refusal is a clear Indonesian 4xx and changes nothing.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book } = app;
const admin = await createAdmin();

const pad = (n: number) => String(n).padStart(2, '0');
/** The date `days` from now as the zone's calendar says it. */
function dayAhead(days: number, zone: TimeZone = 'Asia/Jakarta'): string {
  const w = wallTime(new Date(Date.now() + days * 86_400_000), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

async function paidClass(hours = 2, tutor?: Actor) {
  const customer = await createCustomer();
  const teacher = tutor ?? (await createTutor());
  const transaction = await book(customer, teacher, { durationHours: hours });
  await db('transactions').where({ id: transaction.id }).update({ payment_status: 'PAID', paid_at: db.fn.now() });
  return { customer, tutor: teacher, id: transaction.id };
}

const propose = (who: Actor, id: string, sessions: unknown[]) =>
  call(who, 'POST', `/api/transactions/${id}/sessions`, { json: { sessions } });
const answer = (who: Actor, id: string, json: unknown) => call(who, 'POST', `/api/transactions/${id}/sessions/answer`, { json });
const reschedule = (who: Actor, sessionId: string, json: unknown) => call(who, 'POST', `/api/sessions/${sessionId}/reschedule`, { json });
const answerMove = (who: Actor, sessionId: string, accept: boolean) =>
  call(who, 'POST', `/api/sessions/${sessionId}/reschedule/answer`, { json: { accept } });
const liveCount = async (id: string) =>
  Number((await db('lesson_sessions').where({ transaction_id: id }).count<{ count: string }[]>('id as count'))[0]?.count);

describe('proposing sessions', () => {
  it('takes the tutor’s times in their zone and shows each side its own offset', async () => {
    const { customer, tutor, id } = await paidClass(2);
    await db('users').where({ id: tutor.id }).update({ time_zone: 'Asia/Makassar' });
    await db('users').where({ id: customer.id }).update({ time_zone: 'Asia/Jayapura' });
    const date = dayAhead(3, 'Asia/Makassar');
    const res = await propose(tutor, id, [
      { date, time: '16:30', durationMinutes: 60 },
      { date, time: '18:00', durationMinutes: 60 },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Usulan jadwal terkirim. Pelanggan akan diberi tahu.');
    expect(res.body.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([`${date}T16:30:00+08:00`, `${date}T18:00:00+08:00`]);
    expect(res.body.sessions[0]).toMatchObject({
      durationMinutes: 60,
      status: 'PROPOSED',
      proposedBy: 'tutor',
      reschedule: null,
      attendance: { tutor: null, customer: null },
      dispute: null,
      changes: [],
    });
    const seen = await call(customer, 'GET', `/api/transactions/${id}/sessions`);
    expect(seen.body.sessions[0].startsAt).toBe(`${date}T17:30:00+09:00`);
    const detail = await call(customer, 'GET', `/api/transactions/${id}`);
    expect(detail.body.transaction.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      `${date}T17:30:00+09:00`,
      `${date}T19:00:00+09:00`,
    ]);
    const tutorDetail = await call(tutor, 'GET', `/api/tutor/transactions/${id}`);
    expect(tutorDetail.body.transaction.sessions[1].startsAt).toBe(`${date}T18:00:00+08:00`);
    const stored = await db('lesson_sessions').where({ transaction_id: id }).orderBy('starts_at').first('starts_at');
    expect(stored.starts_at.toISOString()).toBe(new Date(`${date}T08:30:00Z`).toISOString());
    expect(await app.outboxEvents('session.proposed')).toContainEqual(expect.objectContaining({ payload: { transactionId: id } }));
  });

  it('refuses a time in the past, a bad date, time or duration', async () => {
    const { tutor, id } = await paidClass();
    const cases: [unknown, number, string][] = [
      [{ date: dayAhead(-1), time: '10:00', durationMinutes: 60 }, 422, 'Waktu sesi sudah lewat. Pilih waktu yang akan datang.'],
      [{ date: '2026-02-31', time: '10:00', durationMinutes: 60 }, 400, 'Tanggal tidak valid (format YYYY-MM-DD).'],
      [{ date: dayAhead(2), time: '25:00', durationMinutes: 60 }, 400, 'Jam tidak valid (format JJ:MM).'],
      [{ date: dayAhead(2), time: '10:00', durationMinutes: 45 }, 400, 'Durasi sesi 30–480 menit, kelipatan 30 menit.'],
      [{ date: dayAhead(2), time: '10:00', durationMinutes: 540 }, 400, 'Durasi sesi 30–480 menit, kelipatan 30 menit.'],
    ];
    for (const [session, status, message] of cases) {
      const res = await propose(tutor, id, [session]);
      expect([res.status, res.body.error.message]).toEqual([status, message]);
    }
    expect((await propose(tutor, id, [])).body.error.message).toBe('Usulkan minimal satu sesi.');
    expect(await liveCount(id)).toBe(0);
  });

  it('refuses more hours than were paid, counting live sessions already there', async () => {
    const { tutor, id } = await paidClass(2);
    const date = dayAhead(4);
    const tooMuch = await propose(tutor, id, [{ date, time: '08:00', durationMinutes: 150 }]);
    expect([tooMuch.status, tooMuch.body.error.message]).toEqual([422, 'Total durasi sesi melebihi 2 jam yang dibayar.']);
    expect((await propose(tutor, id, [{ date, time: '08:00', durationMinutes: 90 }])).status).toBe(201);
    const more = await propose(tutor, id, [{ date, time: '12:00', durationMinutes: 60 }]);
    expect(more.body.error.message).toBe('Total durasi sesi melebihi 2 jam yang dibayar.');
    expect((await propose(tutor, id, [{ date, time: '12:00', durationMinutes: 30 }])).status).toBe(201);
  });

  it('refuses overlap within the input and with another class of the tutor, concurrent proposals included', async () => {
    const tutor = await createTutor();
    const first = await paidClass(4, tutor);
    const second = await paidClass(4, tutor);
    const date = dayAhead(5);
    const within = await propose(tutor, first.id, [
      { date, time: '09:00', durationMinutes: 90 },
      { date, time: '10:00', durationMinutes: 60 },
    ]);
    expect([within.status, within.body.error.message]).toEqual([409, 'Waktu sesi bertabrakan dengan sesi lain tutor ini.']);

    const racing = await Promise.all([
      propose(tutor, first.id, [{ date, time: '13:00', durationMinutes: 120 }]),
      propose(tutor, second.id, [{ date, time: '14:00', durationMinutes: 120 }]),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = racing.find((r) => r.status === 409);
    expect(loser?.body.error).toEqual({ code: 'CONFLICT', message: 'Waktu sesi bertabrakan dengan sesi lain tutor ini.' });
    expect((await liveCount(first.id)) + (await liveCount(second.id))).toBe(1);
    // A declined proposal frees the time.
    const winner = (await liveCount(first.id)) === 1 ? first : second;
    await answer(winner.customer, winner.id, { accept: false });
    const other = winner === first ? second : first;
    expect((await propose(tutor, other.id, [{ date, time: '14:00', durationMinutes: 120 }])).status).toBe(201);
  });

  it('lets only the tutor propose, only for a paid class in progress; outsiders get Akses Ditolak', async () => {
    const { customer, tutor, id } = await paidClass();
    const session = [{ date: dayAhead(2), time: '10:00', durationMinutes: 60 }];
    expect((await propose(customer, id, session)).body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Hanya tutor yang dapat mengusulkan jadwal.',
    });
    for (const outsider of [await createCustomer('Orang Asing'), await createTutor({ name: 'Tutor Lain' })]) {
      const res = await propose(outsider, id, session);
      expect([res.status, res.body.error.message]).toEqual([403, 'Akses Ditolak']);
      expect((await call(outsider, 'GET', `/api/transactions/${id}/sessions`)).status).toBe(403);
    }
    expect((await propose(tutor, '00000000-0000-4000-8000-000000000000', session)).status).toBe(404);
    expect((await propose(admin, id, session)).status).toBe(403);

    const unpaid = await book(await createCustomer(), tutor);
    const res = await propose(tutor, unpaid.id, session);
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'Jadwal hanya dapat diatur untuk kelas yang sudah dibayar dan belum selesai.',
    ]);
    expect(await liveCount(id)).toBe(0);
  });
});

describe('the time zone on /akun', () => {
  it('is WIB until the user picks WITA or WIT, and moves how times read, not the moment', async () => {
    const { customer, tutor, id } = await paidClass(1);
    expect((await call(customer, 'GET', '/api/account/time-zone')).body).toEqual({ timeZone: 'Asia/Jakarta' });
    const date = dayAhead(3);
    await propose(tutor, id, [{ date, time: '10:00', durationMinutes: 60 }]);
    const saved = await call(customer, 'PUT', '/api/account/time-zone', { json: { timeZone: 'Asia/Makassar' } });
    expect(saved.body).toEqual({ message: 'Zona waktu disimpan.', timeZone: 'Asia/Makassar' });
    expect((await call(customer, 'GET', `/api/transactions/${id}/sessions`)).body.sessions[0].startsAt).toBe(`${date}T11:00:00+08:00`);
    const bad = await call(customer, 'PUT', '/api/account/time-zone', { json: { timeZone: 'Europe/Paris' } });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Zona waktu harus WIB, WITA atau WIT.']);
    expect((await call(customer, 'GET', '/api/account/time-zone')).body.timeZone).toBe('Asia/Makassar');
  });
});

describe('answering a proposal', () => {
  it('confirms every proposed session at once, one event each; only the customer answers', async () => {
    const { customer, tutor, id } = await paidClass(2);
    const date = dayAhead(6);
    await propose(tutor, id, [
      { date, time: '08:00', durationMinutes: 60 },
      { date, time: '10:00', durationMinutes: 60 },
    ]);
    const byTutor = await answer(tutor, id, { accept: true });
    expect([byTutor.status, byTutor.body.error.message]).toEqual([403, 'Hanya pelanggan yang dapat menjawab usulan jadwal.']);
    const res = await answer(customer, id, { accept: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Jadwal disetujui. Sampai jumpa di kelas!');
    expect(res.body.sessions.map((s: { status: string }) => s.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const confirmed = (await app.outboxEvents('session.confirmed')).filter((e) => e.payload.transactionId === id);
    expect(confirmed).toHaveLength(2);
    const again = await answer(customer, id, { accept: true });
    expect([again.status, again.body.error.message]).toEqual([409, 'Tidak ada usulan jadwal yang menunggu jawaban.']);
  });

  it('asks for other times with a note the tutor can read', async () => {
    const { customer, tutor, id } = await paidClass(1);
    await propose(tutor, id, [{ date: dayAhead(3), time: '08:00', durationMinutes: 60 }]);
    const res = await answer(customer, id, { accept: false, note: ' Saya hanya bisa sore ' });
    expect(res.body.message).toBe('Permintaan waktu lain terkirim. Tutor akan mengusulkan jadwal baru.');
    expect(res.body.sessions[0].status).toBe('DECLINED');
    expect(await db('lesson_sessions').where({ transaction_id: id }).first('decline_note')).toEqual({
      decline_note: 'Saya hanya bisa sore',
    });
    // The declined hour no longer counts: the tutor proposes again.
    expect((await propose(tutor, id, [{ date: dayAhead(3), time: '15:00', durationMinutes: 60 }])).status).toBe(201);
  });
});

describe('rescheduling', () => {
  async function confirmedSession(hoursAhead: number) {
    const cls = await paidClass(2);
    const res = await propose(cls.tutor, cls.id, [{ date: dayAhead(3), time: '09:00', durationMinutes: 60 }]);
    const sessionId = res.body.sessions[0].id as string;
    await answer(cls.customer, cls.id, { accept: true });
    const startsAt = new Date(Date.now() + hoursAhead * 3_600_000);
    startsAt.setUTCSeconds(0, 0);
    await db('lesson_sessions')
      .where({ id: sessionId })
      .update({ starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 3_600_000) });
    return { ...cls, sessionId };
  }

  it('moves a session when the other side accepts, with the change recorded', async () => {
    const { customer, tutor, sessionId } = await confirmedSession(48);
    const date = dayAhead(4);
    const asked = await reschedule(customer, sessionId, { date, time: '19:00' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Usulan jadwal ulang terkirim. Menunggu persetujuan pihak lain.');
    expect(asked.body.session.reschedule).toEqual({
      startsAt: `${date}T19:00:00+07:00`,
      durationMinutes: 60,
      proposedBy: 'customer',
      late: false,
    });

    const own = await answerMove(customer, sessionId, true);
    expect([own.status, own.body.error.message]).toEqual([403, 'Usulan jadwal ulang Anda sendiri dijawab oleh pihak lain.']);
    const counter = await reschedule(tutor, sessionId, { date, time: '20:00' });
    expect([counter.status, counter.body.error.message]).toEqual([409, 'Sudah ada usulan jadwal ulang yang menunggu jawaban.']);

    const accepted = await answerMove(tutor, sessionId, true);
    expect(accepted.body).toMatchObject({
      message: 'Jadwal ulang disetujui. Sesi dipindahkan.',
      session: { startsAt: `${date}T19:00:00+07:00`, reschedule: null },
    });
    expect(await db('lesson_session_changes').where({ session_id: sessionId }).select('proposed_by', 'late')).toEqual([
      { proposed_by: 'customer', late: false },
    ]);
    expect((await app.outboxEvents('session.rescheduled')).some((e) => e.payload.sessionId === sessionId)).toBe(true);
  });

  it('inside 12 h it is by agreement only, and the record shows it late', async () => {
    const { customer, tutor, sessionId } = await confirmedSession(5);
    const asked = await reschedule(tutor, sessionId, { date: dayAhead(2), time: '10:00', durationMinutes: 60 });
    expect(asked.body.message).toMatch(/kurang dari 12 jam sebelum sesi, perubahan hanya berlaku atas kesepakatan/);
    expect(asked.body.session.reschedule.late).toBe(true);
    await answerMove(customer, sessionId, true);
    expect(await db('lesson_session_changes').where({ session_id: sessionId }).first('late')).toEqual({ late: true });
  });

  it('keeps the time when the other side declines', async () => {
    const { customer, tutor, sessionId } = await confirmedSession(30);
    const before = await db('lesson_sessions').where({ id: sessionId }).first('starts_at');
    await reschedule(tutor, sessionId, { date: dayAhead(4), time: '10:00' });
    const res = await answerMove(customer, sessionId, false);
    expect(res.body).toMatchObject({
      message: 'Usulan jadwal ulang ditolak. Sesi tetap pada jadwal semula.',
      session: { reschedule: null },
    });
    expect(await db('lesson_sessions').where({ id: sessionId }).first('starts_at')).toEqual(before);
    expect(await db('lesson_session_changes').where({ session_id: sessionId })).toEqual([]);
  });

  it('refuses a past time, an overlap, a session not confirmed, strangers', async () => {
    const { customer, tutor, id, sessionId } = await confirmedSession(30);
    const past = await reschedule(customer, sessionId, { date: dayAhead(-2), time: '10:00' });
    expect([past.status, past.body.error.message]).toEqual([422, 'Waktu sesi sudah lewat. Pilih waktu yang akan datang.']);
    const otherClass = await paidClass(2, tutor);
    const date = dayAhead(7);
    await propose(tutor, otherClass.id, [{ date, time: '10:00', durationMinutes: 120 }]);
    const clash = await reschedule(customer, sessionId, { date, time: '11:00' });
    expect([clash.status, clash.body.error.message]).toEqual([409, 'Waktu sesi bertabrakan dengan sesi lain tutor ini.']);
    const proposed = (await propose(tutor, id, [{ date: dayAhead(8), time: '10:00', durationMinutes: 60 }])).body.sessions.find(
      (s: { status: string }) => s.status === 'PROPOSED',
    );
    const notConfirmed = await reschedule(customer, proposed.id, { date: dayAhead(9), time: '10:00' });
    expect([notConfirmed.status, notConfirmed.body.error.message]).toEqual([
      409,
      'Hanya sesi yang sudah disetujui yang dapat dijadwalkan ulang.',
    ]);
    for (const outsider of [await createCustomer('Orang Asing'), await createTutor(), admin]) {
      const res = await reschedule(outsider, sessionId, { date: dayAhead(4), time: '10:00' });
      expect([res.status, res.body.error.message]).toEqual([403, 'Akses Ditolak']);
    }
    expect((await reschedule(customer, '00000000-0000-4000-8000-000000000000', { date: dayAhead(4), time: '10:00' })).status).toBe(404);
    expect((await db('lesson_sessions').where({ id: sessionId }).first('reschedule_by')).reschedule_by).toBeNull();
  });
});

describe('calendar', () => {
  it('gives each confirmed session an .ics for its two sides only, and a Google Calendar link', async () => {
    const { customer, tutor, id } = await paidClass(1);
    const date = dayAhead(5);
    const sessionId = (await propose(tutor, id, [{ date, time: '16:30', durationMinutes: 60 }])).body.sessions[0].id as string;
    const path = `/api/sessions/${sessionId}/calendar.ics`;
    expect((await call(customer, 'GET', path)).status).toBe(404);
    await answer(customer, id, { accept: true });
    for (const owner of [customer, tutor]) {
      const res = await call(owner, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      const ics = res.bytes?.toString('utf8') ?? '';
      const utc = date.replace(/-/g, '');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`UID:${sessionId}@ajarin`);
      expect(ics).toContain('SUMMARY:Kelas Ajarin: SMA - Fisika');
      expect(ics).toContain(`DTSTART:${utc}T093000Z`);
      expect(ics).toContain(`DTEND:${utc}T103000Z`);
    }
    for (const outsider of [await createCustomer('Orang Asing'), await createTutor(), admin]) {
      expect((await call(outsider, 'GET', path)).status).toBe(404);
    }
    const link = new URL(
      googleCalendarLink({
        title: 'Kelas Ajarin: SMA - Fisika',
        startsAt: new Date('2026-12-01T09:30:00Z'),
        endsAt: new Date('2026-12-01T10:30:00Z'),
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Kelas Ajarin: SMA - Fisika',
      dates: '20261201T093000Z/20261201T103000Z',
    });
  });
});
