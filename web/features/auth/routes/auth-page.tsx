import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { landingPathFor } from '../../../../core/accounts/auth.schema.ts';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { CustomerSignUpForm } from '../components/customer-sign-up-form.tsx';
import { GoogleSignInButton } from '../components/google-sign-in-button.tsx';
import { RoleWelcome } from '../components/role-welcome.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { TutorSignUpForm } from '../components/tutor-sign-up-form.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';

type AuthRole = 'customer' | 'tutor';
type Tab = 'signin' | 'signup';

const ROLE_TEXT = {
  customer: { heading: 'Autentikasi Siswa', switchPrompt: 'Anda seorang tutor?', switchLink: 'Masuk sebagai Tutor', other: 'tutor' },
  tutor: { heading: 'Autentikasi Tutor', switchPrompt: 'Anda seorang siswa?', switchLink: 'Masuk sebagai Siswa', other: 'customer' },
} as const;

/**
 * An auth provider's error sent back to /auth (`error_code`, `error_description`) shows once as a
 * destructive toast; the parameters are then dropped so a reload does not repeat it.
 */
function useAuthErrorToast() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const code = params.get('error_code');
    const description = params.get('error_description');
    if (code === null && description === null) return;
    // The id makes StrictMode's second run update the same toast instead of adding one.
    toast.error(`Error ${code ?? ''}`.trim(), { id: `auth-error:${code}:${description}`, description: description ?? undefined });
    const rest = new URLSearchParams(params);
    for (const key of ['error', 'error_code', 'error_description']) rest.delete(key);
    setParams(rest, { replace: true });
  }, [params, setParams]);
}

function RoleAuth({ role }: { role: AuthRole }) {
  const [tab, setTab] = useState<Tab>('signin');
  const text = ROLE_TEXT[role];
  return (
    <section className={`mx-auto px-4 py-10 md:py-14 ${role === 'tutor' ? 'max-w-2xl' : 'max-w-md'}`}>
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{text.heading}</h1>
        <p className="mt-2 text-slate-600">{tab === 'signin' ? 'Masuk ke akun Ajarin Anda.' : 'Buat akun Ajarin baru.'}</p>
      </header>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        <GoogleSignInButton role={role} />
        <Tabs
          label={text.heading}
          tabs={[
            { value: 'signin', label: 'Masuk' },
            { value: 'signup', label: 'Daftar' },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab === 'signin' ? (
            <SignInForm />
          ) : role === 'tutor' ? (
            <TutorSignUpForm onSignIn={() => setTab('signin')} />
          ) : (
            <CustomerSignUpForm onSignIn={() => setTab('signin')} />
          )}
        </Tabs>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {text.switchPrompt}{' '}
        <Link to={`/auth?role=${text.other}`} className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          {text.switchLink}
        </Link>
      </p>
    </section>
  );
}

/** /auth (docs/product.md#web-routes): the role choice, or sign-in and sign-up for the role in `?role=`. */
export function AuthPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  useAuthErrorToast();

  if (auth.status === 'loading') return <LoadingBlock label="Memuat..." />;
  if (auth.status === 'authenticated') return <Navigate to={landingPathFor(auth.user.role)} replace />;
  const role = params.get('role');
  // Keyed by role: switching role starts again on the Masuk tab with empty forms.
  if (role === 'customer' || role === 'tutor') return <RoleAuth key={role} role={role} />;
  return <RoleWelcome />;
}
