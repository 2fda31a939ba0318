import { z } from 'zod';
import type { Role } from '../accounts/auth.schema.ts';

// What a linked user can do from a chat, per role, defined once (docs/product.md#chat-commands):
// Telegram shows it as /menu's buttons and as the chat's command list, WhatsApp as MENU's numbered
// list. Each item is a Telegram command and a WhatsApp keyword that do the same thing; a menu press
// carries `menu:<key>` and is taken by the feature that also takes the command.

export const MENU_KEYS = [
  'permintaan',
  'saldo',
  'sibuk',
  'tersedia',
  'jadwal',
  'transaksi',
  'minta',
  'bukti',
  'pengaturan',
  'putus',
  'bantuan',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export type ChatMenuItem = {
  key: MenuKey;
  /** The button's text and the WhatsApp line's description. */
  label: string;
  /** Telegram's command list: what the command does, short. */
  description: string;
  /** The Telegram command, without the slash (the key itself). */
  command: MenuKey;
  /** The WhatsApp keyword that does the same. */
  keyword: string;
};

const ITEMS: Record<MenuKey, { label: string; description: string }> = {
  permintaan: { label: 'Permintaan Belajar', description: 'Permintaan belajar yang cocok untuk Anda' },
  saldo: { label: 'Saldo & Pencairan', description: 'Saldo dan pengajuan pencairan dana' },
  sibuk: { label: 'Set Sibuk', description: 'Ubah status Anda menjadi Sibuk' },
  tersedia: { label: 'Set Tersedia', description: 'Ubah status Anda menjadi Tersedia' },
  jadwal: { label: 'Jadwal Kelas', description: 'Jadwal sesi kelas Anda' },
  transaksi: { label: 'Transaksi Saya', description: 'Transaksi Anda dan statusnya' },
  minta: { label: 'Buat Permintaan Belajar', description: 'Tulis permintaan belajar baru' },
  bukti: { label: 'Kirim Bukti Pembayaran', description: 'Kirim bukti pembayaran' },
  pengaturan: { label: 'Pengaturan Notifikasi', description: 'Atur notifikasi untuk chat ini' },
  putus: { label: 'Putuskan Chat Ini', description: 'Putuskan chat ini dari akun Anda' },
  bantuan: { label: 'Bantuan', description: 'Apa yang bisa dilakukan bot ini' },
};

const BY_ROLE: Record<Role, readonly MenuKey[]> = {
  tutor: ['permintaan', 'saldo', 'sibuk', 'tersedia', 'jadwal', 'pengaturan', 'putus', 'bantuan'],
  customer: ['transaksi', 'minta', 'bukti', 'jadwal', 'pengaturan', 'putus', 'bantuan'],
  admin: ['pengaturan', 'putus', 'bantuan'],
};

/** The menu of a role, in the order it is shown (and numbered on WhatsApp, from 1). */
export function chatMenu(role: Role): ChatMenuItem[] {
  return BY_ROLE[role].map((key) => ({ key, command: key, keyword: key.toUpperCase(), ...ITEMS[key] }));
}

/** Whether a role's menu offers `key`: a press from another role's menu is refused. */
export const menuOffers = (role: Role, key: MenuKey): boolean => BY_ROLE[role].includes(key);

export const menuCallback = (key: MenuKey): string => `menu:${key}`;

const menuData = z.templateLiteral(['menu:', z.enum(MENU_KEYS)]);

/** The key of a menu press, or null for anything else. */
export function parseMenuCallback(data: string | undefined): MenuKey | null {
  const parsed = menuData.safeParse(data);
  return parsed.success ? (parsed.data.slice('menu:'.length) as MenuKey) : null;
}

/** Telegram's command list for a linked chat of `role` (setMyCommands with the chat's scope). */
export function roleCommands(role: Role): { command: string; description: string }[] {
  return [
    { command: 'menu', description: 'Menu Ajarin' },
    ...chatMenu(role).map((item) => ({ command: item.command, description: item.description })),
    { command: 'berhenti', description: 'Matikan notifikasi' },
    { command: 'mulai', description: 'Nyalakan notifikasi' },
  ];
}
