import { useState } from 'react';
import { toast } from 'sonner';
import { ExampleNote, EXAMPLE_TEXTS } from '../example-note.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { IMAGE_LOAD_FAILED } from '../../lib/api/get-proof-file.ts';
import { AmountDue, type AmountToPay } from './amount-due.tsx';
import { showsQrisPlaceholder } from './qris-fallback.ts';

async function copyGopay(number: string) {
  try {
    await navigator.clipboard.writeText(number);
    toast.success('Nomor GOPAY berhasil disalin');
  } catch {
    toast.error('Gagal menyalin nomor');
  }
}

/** The QRIS code, or a placeholder when the image cannot be loaded (docs/product.md#payment-methods). */
function QrisImage({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (showsQrisPlaceholder(src, failedSrc)) {
    return (
      <div
        role="img"
        aria-label="QRIS tidak tersedia"
        className="flex aspect-square w-full max-w-56 flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-center text-sm text-slate-500"
      >
        <svg viewBox="0 0 24 24" className="size-10 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2v2" />
        </svg>
        {IMAGE_LOAD_FAILED}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt="Kode QRIS Ajarin"
      onError={() => setFailedSrc(src)}
      className="aspect-square w-full max-w-56 rounded-xl bg-white object-contain ring-1 ring-slate-200"
    />
  );
}

/** docs/product.md#payment-methods: GOPAY ('Instant', copyable number) and QRIS ('Scan & Pay'), from the public config. */
export function PaymentMethodsCard({ payment }: { payment: AmountToPay }) {
  const config = usePublicConfig();
  return (
    <section
      id="metode-pembayaran"
      aria-labelledby="methods-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="methods-heading" className="text-lg font-semibold text-slate-900">
        Metode Pembayaran
      </h2>
      <p className="mt-1 text-sm text-slate-600">Bayar tepat jumlah di bawah ini, lalu unggah buktinya.</p>
      <AmountDue payment={payment} />
      {config.isPending ? (
        <div role="status" aria-label="Memuat metode pembayaran" className="flex justify-center py-8">
          <Spinner className="size-6" />
        </div>
      ) : config.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Metode pembayaran gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <div className="rounded-xl border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">GOPAY</p>
              <Badge tone="success">Instant</Badge>
            </div>
            <div className="mt-2 flex items-center justify-between gap-3">
              <p className="font-mono text-lg tracking-wide text-slate-900" aria-label="Nomor GOPAY">
                {config.data.gopayNumber}
              </p>
              <Button variant="secondary" onClick={() => void copyGopay(config.data.gopayNumber)} aria-label="Salin nomor GOPAY">
                Salin
              </Button>
            </div>
            {config.data.examples.includes('gopayNumber') && <ExampleNote>{EXAMPLE_TEXTS.gopay}</ExampleNote>}
          </div>
          <div className="rounded-xl border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">QRIS</p>
              <Badge tone="brand">Scan &amp; Pay</Badge>
            </div>
            <div className="mt-3 flex justify-center">
              <QrisImage src={config.data.qrisImageUrl} />
            </div>
            {config.data.examples.includes('qrisImageUrl') && <ExampleNote>{EXAMPLE_TEXTS.qris}</ExampleNote>}
          </div>
        </div>
      )}
    </section>
  );
}
