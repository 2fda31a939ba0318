import { useId, useState, type FormEvent } from 'react';
import { updatePasswordSchema } from '../../../../core/accounts/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useUpdatePassword } from '../api/update-password.ts';
import { LINKED_WAYS_TEXTS, type LinkedWay, type LinkedWays } from '../../../../core/accounts/linked-ways.ts';
import { toast } from 'sonner';
import { LinkedWaysChoice } from './linked-ways-choice.tsx';
import { firstProblem } from '../../../lib/first-problem.ts';

type Props = { resetToken: string; linked: LinkedWays; onUpdated: () => void; onProblem: (title: string, message: string) => void };

/**
 * Step 3: the new password, sent with the reset token from the code or the recovery link, and the
 * linked ways (Google, Telegram, WhatsApp) ticked to go with the old password (docs/decisions/041).
 */
export function PasswordNewStep({ resetToken, linked, onUpdated, onProblem }: Props) {
  const id = useId();
  const [form, setForm] = useState({ password: '', passwordConfirmation: '' });
  const [remove, setRemove] = useState<LinkedWay[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdatePassword({
    onSuccess: () => {
      if (remove.length > 0) toast.success(LINKED_WAYS_TEXTS.removed);
      onUpdated();
    },
    onError: (failure) => onProblem('Error', failure.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { resetToken, ...form, remove };
    const problem = firstProblem(updatePasswordSchema, input);
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) {
      onProblem('Error', problem.message);
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    update.mutate(input);
  };
  const field = (name: keyof typeof form) => ({
    id: `${id}-${name}`,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors({});
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Buat password baru" className="flex flex-col gap-4">
      <TextField label="Password Baru" type="password" autoComplete="new-password" hint="Minimal 6 karakter" {...field('password')} />
      <TextField label="Konfirmasi Password Baru" type="password" autoComplete="new-password" {...field('passwordConfirmation')} />
      <LinkedWaysChoice linked={linked} chosen={remove} onChange={setRemove} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Menyimpan...' : 'Simpan Password'}
      </Button>
    </form>
  );
}
