import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import type { ListedStatementLine, StatementResult } from '../../../../core/bank-statements/views.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { FieldShell } from '../../../components/ui/field.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useImportBankStatement } from '../api/import-bank-statement.ts';

const HINT =
  'CSV mutasi dari internet banking BCA, Mandiri, BRI atau BNI, atau CSV dengan kolom tanggal, keterangan, jumlah dan jenis (CR/DB). Maksimum 5MB.';
const BANK_NAMES: Record<StatementResult['bank'], string> = { BCA: 'BCA', MANDIRI: 'Mandiri', BRI: 'BRI', BNI: 'BNI', GENERIC: 'CSV umum' };

function ListedLine({ line }: { line: ListedStatementLine }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-500">
        {line.lineNumber === null ? 'Webhook' : `Baris ${line.lineNumber}`} · {line.date}
      </p>
      <p className="text-lg font-bold text-slate-900">{formatRupiah(line.amount)}</p>
      <p className="break-words text-sm text-slate-700">{line.description}</p>
      {line.candidates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Tidak ada transaksi terbuka dengan jumlah ini.</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-amber-900">Beberapa transaksi cocok, periksa bukti pembayarannya:</p>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {line.candidates.map((candidate) => (
              <li key={candidate.transactionId}>
                <Link to={`/transactions/${candidate.transactionId}`} className="font-medium text-brand-700 hover:underline">
                  {candidate.customerName} dengan {candidate.tutorName}
                </Link>{' '}
                · {formatRupiah(candidate.amountDue)}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export function ImportResult({ result }: { result: StatementResult }) {
  const fresh = result.lines - result.alreadyImported;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={`Mutasi ${BANK_NAMES[result.bank]} diimpor`}>
        {fresh} baris baru, {result.alreadyImported} baris sudah pernah diimpor. {result.matched.length} pembayaran terverifikasi otomatis,{' '}
        {result.listed.length} baris perlu diperiksa, {result.debits} baris debet dilewati.
      </Alert>
      {result.listed.length > 0 && (
        <ul aria-label="Baris mutasi yang perlu diperiksa" className="flex flex-col gap-3">
          {result.listed.map((line) => (
            <ListedLine key={line.lineId} line={line} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Mutasi Bank': an internet-banking export pays the transfers it shows (docs/product.md#bank-statements). */
export function BankStatementPanel() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportBankStatement();
  const problem = upload.isError ? (serverMessage(upload.error) ?? 'Terjadi kesalahan. Silakan coba lagi.') : undefined;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    setFile(event.target.files?.[0] ?? null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !upload.isPending) upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        aria-label="Impor mutasi bank"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <FieldShell id={id} label="Berkas mutasi (CSV)" hint={HINT} error={problem}>
          <FilePicker
            id={id}
            accept={'.csv,text/csv'}
            hint={HINT}
            problem={problem}
            file={file}
            disabled={upload.isPending}
            onChoose={onChoose}
          />
        </FieldShell>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Mengimpor...' : 'Impor Mutasi'}
        </Button>
      </form>
      {upload.data && <ImportResult result={upload.data} />}
    </div>
  );
}
