import { describe, expect, it } from 'vitest';
import { receiptFilename, receiptSections, type ReceiptData } from './receipt.ts';

const data: ReceiptData = {
  number: 'AJR/2026/11/000123',
  paidAt: new Date('2026-11-27T18:30:00Z'),
  customer: { name: 'Budi Santoso', phone: '085712349876' },
  tutor: { name: 'Siti Rahma', phone: null },
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  durationHours: 2,
  studentCount: 1,
  pricePerHour: 75_000,
  totalPrice: 150_000,
  tutorPayment: 127_500,
  uniqueCode: 123,
};

const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value;

describe('receiptSections', () => {
  it('dates the payment in Jakarta time and formats money as the product does', () => {
    const sections = receiptSections(data);
    expect(sections.paidAt).toBe('28 November 2026, 01:30');
    expect(valueOf(sections.amounts, 'Harga per jam')).toBe('Rp 75.000');
    expect(valueOf(sections.amounts, 'Subtotal')).toBe('Rp 150.000');
    expect(valueOf(sections.amounts, 'Biaya platform (15%, termasuk dalam subtotal)')).toBe('Rp 22.500');
    expect(valueOf(sections.parties, 'Diterima dari (siswa)')).toBe('Budi Santoso (085712349876)');
    expect(valueOf(sections.parties, 'Tutor')).toBe('Siti Rahma');
    expect(valueOf(sections.lesson, 'Mata pelajaran')).toBe('SMA - Fisika, SMA - Kimia');
  });

  it('adds the kode unik to the total paid, and leaves its line out when there is none', () => {
    expect(valueOf(receiptSections(data).amounts, 'Kode unik')).toBe('Rp 123');
    expect(receiptSections(data).total).toEqual({ label: 'Total dibayar', value: 'Rp 150.123' });
    const without = receiptSections({ ...data, uniqueCode: null });
    expect(valueOf(without.amounts, 'Kode unik')).toBeUndefined();
    expect(without.total.value).toBe('Rp 150.000');
  });

  it('names the file after the number', () => {
    expect(receiptFilename('AJR/2026/11/000123')).toBe('kwitansi-AJR-2026-11-000123.pdf');
  });
});
