import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { landingPathFor } from '../../../../core/accounts/auth.schema.ts';
import {
  GOOGLE_MESSAGES,
  googleCallbackPageSchema,
  type GoogleCallbackPage,
  type GoogleFailure,
} from '../../../../core/accounts/google.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { toast } from 'sonner';
import { CallbackOutcome } from './callback-outcome.tsx';
import { googleAuthContract } from '../../../../core/contracts/google-auth.contract.ts';
import { endpointAddress } from '../../../lib/call-api.ts';

/** The spec's wait after an OAuth return before moving on (docs/product.md#accounts-google). */
export const GOOGLE_REDIRECT_MS = 2000;

/** Where 'Coba Lagi' starts again: a new Google sign-in for the role, or the account page's link. */
function retryHref(page: GoogleCallbackPage): string {
  if (page.intent === 'link') return '/akun';
  return page.role === 'customer' || page.role === 'tutor'
    ? endpointAddress(googleAuthContract.start, { query: { role: page.role } })
    : '/auth';
}

function Failure({ page, reason }: { page: GoogleCallbackPage; reason: GoogleFailure }) {
  const detail = GOOGLE_MESSAGES.reasons[reason];
  useEffect(() => {
    toast.error(GOOGLE_MESSAGES.failedTitle, { id: 'google-return-failed', description: GOOGLE_MESSAGES.failed });
  }, []);
  const back = page.intent === 'link' ? { to: '/akun', label: 'Kembali ke Akun' } : { to: '/auth', label: 'Kembali ke Login' };
  return (
    <CallbackOutcome
      ok={false}
      title={GOOGLE_MESSAGES.failedTitle}
      actions={
        <>
          <ButtonLink to={back.to} variant="secondary">
            {back.label}
          </ButtonLink>
          {/* A new flow, not a reload: the spent return would only fail again. */}
          <Button onClick={() => window.location.assign(retryHref(page))}>Coba Lagi</Button>
        </>
      }
    >
      <p>{GOOGLE_MESSAGES.failed}</p>
      {detail && <p className="text-sm">{detail}</p>}
    </CallbackOutcome>
  );
}

/** Signed in by the server (the refresh cookie is set): the page moves on once the session is read. */
function SignedIn({ page }: { page: GoogleCallbackPage }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const landing = auth.user ? landingPathFor(auth.user.role) : null;

  useEffect(() => {
    if (!landing) return;
    toast.success('Berhasil', { id: 'google-signed-in', description: 'Berhasil masuk' });
    const timer = setTimeout(() => navigate(landing, { replace: true }), GOOGLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  if (auth.status === 'loading') return <LoadingBlock label="Memproses masuk dengan Google..." />;
  // The cookie the server set did not come back (blocked, or the session already ended).
  if (!landing) return <Failure page={page} reason="failed" />;
  return (
    <CallbackOutcome ok title={GOOGLE_MESSAGES.signedInTitle} actions={<ButtonLink to={landing}>Lanjutkan ke Login</ButtonLink>}>
      <p>{GOOGLE_MESSAGES.signedIn}</p>
    </CallbackOutcome>
  );
}

function Linked() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.success(GOOGLE_MESSAGES.linkedTitle, { id: 'google-linked', description: GOOGLE_MESSAGES.linked });
    const timer = setTimeout(() => navigate('/akun', { replace: true }), GOOGLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <CallbackOutcome ok title={GOOGLE_MESSAGES.linkedTitle} actions={<ButtonLink to="/akun">Kembali ke Akun</ButtonLink>}>
      <p>{GOOGLE_MESSAGES.linked}</p>
    </CallbackOutcome>
  );
}

/** The address has an account already: its owner signs in with the password once to link Google. */
function LinkRequired({ page }: { page: GoogleCallbackPage }) {
  const role = page.role === 'tutor' ? 'tutor' : 'customer';
  return (
    <CallbackOutcome
      ok
      title={GOOGLE_MESSAGES.linkRequiredTitle}
      actions={
        <>
          <ButtonLink to="/auth" variant="secondary">
            Kembali ke Login
          </ButtonLink>
          <ButtonLink to={`/auth?role=${role}&google=link`}>Masuk dengan Password</ButtonLink>
        </>
      }
    >
      <p>{GOOGLE_MESSAGES.linkRequired}</p>
    </CallbackOutcome>
  );
}

/** /auth-callback?type=google&result=…: what the server decided about the return from Google. */
export function GoogleReturn({ params }: { params: URLSearchParams }) {
  const page = googleCallbackPageSchema.parse(Object.fromEntries(params));
  switch (page.result) {
    case 'signed-in':
      return <SignedIn page={page} />;
    case 'linked':
      return <Linked />;
    case 'link-required':
      return <LinkRequired page={page} />;
    default:
      return <Failure page={page} reason={page.result} />;
  }
}
