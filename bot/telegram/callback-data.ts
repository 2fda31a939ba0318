import { text } from '../../core/validation/text.ts';
import { isUuid } from '../../core/validation/uuid.ts';

// Callback data of the bot's buttons (Contract 3, ≤ 64 bytes): `j:<request uuid>` joins a request,
// `p:<transaction uuid>` picks the transaction a proof is for, `noop` is a spent button. Anything
// else (an old format, a forged press) fails to parse and changes nothing.

/** `<prefix>:<uuid>` → the uuid; the same uuid test as every service's id check. */
const idAfter = (prefix: string) =>
  text()
    .max(64)
    .refine((data) => data.startsWith(`${prefix}:`) && isUuid(data.slice(prefix.length + 1)))
    .transform((data) => data.slice(prefix.length + 1).toLowerCase());

const joinData = idAfter('j');
const proofData = idAfter('p');

export const joinCallback = (requestId: string) => `j:${requestId}`;
export const proofCallback = (transactionId: string) => `p:${transactionId}`;
export const NOOP_CALLBACK = 'noop';

/** The request id of a join button, or null for anything else. */
export function parseJoinCallback(data: string | undefined): string | null {
  const parsed = joinData.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The transaction id of a proof choice, or null for anything else. */
export function parseProofCallback(data: string | undefined): string | null {
  const parsed = proofData.safeParse(data);
  return parsed.success ? parsed.data : null;
}
