import { text } from '../validation/text.ts';
import { isUuid } from '../validation/uuid.ts';

// Callback data of the customers' chat buttons (Telegram's 64-byte limit): a pair of ids is two
// uuids in base64url (22 characters each), one id is the uuid itself. The notification renderer
// writes them, the bot parses them with the same schema and re-checks every id against its owner.
//   ch:<request><tutor>  'Pilih Tutor Ini' (asks for a confirmation)
//   cy:<request><tutor>  the confirmation's 'Ya, Pilih Tutor Ini'
//   tx:<transaction>     /transaksi's 'Berikutnya': the page after this transaction
//   kb:<transaction>     'Kirim Bukti' of a listed transaction
//   sd:<transaction>     'Tandai Selesai' (asks for a confirmation)
//   sy:<transaction>     the confirmation's 'Ya, Kelas Selesai'
//   x                    'Batal' under a confirmation

export const CANCEL_CALLBACK = 'x';

const compact = (uuid: string): string => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

function expand(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(encoded)) return null;
  const hex = Buffer.from(encoded, 'base64url').toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return isUuid(uuid) ? uuid : null;
}

export type ChoicePair = { requestId: string; tutorId: string };
type PairKind = 'ch' | 'cy';
type IdKind = 'tx' | 'kb' | 'sd' | 'sy';

export const pairCallback = (kind: PairKind, pair: ChoicePair): string => `${kind}:${compact(pair.requestId)}${compact(pair.tutorId)}`;
export const idCallback = (kind: IdKind, id: string): string => `${kind}:${id}`;

const data = text().max(64);

export function parsePairCallback(kind: PairKind, raw: string | undefined): ChoicePair | null {
  const parsed = data.safeParse(raw);
  if (!parsed.success || !parsed.data.startsWith(`${kind}:`)) return null;
  const body = parsed.data.slice(kind.length + 1);
  const requestId = expand(body.slice(0, 22));
  const tutorId = expand(body.slice(22));
  return requestId && tutorId ? { requestId, tutorId } : null;
}

export function parseIdCallback(kind: IdKind, raw: string | undefined): string | null {
  const parsed = data.safeParse(raw);
  if (!parsed.success || !parsed.data.startsWith(`${kind}:`)) return null;
  const id = parsed.data.slice(kind.length + 1);
  return isUuid(id) ? id.toLowerCase() : null;
}
