import { bookingFormSchema, type BookingFormInput } from '../../../core/transactions/booking.schema.ts';
import { computeTotals, type Totals } from '../../../core/transactions/money.ts';

export type BookingValues = {
  customerName: string;
  phone: string;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  notes: string;
};

export type BookingField = keyof BookingValues;

/** The form's fields in screen order: the first one with a problem gets the focus. */
export const BOOKING_FIELDS: readonly BookingField[] = ['customerName', 'phone', 'subjects', 'durationHours', 'studentCount', 'notes'];

/** The booking form (docs/product.md#booking-form): 1 to 5 hours and 1 to 5 students. */
export const COUNT_CHOICES = [1, 2, 3, 4, 5] as const;

/** The first message of each field with a problem, from the core schema the server applies too. */
export function bookingProblems(values: BookingFormInput): Partial<Record<BookingField, string>> {
  const result = bookingFormSchema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<BookingField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/**
 * The total shown while the customer fills the form, by the same core function the server uses
 * (docs/product.md#money-split; at least 1 hour and 1 student). Only a preview: the server reads
 * the tutor's price again and decides the total.
 */
export function previewTotals(pricePerHour: number, hours: number, students: number): Totals {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : 1);
  return computeTotals(Math.max(0, Math.trunc(pricePerHour) || 0), whole(hours), whole(students));
}
