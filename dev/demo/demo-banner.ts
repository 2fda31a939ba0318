import { DEMO_ACCOUNTS, type DemoRole } from './seeds/demo-data.ts';

// What `npm start` prints in development after "Ajarin berjalan …": the demo accounts and where
// to watch the story they are in, in one block short enough to read in the terminal.

const WHAT_TO_SEE: Record<DemoRole, string> = {
  customer: 'Nadia: pesanan di setiap status, dua permintaan belajar',
  tutor: 'Rizky: permintaan untuk diikuti, dana siap dicairkan',
  admin: 'bukti pembayaran, pencairan dan laporan menunggu',
};

export function demoBanner(baseUrl: string, options: { telegram: boolean; whatsapp?: boolean }): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`.length));
  const places = [
    `${baseUrl}/dev/mailbox (email)`,
    options.telegram ? '/dev/telegram (chat bot)' : null,
    options.whatsapp ? '/dev/whatsapp (bot WhatsApp)' : null,
    '/admin (konsol admin)',
  ].filter(Boolean);
  return [
    'Akun demo (kata sandi awal):',
    ...DEMO_ACCOUNTS.map(
      (account) => `  ${account.role.padEnd(8)} ${`${account.email} / ${account.password}`.padEnd(width)}  ${WHAT_TO_SEE[account.role]}`,
    ),
    `Lihat: ${places.join(' · ')}`,
  ];
}
