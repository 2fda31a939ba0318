import { wallTime } from '../../core/lessons/time-zones.ts';
import type { AttendanceAnswer } from '../../core/lessons/sessions.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { Db } from '../../infra/db.ts';
import type { Person } from './request-fixtures.ts';

// What the lesson chat tests share: a paid class, a typed session line some days ahead in WIB, a
// confirmed session that has ended, and the lesson notifications' answers as the renderers get them.

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'DD-MM-YYYY HH:MM' of `daysAhead` days from now at `hour`:30 WIB, as a chat user types it. */
export function typedDay(daysAhead: number, hour: number): string {
  const day = wallTime(new Date(Date.now() + daysAhead * 86_400_000), 'Asia/Jakarta');
  return `${pad2(day.day)}-${pad2(day.month)}-${day.year} ${pad2(hour)}:30`;
}

type Fixtures = {
  customer: (name?: string) => Promise<Person>;
  request: (owner: Person) => Promise<string>;
  choose: (requestId: string, tutorId: string, paymentStatus?: string) => Promise<string>;
};

/** A PAID class of three hours still to be taught, between a new customer and `tutorId`. */
export async function paidClass(
  fixtures: Fixtures,
  tutorId: string,
  customerName: string,
): Promise<{ customer: Person; transactionId: string }> {
  const customer = await fixtures.customer(customerName);
  const transactionId = await fixtures.choose(await fixtures.request(customer), tutorId, 'PAID');
  return { customer, transactionId };
}

/** A CONFIRMED session of the class that ended an hour ago: its attendance can be answered. */
export async function endedSession(db: Db, transactionId: string, tutorId: string, hoursAgo = 3): Promise<string> {
  const [row] = await db('lesson_sessions')
    .insert({
      transaction_id: transactionId,
      tutor_id: tutorId,
      starts_at: db.raw(`now() - make_interval(hours => ?)`, [hoursAgo]),
      ends_at: db.raw(`now() - make_interval(hours => ?)`, [hoursAgo - 1]),
      status: 'CONFIRMED',
      proposed_by: 'tutor',
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

export const proposalContent = (transactionId: string): NotificationContent => ({
  title: 'Jadwal kelas diusulkan',
  greetingName: 'Pelanggan',
  lines: ['Tutor mengusulkan jadwal.'],
  actions: [
    { kind: 'answer_proposal', label: 'Terima jadwal', transactionId, accept: true },
    { kind: 'answer_proposal', label: 'Minta waktu lain', transactionId, accept: false },
  ],
});

export const rescheduleContent = (sessionId: string): NotificationContent => ({
  title: 'Usulan pindah jadwal',
  greetingName: 'Tutor',
  lines: ['Pelanggan meminta sesi dipindah.'],
  actions: [
    { kind: 'answer_reschedule', label: 'Setuju', sessionId, accept: true },
    { kind: 'answer_reschedule', label: 'Tetap', sessionId, accept: false },
  ],
});

const LABELS: Record<AttendanceAnswer, string> = { YES: 'Ya', NO: 'Tidak', PROBLEM: 'Ada masalah' };

export const attendanceContent = (sessionId: string): NotificationContent => ({
  title: 'Kelas sudah berlangsung?',
  greetingName: 'Anda',
  lines: ['Sesi sudah berakhir.'],
  actions: (['YES', 'NO', 'PROBLEM'] as const).map((answer) => ({ kind: 'answer_attendance', label: LABELS[answer], sessionId, answer })),
});
