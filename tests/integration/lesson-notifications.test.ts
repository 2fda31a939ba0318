import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as SM } from '../../core/lessons/session-messages.ts';
import { wallTime } from '../../core/lessons/time-zones.ts';
import type { EventPayload, EventType } from '../../core/events/catalog.ts';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { NO_NOTIFICATION, type NotificationPlan } from '../../services/notifications/plan.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { renderWhatsApp } from '../../services/notifications/render-whatsapp.ts';
import { classDone } from '../../services/transactions/transaction-outcome-notifications.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';
import { startChatStack } from '../helpers/chat-stack.ts';

// The lesson sessions' notifications (docs/product.md#lesson-sessions) as they are delivered: the
// proposal reaches only the customer's chat with its two answers, through the outbox, the events
// worker and the Telegram emulator, and its button confirms the sessions; each confirmation email
// carries the session's .ics; a move carries its answers to the other side; a refused move is told
// only to its asker; the class-done message says how the class finished.

const app = await startBookingsApp({ env: { TELEGRAM_BOT_TOKEN: newEmulatorBotToken() } });
const { call, db, createCustomer, createTutor, book } = app;
const { emulator, chatUser, nextMessage, startLink } = await startChatStack(app.deps);
const notification = { appUrl: 'https://ajarin.test', gopayNumber: '0812', secretKey: Buffer.alloc(32), requestMaxTutors: 10 };
const plans = createNotificationPlans(notification);

function planOf<T extends EventType>(type: T): NotificationPlan<T> {
  const plan = plans[type];
  if (plan === NO_NOTIFICATION) throw new Error(`${type} has no plan`);
  return plan as NotificationPlan<T>;
}

const pad = (n: number) => String(n).padStart(2, '0');
function dayAhead(days: number): string {
  const w = wallTime(new Date(Date.now() + days * 86_400_000), 'Asia/Jakarta');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

async function linkTelegram(actor: Actor, firstName: string): Promise<EmulatedUser> {
  const res = await call(actor, 'POST', '/api/account/chats/telegram/code');
  const user = chatUser(firstName);
  await startLink(user, res.body.code as string);
  return user;
}

async function paidClass() {
  const customer = await createCustomer();
  const tutor = await createTutor();
  const transaction = await book(customer, tutor, { durationHours: 2 });
  await db('transactions').where({ id: transaction.id }).update({ payment_status: 'PAID', paid_at: db.fn.now() });
  return { customer, tutor, id: transaction.id as string };
}

const titled = (title: string) => (message: BotMessage) => message.text?.startsWith(`${title}\n`) ?? false;

async function mailsTitled(subject: string, to: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await db('dev_mailbox').where({ subject, to_address: to }).select('id', 'text_body');
    if (rows.length >= count || Date.now() > deadline) return rows as { id: number; text_body: string }[];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The .ics properties a calendar reads, lines unfolded. */
function icsFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.replace(/\r\n[ \t]/g, '').split(/\r\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match && !(match[1]! in fields)) fields[match[1]!] = match[2]!;
  }
  return fields;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('session notifications delivered', () => {
  it('sends the proposal to the customer only, with buttons that confirm it, and attaches each session’s .ics to the confirmation', async () => {
    const { customer, tutor, id } = await paidClass();
    const customerChat = await linkTelegram(customer, 'Rina');
    const tutorChat = await linkTelegram(tutor, 'Dewi');
    const date = dayAhead(4);
    const proposed = await call(tutor, 'POST', `/api/transactions/${id}/sessions`, {
      json: {
        sessions: [
          { date, time: '16:30', durationMinutes: 60 },
          { date, time: '18:00', durationMinutes: 60 },
        ],
      },
    });
    expect(proposed.status).toBe(201);

    const message = await emulator.waitForMessage(customerChat.id, titled('Usulan jadwal kelas'), 20_000);
    expect(message.text).toContain('Tutor mengusulkan jadwal berikut.');
    const buttons = message.replyMarkup!.inline_keyboard.flat();
    expect(buttons.map((button) => button.text)).toEqual(['Terima jadwal', 'Minta waktu lain', 'Lihat jadwal']);
    expect(await planOf('session.proposed').recipients(db, { transactionId: id })).toEqual([customer.id]);
    expect(emulator.messagesTo(tutorChat.id).some(titled('Usulan jadwal kelas'))).toBe(false);

    const accepted = await nextMessage(customerChat, () => emulator.pressButton(customerChat, message, buttons[0]!.callback_data!));
    expect(accepted.text).toBe(SM.accepted);
    const sessions = await db('lesson_sessions').where({ transaction_id: id }).orderBy('starts_at').select('id', 'status', 'starts_at');
    expect(sessions.map((row) => row.status)).toEqual(['CONFIRMED', 'CONFIRMED']);

    const email = (await db('users').where({ id: customer.id }).first('email')).email as string;
    const mails = await mailsTitled('Jadwal kelas disetujui', email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text_body).toContain('Tambah ke Google Calendar: https://calendar.google.com/');
    expect(mails[0]!.text_body).toContain('File kalender sesi terlampir (.ics)');
    const files = await db('dev_mailbox_attachments')
      .whereIn(
        'mail_id',
        mails.map((mail) => mail.id),
      )
      .select('filename', 'content_type', 'content');
    expect(files.map((file) => file.content_type)).toEqual(['text/calendar', 'text/calendar']);
    const starts = files.map((file) => icsFields((file.content as Buffer).toString('utf8')));
    for (const session of sessions) {
      const fields = starts.find((ics) => ics.DTSTART === utcStamp(session.starts_at as Date));
      expect(fields).toBeDefined();
      expect(fields!.UID).toBe(`${session.id}@ajarin`);
      expect(fields!.SUMMARY).toMatch(/^Kelas /);
      const end = fields!.DTEND ?? '';
      expect(end).toBe(utcStamp(new Date((session.starts_at as Date).getTime() + 3_600_000)));
    }
  });
});

describe('session notification plans', () => {
  it('puts the move’s answers to the other side and tells a refusal only to its asker', async () => {
    const { customer, tutor, id } = await paidClass();
    const date = dayAhead(5);
    await call(tutor, 'POST', `/api/transactions/${id}/sessions`, { json: { sessions: [{ date, time: '10:00', durationMinutes: 60 }] } });
    await call(customer, 'POST', `/api/transactions/${id}/sessions/answer`, { json: { accept: true } });
    const { id: sessionId } = await db('lesson_sessions').where({ transaction_id: id }).first('id');
    expect((await call(customer, 'POST', `/api/sessions/${sessionId}/reschedule`, { json: { date, time: '13:00' } })).status).toBe(200);

    const moved: EventPayload<'session.reschedule_proposed'> = { transactionId: id, sessionId };
    const movePlan = planOf('session.reschedule_proposed');
    expect(await movePlan.recipients(db, moved)).toEqual([tutor.id]);
    const content = (await movePlan.content(db, moved, tutor.id))!;
    expect(content.actions).toEqual([
      { kind: 'answer_reschedule', label: 'Setujui waktu baru', sessionId, accept: true },
      { kind: 'answer_reschedule', label: 'Tetap waktu lama', sessionId, accept: false },
    ]);
    expect(content.attachments).toBeUndefined();
    const whatsApp = renderWhatsApp(content);
    expect(whatsApp).toMatch(/Setujui waktu baru: balas SETUJU [A-Z0-9]+/);
    expect(whatsApp).toMatch(/Tetap waktu lama: balas TETAP [A-Z0-9]+/);

    expect((await call(tutor, 'POST', `/api/sessions/${sessionId}/reschedule/answer`, { json: { accept: false } })).status).toBe(200);
    const declined = (await app.outboxEvents('session.reschedule_declined')).find((event) => event.payload.sessionId === sessionId);
    expect(declined?.payload).toEqual({ transactionId: id, sessionId, proposedBy: 'customer' });
    const payload = declined!.payload as EventPayload<'session.reschedule_declined'>;
    expect(await planOf('session.reschedule_declined').recipients(db, payload)).toEqual([customer.id]);
    expect((await planOf('session.reschedule_declined').content(db, payload, customer.id))!.actions).toBeUndefined();
  });

  it('says how the class finished in the tutor’s class-done message', async () => {
    const { tutor, id } = await paidClass();
    await db('transactions').where({ id }).update({ class_status: 'DONE', class_done_at: db.fn.now() });
    const byCustomer = await classDone(db, notification, { transactionId: id }, tutor.id);
    expect(byCustomer!.lines[0]).toMatch(/menandai kelas selesai\. Terima kasih telah mengajar!$/);

    const doneAt = new Date(Date.now() - 60_000);
    await db('transactions').where({ id }).update({ class_done_at: doneAt });
    await db('lesson_sessions').insert({
      transaction_id: id,
      tutor_id: tutor.id,
      starts_at: new Date(Date.now() - 5 * 86_400_000),
      ends_at: new Date(Date.now() - 5 * 86_400_000 + 7_200_000),
      status: 'DONE',
      proposed_by: 'tutor',
      done_at: doneAt,
      done_reason: 'silence',
    });
    const bySilence = await classDone(db, notification, { transactionId: id }, tutor.id);
    expect(bySilence!.lines[0]).toContain('dianggap berlangsung karena tidak ada jawaban dalam 72 jam');
    expect(bySilence!.lines[0]).not.toContain('menandai');

    await db('lesson_sessions').where({ transaction_id: id }).update({ done_reason: 'admin' });
    expect((await classDone(db, notification, { transactionId: id }, tutor.id))!.lines[0]).toMatch(/^Admin memutuskan/);
  });
});
