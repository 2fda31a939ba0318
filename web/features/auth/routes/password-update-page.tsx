import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { endSession } from '../api/session-cache.ts';
import { PasswordEmailStep } from '../components/password-email-step.tsx';
import { PasswordNewStep } from '../components/password-new-step.tsx';
import { PasswordOtpStep } from '../components/password-otp-step.tsx';
import type { LinkedWays } from '../../../../core/accounts/linked-ways.ts';
import type { ResetGrant } from '../../../../core/contracts/auth.contract.ts';

/** docs/product.md#accounts-password-reset: back to /auth 2 s after the new password is saved. */
export const AFTER_UPDATE_REDIRECT_MS = 2000;

type Step = { name: 'email' } | { name: 'otp' } | ({ name: 'password' } & ResetGrant) | { name: 'done' };

const STEP_TITLES = { email: 'Email', otp: 'Kode OTP', password: 'Password Baru' } as const;
const STEP_NUMBERS = { email: 1, otp: 2, password: 3 } as const;

const NOTHING_LINKED: LinkedWays = { google: null, telegram: false, whatsapp: false };

function resetGrantFrom(state: unknown): ResetGrant | null {
  if (typeof state !== 'object' || state === null || !('resetToken' in state)) return null;
  if (typeof state.resetToken !== 'string' || !state.resetToken) return null;
  const linked =
    'linked' in state && typeof state.linked === 'object' && state.linked !== null ? (state.linked as LinkedWays) : NOTHING_LINKED;
  return { resetToken: state.resetToken, linked };
}

/**
 * Password reset (docs/product.md#accounts-password-reset): email → OTP → new password → /auth. A
 * recovery link from the email arrives here with `{ resetToken, linked }` in navigation state and
 * opens at the password step, which offers to remove the linked ways with the old password. Every error shows as a toast and in the red banner.
 */
export function PasswordUpdatePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(() => {
    const grant = resetGrantFrom(location.state);
    return grant ? { name: 'password', ...grant } : { name: 'email' };
  });
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState<{ title: string; message: string } | null>(null);
  const cooldown = useCountdown();

  useEffect(() => {
    if (step.name !== 'done') return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), AFTER_UPDATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step.name, navigate]);

  const goTo = (next: Step) => {
    setBanner(null);
    setStep(next);
  };
  const onProblem = (title: string, message: string) => {
    setBanner({ title, message });
    toast.error(title, { description: message });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-10 md:py-14">
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Atur Ulang Password</h1>
        {step.name !== 'done' && (
          <p className="mt-2 text-sm font-medium text-slate-600">
            Langkah {STEP_NUMBERS[step.name]} dari 3: {STEP_TITLES[step.name]}
          </p>
        )}
      </header>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        {banner && (
          <Alert tone="error" title={banner.title}>
            {banner.message}
          </Alert>
        )}
        {step.name === 'email' && (
          <PasswordEmailStep
            initialEmail={email}
            onCooldown={cooldown.start}
            onProblem={onProblem}
            onSent={(sentTo, seconds) => {
              setEmail(sentTo);
              cooldown.start(seconds);
              goTo({ name: 'otp' });
            }}
          />
        )}
        {step.name === 'otp' && (
          <PasswordOtpStep
            email={email}
            cooldownSeconds={cooldown.seconds}
            onCooldown={(seconds) => {
              setBanner(null);
              cooldown.start(seconds);
            }}
            onVerified={(grant) => goTo({ name: 'password', ...grant })}
            onBack={() => goTo({ name: 'email' })}
            onProblem={onProblem}
          />
        )}
        {step.name === 'password' && (
          <>
            <PasswordNewStep
              resetToken={step.resetToken}
              linked={step.linked}
              onProblem={onProblem}
              onUpdated={() => {
                // The server ended every session of this account; this tab's one too.
                endSession(queryClient);
                toast.success('Berhasil', { description: 'Password berhasil diperbarui' });
                goTo({ name: 'done' });
              }}
            />
            {banner && (
              <Button variant="ghost" onClick={() => goTo({ name: 'email' })}>
                Ulangi dari Awal
              </Button>
            )}
          </>
        )}
        {step.name === 'done' && (
          <>
            <Alert tone="success" title="Password berhasil diperbarui">
              Silakan masuk dengan password baru. Mengarahkan ke halaman masuk...
            </Alert>
            <ButtonLink to="/auth" replace>
              Ke Halaman Masuk
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
