import { z } from 'zod';
import { NOTIFICATION_GROUPS, type SwitchableGroup } from '../../core/notifications/channels.ts';
import { text } from '../../core/validation/text.ts';
import { isUuid } from '../../core/validation/uuid.ts';

// Callback data of the menu's follow-ups (docs/product.md#chat-commands), ≤ 64 bytes each, parsed
// here and nowhere else; ids in them are re-checked against their owner by the use case they reach:
// `rq:<request uuid>` the next page of open requests after that one, `w:<transaction uuid>` asks to
// confirm a payout, `wy:<transaction uuid>` confirms it, `pf:<group>` switches a notification
// group for this chat, `putus:ya` / `putus:batal` answer the unlink question.

const idAfter = (prefix: string) =>
  text()
    .max(64)
    .refine((data) => data.startsWith(`${prefix}:`) && isUuid(data.slice(prefix.length + 1)))
    .transform((data) => data.slice(prefix.length + 1).toLowerCase());

const parser =
  (schema: z.ZodType<string, string>) =>
  (data: string | undefined): string | null => {
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  };

export const nextRequestsCallback = (afterRequestId: string) => `rq:${afterRequestId}`;
export const payoutAskCallback = (transactionId: string) => `w:${transactionId}`;
export const payoutConfirmCallback = (transactionId: string) => `wy:${transactionId}`;
export const preferenceCallback = (group: SwitchableGroup) => `pf:${group}`;
export const UNLINK_YES = 'putus:ya';
export const UNLINK_NO = 'putus:batal';

export const parseNextRequestsCallback = parser(idAfter('rq'));
export const parsePayoutAskCallback = parser(idAfter('w'));
export const parsePayoutConfirmCallback = parser(idAfter('wy'));

const groupData = z.templateLiteral([
  'pf:',
  z.enum(NOTIFICATION_GROUPS.filter((group) => group !== 'account') as [SwitchableGroup, ...SwitchableGroup[]]),
]);

/** The group of a preference switch, or null for anything else ('account' cannot be switched). */
export function parsePreferenceCallback(data: string | undefined): SwitchableGroup | null {
  const parsed = groupData.safeParse(data);
  return parsed.success ? (parsed.data.slice('pf:'.length) as SwitchableGroup) : null;
}
