import { z } from 'zod';
import { text } from '../validation/text.ts';

// The console's 'Log Audit' tab (docs/product.md#admin-audit). Entries are shown newest first, with
// the actor's name and an Indonesian label for each action the product writes. `before`/`after`
// hold statuses and amounts by design (infra/audit-log.ts); the view still drops any key
// that names a secret or a contact detail and anything that is not a plain value, so an entry
// written carelessly later cannot show a hash, a token or a phone number in the console.

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  entity: 'Jenis data audit tidak valid.',
  page: 'Halaman harus berupa bilangan bulat mulai dari 1.',
} as const;

/** The entities written today, with their labels for the console's filter. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  transaction: 'Transaksi',
  payment_proof: 'Bukti Pembayaran',
  payout: 'Pencairan',
  review: 'Ulasan',
  tutors: 'Tutor',
  user: 'Pengguna',
  notification_delivery: 'Notifikasi',
  outbox: 'Event',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'transaction.cancel': 'Transaksi dibatalkan',
  'transaction.requestRefund': 'Refund diminta',
  'transaction.markDone': 'Kelas ditandai selesai',
  'payment.submit_proof': 'Bukti pembayaran diunggah',
  'payment.approve_proof': 'Bukti pembayaran disetujui',
  'payment.reject_proof': 'Bukti pembayaran ditolak',
  'payment.complete_refund': 'Refund diselesaikan',
  'payout.request': 'Pencairan diajukan',
  'payout.approve': 'Pencairan disetujui',
  'payout.reject': 'Pencairan ditolak',
  'payout.mark_paid': 'Pencairan ditandai dibayar',
  'review.create': 'Ulasan ditulis',
  'tutor.profile_updated': 'Harga atau status tutor diubah',
  'tutor.availability_set': 'Status ketersediaan tutor diubah',
  'tutor.marked_busy_inactive': 'Tutor tidak aktif dijadikan Sibuk',
  'tutor.verify': 'Tutor diverifikasi',
  'tutor.unverify': 'Verifikasi tutor dibatalkan',
  'user.disable': 'Akun dinonaktifkan',
  'user.enable': 'Akun diaktifkan kembali',
  'user.google_linked': 'Akun Google dihubungkan',
  'user.google_unlinked': 'Akun Google diputuskan',
  'tutor.profile_completed': 'Profil tutor dilengkapi',
  retryEvent: 'Event diulang',
  retryDelivery: 'Pengiriman notifikasi diulang',
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

const unset = (value: unknown) => (value === '' ? undefined : value);

export const auditQuerySchema = z.object({
  // Any entity name the services write (a new one needs no change here), never arbitrary text.
  entity: z.preprocess(
    unset,
    text({ error: AUDIT_MESSAGES.entity })
      .regex(/^[a-z_]{1,40}$/, AUDIT_MESSAGES.entity)
      .optional(),
  ),
  page: z.preprocess(
    unset,
    z.coerce
      .number({ error: AUDIT_MESSAGES.page })
      .int(AUDIT_MESSAGES.page)
      .min(1, AUDIT_MESSAGES.page)
      .max(10_000, AUDIT_MESSAGES.page)
      .default(1),
  ),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;

export type AuditValue = string | number | boolean | null;
export type AuditSummary = Record<string, AuditValue>;

export type AuditEntryView = {
  id: string;
  createdAt: string;
  /** null: the system (a scheduled job). */
  actor: { id: string; name: string } | null;
  action: string;
  entity: string;
  entityId: string;
  before: AuditSummary | null;
  after: AuditSummary | null;
};

export type AuditPage = { entries: AuditEntryView[]; page: number; pageSize: number; hasMore: boolean };

const HIDDEN_KEY = /pass|hash|token|secret|otp|phone|bank|email|account|cookie|session/i;
const MAX_TEXT = 200;

/** The shown part of a `before`/`after`: plain values only, hidden keys left out, long texts cut. */
export function summarizeAuditState(state: unknown): AuditSummary | null {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return null;
  const summary: AuditSummary = {};
  for (const [key, value] of Object.entries(state)) {
    if (HIDDEN_KEY.test(key)) continue;
    if (typeof value === 'string') summary[key] = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) summary[key] = value;
  }
  return summary;
}
