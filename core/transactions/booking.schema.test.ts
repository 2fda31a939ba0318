import { describe, expect, it } from 'vitest';
import { bookingFormSchema, createBookingSchema } from './booking.schema.ts';

const valid = {
  customerName: 'Budi Santoso',
  phone: '0812-3456-7890',
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 1,
  notes: '',
};

const firstMessage = (input: unknown) => {
  const result = bookingFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('booking form schema', () => {
  it('normalises a valid form', () => {
    expect(bookingFormSchema.parse({ ...valid, subjects: ['SMA - Fisika', 'SMA - Fisika'], customerName: '  Budi  ' })).toEqual({
      customerName: 'Budi',
      phone: '081234567890',
      subjects: ['SMA - Fisika'],
      durationHours: 2,
      studentCount: 1,
      notes: null,
    });
    expect(bookingFormSchema.parse({ ...valid, phone: '+62 812 3456 7890' }).phone).toBe('+6281234567890');
  });

  it('needs a name of at least 2 characters', () => {
    expect(firstMessage({ ...valid, customerName: ' B ' })).toBe('Nama harus lebih dari 2 karakter.');
    expect(firstMessage({ ...valid, customerName: 'Bu' })).toBeNull();
    expect(firstMessage({ ...valid, customerName: undefined })).toBe('Nama harus lebih dari 2 karakter.');
  });

  it('needs a phone number of at least 10 digits', () => {
    expect(firstMessage({ ...valid, phone: '081-234-567' })).toBe('Nomor telepon harus lebih dari 10 angka.');
    expect(firstMessage({ ...valid, phone: '0812345678' })).toBeNull();
    expect(firstMessage({ ...valid, phone: '0812345678901234' })).toBe('Nomor telepon maksimal 15 angka.');
  });

  it('needs at least one subject', () => {
    expect(firstMessage({ ...valid, subjects: [] })).toBe('Pilih minimal 1 mata pelajaran.');
    expect(firstMessage({ ...valid, subjects: undefined })).toBe('Pilih minimal 1 mata pelajaran.');
  });

  it('takes 1 to 5 whole hours', () => {
    expect(firstMessage({ ...valid, durationHours: 0 })).toBe('Durasi harus lebih dari 0.');
    expect(firstMessage({ ...valid, durationHours: 1.5 })).toBe('Durasi harus lebih dari 0.');
    expect(firstMessage({ ...valid, durationHours: '' })).toBe('Durasi harus lebih dari 0.');
    expect(firstMessage({ ...valid, durationHours: 1 })).toBeNull();
    expect(firstMessage({ ...valid, durationHours: 5 })).toBeNull();
    expect(firstMessage({ ...valid, durationHours: 6 })).toBe('Durasi maksimal 5 jam.');
  });

  it('takes 1 to 5 students', () => {
    expect(firstMessage({ ...valid, studentCount: 0 })).toBe('Minimal 1 orang.');
    expect(firstMessage({ ...valid, studentCount: 'dua' })).toBe('Minimal 1 orang.');
    expect(firstMessage({ ...valid, studentCount: '3' })).toBeNull();
    expect(firstMessage({ ...valid, studentCount: 6 })).toBe('Maksimal 5 orang.');
  });

  it('keeps notes optional and bounded', () => {
    expect(bookingFormSchema.parse({ ...valid, notes: undefined }).notes).toBeNull();
    expect(bookingFormSchema.parse({ ...valid, notes: ' Bab 3 ' }).notes).toBe('Bab 3');
    expect(firstMessage({ ...valid, notes: 'x'.repeat(2001) })).toBe('Catatan maksimal 2000 karakter.');
  });

  it('drops any price, total or status the client sends', () => {
    const parsed = createBookingSchema.parse({
      ...valid,
      tutorId: '7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10',
      totalPrice: 1,
      pricePerHour: 1,
      paymentStatus: 'PAID',
    });
    expect(Object.keys(parsed).sort()).toEqual(['customerName', 'durationHours', 'notes', 'phone', 'studentCount', 'subjects', 'tutorId']);
  });
});
