import { describe, expect, it } from 'vitest';
import { requestCounts, type AdminOverview, type OverviewDay } from '../../../../core/admin/overview.ts';
import { adminOverviewKey } from '../api/get-admin-overview.ts';
import { OverviewPanel } from './overview-panel.tsx';
import { visibleText as text } from '../../../test/html.ts';
import { renderInApp } from '../../../test/render.tsx';

// The 'Ringkasan' tab (docs/product.md#admin-overview) rendered from what its query would have
// answered, already in the cache; nothing is fetched.

const days = (filled: Record<number, Omit<OverviewDay, 'date'>> = {}): OverviewDay[] =>
  Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
    ...(filled[index] ?? { gross: 0, platformFee: 0, count: 0 }),
  }));

const overview = (over: Partial<AdminOverview> = {}): AdminOverview => ({
  tutors: { listed: 12, all: 15 },
  customers: 40,
  requests: requestCounts(
    new Map([
      ['OPEN', 3],
      ['CHOSEN', 5],
      ['CANCELLED', 1],
      ['EXPIRED', 2],
    ]),
  ),
  proofsWaiting: 4,
  payoutsDue: { count: 2, amount: 252_500 },
  thisMonth: { month: '2026-11', gross: 1_250_000, platformFee: 187_500, count: 6, uniqueCodes: 1_234 },
  days: days({ 4: { gross: 200_000, platformFee: 30_000, count: 1 }, 29: { gross: 450_000, platformFee: 67_500, count: 2 } }),
  ...over,
});

function render(data?: AdminOverview, failed = false) {
  const cache = [
    ...(data ? [{ key: adminOverviewKey, data }] : []),
    ...(failed ? [{ key: adminOverviewKey, error: new Error('offline') }] : []),
  ];
  return renderInApp(<OverviewPanel />, { cache });
}

describe("the 'Ringkasan' tab", () => {
  it("says 'Memuat data...' while nothing has loaded", () => {
    expect(text(render())).toContain('Memuat data...');
  });

  it('says so, with a way to try again, when the figures failed to load', () => {
    const visible = text(render(undefined, true));
    expect(visible).toContain('Gagal memuat ringkasan');
    expect(visible).toContain('Coba Lagi');
  });

  it('shows every figure, money in rupiah, and the requests by status with their labels', () => {
    const visible = text(render(overview()));
    expect(visible).toContain('Tutor 12 tampil di galeri, dari 15 tutor terdaftar');
    expect(visible).toContain('Siswa 40');
    expect(visible).toContain('Bukti Menunggu Verifikasi 4');
    expect(visible).toContain('Pencairan Belum Dibayar 2 Rp 252.500 akan ditransfer');
    expect(visible).toContain('Nilai Kotor November 2026 Rp 1.250.000 6 pembayaran terverifikasi');
    expect(visible).toContain('Biaya Platform November 2026 Rp 187.500');
    expect(visible).toContain('Kode Unik November 2026 Rp 1.234');
    expect(visible).toContain('Terbuka 3 Tutor Dipilih 5 Dibatalkan 1 Kedaluwarsa 2');
  });

  it('draws the 30 days as one labelled image, with every value in a table for screen readers', () => {
    const html = render(overview());
    expect(html).toContain(
      'role="img" aria-label="Grafik nilai kotor per hari, 1 November sampai 30 November: total Rp 650.000 dari 3 transaksi, biaya platform Rp 97.500; tertinggi Rp 450.000 pada 30 November."',
    );
    const table = /<table class="sr-only">(.*)<\/table>/.exec(html)?.[1] ?? '';
    expect(table.match(/<tr>/g)).toHaveLength(31);
    expect(text(table)).toContain('5 November Rp 200.000 Rp 30.000 1');
    expect(text(table)).toContain('6 November Rp 0 Rp 0 0');
    expect(html).not.toContain('Belum ada transaksi dalam 30 hari terakhir');
  });

  it('says there were no transactions instead of drawing thirty empty bars', () => {
    const html = render(overview({ days: days(), thisMonth: { month: '2026-11', gross: 0, platformFee: 0, count: 0, uniqueCodes: 0 } }));
    expect(text(html)).toContain('Belum ada transaksi dalam 30 hari terakhir');
    expect(html).not.toContain('role="img"');
  });
});
