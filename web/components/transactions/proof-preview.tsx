import { Spinner } from '../ui/spinner.tsx';
import { useProofFile } from '../../hooks/use-proof-file.ts';
import { IMAGE_LOAD_FAILED } from '../../lib/api/get-proof-file.ts';

/**
 * A stored payment proof: an image inline, a PDF as a link that opens it in a new tab. Both come
 * from the private file URL, fetched with the viewer's token.
 */
export function ProofPreview({ url, mime, label = 'Bukti pembayaran' }: { url: string; mime: string; label?: string }) {
  const file = useProofFile(url);
  if (file.isError) {
    return (
      <p role="alert" className="rounded-lg bg-slate-100 px-3 py-6 text-center text-sm text-slate-600">
        {IMAGE_LOAD_FAILED}
      </p>
    );
  }
  if (file.isPending || !file.objectUrl) {
    return (
      <div role="status" aria-label="Memuat bukti pembayaran" className="flex h-40 items-center justify-center rounded-lg bg-slate-100">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (mime === 'application/pdf') {
    return (
      <a
        href={file.objectUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
          <path d="M14 3v5h5" />
        </svg>
        Lihat {label.toLowerCase()} (PDF)
      </a>
    );
  }
  return (
    <a
      href={file.objectUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="block"
      aria-label={`Buka ${label.toLowerCase()} ukuran penuh`}
    >
      <img src={file.objectUrl} alt={label} className="max-h-80 w-full rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200" />
    </a>
  );
}
