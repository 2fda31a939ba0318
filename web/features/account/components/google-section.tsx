import { useState } from 'react';
import { GOOGLE_MESSAGES } from '../../../../core/accounts/google.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useGoogleAccount, useLinkGoogle, useUnlinkGoogle } from '../api/use-google-account.ts';
import { GoogleLinkStart } from './google-link-start.tsx';

export const GOOGLE_LOAD_FAILED = 'Gagal memuat akun Google';

/**
 * docs/product.md#accounts-google: the linked Google account, 'Hubungkan Google' and 'Putuskan'.
 * 'Putuskan' is refused while Google is the only way in (the server refuses it too): the account
 * first needs a password, set through 'Lupa password?'.
 */
export function GoogleSection() {
  const google = useGoogleAccount();
  const link = useLinkGoogle();
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkGoogle(() => setAsking(false));
  const view = google.data;
  // Not offered here and nothing to undo: the card has nothing to say.
  if (view && !view.available && !view.identity) return null;

  return (
    <section aria-labelledby="google-sign-in" className="flex flex-col gap-4">
      <div>
        <h2 id="google-sign-in" className="text-lg font-bold text-slate-900">
          Masuk dengan Google
        </h2>
        <p className="text-sm text-slate-600">Masuk ke Ajarin dengan akun Google Anda, tanpa mengetik password.</p>
      </div>
      {view ? (
        <article
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:max-w-xl"
          data-google={view.identity ? 'linked' : 'none'}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-bold text-slate-900">Google</h3>
            <Badge tone={view.identity ? 'success' : 'neutral'}>{view.identity ? 'Terhubung' : 'Belum terhubung'}</Badge>
          </div>
          {view.identity ? (
            <>
              <p className="mt-2 text-sm text-slate-600">Terhubung dengan {view.identity.email}.</p>
              <p className="mt-1 text-xs text-slate-500">Terhubung sejak {formatTransactionDate(view.identity.linkedAt)}</p>
              {view.hasPassword ? (
                <div className="mt-4">
                  <Button variant="ghost" onClick={() => setAsking(true)}>
                    Putuskan
                  </Button>
                </div>
              ) : (
                <div className="mt-4 flex flex-col items-start gap-3">
                  <Alert tone="info">{GOOGLE_MESSAGES.unlinkOnlyWay}</Alert>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink to="/password-update" variant="secondary">
                      Buat Password
                    </ButtonLink>
                    <Button variant="ghost" disabled>
                      Putuskan
                    </Button>
                  </div>
                </div>
              )}
            </>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-600">Hubungkan akun Google agar berikutnya Anda bisa masuk dengan Google.</p>
              {view.available && <GoogleLinkStart link={link} />}
            </>
          )}
        </article>
      ) : google.isError ? (
        <LoadError message={GOOGLE_LOAD_FAILED} onRetry={() => void google.refetch()} retrying={google.isFetching} />
      ) : (
        <LoadingBlock label="Memuat akun Google..." />
      )}
      <ConfirmDialog
        open={asking}
        title="Putuskan Google?"
        confirmLabel="Putuskan"
        busy={unlink.isPending}
        onConfirm={() => unlink.mutate()}
        onClose={() => setAsking(false)}
      >
        Anda tidak bisa lagi masuk dengan akun Google {view?.identity?.email}. Anda tetap bisa masuk dengan email dan password. Anda bisa
        menghubungkannya kembali kapan saja.
      </ConfirmDialog>
    </section>
  );
}
