import { z } from 'zod';
import { digitsOnly } from '../format/number-input.ts';
import { text } from '../validation/text.ts';

// The booking form and its dialog choices (docs/product.md#booking-form) — the same schema
// validates the web form and POST /api/bookings. Price, totals and statuses are no part of it: the
// server decides them.

export const BOOKING_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  maxSubjects: 27,
  maxHours: 5,
  maxStudents: 5,
  notesMax: 2000,
} as const;

export const BOOKING_MESSAGES = {
  name: 'Nama harus lebih dari 2 karakter.',
  nameTooLong: 'Nama maksimal 120 karakter.',
  phone: 'Nomor telepon harus lebih dari 10 angka.',
  phoneTooLong: 'Nomor telepon maksimal 15 angka.',
  subjects: 'Pilih minimal 1 mata pelajaran.',
  duration: 'Durasi harus lebih dari 0.',
  durationMax: 'Durasi maksimal 5 jam.',
  students: 'Minimal 1 orang.',
  studentsMax: 'Maksimal 5 orang.',
  notesTooLong: 'Catatan maksimal 2000 karakter.',
  tutorId: 'Tidak dapat menemukan tutor yang Anda cari.',
} as const;

/** Keeps digits and one leading '+': '+62 812-3456-7890' → '+6281234567890'. */
export function normalizeBookingPhone(text: string): string {
  const digits = digitsOnly(text);
  return text.trim().startsWith('+') && digits ? `+${digits}` : digits;
}

const wholeNumber = (required: string, max: number, tooMany: string) =>
  z.coerce.number({ error: required }).int(required).min(1, required).max(max, tooMany);

export const bookingFormSchema = z.object({
  customerName: text({ error: BOOKING_MESSAGES.name })
    .trim()
    .min(BOOKING_LIMITS.nameMin, BOOKING_MESSAGES.name)
    .max(BOOKING_LIMITS.nameMax, BOOKING_MESSAGES.nameTooLong),
  phone: text({ error: BOOKING_MESSAGES.phone })
    .max(40, BOOKING_MESSAGES.phoneTooLong)
    .transform(normalizeBookingPhone)
    .refine((phone) => digitsOnly(phone).length >= BOOKING_LIMITS.phoneMinDigits, BOOKING_MESSAGES.phone)
    .refine((phone) => digitsOnly(phone).length <= BOOKING_LIMITS.phoneMaxDigits, BOOKING_MESSAGES.phoneTooLong),
  subjects: z
    .array(text({ error: BOOKING_MESSAGES.subjects }).trim().min(1, BOOKING_MESSAGES.subjects).max(200), {
      error: BOOKING_MESSAGES.subjects,
    })
    .min(1, BOOKING_MESSAGES.subjects)
    .max(BOOKING_LIMITS.maxSubjects, BOOKING_MESSAGES.subjects)
    .transform((subjects) => [...new Set(subjects)]),
  durationHours: wholeNumber(BOOKING_MESSAGES.duration, BOOKING_LIMITS.maxHours, BOOKING_MESSAGES.durationMax),
  studentCount: wholeNumber(BOOKING_MESSAGES.students, BOOKING_LIMITS.maxStudents, BOOKING_MESSAGES.studentsMax),
  notes: text()
    .trim()
    .max(BOOKING_LIMITS.notesMax, BOOKING_MESSAGES.notesTooLong)
    .nullish()
    .transform((notes) => notes || null),
});

/** POST /api/bookings: the form plus the tutor. Unknown keys (a price, a total, a status) are dropped. */
export const createBookingSchema = bookingFormSchema.extend({
  tutorId: z.uuid({ error: BOOKING_MESSAGES.tutorId }),
});

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;
