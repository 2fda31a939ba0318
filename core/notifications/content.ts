import type { AttendanceAnswer } from '../lessons/sessions.ts';

// What a notification says, independent of the channel that carries it. Each channel has one
// renderer (services/notifications/render-email.ts, render-telegram.ts, render-whatsapp.ts) that
// turns this into its own format; plans never write a subject line, an HTML tag or a chat button
// themselves. Plain data: the domain folders write it, services/notifications/ delivers it.

export type NotificationLink = { label: string; url: string };

/** Something the recipient can do from the message; a chat renders it as a button or a keyword. */
export type NotificationAction =
  | { kind: 'join_request'; label: string; requestId: string }
  | { kind: 'choose_tutor'; label: string; requestId: string; tutorId: string }
  | { kind: 'request_payout'; label: string; transactionId: string }
  /** The customer's answer to every proposed session of a class at once ('Terima jadwal' / 'Minta waktu lain'). */
  | { kind: 'answer_proposal'; label: string; transactionId: string; accept: boolean }
  /** The other side's answer to a move of a confirmed session. */
  | { kind: 'answer_reschedule'; label: string; sessionId: string; accept: boolean }
  /** "Kelas sudah berlangsung?": 'Ya' / 'Tidak' / 'Ada masalah'. */
  | { kind: 'answer_attendance'; label: string; sessionId: string; answer: AttendanceAnswer };

/**
 * A richer body for channels that can show one (HTML email, a chat's formatting): paragraphs,
 * a one-time code shown large, a button, and a link spelled out after a lead-in.
 */
export type RichBlock =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; link: NotificationLink }
  | { kind: 'link'; lead: string; url: string };

/**
 * A file that goes with the message on channels that carry files (email). Named, not embedded:
 * the sender makes it when it sends, from the database as it is then.
 */
export type NotificationAttachment =
  | { kind: 'receipt'; transactionId: string }
  /** A CONFIRMED session as an iCalendar (.ics) event; left out once the session is no longer confirmed. */
  | { kind: 'session_calendar'; sessionId: string };

export type NotificationContent = {
  /** The email subject; a chat's first, bold line. */
  title: string;
  /** Whom the message greets ('Halo …,'): the name this relationship knows the recipient by. */
  greetingName: string;
  /** The plain body, complete on its own: a URL the reader needs is spelled out in it. '' separates paragraphs. */
  lines: string[];
  /** The one call to action, for channels that show a button next to the text. */
  link?: NotificationLink;
  actions?: NotificationAction[];
  /** When present, channels that show rich text use it instead of `lines`. */
  rich?: RichBlock[];
  attachments?: NotificationAttachment[];
};

/** `label: url`, the way a link stands in a plain body. */
export const linkLine = (link: NotificationLink): string => `${link.label}: ${link.url}`;
