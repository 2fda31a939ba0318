import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { AUTH_MESSAGES, type Role } from '../../../../core/accounts/auth.schema.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmEmailQueryOptions } from '../api/confirm-email.ts';
import { CallbackOutcome } from '../components/callback-outcome.tsx';
import { GoogleReturn } from '../components/google-return.tsx';
import { startSession } from '../api/session-cache.ts';
import { verifyRecoveryLinkQueryOptions } from '../api/verify-recovery-link.ts';

/** Redirect delays (docs/product.md#accounts-confirmation, docs/product.md#accounts-password-reset). */
export const CONFIRMED_REDIRECT_MS = 2000;
export const RECOVERY_REDIRECT_MS = 800;

const INVALID_LINK_SCREEN = 'Kode verifikasi tidak valid atau sudah digunakan. Silakan cek email Anda.';
const FAILED_SCREEN = 'Terjadi kesalahan saat verifikasi email. Silakan coba lagi.';
const FAILED_TOAST = 'Terjadi kesalahan saat memverifikasi email Anda. Silakan coba lagi.';

/** docs/product.md#accounts-confirmation: after a verified email, tutors go to their dashboard and everyone else to the gallery. */
const afterConfirmation = (role: Role) => (role === 'tutor' ? '/dashboard' : '/tutors');

function Failure({ error }: { error: unknown }) {
  // A refused link (400) is the common case; anything else (no connection, 5xx) is worth retrying.
  const refused = error === null || (error instanceof ApiError && error.status === 400);
  useEffect(() => {
    const description = !refused ? FAILED_TOAST : error instanceof ApiError ? error.message : AUTH_MESSAGES.verificationInvalid;
    // The id keeps StrictMode's second effect run from stacking a second toast.
    toast.error('Verifikasi Gagal', { id: 'auth-callback-failed', description });
  }, [error, refused]);
  return (
    <CallbackOutcome
      ok={false}
      title="Verifikasi Gagal"
      actions={
        <>
          <ButtonLink to="/auth" variant="secondary">
            Kembali ke Login
          </ButtonLink>
          <Button onClick={() => window.location.reload()}>Coba Lagi</Button>
        </>
      }
    >
      <p>{refused ? INVALID_LINK_SCREEN : FAILED_SCREEN}</p>
    </CallbackOutcome>
  );
}

function ConfirmSignUp({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmation = useQuery(confirmEmailQueryOptions(token));
  const grant = confirmation.data;

  useEffect(() => {
    if (!grant) return;
    startSession(queryClient, grant);
    const timer = setTimeout(() => navigate(afterConfirmation(grant.user.role), { replace: true }), CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [grant, queryClient, navigate]);

  if (confirmation.isPending) return <LoadingBlock label="Memverifikasi email..." />;
  if (confirmation.isError) return <Failure error={confirmation.error} />;
  return (
    <CallbackOutcome
      ok
      title="Email Terverifikasi"
      actions={<ButtonLink to={afterConfirmation(confirmation.data.user.role)}>Lanjutkan ke Login</ButtonLink>}
    >
      <p>Email Anda berhasil dikonfirmasi. Anda akan diarahkan sebentar lagi...</p>
    </CallbackOutcome>
  );
}

function OpenRecoveryLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const recovery = useQuery(verifyRecoveryLinkQueryOptions(token));
  const grant = recovery.data;

  useEffect(() => {
    if (!grant) return;
    // The reset token travels in navigation state, never in the URL (history, logs, referrers).
    const timer = setTimeout(() => navigate('/password-update', { replace: true, state: grant }), RECOVERY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [grant, navigate]);

  if (recovery.isPending) return <LoadingBlock label="Memverifikasi link..." />;
  if (recovery.isError) return <Failure error={recovery.error} />;
  return (
    <CallbackOutcome ok title="Link Valid" actions={null}>
      <p>Mengarahkan ke halaman atur ulang password...</p>
    </CallbackOutcome>
  );
}

/**
 * The auth callback: the confirmation link (type=signup) or the recovery link (type=recovery) from
 * an email (docs/product.md#accounts-confirmation), or the return from Google (type=google,
 * docs/product.md#accounts-google).
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  if (type === 'google') return <GoogleReturn params={params} />;
  const token = params.get('token');
  if (token && type === 'signup') return <ConfirmSignUp token={token} />;
  if (token && type === 'recovery') return <OpenRecoveryLink token={token} />;
  return <Failure error={null} />;
}
