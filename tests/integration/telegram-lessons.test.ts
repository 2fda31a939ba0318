import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as AM } from '../../core/lessons/attendance-messages.ts';
import { SESSION_MESSAGES as SM } from '../../core/lessons/session-messages.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { buttonData, postRendered } from '../helpers/customer-chat.ts';
import { attendanceContent, endedSession, paidClass, proposalContent, rescheduleContent, typedDay } from '../helpers/lesson-chat.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The lesson in the Telegram chat (docs/product.md#lessons-in-the-chat), over the real grammY bot
// and the Bot API emulator: the tutor proposes sessions by /jadwal and typed lines, the customer
// accepts by the notification's button, either side moves a session, attendance is answered by
// button and a dispute's statement typed. Forged, stale and foreign presses change nothing.

const harness = await startTelegramBotHarness();
const { db, emulator, fixtures, say, link, nextMessage } = harness;

const current = (message: BotMessage) => emulator.messagesTo(message.chatId).find((m) => m.messageId === message.messageId)!;

const post = (user: EmulatedUser, content: NotificationContent) => postRendered(emulator, user, content);

const sessionsOf = (transactionId: string) =>
  db('lesson_sessions').where({ transaction_id: transactionId }).orderBy('starts_at').select('id', 'status', 'reschedule_by');

describe('sessions proposed and accepted in the chat', () => {
  it('the tutor types the sessions after /jadwal, refusals are said, and the customer accepts by button', async () => {
    const tutorRow = await fixtures.tutor({ name: 'Dewi Jadwal' });
    const { customer, transactionId } = await paidClass(fixtures, tutorRow.id, 'Rina Jadwal');
    const tutor = await link(tutorRow.id, 'tutor', 'Dewi');
    const customerChat = await link(customer.id, 'customer', 'Rina');

    const list = await say(tutor, '/jadwal');
    expect(list.text).toContain('Jadwal kelas Anda (WIB)');
    expect(list.text).toContain('Terjadwal 0 dari 180 menit');
    const propose = list.replyMarkup!.inline_keyboard.flat().find((button) => button.text.startsWith('Usulkan jadwal'))!;
    const ask = await nextMessage(tutor, () => emulator.pressButton(tutor, list, propose.callback_data!));
    expect(ask.text).toContain('Belum dijadwalkan: 180 dari 180 menit.');
    expect(ask.text).toContain('01-12-2026 16:30 90');

    expect((await say(tutor, 'besok sore saja')).text).toContain('Baris 1 tidak terbaca.');
    expect((await say(tutor, '01-01-2020 16:30 90')).text).toBe(SM.inPast);
    expect((await say(tutor, `${typedDay(10, 16)} 240`)).text).toBe(SM.tooManyHours(3));
    expect((await say(tutor, `${typedDay(10, 16)} 90\n${typedDay(10, 17)} 90`)).text).toBe(SM.overlap);
    expect(await sessionsOf(transactionId)).toEqual([]);

    expect((await say(tutor, `${typedDay(10, 16)} 90\n${typedDay(12, 16)} 90`)).text).toBe(SM.proposed);
    expect((await sessionsOf(transactionId)).map((row) => row.status)).toEqual(['PROPOSED', 'PROPOSED']);
    // The question was answered: the next text is not taken as sessions again.
    expect((await say(tutor, `${typedDay(14, 16)} 60`)).text).not.toBe(SM.proposed);

    // The tutor cannot answer their own proposal, even with a forged press.
    const forged = await post(tutor, proposalContent(transactionId));
    expect(await emulator.pressButton(tutor, forged, buttonData(forged, 'Terima jadwal'))).toMatchObject({
      text: SM.onlyCustomerAnswers,
      showAlert: true,
    });
    expect(await emulator.pressButton(tutor, forged, `lp:${transactionId}:maybe`)).toMatchObject({
      text: 'Tombol ini sudah tidak berlaku.',
    });

    const proposal = await post(customerChat, proposalContent(transactionId));
    const accepted = await nextMessage(customerChat, () =>
      emulator.pressButton(customerChat, proposal, buttonData(proposal, 'Terima jadwal')),
    );
    expect(accepted.text).toBe(SM.accepted);
    expect(current(proposal).replyMarkup?.inline_keyboard.flat() ?? []).toEqual([]);
    expect((await sessionsOf(transactionId)).map((row) => row.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    // A stale press (the same proposal again) is refused by the service and changes nothing.
    expect(await emulator.pressButton(customerChat, proposal, `lp:${transactionId}:n`)).toMatchObject({ text: SM.nothingToAnswer });
    expect((await sessionsOf(transactionId)).map((row) => row.status)).toEqual(['CONFIRMED', 'CONFIRMED']);

    // The customer moves the first session from /jadwal; the tutor accepts it by button.
    const customerList = await say(customerChat, '/jadwal');
    const move = customerList.replyMarkup!.inline_keyboard.flat().find((button) => button.text.startsWith('Ubah waktu'))!;
    const askMove = await nextMessage(customerChat, () => emulator.pressButton(customerChat, customerList, move.callback_data!));
    expect(askMove.text).toContain('Kirim waktu barunya (WIB)');
    expect((await say(customerChat, 'kapan saja')).text).toContain('Waktu tidak terbaca.');
    expect((await say(customerChat, typedDay(11, 9))).text).toBe(SM.rescheduleProposed);
    const [first] = await sessionsOf(transactionId);
    expect(first).toMatchObject({ status: 'CONFIRMED', reschedule_by: 'customer' });
    const moveMessage = await post(tutor, rescheduleContent(first!.id));
    const moved = await nextMessage(tutor, () => emulator.pressButton(tutor, moveMessage, buttonData(moveMessage, 'Setuju')));
    expect(moved.text).toBe(SM.rescheduled);
    expect(await db('lesson_session_changes').where({ session_id: first!.id }).pluck('proposed_by')).toEqual(['customer']);
  });
});

describe('attendance answered in the chat', () => {
  it("takes the tutor's Ya, opens the customer's dispute with a typed statement, and refuses a stranger", async () => {
    const tutorRow = await fixtures.tutor({ name: 'Budi Hadir' });
    const { customer, transactionId } = await paidClass(fixtures, tutorRow.id, 'Sari Hadir');
    const sessionId = await endedSession(db, transactionId, tutorRow.id);
    const tutor = await link(tutorRow.id, 'tutor', 'Budi');
    const customerChat = await link(customer.id, 'customer', 'Sari');
    const stranger = await link((await fixtures.customer('Orang Lain')).id, 'customer', 'Lain');

    const foreign = await post(stranger, attendanceContent(sessionId));
    expect(await emulator.pressButton(stranger, foreign, buttonData(foreign, 'Tidak'))).toMatchObject({
      text: FORBIDDEN_MESSAGE,
      showAlert: true,
    });
    expect(await db('lesson_disputes').where({ session_id: sessionId })).toEqual([]);

    const prompt = await post(tutor, attendanceContent(sessionId));
    const yes = await nextMessage(tutor, () => emulator.pressButton(tutor, prompt, buttonData(prompt, 'Ya')));
    expect(yes.text).toBe(AM.answeredYes);
    expect(await db('lesson_sessions').where({ id: sessionId }).first('tutor_attendance')).toEqual({ tutor_attendance: 'YES' });

    const customerPrompt = await post(customerChat, attendanceContent(sessionId));
    const before = emulator.lastMessageId(customerChat.id);
    await emulator.pressButton(customerChat, customerPrompt, buttonData(customerPrompt, 'Ada masalah'));
    const ask = await emulator.waitForMessage(customerChat.id, (m) => m.messageId > before && (m.text ?? '').startsWith('Ceritakan'));
    expect(ask.text).toContain(`https://ajarin.test/transactions/${transactionId}`);
    expect((await say(customerChat, 'Tutor tidak datang, saya menunggu 30 menit.')).text).toBe(AM.statementSaved);
    expect(await db('lesson_disputes').where({ session_id: sessionId }).first('reason', 'customer_statement')).toEqual({
      reason: 'PROBLEM',
      customer_statement: 'Tutor tidak datang, saya menunggu 30 menit.',
    });
    expect(await db('lesson_sessions').where({ id: sessionId }).first('status')).toEqual({ status: 'DISPUTED' });
  });
});
