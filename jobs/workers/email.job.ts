import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { MailSendError, mailMessageSchema, type Mailer } from '../../infra/mail.ts';
import { deliverOnce, type DeliveryOutcome } from '../deliver-once.ts';
import { parseOutboxJob, type OutboxJob } from './job-data.ts';

/** Ledger name of the email side effect in outbox_deliveries. */
export const EMAIL_HANDLER = 'email';

/**
 * Sends the email an 'email.send' outbox row describes, exactly once: the ledger row and the send
 * share a transaction, so a send error rolls the ledger back and the retry sends again.
 */
export function createEmailProcessor(deps: { db: Db; mailer: Mailer; logger: Logger }) {
  return async function processEmail(job: OutboxJob): Promise<DeliveryOutcome> {
    const ref = parseOutboxJob(job);
    const { outboxId } = ref;
    const outcome = await deliverOnce(deps.db, ref, EMAIL_HANDLER, async (event, trx) => {
      if (event.type !== 'email.send') throw new UnrecoverableError(`outbox row ${outboxId}: no email handler for ${event.type}`);
      const message = mailMessageSchema.safeParse(event.payload);
      if (!message.success) throw new UnrecoverableError(`outbox row ${outboxId}: invalid email payload`);
      try {
        await deps.mailer.send(message.data, { outboxId, trx });
      } catch (error) {
        // A 5xx answer (unknown mailbox, rejected sender) will not change on retry.
        if (error instanceof MailSendError && error.permanent) throw new UnrecoverableError(error.message);
        throw error;
      }
    });
    deps.logger.debug({ outboxId, outcome }, 'email job done');
    return outcome;
  };
}
