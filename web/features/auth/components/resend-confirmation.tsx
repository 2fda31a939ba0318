import { toast } from 'sonner';
import { useState } from 'react';
import { AUTH_MESSAGES } from '../../../../core/accounts/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { ApiError, retryAfterSeconds } from '../../../lib/api-client.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * 'Kirim Ulang Email Konfirmasi' for the address typed in the sign-in form. The 60-second cooldown
 * is the server's (its answer or its 429 says how long); it is kept per address
 * (docs/product.md#accounts-resend-confirmation).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { seconds, start } = useCountdown();
  const [cooldownFor, setCooldownFor] = useState<string | null>(null);
  const address = email.trim().toLowerCase();
  const waiting = cooldownFor === address ? seconds : 0;

  const resend = useResendConfirmation({
    onSuccess: ({ cooldownSeconds }, sentTo) => {
      setCooldownFor(sentTo);
      start(cooldownSeconds);
      toast.success('Email Terkirim', { description: 'Silakan cek email Anda untuk link konfirmasi.' });
    },
    onError: (error, sentTo) => {
      const wait = retryAfterSeconds(error);
      if (wait) {
        setCooldownFor(sentTo);
        start(wait);
      }
      toast.error('Error', { description: error instanceof ApiError && error.message ? error.message : AUTH_MESSAGES.resendFailed });
    },
  });

  const onClick = () => {
    if (!address) {
      toast.error('Error', { description: AUTH_MESSAGES.resendEmailRequired });
      return;
    }
    resend.mutate(address);
  };

  return (
    <Button variant="secondary" className="w-full" onClick={onClick} disabled={resend.isPending || waiting > 0}>
      {resend.isPending ? 'Mengirim...' : waiting > 0 ? `Kirim Ulang Email Konfirmasi (${waiting} detik)` : 'Kirim Ulang Email Konfirmasi'}
    </Button>
  );
}
