import { isContactRevealed, type PaymentStatus } from '../transactions/statuses.ts';
import { handleSpans } from './chat-handles.ts';
import { linkSpans } from './contact-links.ts';
import { emailSpans } from './email-addresses.ts';
import { createMaskedTextCache } from './masked-text-cache.ts';
import { phoneSpans } from './phone-numbers.ts';
import { shadowOf } from './shadow-text.ts';
import { replaceSpans } from './spans.ts';

// Contact details typed into free text (request and booking notes, names, tutor bios, reviews) are
// masked in what the other side sees until their transaction is PAID (docs/product.md#privacy-free-text,
// docs/decisions/030-contact-details-in-free-text.md, 043-contact-detection-on-a-shadow-text.md). Pure:
// every view that shows such a text to a counterpart calls this one function, on the server; the web
// form and the chats ask it too, to tell the writer before sending.

export { HIDDEN_CONTACT, HIDDEN_NUMBER } from './spans.ts';

/** What the writer of a request's notes is told before sending when masking would change them. */
export const NOTES_MASKED_NOTICE = 'Nomor atau kontak di catatan akan disembunyikan sampai pembayaran';

const cache = createMaskedTextCache();

/**
 * `text` with every phone number, e-mail address, contact link and chat handle in it replaced by
 * HIDDEN_NUMBER or HIDDEN_CONTACT; every other character exactly as written. Null stays null.
 * The detectors read a shadow of the text (shadow-text.ts: other digits, hidden characters and
 * letters for digits undone) and the spans they find are replaced in the original.
 */
export function maskContactDetails<T extends string | null>(text: T): T {
  if (text === null || text === '') return text;
  return cache.masked(text as string, maskText) as T;
}

function maskText(original: string): string {
  const shadow = shadowOf(original);
  const spans = [...emailSpans(shadow.text), ...linkSpans(shadow.text), ...handleSpans(shadow.text), ...phoneSpans(shadow.text)];
  return spans.length === 0 ? original : replaceSpans(original, shadow, spans);
}

/** True when the other side would read `text` with something hidden: the writer is told before sending. */
export const wouldBeMasked = (text: string | null | undefined): boolean => !!text && maskContactDetails(text) !== text;

/**
 * How a viewer reads a free text: its author and admins as written; the other side of a
 * transaction as written only while it is PAID (the phones are revealed then too); anyone else masked.
 */
export type TextView = 'as-written' | 'masked';

/** The other side's view, from the payment of the transaction between them (none: not paid). */
export const counterpartView = (payment: PaymentStatus | null | undefined): TextView =>
  payment && isContactRevealed(payment) ? 'as-written' : 'masked';

export const shownText = <T extends string | null>(text: T, view: TextView): T => (view === 'masked' ? maskContactDetails(text) : text);
