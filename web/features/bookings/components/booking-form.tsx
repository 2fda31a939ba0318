import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BOOKING_LIMITS, normalizeBookingPhone } from '../../../../core/transactions/booking.schema.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import type { PublicTutorDetail } from '../../../../core/tutors/list-tutors.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ClassNotesField } from '../../../components/form/class-notes-field.tsx';
import { FieldError, TextField } from '../../../components/ui/field.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { ApiError, refusedField } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { BOOKING_FIELDS, COUNT_CHOICES, bookingProblems, type BookingField, type BookingValues } from '../booking-form.ts';

const BOOKING_FAILED = 'Terjadi kesalahan saat memesan tutor.';
const countOptions = COUNT_CHOICES.map((count) => ({ value: String(count), label: String(count) }));

type Props = {
  tutor: PublicTutorDetail;
  initialName: string;
  values: BookingValues;
  onChange: (values: BookingValues) => void;
  onTutorChanged: () => void;
};

/** The booking form (docs/product.md#booking-form), checked by the core schema the server applies again. */
export function BookingForm({ tutor, initialName, values, onChange, onTutorChanged }: Props) {
  const formId = useId();
  const navigate = useNavigate();
  // After the first attempt the form re-checks as the customer types, so a fixed field clears at once.
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<BookingField, string>>>({});
  const problems = { ...(attempted ? bookingProblems(values) : {}), ...refused };
  const set = <K extends BookingField>(field: K, value: BookingValues[K]) => {
    setRefused({});
    onChange({ ...values, [field]: value });
  };

  const booking = useCreateBooking({
    onSuccess: (transaction) => {
      toast.success('Berhasil', { description: TRANSACTION_MESSAGES.bookingCreated });
      navigate(transaction?.id ? `/transactions/${transaction.id}` : '/transactions');
    },
    onError: (error) => {
      if (error instanceof ApiError && typeof error.details.title === 'string') {
        // The tutor turned busy since the page loaded: show it and refresh the tutor.
        toast.error(error.details.title, { description: error.message });
        onTutorChanged();
        return;
      }
      const field = refusedField(error);
      if (field) setRefused({ [field]: error.message });
      toast.error('Error', { description: serverMessage(error) ?? BOOKING_FAILED });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = bookingProblems(values);
    setAttempted(true);
    const first = BOOKING_FIELDS.find((field) => found[field]);
    if (first) {
      toast.error('Error', { description: found[first] });
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    booking.mutate({ tutorId: tutor.id, ...values, notes: values.notes.trim() || null });
  };

  const unavailable = !tutor.isAvailable;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Form pemesanan tutor"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      {unavailable && (
        <Alert tone="error" title={TRANSACTION_MESSAGES.tutorUnavailableTitle}>
          {TRANSACTION_MESSAGES.tutorUnavailable}
        </Alert>
      )}
      <TextField
        id={`${formId}-customerName`}
        label="Nama Lengkap"
        autoComplete="name"
        placeholder={initialName || 'Nama siswa'}
        value={values.customerName}
        maxLength={BOOKING_LIMITS.nameMax}
        onChange={(event) => set('customerName', event.target.value)}
        error={problems.customerName}
      />
      <TextField
        id={`${formId}-phone`}
        label="Nomor Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="081234567890"
        hint="Diberikan kepada tutor setelah pembayaran terverifikasi."
        value={values.phone}
        onChange={(event) => set('phone', normalizeBookingPhone(event.target.value))}
        error={problems.phone}
      />
      <fieldset aria-describedby={problems.subjects ? `${formId}-subjects-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Mata Pelajaran</legend>
        {tutor.subjects.length === 0 && <p className="text-sm text-slate-600">Tutor ini belum mencantumkan mata pelajaran.</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {tutor.subjects.map((subject, index) => (
            <label
              key={subject}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-brand-300"
            >
              <input
                id={index === 0 ? `${formId}-subjects` : undefined}
                type="checkbox"
                checked={values.subjects.includes(subject)}
                onChange={(event) =>
                  set('subjects', event.target.checked ? [...values.subjects, subject] : values.subjects.filter((item) => item !== subject))
                }
                className="size-4 accent-brand-700"
              />
              {subject}
            </label>
          ))}
        </div>
        <FieldError id={`${formId}-subjects`} error={problems.subjects} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <RadioPills
            legend="Durasi (jam)"
            options={countOptions}
            value={String(values.durationHours)}
            onChange={(value) => set('durationHours', Number(value))}
          />
          <FieldError id={`${formId}-durationHours`} error={problems.durationHours} />
        </div>
        <div>
          <RadioPills
            legend="Jumlah Siswa (orang)"
            options={countOptions}
            value={String(values.studentCount)}
            onChange={(value) => set('studentCount', Number(value))}
          />
          <FieldError id={`${formId}-studentCount`} error={problems.studentCount} />
        </div>
      </div>
      <ClassNotesField
        id={`${formId}-notes`}
        maxLength={BOOKING_LIMITS.notesMax}
        value={values.notes}
        onChange={(notes) => set('notes', notes)}
        error={problems.notes}
      />
      <Button type="submit" size="lg" disabled={unavailable || booking.isPending}>
        {booking.isPending ? 'Memproses...' : 'Pesan Sekarang'}
      </Button>
    </form>
  );
}
