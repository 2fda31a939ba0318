import { describe, expect, it } from 'vitest';
import { paymentVerifiedTutor } from '../payments/payment-notifications.ts';
import { tutorJoinedContent, type RequestForNotification } from '../requests/request-notifications.ts';
import { requestOpenedContent } from '../requests/request-opened-notification.ts';
import type { TransactionNotificationContext } from '../transactions/transaction-notification.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';
import { classDoneContent } from '../transactions/transaction-outcome-notifications.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import golden from './render-telegram.golden.json' with { type: 'json' };
import { TELEGRAM_TEXT_MAX, isButtonUrl, renderTelegram } from './render-telegram.ts';
import { parseAttendanceCallback, parseRescheduleCallback } from '../../core/chat/lesson-callbacks.ts';

// What a Telegram message looks like, pinned for the messages a chat carries most (hostile
// characters included), and the rules that make Telegram accept it at all: escaped HTML, callback
// data within 64 bytes, URL buttons only for public https addresses, text within 4096 characters.

const notification: NotificationContext = {
  appUrl: 'https://ajarin.test/',
  gopayNumber: '081299998888',
  secretKey: Buffer.alloc(32),
  requestMaxTutors: 10,
};
const request: RequestForNotification = {
  id: '99999999-8888-4777-8666-555555555555',
  customer_id: '00000000-0000-4000-8000-000000000001',
  customer_name: 'Budi <Santoso> & "Co"',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  student_count: 3,
  duration_hours: 2,
  notes: 'Fokus <script>alert(1)</script> & "magnet"',
  status: 'OPEN',
  chosen_tutor_id: null,
  created_at: new Date('2026-11-20T03:00:00Z'),
};
// When the messages are written: five minutes after the request was posted.
const NOW = new Date('2026-11-20T03:05:00Z');
const transaction = {
  id: '11111111-2222-4333-8444-555555555555',
  customer_name: 'Budi <Santoso> & "Co"',
  customer_phone: '085712349876',
  subjects: ['SMA - Fisika'],
  duration_hours: 2,
  student_count: 3,
  total_price: 600_000,
  tutor_payment: 510_000,
} as TransactionRow;
const context: TransactionNotificationContext = { transaction, tutorName: "Siti O'Rahma", tutorPhone: '081211112222' };

const JOINED_TUTOR = {
  id: '22222222-3333-4444-8555-666666666666',
  name: "Siti O'Rahma",
  university: 'Universitas Indonesia',
  rating: 4.75,
  reviewCount: 12,
  pricePerHour: 100_000,
};

// Lesson messages as the sessions and attendance content will write them: the answers are what is pinned.
const SESSION_ID = '33333333-4444-4555-8666-777777777777';
const lessonProposal: NotificationContent = {
  title: 'Jadwal kelas diusulkan',
  greetingName: 'Budi <Santoso> & "Co"',
  lines: ['Tutor mengusulkan 2 sesi:', 'Selasa, 1 Desember 2026, 16.30 WIB (90 menit)', 'Kamis, 3 Desember 2026, 16.30 WIB (30 menit)'],
  actions: [
    { kind: 'answer_proposal', label: 'Terima jadwal', transactionId: transaction.id, accept: true },
    { kind: 'answer_proposal', label: 'Minta waktu lain', transactionId: transaction.id, accept: false },
  ],
};
const attendanceAsked: NotificationContent = {
  title: 'Kelas sudah berlangsung?',
  greetingName: "Siti O'Rahma",
  lines: ['Sesi Selasa, 1 Desember 2026, 16.30 WIB (90 menit) sudah berakhir.'],
  actions: [
    { kind: 'answer_attendance', label: 'Ya', sessionId: SESSION_ID, answer: 'YES' },
    { kind: 'answer_attendance', label: 'Tidak', sessionId: SESSION_ID, answer: 'NO' },
    { kind: 'answer_attendance', label: 'Ada masalah', sessionId: SESSION_ID, answer: 'PROBLEM' },
  ],
};

const cases = {
  lessonProposal: renderTelegram(lessonProposal),
  attendanceAsked: renderTelegram(attendanceAsked),
  requestOpened: renderTelegram(requestOpenedContent(request, "Siti <O'Rahma>", notification.appUrl, NOW)),
  requestOpenedLocal: renderTelegram(requestOpenedContent({ ...request, notes: null }, 'Siti', 'http://localhost:3000', NOW)),
  tutorJoined: renderTelegram(tutorJoinedContent(request, JOINED_TUTOR, 4, notification.appUrl)),
  verifiedTutor: renderTelegram(paymentVerifiedTutor(context, notification)),
};

/** The text as a reader sees it once Telegram has parsed the HTML. */
const visible = (html: string) =>
  html
    .replace(/<\/?b>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('Telegram renderer', () => {
  it('covers every golden message', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(golden).sort());
  });

  it.each(Object.keys(golden) as (keyof typeof golden)[])('writes %s as pinned', (name) => {
    expect(cases[name]).toEqual(golden[name]);
  });

  it('escapes every user text, so a <script> in the notes is text and no tag but ours remains', () => {
    const { text } = cases.requestOpened;
    expect(text).toContain('Catatan: Fokus &lt;script&gt;alert(1)&lt;/script&gt; &amp; "magnet"');
    expect(text).toContain("Halo Siti &lt;O'Rahma&gt;,");
    expect(text.replace(/<\/?b>/g, '')).not.toMatch(/[<>]/);
    expect(visible(text)).toContain('Catatan: Fokus <script>alert(1)</script> & "magnet"');
  });

  it('starts with the bold title and offers the join as a callback button of at most 64 bytes', () => {
    const message = cases.requestOpened;
    expect(message.text.split('\n')[0]).toBe('<b>Ada permintaan belajar baru sesuai mata pelajaran Anda</b>');
    expect(message.parse_mode).toBe('HTML');
    const buttons = message.reply_markup?.inline_keyboard.flat() ?? [];
    expect(buttons).toEqual([{ text: 'Saya Tertarik Mengajar', callback_data: `j:${request.id}` }]);
    expect(Buffer.byteLength(`j:${request.id}`)).toBeLessThanOrEqual(64);
  });

  it("offers a class done's withdrawal as the bot's 'Ajukan Pencairan' button, the page's link staying in the text", () => {
    const message = renderTelegram(
      classDoneContent(
        { ...context, transaction: { ...transaction, payment_status: 'PAID', class_status: 'DONE' } },
        notification,
        'customer',
      )!,
    );
    expect(message.text.split('\n')[0]).toBe('<b>Kelas selesai, dana siap dicairkan</b>');
    expect(message.reply_markup?.inline_keyboard.flat()).toEqual([{ text: 'Ajukan Pencairan', callback_data: `w:${transaction.id}` }]);
    expect(message.text).toContain(`Ajukan Pencairan: https://ajarin.test/tutor-transactions/${transaction.id}`);
  });

  it('puts the answers of one lesson question on one row, each within 64 bytes and parsed back by the bot', () => {
    const rows = cases.attendanceAsked.reply_markup?.inline_keyboard ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.map((button) => button.text)).toEqual(['Ya', 'Tidak', 'Ada masalah']);
    const data = rows[0]!.map((button) => ('callback_data' in button ? button.callback_data : ''));
    expect(data.map(parseAttendanceCallback)).toEqual(
      (['YES', 'NO', 'PROBLEM'] as const).map((answer) => ({ sessionId: SESSION_ID, answer })),
    );
    const reschedule = renderTelegram({
      ...attendanceAsked,
      actions: [true, false].map((accept) => ({
        kind: 'answer_reschedule' as const,
        label: String(accept),
        sessionId: SESSION_ID,
        accept,
      })),
    }).reply_markup!.inline_keyboard[0]!;
    expect(reschedule.map((button) => ('callback_data' in button ? parseRescheduleCallback(button.callback_data) : null))).toEqual([
      { sessionId: SESSION_ID, accept: true },
      { sessionId: SESSION_ID, accept: false },
    ]);
    for (const button of [...rows.flat(), ...reschedule, ...cases.lessonProposal.reply_markup!.inline_keyboard.flat()]) {
      expect(Buffer.byteLength('callback_data' in button ? button.callback_data : '')).toBeLessThanOrEqual(64);
    }
  });

  it('puts an https link on a URL button and drops its line from the text; an http link stays in the text', () => {
    const content: NotificationContent = {
      title: 'T',
      greetingName: 'A',
      lines: ['Isi.', '', 'Lihat Detail: https://ajarin.id/x'],
      link: { label: 'Lihat Detail', url: 'https://ajarin.id/x' },
    };
    const https = renderTelegram(content);
    expect(https.reply_markup?.inline_keyboard).toEqual([[{ text: 'Lihat Detail', url: 'https://ajarin.id/x' }]]);
    expect(https.text).toBe('<b>T</b>\n\nHalo A,\n\nIsi.');

    const local = renderTelegram({
      ...content,
      lines: ['Isi.', '', 'Lihat Detail: http://localhost:3000/x'],
      link: { label: 'Lihat Detail', url: 'http://localhost:3000/x' },
    });
    expect(local.reply_markup).toBeUndefined();
    expect(local.text).toContain('Lihat Detail: http://localhost:3000/x');
  });

  it('knows which addresses Telegram takes for a URL button', () => {
    expect(isButtonUrl('https://ajarin.id/bidding/1')).toBe(true);
    for (const url of [
      'http://ajarin.id/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://intranet/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isButtonUrl(url), url).toBe(false);
    }
  });

  it("keeps a message within Telegram's 4096 characters, however long the notes", () => {
    const message = renderTelegram(
      requestOpenedContent({ ...request, notes: '&'.repeat(2_000) + '<'.repeat(2_500) }, 'Siti', notification.appUrl, NOW),
    );
    expect(visible(message.text).length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    expect(visible(message.text)).toContain('Catatan: &&&');
    expect(visible(message.text)).toContain('Semua permintaan belajar: https://ajarin.test/tutor-requests');
  });
});
