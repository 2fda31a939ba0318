import { useId, useState, type FormEvent } from 'react';
import { VERIFICATION_NOTE_MAX, verifyTutorSchema } from '../../../../core/admin/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';

type Props = { open: boolean; tutorName: string; busy: boolean; onSubmit: (note: string) => void; onClose: () => void };

// Mounted only while the dialog is open, so every opening starts from the usual note.
function VerifyForm({ tutorName, busy, onSubmit, onClose }: Omit<Props, 'open'>) {
  const id = useId();
  const [note, setNote] = useState('Kartu mahasiswa diperiksa');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyTutorSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data.note ?? '');
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Pastikan kartu mahasiswa {tutorName} sudah Anda periksa. Tutor akan mendapat lencana <strong>Terverifikasi</strong> di galeri dan
        halaman profilnya.
      </p>
      <TextAreaField
        id={`${id}-note`}
        label="Catatan"
        optional
        maxLength={VERIFICATION_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Kembali
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Memproses...' : 'Verifikasi'}
        </Button>
      </div>
    </form>
  );
}

/** 'Verifikasi Tutor': the admin confirms the student ID check, with an optional note for the audit log. */
export function VerifyTutorDialog({ open, ...form }: Props) {
  return (
    <Dialog open={open} onClose={form.onClose} title="Verifikasi Tutor">
      <VerifyForm {...form} />
    </Dialog>
  );
}
