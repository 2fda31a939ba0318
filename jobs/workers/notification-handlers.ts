import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import type { Trx } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { OutboxEvent } from '../../infra/outbox.ts';
import { TUTOR_MARKED_BUSY } from '../../services/tutors/mark-inactive-tutors-busy.ts';
import { queueMarkedBusyEmail } from '../../services/tutors/tutor-marked-busy-email.ts';
import { queueBookingCreatedEmail } from '../../services/bookings/booking-emails.ts';
import { queuePaymentRejectedEmail, queuePaymentVerifiedEmail, queueProofReceivedEmail } from '../../services/payments/payment-emails.ts';
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
  /** Links in messages point here (APP_URL). */
  appUrl: string;
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

type QueueEventEmail = (trx: Trx, payload: unknown, appUrl: string) => Promise<'queued' | 'skipped'>;

/** A handler whose side effect is one email queued (an 'email.send' outbox row) in the handler's transaction. */
function emailHandler(name: string, queue: QueueEventEmail, appUrl: string): NotificationHandler {
  return {
    name,
    run: (event, { trx, logger }) =>
      withPermanentPayloadErrors(event, async () => {
        logger.debug({ outcome: await queue(trx, event.payload, appUrl) }, name);
      }),
  };
}

/**
 * Event type → the side effects it triggers, run by the 'notifications' worker. Adding one is one
 * entry, e.g. `'request.opened': [telegramTellTutors]`. Until an entry exists an event is only
 * recorded as consumed.
 */
export function createNotificationHandlers(deps: NotificationDeps): NotificationHandlerTable {
  return {
    [TUTOR_MARKED_BUSY]: [
      {
        name: 'tutor-marked-busy-email',
        run: (event, { trx, logger }) =>
          withPermanentPayloadErrors(event, async () => {
            const outcome = await queueMarkedBusyEmail(trx, event.payload, deps.appUrl);
            logger.debug({ outcome }, 'tutor marked busy: email');
          }),
      },
    ],
    'booking.created': [
      emailHandler('booking-created-customer-email', (trx, payload, appUrl) => queueBookingCreatedEmail(trx, payload, appUrl, 'customer'), deps.appUrl),
      emailHandler('booking-created-tutor-email', (trx, payload, appUrl) => queueBookingCreatedEmail(trx, payload, appUrl, 'tutor'), deps.appUrl),
    ],
    'payment.proof_submitted': [emailHandler('proof-received-email', queueProofReceivedEmail, deps.appUrl)],
    'payment.verified': [
      emailHandler('payment-verified-customer-email', (trx, payload, appUrl) => queuePaymentVerifiedEmail(trx, payload, appUrl, 'customer'), deps.appUrl),
      emailHandler('payment-verified-tutor-email', (trx, payload, appUrl) => queuePaymentVerifiedEmail(trx, payload, appUrl, 'tutor'), deps.appUrl),
    ],
    'payment.rejected': [emailHandler('payment-rejected-email', queuePaymentRejectedEmail, deps.appUrl)],
    'payout.decided': [emailHandler('payout-decided-email', queuePayoutDecidedEmail, deps.appUrl)],
  };
}
