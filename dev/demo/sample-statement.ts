import type { Db } from '../../infra/db.ts';
import { wibDay } from '../../core/bank-statements/match-statement.ts';

// The demo's sample bank statement (docs/trying-it.md#bank-statement): a KlikBCA 'Mutasi Rekening'
// export, as the admin downloads it from internet banking. Kode unik are drawn at random when the
// demo is played, so the file is written from the database when asked for: one transfer of the
// exact amount Nadia owes on her oldest unpaid booking (it turns PAID on import), one transfer
// nobody owes (listed for the admin) and the bank's monthly fee (a debit, never matched).

const DEMO_CUSTOMER = 'siswa@ajarin.id';
const STRANGER_AMOUNT = 87_654;
const MONTHLY_FEE = 10_000;

const bca = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
const dayMonth = (isoDay: string) => `'${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`;

export type SampleTransfer = { amountDue: number; customerName: string };

/** The CSV itself, for `day` (WIB); `transfer` null when nobody owes anything. */
export function sampleStatementCsv(transfer: SampleTransfer | null, day: string): string {
  const period = `01/${day.slice(5, 7)}/${day.slice(0, 4)} - ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  let balance = 5_000_000;
  const rows: string[] = [];
  const add = (description: string, amount: number, mark: 'CR' | 'DB') => {
    balance += mark === 'CR' ? amount : -amount;
    rows.push(`${dayMonth(day)},${description},0000,"${bca(amount)}",${mark},"${bca(balance)}"`);
  };
  if (transfer)
    add(
      `TRSF E-BANKING CR ${day.slice(8, 10)}${day.slice(5, 7)}/FTSCY/WS95031 ${transfer.customerName.toUpperCase()}`,
      transfer.amountDue,
      'CR',
    );
  add('SWITCHING CR TRANSFER DARI PENGIRIM TANPA PESANAN', STRANGER_AMOUNT, 'CR');
  add('BIAYA ADM', MONTHLY_FEE, 'DB');
  return [
    'Informasi Rekening - Mutasi Rekening',
    "No. rekening : ,'0123456789",
    'Nama : ,AJARIN INDONESIA',
    `Periode : ,${period}`,
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
    ...rows,
    `Saldo Awal,:,"${bca(5_000_000)}"`,
    `Saldo Akhir,:,"${bca(balance)}"`,
    '',
  ].join('\r\n');
}

/** Nadia's oldest booking awaiting payment, with what she must transfer. */
export async function demoTransfer(db: Db, customerEmail = DEMO_CUSTOMER): Promise<SampleTransfer | null> {
  const row = await db('transactions as t')
    .join('users as u', 'u.id', 't.customer_id')
    .where('u.email', customerEmail)
    .whereIn('t.payment_status', ['UNPAID', 'PROOF_SUBMITTED'])
    .orderBy([{ column: 't.created_at' }, { column: 't.id' }])
    .first<{ amount_due: number; customer_name: string } | undefined>(
      db.raw('t.total_price + t.unique_code as amount_due'),
      't.customer_name',
    );
  return row ? { amountDue: Number(row.amount_due), customerName: row.customer_name } : null;
}

export async function sampleStatement(db: Db, options: { now?: Date; customerEmail?: string } = {}): Promise<string> {
  return sampleStatementCsv(await demoTransfer(db, options.customerEmail), wibDay(options.now ?? new Date()));
}
