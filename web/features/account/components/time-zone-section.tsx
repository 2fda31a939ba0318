import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TIME_ZONES, zoneLabel, type TimeZone } from '../../../../core/lessons/time-zones.ts';
import { getTimeZone, setTimeZone, TIME_ZONE_KEY } from '../../../components/lessons/sessions-api.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

const ZONE_NAMES: Record<TimeZone, string> = {
  'Asia/Jakarta': 'WIB (Jakarta, UTC+7)',
  'Asia/Makassar': 'WITA (Makassar, UTC+8)',
  'Asia/Jayapura': 'WIT (Jayapura, UTC+9)',
};

/** docs/product.md#lesson-sessions: the zone lesson times are typed in and shown in; WIB until changed. */
export function TimeZoneSection() {
  const queryClient = useQueryClient();
  const zone = useQuery({ queryKey: TIME_ZONE_KEY, queryFn: ({ signal }) => getTimeZone(signal) });
  const save = useMutation({
    mutationFn: setTimeZone,
    onSuccess: (result) => {
      queryClient.setQueryData(TIME_ZONE_KEY, { timeZone: result.timeZone });
      // Every page showing lesson times reads them again in the new zone.
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tutor-transactions'] });
      toast.success(result.message);
    },
    onError: (error) => toast.error('Gagal menyimpan zona waktu', { description: serverMessage(error) ?? undefined }),
  });
  return (
    <section aria-labelledby="time-zone" className="flex flex-col gap-3">
      <div>
        <h2 id="time-zone" className="text-lg font-bold text-slate-900">
          Zona Waktu
        </h2>
        <p className="text-sm text-slate-600">Jadwal sesi diisi dan ditampilkan dalam zona ini.</p>
      </div>
      {zone.data ? (
        <RadioPills
          legend={`Zona waktu sekarang: ${zoneLabel(zone.data.timeZone)}`}
          options={TIME_ZONES.map((value) => ({ value, label: ZONE_NAMES[value] }))}
          value={save.isPending && save.variables ? save.variables : zone.data.timeZone}
          onChange={(value) => save.mutate(value)}
        />
      ) : zone.isError ? (
        <LoadError message="Gagal memuat zona waktu" onRetry={() => void zone.refetch()} retrying={zone.isFetching} />
      ) : (
        <LoadingBlock label="Memuat zona waktu..." />
      )}
    </section>
  );
}
