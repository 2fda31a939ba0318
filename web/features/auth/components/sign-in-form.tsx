import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { AUTH_MESSAGES, signInSchema } from '../../../../core/accounts/auth.schema.ts';
import { GOOGLE_MESSAGES } from '../../../../core/accounts/google.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pendingGoogleLinkQueryOptions } from '../api/pending-google-link.ts';
import { useSignIn } from '../api/sign-in.ts';
import { firstProblem, focusField } from '../../../lib/first-problem.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

export function SignInForm() {
  const formId = useId();
  const navigate = useNavigate();
  // null until the user types: the address waiting for its password (below) fills the field.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Sent here from /auth-callback when a Google sign-in found this address's account: the
  // password, typed in this browser, links Google (docs/product.md#accounts-google).
  const [params] = useSearchParams();
  const pendingLink = useQuery({ ...pendingGoogleLinkQueryOptions(), enabled: params.get('google') === 'link' }).data?.email ?? null;
  const email = typedEmail ?? pendingLink ?? '';

  const signIn = useSignIn({
    onSuccess: (grant) => {
      toast.success('Berhasil', { description: 'Berhasil masuk' });
      if (grant.googleLink?.linked) toast.success(GOOGLE_MESSAGES.linkedTitle, { description: GOOGLE_MESSAGES.linked });
      else if (grant.googleLink) toast.error(GOOGLE_MESSAGES.failedTitle, { description: grant.googleLink.message });
      navigate(grant.landingPath, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details.reason === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmed(true);
        toast.error('Email Belum Dikonfirmasi', { description: AUTH_MESSAGES.emailNotConfirmed });
        return;
      }
      toast.error('Error', { description: error.message || AUTH_MESSAGES.signInFailed });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(signInSchema, { email, password });
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.error('Error', { description: problem.message });
      focusField(formId, problem.field);
      return;
    }
    setErrors({});
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Masuk">
      {pendingLink && (
        <Alert tone="info" title={GOOGLE_MESSAGES.linkRequiredTitle}>
          {GOOGLE_MESSAGES.linkPending(pendingLink)}
        </Alert>
      )}
      <TextField
        id={`${formId}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="nama@email.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        id={`${formId}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className="-mt-2 text-right">
        <Link to="/password-update" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          Lupa password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Memproses...' : 'Masuk'}
      </Button>
      {unconfirmed && (
        <div className="flex flex-col gap-3">
          <Alert tone="info" title="Email Belum Dikonfirmasi">
            {AUTH_MESSAGES.emailNotConfirmed}
          </Alert>
          <ResendConfirmation email={email} />
        </div>
      )}
    </form>
  );
}
