import type { Channel } from '../../../../core/notifications/channels.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useNotificationPreferences, useSetNotificationPreference } from '../api/use-notification-preferences.ts';
import { NotificationSwitches } from './notification-switches.tsx';

export const PREFERENCES_LOAD_FAILED = 'Gagal memuat pengaturan notifikasi';

/** docs/product.md#notification-preferences: which groups reach the user on which channel. */
export function PreferencesSection({ channels }: { channels: readonly Channel[] }) {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();
  return (
    <section aria-labelledby="notification-preferences" className="flex flex-col gap-4">
      <div>
        <h2 id="notification-preferences" className="text-lg font-bold text-slate-900">
          Pengaturan Notifikasi
        </h2>
        <p className="text-sm text-slate-600">
          Pilih kabar yang ingin Anda terima di setiap kanal. Notifikasi akun (konfirmasi email, kode reset password) selalu dikirim lewat
          email.
        </p>
      </div>
      {preferences.data ? (
        <NotificationSwitches
          view={preferences.data}
          channels={channels}
          saving={save.isPending ? (save.variables ?? null) : null}
          onChange={(change) => save.mutate(change)}
        />
      ) : preferences.isError ? (
        <LoadError message={PREFERENCES_LOAD_FAILED} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
      ) : (
        <LoadingBlock label="Memuat pengaturan notifikasi..." />
      )}
    </section>
  );
}
