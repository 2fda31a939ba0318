import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { verifyPasswordOtpSchema } from '../../../../core/accounts/auth.schema.ts';
import { digitsOnly } from '../../../../core/format/number-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useRequestPasswordOtp } from '../api/request-password-otp.ts';
import type { ResetGrant } from '../../../../core/contracts/auth.contract.ts';
import { useVerifyPasswordOtp } from '../api/verify-password-otp.ts';
import { firstProblem } from '../../../lib/first-problem.ts';

type Props = {
  email: string;
  cooldownSeconds: number;
  onCooldown: (seconds: number) => void;
  onVerified: (grant: ResetGrant) => void;
  onBack: () => void;
  onProblem: (title: string, message: string) => void;
};

/** Step 2: the 6-digit code from the email; the code can be sent again once the cooldown ends. */
export function PasswordOtpStep({ email, cooldownSeconds, onCooldown, onVerified, onBack, onProblem }: Props) {
  const id = useId();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();

  const verify = useVerifyPasswordOtp({
    onSuccess: (grant) => {
      toast.success('Verifikasi Berhasil', { description: 'Silakan buat password baru.' });
      onVerified(grant);
    },
    onError: (failure) => onProblem('Verifikasi Gagal', failure.message),
  });
  const resend = useRequestPasswordOtp({
    onSuccess: ({ cooldownSeconds: seconds }) => {
      onCooldown(seconds);
      setOtp('');
      toast.success('OTP Dikirim Ulang', { description: 'Kode OTP baru telah dikirim ke email Anda.' });
    },
    onCooldown,
    onProblem,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(verifyPasswordOtpSchema, { email, otp });
    setError(problem?.message);
    if (problem) {
      onProblem('Error', problem.message);
      document.getElementById(id)?.focus();
      return;
    }
    verify.mutate({ email, otp });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Verifikasi kode OTP" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Kode OTP telah dikirim ke <span className="font-semibold text-slate-900">{email}</span>. Kode berlaku 10 menit.
      </p>
      <TextField
        id={id}
        label="Kode OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className="text-center text-lg tracking-[0.5em]"
        value={otp}
        onChange={(event) => {
          setOtp(digitsOnly(event.target.value).slice(0, 6));
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? 'Memverifikasi...' : 'Verifikasi OTP'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={verify.isPending}>
          ← Ganti Email
        </Button>
        <Button variant="secondary" onClick={() => resend.mutate(email)} disabled={resend.isPending || cooldownSeconds > 0}>
          {resend.isPending ? 'Mengirim...' : cooldownSeconds > 0 ? `Kirim Ulang (${cooldownSeconds} detik)` : 'Kirim Ulang'}
        </Button>
      </div>
    </form>
  );
}
