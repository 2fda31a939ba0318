import type { Role } from '../../../core/accounts/auth.schema.ts';
import { chatMenu } from '../../../core/chat/chat-menu.ts';
import { numberedMenu } from '../../../core/chat/menu-texts.ts';
import type { WhatsAppFeature } from '../context.ts';
import { chatKeywordOf } from '../menu-keywords.ts';

/**
 * `MENU` (docs/product.md#chat-commands): the role's items, numbered; a number answers with that
 * item's keyword (bot/whatsapp/chat-choices.ts), so an item added for a role works here at once.
 */
export function menuFeature(): WhatsAppFeature {
  return async (ctx) => {
    if (!chatKeywordOf(ctx, 'menu')) return null;
    const role: Role = ctx.linked!.role;
    const items = chatMenu(role);
    return { text: numberedMenu(role, items), choices: Object.fromEntries(items.map((item, index) => [String(index + 1), item.keyword])) };
  };
}
