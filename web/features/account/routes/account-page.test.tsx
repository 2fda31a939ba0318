import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import type { AccountChannel } from '../../../../core/chat-links/chat-links.ts';
import type { PreferencesView } from '../../../../core/notifications/preference-groups.ts';
import { accountKeys } from '../api/account-keys.ts';
import { CHATS_LOAD_FAILED } from '../components/chat-links-section.tsx';
import { PREFERENCES_LOAD_FAILED } from '../components/preferences-section.tsx';
import { renderInApp } from '../../../test/render.tsx';
import { buttonLabels, visibleText } from '../../../test/html.ts';
import { AccountPage } from './account-page.tsx';

const customer: SessionUser = { id: 'c-1', email: 'nadia@example.com', role: 'customer', name: 'Nadia Putri' };
const admin: SessionUser = { id: 'a-1', email: 'admin@example.com', role: 'admin', name: 'Admin Ajarin' };

const channel = (name: AccountChannel['channel'], overrides: Partial<AccountChannel> = {}): AccountChannel => ({
  channel: name,
  enabled: true,
  link: null,
  ...overrides,
});
const link = (overrides: Partial<NonNullable<AccountChannel['link']>> = {}) => ({
  channel: 'telegram' as const,
  linkedAt: '2026-11-20T03:00:00.000Z',
  mutedAt: null,
  blockedAt: null,
  ...overrides,
});

const on = (groups: string[]) => Object.fromEntries(groups.map((group) => [group, true]));
const customerGroups = ['transactions', 'requests', 'feedback'];
const customerPreferences: PreferencesView = {
  groups: customerGroups as PreferencesView['groups'],
  preferences: { email: on(customerGroups), telegram: { ...on(customerGroups), requests: false }, whatsapp: on(customerGroups) },
};

const render = (channels: AccountChannel[] | Error, preferences: PreferencesView | Error = customerPreferences, user = customer) =>
  renderInApp(<AccountPage />, {
    user,
    cache: [
      channels instanceof Error ? { key: accountKeys.chats, error: channels } : { key: accountKeys.chats, data: { channels } },
      preferences instanceof Error
        ? { key: accountKeys.preferences, error: preferences }
        : { key: accountKeys.preferences, data: preferences },
    ],
  });

describe("'Akun' (docs/product.md#chat-links)", () => {
  it('shows both sections loading before the answers arrive', () => {
    const text = visibleText(renderInApp(<AccountPage />, { user: customer }));
    expect(text).toContain('Akun');
    expect(text).toContain('Nadia Putri · nadia@example.com · Siswa');
    expect(text).toContain('Memuat chat terhubung...');
    expect(text).toContain('Memuat pengaturan notifikasi...');
  });

  it('says what failed to load, each with Coba Lagi', () => {
    const html = render(new Error('x'), new Error('y'));
    expect(visibleText(html)).toContain(CHATS_LOAD_FAILED);
    expect(visibleText(html)).toContain(PREFERENCES_LOAD_FAILED);
    expect(buttonLabels(html).filter((label) => label === 'Coba Lagi')).toHaveLength(2);
  });

  it('with nothing linked, offers Hubungkan Telegram and Hubungkan WhatsApp and nothing to unlink', () => {
    const html = render([channel('telegram'), channel('whatsapp')]);
    const text = visibleText(html);
    expect(text).toContain('Belum ada chat yang terhubung');
    expect(text.match(/Belum terhubung/g)).toHaveLength(2);
    expect(buttonLabels(html)).toEqual(['Muat Ulang', 'Hubungkan Telegram', 'Hubungkan WhatsApp']);
  });

  it('shows a linked, a muted and a blocked chat in words, with Putuskan on each', () => {
    const linked = visibleText(
      render([
        channel('telegram', { link: link() }),
        channel('whatsapp', { link: link({ channel: 'whatsapp', mutedAt: '2026-11-21T00:00:00.000Z' }) }),
      ]),
    );
    expect(linked).toContain('Terhubung Notifikasi dikirim ke chat ini');
    expect(linked).toContain('Terhubung sejak 20 November 2026, 10:00');
    expect(linked).toContain('Dibisukan');
    expect(linked).toContain('Kirim MULAI ke bot');
    expect(linked).not.toContain('Belum ada chat yang terhubung');

    const blocked = render([channel('telegram', { link: link({ blockedAt: '2026-11-22T00:00:00.000Z' }) }), channel('whatsapp')]);
    expect(visibleText(blocked)).toContain('Tidak terkirim Bot diblokir atau akun chat tidak aktif');
    expect(buttonLabels(blocked).slice(0, 4)).toEqual(['Muat Ulang', 'Hubungkan Ulang', 'Putuskan', 'Hubungkan WhatsApp']);
  });

  it('without the bots, says notifications go by email and shows only the email switches', () => {
    const html = render([channel('telegram', { enabled: false }), channel('whatsapp', { enabled: false })]);
    const text = visibleText(html);
    expect(text).toContain('Bot chat belum aktif di Ajarin. Notifikasi tetap dikirim lewat email.');
    expect(buttonLabels(html).filter((label) => label.startsWith('Hubungkan'))).toEqual([]);
    expect(html).toContain('data-preferences="email"');
    expect(html).not.toContain('data-preferences="telegram"');
  });

  it("gives the role's groups a switch per channel in Indonesian, off where the user switched them off", () => {
    const html = render([channel('telegram'), channel('whatsapp')]);
    const text = visibleText(html);
    for (const label of ['Transaksi dan pembayaran', 'Permintaan belajar', 'Feedback dan laporan'])
      expect(text.match(new RegExp(label, 'g'))).toHaveLength(3);
    expect(text).not.toContain('Tugas admin');
    expect(text).not.toContain('Pencairan dana');
    expect(text).toContain('Notifikasi akun (konfirmasi email, kode reset password) selalu dikirim lewat email.');
    expect(html).toMatch(/role="switch" aria-checked="false" aria-label="Permintaan belajar lewat Telegram"/);
    expect(html).toMatch(/role="switch" aria-checked="true" aria-label="Permintaan belajar lewat Email"/);

    const adminGroups = ['transactions', 'payouts', 'requests', 'admin', 'feedback'];
    const adminView: PreferencesView = {
      groups: adminGroups as PreferencesView['groups'],
      preferences: { email: on(adminGroups), telegram: on(adminGroups), whatsapp: on(adminGroups) },
    };
    expect(visibleText(render([channel('telegram'), channel('whatsapp')], adminView, admin))).toContain('Tugas admin');
  });
});
