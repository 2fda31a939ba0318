import { VERIFICATION_WINDOW } from '../../../core/transactions/labels.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus } from '../../../core/transactions/statuses.ts';
import type { BadgeTone } from '../ui/badge.tsx';

// Badge colours and the legend's explanations of the states; the labels themselves come from core.

export const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  UNPAID: 'warning',
  PROOF_SUBMITTED: 'info',
  PAID: 'success',
  CANCELLED: 'danger',
  REFUND_REQUESTED: 'warning',
  REFUNDED: 'neutral',
};

export const CLASS_TONES: Record<ClassStatus, BadgeTone> = {
  IN_PROGRESS: 'brand',
  DONE: 'success',
  CANCELLED: 'danger',
};

export const PAYOUT_TONES: Record<PayoutStatus, BadgeTone> = {
  REQUESTED: 'info',
  APPROVED: 'brand',
  REJECTED: 'danger',
  DONE: 'success',
};

export const PAYMENT_HINTS: Record<PaymentStatus, string> = {
  UNPAID: 'Lakukan pembayaran lalu unggah bukti pembayaran.',
  PROOF_SUBMITTED: `Bukti pembayaran sedang diverifikasi admin dalam ${VERIFICATION_WINDOW}.`,
  PAID: 'Pembayaran terverifikasi, nomor tutor sudah bisa dilihat.',
  CANCELLED: 'Transaksi dibatalkan sebelum dibayar.',
  REFUND_REQUESTED: 'Pembayaran dibatalkan dan dana sedang dikembalikan.',
  REFUNDED: 'Dana sudah dikembalikan kepada Anda.',
};

export const CLASS_HINTS: Record<ClassStatus, string> = {
  IN_PROGRESS: 'Kelas belum ditandai selesai.',
  DONE: 'Kelas sudah selesai dan pembayaran diteruskan ke tutor.',
  CANCELLED: 'Kelas tidak jadi berlangsung.',
};
