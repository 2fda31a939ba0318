// The export layouts we read, recognised by their header row. Each maps the header to column
// indexes; the row reader in parse-statement.ts is shared.
//   BCA (KlikBCA 'Mutasi Rekening'): a preamble with 'Periode : ,01/11/2026 - 30/11/2026', then
//     Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo   rows: '28/11,TRSF E-BANKING CR ...,0000,150123.00,CR,2150123.00
//     then a footer from 'Saldo Awal'. Dates carry no year; 'PEND' rows are not settled yet.
//   Mandiri (MCM / Livin' bisnis): Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit
//   BRI (internet banking): Tanggal Transaksi,Uraian Transaksi,Teller,Debet,Kredit,Saldo
//   BNI (BNIDirect): Post Date,Value Date,Branch,Journal No.,Description,Amount,Db/Cr,Balance
//   Generic: a date, a description, and either an amount (with a type column, a CR/DB suffix or a
//     sign) or separate debit and credit columns; Indonesian or English names.

export const BANK_FORMATS = ['BCA', 'MANDIRI', 'BRI', 'BNI', 'GENERIC'] as const;
export type BankFormat = (typeof BANK_FORMATS)[number];

export type ColumnMap = {
  date: number;
  descriptions: number[];
  balance: number | null;
} & ({ amount: number; type: number | null } | { debit: number; credit: number });

export type StatementLayout = { bank: BankFormat; columns: ColumnMap };

const normal = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

function indexOf(header: string[], pattern: RegExp): number {
  return header.findIndex((cell) => pattern.test(cell));
}

function allIndexes(header: string[], pattern: RegExp): number[] {
  return header.flatMap((cell, index) => (pattern.test(cell) ? [index] : []));
}

const found = (index: number): number | null => (index < 0 ? null : index);

function bca(h: string[]): ColumnMap | null {
  if (h[0] !== 'tanggal transaksi' || h[1] !== 'keterangan' || !h.includes('cabang') || !h.includes('jumlah')) return null;
  const amount = h.indexOf('jumlah');
  // The CR/DB mark sits in the unnamed column right after the amount.
  return { date: 0, descriptions: [1], amount, type: h[amount + 1] === '' ? amount + 1 : null, balance: found(h.indexOf('saldo')) };
}

function mandiri(h: string[]): ColumnMap | null {
  if (!h.includes('account no') || !h.includes('val. date')) return null;
  const debit = h.indexOf('debit');
  const credit = h.indexOf('credit');
  if (debit < 0 || credit < 0) return null;
  return { date: h.indexOf('date'), descriptions: allIndexes(h, /^description$/), debit, credit, balance: found(h.indexOf('balance')) };
}

function bri(h: string[]): ColumnMap | null {
  if (!h.includes('uraian transaksi') || !h.includes('teller')) return null;
  const debit = h.indexOf('debet');
  const credit = h.indexOf('kredit');
  if (debit < 0 || credit < 0) return null;
  return { date: indexOf(h, /^tanggal/), descriptions: [h.indexOf('uraian transaksi')], debit, credit, balance: found(h.indexOf('saldo')) };
}

function bni(h: string[]): ColumnMap | null {
  if (!h.includes('journal no.') || !h.includes('db/cr')) return null;
  return {
    date: h.indexOf('post date'),
    descriptions: [h.indexOf('description')],
    amount: h.indexOf('amount'),
    type: h.indexOf('db/cr'),
    balance: found(h.indexOf('balance')),
  };
}

function generic(h: string[]): ColumnMap | null {
  const date = indexOf(h, /^(tanggal|tgl\.?|date|transaction date)$/);
  const description = indexOf(h, /^(keterangan|deskripsi|description|uraian|berita)$/);
  if (date < 0 || description < 0) return null;
  const balance = found(indexOf(h, /^(saldo|balance)$/));
  const debit = indexOf(h, /^(debit|debet)$/);
  const credit = indexOf(h, /^(kredit|credit)$/);
  if (debit >= 0 && credit >= 0) return { date, descriptions: [description], debit, credit, balance };
  const amount = indexOf(h, /^(jumlah|amount|nominal|mutasi)$/);
  if (amount < 0) return null;
  return { date, descriptions: [description], amount, type: found(indexOf(h, /^(jenis|tipe|type|cr\/db|db\/cr|d\/k|arah)$/)), balance };
}

const DETECTORS: [BankFormat, (header: string[]) => ColumnMap | null][] = [
  ['BCA', bca],
  ['MANDIRI', mandiri],
  ['BRI', bri],
  ['BNI', bni],
  ['GENERIC', generic],
];

/** The layout a header row announces, or null when the row is no header we know. */
export function detectLayout(headerRow: string[]): StatementLayout | null {
  const header = headerRow.map(normal);
  for (const [bank, detect] of DETECTORS) {
    const columns = detect(header);
    if (columns && columns.date >= 0 && columns.descriptions.every((index) => index >= 0)) return { bank, columns };
  }
  return null;
}
