import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';
import { SignUpSuccess } from './sign-up-success.tsx';

export function CustomerSignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const { fieldId, errors, clearError, submit, isSubmitting, signedUpEmail } = useSignUpSubmit();
  const [form, setForm] = useState({ name: '', email: '', password: '', passwordConfirmation: '' });

  if (signedUpEmail) return <SignUpSuccess email={signedUpEmail} onSignIn={onSignIn} />;

  const field = (name: keyof typeof form) => ({
    id: fieldId(name),
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ role: 'customer', ...form });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Daftar sebagai Siswa" className="flex flex-col gap-4">
      <TextField label="Nama" autoComplete="name" placeholder="Nama lengkap" {...field('name')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" placeholder="nama@email.com" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="Minimal 6 karakter" {...field('password')} />
      <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" {...field('passwordConfirmation')} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Memproses...' : 'Daftar'}
      </Button>
    </form>
  );
}
