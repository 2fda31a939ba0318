import { toast } from 'sonner';
import { useSetOwnAvailability } from '../api/own-profile.ts';

/** The dashboard switch (docs/product.md#tutor-availability) labelled Tersedia / Sibuk; it saves at once (PATCH availability). */
export function AvailabilityCard({ isAvailable }: { isAvailable: boolean }) {
  const mutation = useSetOwnAvailability({
    onSuccess: (available) =>
      toast.success('Status Diperbarui', {
        description: available
          ? 'Anda sekarang Tersedia: siswa dapat memesan Anda.'
          : 'Anda sekarang Sibuk: siswa tidak dapat memesan Anda untuk sementara.',
      }),
    onError: (error) => toast.error('Pembaruan Gagal', { description: error.message || 'Terjadi kesalahan' }),
  });
  // While the change is on its way the switch already shows where it is going.
  const checked = mutation.isPending ? (mutation.variables ?? isAvailable) : isAvailable;

  return (
    <section aria-labelledby="availability" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="availability" className="text-base font-bold text-slate-900">
        Status Ketersediaan
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {checked ? 'Siswa dapat memesan Anda sekarang.' : 'Anda tidak muncul sebagai tutor yang dapat dipesan.'}
      </p>
      <div className="mt-4 flex items-center justify-center gap-3 rounded-xl bg-slate-50 p-3">
        <span aria-hidden="true" className={`text-sm font-semibold ${checked ? 'text-slate-400' : 'text-amber-700'}`}>
          Sibuk
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-label="Tersedia"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(!checked)}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 ${checked ? 'bg-emerald-500' : 'bg-amber-400'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
        <span aria-hidden="true" className={`text-sm font-semibold ${checked ? 'text-emerald-700' : 'text-slate-400'}`}>
          Tersedia
        </span>
      </div>
    </section>
  );
}
