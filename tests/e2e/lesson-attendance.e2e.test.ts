import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { wallTime } from '../../core/lessons/time-zones.ts';
import { createDb, type Db } from '../../infra/db.ts';
import { apiBooking, apiPay, apiSignIn, gotoLive, signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { toast } from './helpers/ui.ts';

// docs/product.md#lesson-sessions and #lesson-attendance on the transaction pages: the tutor
// proposes a time, the customer accepts, and for a session already over (written into the
// database, as the clock cannot be moved) both answer "Kelas sudah berlangsung?" — it is DONE.

const e2e = useE2eApp({ demoStory: false });
let db: Db | undefined;
afterAll(() => db?.destroy());

const tomorrow = () => {
  const w = wallTime(new Date(Date.now() + 86_400_000), 'Asia/Jakarta');
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

async function answerYes(page: Page, url: string): Promise<void> {
  await gotoLive(page, url);
  const attendance = page.getByTestId('session-attendance');
  await attendance.getByRole('button', { name: 'Ya', exact: true }).click();
  await attendance.getByText(/Tutor: Ya/).waitFor();
}

describe('lesson sessions in the browser', () => {
  it('proposes, accepts, and both sides answer attendance until the session is done', async () => {
    const base = e2e.app.baseUrl;
    const [customerApi, tutorApi, adminApi] = await Promise.all([
      apiSignIn(base, 'customer'),
      apiSignIn(base, 'tutor'),
      apiSignIn(base, 'admin'),
    ]);
    const id = await apiBooking(base, customerApi, tutorApi.userId, 'Jadwal sesi');
    await apiPay(base, customerApi, adminApi, id);

    const tutor = await signedInPage(e2e.browser, base, 'tutor', '/dashboard');
    await gotoLive(tutor, `${base}/tutor-transactions/${id}`);
    await tutor.locator('#propose-0-date').fill(tomorrow());
    await tutor.locator('#propose-0-time').fill('10:00');
    await tutor.locator('#propose-0-duration').selectOption('30');
    await tutor.getByRole('button', { name: 'Kirim usulan' }).click();
    await toast(tutor, 'Usulan jadwal terkirim. Pelanggan akan diberi tahu.').waitFor();

    const customer = await signedInPage(e2e.browser, base, 'customer', '/tutors');
    await gotoLive(customer, `${base}/transactions/${id}`);
    await customer.getByRole('button', { name: 'Terima jadwal', exact: true }).click();
    await customer.getByText('Terjadwal').first().waitFor();

    // The other half hour, over an hour ago.
    db ??= createDb(e2e.app.databaseUrl, { poolMax: 2 });
    const ends = new Date(Date.now() - 3_600_000);
    await db('lesson_sessions').insert({
      transaction_id: id,
      tutor_id: tutorApi.userId,
      starts_at: new Date(ends.getTime() - 30 * 60_000),
      ends_at: ends,
      status: 'CONFIRMED',
      proposed_by: 'tutor',
    });

    await answerYes(tutor, `${base}/tutor-transactions/${id}`);
    await tutor.getByText('Menunggu jawaban pihak lain.').waitFor();
    await gotoLive(customer, `${base}/transactions/${id}`);
    await customer.getByText(/dianggap selesai\. Batasnya:/).waitFor();
    await answerYes(customer, `${base}/transactions/${id}`);
    // Scoped: the toast 'Terima kasih, sesi tercatat selesai.' holds the same words for a few seconds.
    await customer.getByTestId('session-attendance').getByText('Sesi tercatat selesai.').waitFor();
    await customer.getByTestId('session-row').first().getByText('Selesai', { exact: true }).waitFor();
  });
});
