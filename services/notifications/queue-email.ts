import type { Trx } from '../../infra/db.ts';
import { mailMessageSchema, type MailMessage } from '../../infra/mail.ts';
import { writeOutbox } from '../../infra/outbox.ts';

/**
 * The one way a use case sends mail: an 'email.send' outbox row in the use case's own transaction.
 * The mail leaves only if that transaction commits, and a Redis or SMTP outage only delays it.
 * Returns the outbox id.
 */
export async function queueEmail(trx: Trx, message: MailMessage): Promise<number> {
  return writeOutbox(trx, 'email.send', mailMessageSchema.parse(message));
}
