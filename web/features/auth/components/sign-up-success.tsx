import { Button } from '../../../components/ui/button.tsx';

/** Shown in place of the sign-up form once the account exists and its confirmation email is on its way. */
export function SignUpSuccess({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <section
      role="status"
      aria-labelledby="sign-up-success-title"
      className="flex flex-col items-center gap-3 rounded-2xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200"
    >
      <svg viewBox="0 0 24 24" className="size-12 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="sign-up-success-title" className="text-xl font-bold text-slate-900">
        Cek Email
      </h2>
      <p className="text-slate-700">Cek email untuk konfirmasi pendaftaran kamu.</p>
      <p className="text-sm text-slate-600">
        Link konfirmasi dikirim ke <span className="font-semibold text-slate-900">{email}</span>. Setelah dikonfirmasi, Anda dapat langsung
        masuk.
      </p>
      <Button variant="secondary" onClick={onSignIn}>
        Ke Halaman Masuk
      </Button>
    </section>
  );
}
