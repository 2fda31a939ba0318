import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../ui/button.tsx';
import { FilePicker } from '../ui/file-picker.tsx';
import { FieldShell } from '../ui/field.tsx';
import { useUploadProof } from '../../lib/api/upload-proof.ts';
import { PROOF_ACCEPT, proofFileProblem } from './proof-file.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { useObjectUrl } from '../../hooks/use-object-url.ts';

const UPLOAD_FAILED = 'Terjadi kesalahan saat mengunggah bukti pembayaran.';
const HINT = 'Format JPG, PNG atau PDF, maksimal 750KB.';

/**
 * Uploads (docs/product.md#payment-proof-file-rules): JPG, PNG or PDF up to 750KB, checked here
 * first; the button stays disabled until a file is chosen, while it uploads and after it was sent.
 * `onUploaded` lets a page that shows the form in a dialog follow up (refresh its own data, close).
 */
export function ProofUploadForm({ transactionId, onUploaded }: { transactionId: string; onUploaded?: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  // Only an image gets a preview.
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);

  const upload = useUploadProof({
    onSuccess: (result) => {
      setSent(true);
      toast.success('Upload Berhasil', { description: result.message });
      onUploaded?.();
    },
    onError: (error) => {
      const message = serverMessage(error) ?? UPLOAD_FAILED;
      setProblem(message);
      toast.error('Upload Gagal', { description: message });
    },
  });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setSent(false);
    if (!chosen) {
      setFile(null);
      setProblem(undefined);
      return;
    }
    const refusal = proofFileProblem(chosen);
    setProblem(refusal ?? undefined);
    if (refusal) {
      // The refused file must not stay selected, or choosing it again would not fire a change.
      event.target.value = '';
      setFile(null);
      toast.error('Upload Gagal', { description: refusal });
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !upload.isPending && !sent) upload.mutate({ id: transactionId, file });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Unggah bukti pembayaran" className="flex flex-col gap-4">
      <FieldShell id={id} label="File bukti pembayaran" hint={HINT} error={problem}>
        <FilePicker
          id={id}
          accept={PROOF_ACCEPT}
          hint={HINT}
          problem={problem}
          file={file}
          disabled={upload.isPending}
          onChoose={onChoose}
        />
      </FieldShell>
      {preview && (
        <img
          src={preview}
          alt="Pratinjau bukti pembayaran"
          className="max-h-64 w-full rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200"
        />
      )}
      <Button type="submit" size="lg" disabled={!file || upload.isPending || sent}>
        {upload.isPending ? 'Mengunggah...' : sent ? 'Bukti Pembayaran Terkirim' : 'Unggah Bukti Pembayaran'}
      </Button>
    </form>
  );
}
