import type { Actor } from '../../../core/accounts/actor.ts';
import type { Role } from '../../../core/accounts/auth.schema.ts';
import { chatMenu } from '../../../core/chat/chat-menu.ts';
import { numberedMenu } from '../../../core/chat/menu-texts.ts';
import { TUTOR_CHAT_TEXTS } from '../../../core/chat/tutor-chat-texts.ts';
import { parseChatKeyword, type ChatKeyword } from '../../../core/whatsapp/chat-keywords.ts';
import type { Db } from '../../../infra/db.ts';
import type { Config } from '../../../infra/config.ts';
import { say, type WhatsAppContext, type WhatsAppFeature } from '../context.ts';
import { availabilityFeature } from './availability.ts';
import { balanceFeature } from './balance.ts';
import { chatSettingsFeature } from './chat-settings.ts';
import { openRequestsFeature } from './open-requests.ts';

// The menu's keywords on WhatsApp (docs/product.md#chat-commands), after requireLinked: every one
// needs the account behind the chat. MENU numbers the role's items; a number answers with that
// item's keyword (bot/whatsapp/chat-choices.ts), so an item added for a role works here at once.

/** The menu keyword of a text message, with the account behind it; null for anything else. */
export function chatKeywordOf<K extends ChatKeyword['kind']>(ctx: WhatsAppContext, kind: K): Extract<ChatKeyword, { kind: K }> | null {
  if (ctx.message.media || !ctx.linked) return null;
  const keyword = parseChatKeyword(ctx.message.text);
  return keyword?.kind === kind ? (keyword as Extract<ChatKeyword, { kind: K }>) : null;
}

export const actorOf = (ctx: WhatsAppContext): Actor => ({ id: ctx.linked!.userId, role: ctx.linked!.role });

/** A tutor's keyword from another role is refused with one text, and changes nothing. */
export const isTutor = (ctx: WhatsAppContext): boolean => ctx.linked?.role === 'tutor';
export const tutorsOnly = () => say(TUTOR_CHAT_TEXTS.tutorsOnly);

export function menuFeature(): WhatsAppFeature {
  return async (ctx) => {
    if (!chatKeywordOf(ctx, 'menu')) return null;
    const role: Role = ctx.linked!.role;
    const items = chatMenu(role);
    return { text: numberedMenu(role, items), choices: Object.fromEntries(items.map((item, index) => [String(index + 1), item.keyword])) };
  };
}

export type ChatMenuDeps = {
  db: Db;
  config: Pick<Config, 'APP_URL' | 'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS' | 'PAYOUT_ADMIN_FEE'>;
  appUrl: string;
};

export function chatMenuFeatures(deps: ChatMenuDeps): WhatsAppFeature[] {
  return [
    menuFeature(),
    openRequestsFeature({ db: deps.db, config: deps.config }),
    balanceFeature({ db: deps.db, payoutAdminFee: deps.config.PAYOUT_ADMIN_FEE, appUrl: deps.appUrl }),
    availabilityFeature({ db: deps.db }),
    chatSettingsFeature({ db: deps.db }),
  ];
}
