import { formatRupiah } from '../format/rupiah.ts';
import { formatTransactionDate } from '../format/transaction-date.ts';
import { PLATFORM_FEE_PERCENT } from '../transactions/money.ts';

// The receipt (kwitansi) of a paid transaction as plain rows of text: what the PDF prints
// (services/receipts/receipt-pdf.ts) and what its tests read back. Money in the product's format.

export type ReceiptParty = { name: string; phone: string | null };

export type ReceiptData = {
  number: string;
  paidAt: Date;
  customer: ReceiptParty;
  tutor: ReceiptParty;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  pricePerHour: number;
  totalPrice: number;
  tutorPayment: number;
  /** The kode unik added to the transfer; null when the transaction has none. */
  uniqueCode: number | null;
};

export type ReceiptRow = { label: string; value: string };

export type ReceiptSections = {
  title: string;
  number: string;
  paidAt: string;
  parties: ReceiptRow[];
  lesson: ReceiptRow[];
  amounts: ReceiptRow[];
  total: ReceiptRow;
  note: string;
};

const contact = (party: ReceiptParty): string => (party.phone ? `${party.name} (${party.phone})` : party.name);

export function receiptSections(data: ReceiptData): ReceiptSections {
  const platformFee = data.totalPrice - data.tutorPayment;
  const paid = data.totalPrice + (data.uniqueCode ?? 0);
  return {
    title: 'KWITANSI PEMBAYARAN',
    number: data.number,
    paidAt: formatTransactionDate(data.paidAt),
    parties: [
      { label: 'Diterima dari (siswa)', value: contact(data.customer) },
      { label: 'Tutor', value: contact(data.tutor) },
    ],
    lesson: [
      { label: 'Mata pelajaran', value: data.subjects.join(', ') },
      { label: 'Durasi', value: `${data.durationHours} jam` },
      { label: 'Jumlah siswa', value: String(data.studentCount) },
      { label: 'Tanggal pembayaran', value: formatTransactionDate(data.paidAt) },
    ],
    amounts: [
      { label: 'Harga per jam', value: formatRupiah(data.pricePerHour) },
      { label: 'Jumlah jam', value: String(data.durationHours) },
      { label: 'Jumlah siswa', value: String(data.studentCount) },
      { label: 'Subtotal', value: formatRupiah(data.totalPrice) },
      ...(data.uniqueCode === null ? [] : [{ label: 'Kode unik', value: formatRupiah(data.uniqueCode) }]),
      { label: `Biaya platform (${PLATFORM_FEE_PERCENT}%, termasuk dalam subtotal)`, value: formatRupiah(platformFee) },
      { label: 'Bagian tutor (termasuk dalam subtotal)', value: formatRupiah(data.tutorPayment) },
    ],
    total: { label: 'Total dibayar', value: formatRupiah(paid) },
    note: 'Kwitansi ini dibuat otomatis oleh Ajarin dan sah tanpa tanda tangan.',
  };
}

/** 'AJR/2026/11/000123' → 'kwitansi-AJR-2026-11-000123.pdf'. */
export const receiptFilename = (number: string): string => `kwitansi-${number.replaceAll('/', '-')}.pdf`;
