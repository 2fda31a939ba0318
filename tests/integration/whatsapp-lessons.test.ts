import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as AM } from '../../core/lessons/attendance-messages.ts';
import { SESSION_MESSAGES as SM } from '../../core/lessons/session-messages.ts';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import { renderWhatsApp } from '../../services/notifications/render-whatsapp.ts';
import { attendanceContent, endedSession, paidClass, proposalContent, typedDay } from '../helpers/lesson-chat.ts';
import { startWhatsAppBotHarness } from '../helpers/whatsapp-bot.ts';

// The lesson on WhatsApp (docs/product.md#lessons-in-the-chat), over the real conversation, send
// gate and fake WhatsApp: JADWAL and a number pick the class, the tutor types the sessions, the
// customer accepts with the keyword the notification offers, attendance is answered with KELAS and
// a dispute's statement typed. Codes are looked up among the sender's own classes and sessions only.

const harness = await startWhatsAppBotHarness();
const { db, fixtures, say, linked } = harness;

const statusesOf = (transactionId: string) =>
  db('lesson_sessions').where({ transaction_id: transactionId }).orderBy('starts_at').pluck('status');

/** The keyword a rendered notification offers for the answer labelled `label`. */
const replyFor = (message: string, label: string) =>
  message
    .split('\n')
    .find((line) => line.startsWith(`${label}: balas `))!
    .slice(`${label}: balas `.length);

describe('sessions proposed and accepted on WhatsApp', () => {
  it('JADWAL numbers the classes, the tutor types the sessions, and the customer accepts with TERIMA', async () => {
    const tutorRow = await fixtures.tutor({ name: 'Dewi Wa' });
    const { customer, transactionId } = await paidClass(fixtures, tutorRow.id, 'Rina Wa');
    const tutor = await linked(tutorRow, 'tutor');
    const customerChat = await linked(customer, 'customer');

    const list = await say(tutor, 'jadwal');
    expect(list).toContain('*Jadwal kelas Anda (WIB)*');
    expect(list).toContain(`Usulkan jadwal: balas 1 atau JADWAL ${shortCode(transactionId)}`);
    const ask = await say(tutor, '1');
    expect(ask).toContain('Belum dijadwalkan: 180 dari 180 menit.');
    expect(await say(tutor, `${typedDay(10, 16)}\n${typedDay(12, 16)} 90`)).toContain('Baris 1 tidak terbaca.');
    expect(await say(tutor, `${typedDay(10, 16)} 240`)).toBe(SM.tooManyHours(3));
    expect(await say(tutor, `${typedDay(10, 16)} 90\n${typedDay(12, 16)} 90`)).toBe(SM.proposed);
    expect(await statusesOf(transactionId)).toEqual(['PROPOSED', 'PROPOSED']);

    // Another customer's TERIMA with this class's code finds nothing of theirs.
    const stranger = await linked(await fixtures.customer('Orang Lain Wa'), 'customer');
    expect(await say(stranger, `TERIMA ${shortCode(transactionId)}`)).toBe(
      'Kode kelas tidak ditemukan di antara kelas Anda. Kirim JADWAL untuk melihat kelas Anda.',
    );
    expect(await say(tutor, `TERIMA ${shortCode(transactionId)}`)).toBe(SM.onlyCustomerAnswers);

    const notification = renderWhatsApp(proposalContent(transactionId));
    expect(await say(customerChat, replyFor(notification, 'Terima jadwal').toLowerCase())).toBe(SM.accepted);
    expect(await statusesOf(transactionId)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await say(customerChat, replyFor(notification, 'Minta waktu lain'))).toBe(SM.nothingToAnswer);
    expect(await statusesOf(transactionId)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await say(customerChat, 'terima kasih')).not.toContain('TERIMA');

    // Either side moves a confirmed session with PINDAH; the other answers with SETUJU.
    const [first] = await db('lesson_sessions').where({ transaction_id: transactionId }).orderBy('starts_at').pluck('id');
    expect(await say(customerChat, 'JADWAL')).toContain(`balas PINDAH ${shortCode(first)} <tanggal> <jam>`);
    expect(await say(customerChat, `PINDAH ${shortCode(first)} besok`)).toContain('Waktu tidak terbaca.');
    expect(await say(customerChat, `PINDAH ${shortCode(first)} ${typedDay(11, 9)}`)).toBe(SM.rescheduleProposed);
    expect(await say(stranger, `SETUJU ${shortCode(first)}`)).toContain('Kode sesi tidak ditemukan');
    expect(await say(tutor, `setuju ${shortCode(first)}`)).toBe(SM.rescheduled);
    expect(await db('lesson_session_changes').where({ session_id: first }).pluck('proposed_by')).toEqual(['customer']);
  });
});

describe('attendance answered on WhatsApp', () => {
  it("takes KELAS <kode> YA from the tutor and the customer's MASALAH with a typed statement", async () => {
    const tutorRow = await fixtures.tutor({ name: 'Budi Wa' });
    const { customer, transactionId } = await paidClass(fixtures, tutorRow.id, 'Sari Wa');
    const sessionId = await endedSession(db, transactionId, tutorRow.id);
    const tutor = await linked(tutorRow, 'tutor');
    const customerChat = await linked(customer, 'customer');
    const notification = renderWhatsApp(attendanceContent(sessionId));

    expect(await say(tutor, `KELAS ${shortCode(sessionId)} mungkin`)).toContain('Kirim KELAS, kode sesi, lalu YA, TIDAK atau MASALAH');
    expect(await say(tutor, replyFor(notification, 'Ya'))).toBe(AM.answeredYes);
    const reply = await say(customerChat, replyFor(notification, 'Ada masalah'));
    expect(reply).toContain(AM.disputeOpened);
    expect(reply).toContain(`https://ajarin.test/transactions/${transactionId}`);
    expect(await say(customerChat, 'Tutor datang terlambat satu jam.')).toBe(AM.statementSaved);
    expect(await db('lesson_disputes').where({ session_id: sessionId }).first('reason', 'customer_statement')).toEqual({
      reason: 'PROBLEM',
      customer_statement: 'Tutor datang terlambat satu jam.',
    });
    // Answered already: the same keyword again changes nothing, and a different answer is refused.
    expect(await say(customerChat, replyFor(notification, 'Ya'))).toBe(AM.inDispute);
  });
});
