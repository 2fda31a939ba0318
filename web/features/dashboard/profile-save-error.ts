import { toast } from 'sonner';
import { refusedField } from '../../lib/api-client.ts';

/** A refused profile save: its message under the field the server named, if any, and as a 'Pembaruan Gagal' toast. */
export function showSaveError(error: Error, setErrors: (errors: Record<string, string>) => void): void {
  const message = error.message || 'Terjadi kesalahan';
  const field = refusedField(error);
  if (field) setErrors({ [field]: message });
  toast.error('Pembaruan Gagal', { description: message });
}
