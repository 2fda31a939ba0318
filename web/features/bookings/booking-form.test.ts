import { describe, expect, it } from 'vitest';
import { bookingProblems, previewTotals, type BookingValues } from './booking-form.ts';

const valid: BookingValues = {
  customerName: 'Nadia Putri',
  phone: '081311122233',
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 1,
  notes: '',
};

describe('bookingProblems (product.md#booking-form)', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(bookingProblems(valid)).toEqual({});
  });

  it('gives each field its product message', () => {
    expect(bookingProblems({ ...valid, customerName: 'A', phone: '08123', subjects: [] })).toEqual({
      customerName: 'Nama harus lebih dari 2 karakter.',
      phone: 'Nomor telepon harus lebih dari 10 angka.',
      subjects: 'Pilih minimal 1 mata pelajaran.',
    });
    expect(bookingProblems({ ...valid, durationHours: 0 }).durationHours).toBe('Durasi harus lebih dari 0.');
    expect(bookingProblems({ ...valid, studentCount: 0 }).studentCount).toBe('Minimal 1 orang.');
  });

  it('refuses more than 5 hours or 5 students', () => {
    expect(bookingProblems({ ...valid, durationHours: 6 }).durationHours).toBeDefined();
    expect(bookingProblems({ ...valid, studentCount: 6 }).studentCount).toBeDefined();
  });
});

describe('previewTotals (product.md#money-split: total = price × hours × students, 85 % to the tutor)', () => {
  it('multiplies price, hours and students', () => {
    expect(previewTotals(85_000, 2, 3)).toEqual({ total: 510_000, tutorPayment: 433_500, platformFee: 76_500 });
  });

  it('uses at least 1 hour and 1 student while a field is empty or invalid', () => {
    expect(previewTotals(50_000, 0, Number.NaN).total).toBe(50_000);
  });

  it('rounds the tutor share down as the server does', () => {
    expect(previewTotals(33_333, 1, 1)).toEqual({ total: 33_333, tutorPayment: 28_333, platformFee: 5_000 });
  });
});
