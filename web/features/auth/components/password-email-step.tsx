import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { requestPasswordOtpSchema } from '../../../../core/accounts/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useRequestPasswordOtp } from '../api/request-password-otp.ts';
import { firstProblem } from '../../../lib/first-problem.ts';

type Props = {
  initialEmail: string;
  onSent: (email: string, cooldownSeconds: number) => void;
  onProblem: (title: string, message: string) => void;
  onCooldown: (seconds: number) => void;
};

/** Step 1: the address to send the 6-digit code (and the recovery link) to. */
export function PasswordEmailStep({ initialEmail, onSent, onProblem, onCooldown }: Props) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();

  const request = useRequestPasswordOtp({
    onSuccess: ({ cooldownSeconds }) => {
      toast.success('OTP Terkirim', { description: 'Kode OTP telah dikirim ke email Anda.' });
      onSent(email.trim().toLowerCase(), cooldownSeconds);
    },
    onCooldown,
    onProblem,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(requestPasswordOtpSchema, { email });
    setError(problem?.message);
    if (problem) {
      onProblem('Error', problem.message);
      document.getElementById(id)?.focus();
      return;
    }
    request.mutate(email.trim().toLowerCase());
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Kirim kode OTP" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Masukkan email akun Anda. Kami akan mengirim kode OTP 6 digit untuk mengatur ulang password.</p>
      <TextField
        id={id}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="nama@email.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Mengirim...' : 'Kirim Kode OTP'}
      </Button>
    </form>
  );
}
