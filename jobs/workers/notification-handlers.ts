import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import type { Trx } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { OutboxEvent } from '../../infra/outbox.ts';
import { TUTOR_MARKED_BUSY } from '../../services/tutors/mark-inactive-tutors-busy.ts';
import { queueMarkedBusyEmail } from '../../services/tutors/tutor-marked-busy-email.ts';
import { queueBookingCreatedEmail } from '../../services/bookings/booking-emails.ts';
import { queuePaymentRejectedEmail, queuePaymentVerifiedEmail, queueProofReceivedEmail } from '../../services/payments/payment-emails.ts';
import type { MailContext } from '../../services/notifications/mail-context.ts';
import { queuePayoutDecidedEmail } from '../../services/payouts/payout-emails.ts';

export type NotificationContext = { trx: Trx; logger: Logger };

export type NotificationHandler = {
  /** Ledger key in outbox_deliveries: unique, and never renamed once it has run in production. */
  name: string;
  /** Runs at most once per event (see deliverOnce); throwing rolls back and retries the job. */
  run: (event: OutboxEvent, context: NotificationContext) => Promise<void>;
};

export type NotificationHandlerTable = Readonly<Partial<Record<string, readonly NotificationHandler[]>>>;

export type NotificationDeps = {
  /** Links and payment details in messages. */
  mail: MailContext;
};

// A payload that does not parse will not parse on a retry either.
async function withPermanentPayloadErrors(event: OutboxEvent, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ZodError) throw new UnrecoverableError(`outbox row ${event.id}: invalid ${event.type} payload`);
    throw error;
  }
}

type QueueEventEmail = (trx: Trx, payload: unknown, mail: MailContext) => Promise<'queued' | 'skipped'>;

/** A handler whose side effect is one email queued (an 'email.send' outbox row) in the handler's transaction. */
function emailHandler(name: string, queue: QueueEventEmail, mail: MailContext): NotificationHandler {
  return {
    name,
    run: (event, { trx, logger }) =>
      withPermanentPayloadErrors(event, async () => {
        logger.debug({ outcome: await queue(trx, event.payload, mail) }, name);
      }),
  };
}

/**
 * Event type → the side effects it triggers, run by the 'notifications' worker. Adding one is one
 * entry, e.g. `'request.opened': [telegramTellTutors]`. Until an entry exists an event is only
 * recorded as consumed.
 */
export function createNotificationHandlers(deps: NotificationDeps): NotificationHandlerTable {
  const { mail } = deps;
  return {
    [TUTOR_MARKED_BUSY]: [emailHandler('tutor-marked-busy-email', queueMarkedBusyEmail, mail)],
    'booking.created': [
      emailHandler('booking-created-customer-email', (trx, payload) => queueBookingCreatedEmail(trx, payload, mail, 'customer'), mail),
      emailHandler('booking-created-tutor-email', (trx, payload) => queueBookingCreatedEmail(trx, payload, mail, 'tutor'), mail),
    ],
    'payment.proof_submitted': [emailHandler('proof-received-email', queueProofReceivedEmail, mail)],
    'payment.verified': [
      emailHandler('payment-verified-customer-email', (trx, payload) => queuePaymentVerifiedEmail(trx, payload, mail, 'customer'), mail),
      emailHandler('payment-verified-tutor-email', (trx, payload) => queuePaymentVerifiedEmail(trx, payload, mail, 'tutor'), mail),
    ],
    'payment.rejected': [emailHandler('payment-rejected-email', queuePaymentRejectedEmail, mail)],
    'payout.decided': [emailHandler('payout-decided-email', queuePayoutDecidedEmail, mail)],
  };
}
