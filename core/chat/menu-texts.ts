import type { Role } from '../accounts/auth.schema.ts';
import type { ChatMenuItem } from './chat-menu.ts';

// What /menu and MENU say (docs/product.md#chat-commands). The items themselves are in chat-menu.ts.

export const OPEN_APP_LABEL = 'Buka Ajarin';

const ROLE_NAMES: Record<Role, string> = { tutor: 'tutor', customer: 'pelanggan', admin: 'admin' };

export const MENU_TEXTS = {
  notForYou: 'Menu ini tidak tersedia untuk akun Anda. Ketik /menu untuk melihat menu Anda.',
} as const;

/** Telegram: the line above the menu's buttons. */
export function menuHeader(role: Role): string {
  return `Menu Ajarin untuk ${ROLE_NAMES[role]}. Pilih yang ingin Anda lakukan:`;
}

/** WhatsApp: the numbered menu; replying with a number runs that item. */
export function numberedMenu(role: Role, items: ChatMenuItem[]): string {
  return [
    `*Menu Ajarin untuk ${ROLE_NAMES[role]}*`,
    ...items.map((item, index) => `${index + 1}. ${item.label} — ketik ${item.keyword}`),
    '',
    'Balas dengan angkanya (berlaku 10 menit) atau ketik kata kuncinya.',
  ].join('\n');
}
