import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { parseAmount, parseDirection, type Direction } from './amount.ts';
import { parseStatementDate } from './statement-date.ts';
import { detectLayout, type BankFormat, type ColumnMap } from './statement-formats.ts';

export type StatementLine = {
  /** The line of the file, 1-based, as an editor shows it. */
  lineNumber: number;
  bank: BankFormat;
  date: string;
  description: string;
  amount: number;
  direction: Direction;
  balance: number | null;
  /**
   * Same line, same identity, whichever import brings it: the running balance tells two equal
   * transfers apart; without one, their position among equal lines does.
   */
  identity: string;
};

export type ParsedStatement = { bank: BankFormat; lines: StatementLine[] };

export const STATEMENT_MESSAGES = {
  noHeader:
    'Format mutasi tidak dikenali. Gunakan CSV mutasi dari internet banking BCA, Mandiri, BRI atau BNI, atau CSV dengan kolom tanggal, keterangan, jumlah dan jenis (CR/DB).',
  broken: (line: number) => `Berkas CSV rusak di baris ${line}. Unduh ulang mutasi dari internet banking.`,
  empty: 'Berkas mutasi tidak berisi transaksi.',
  notText: 'Berkas mutasi bukan teks CSV.',
  fileMissing: 'Pilih berkas mutasi (CSV) terlebih dahulu.',
  fileTooLarge: 'Ukuran berkas mutasi terlalu besar. Maksimum 5MB diperbolehkan.',
  invalid: (problems: string[]) => `Berkas mutasi tidak dapat dibaca: ${problems.join('; ')}.`,
} as const;

const MAX_REPORTED = 10;
export const DESCRIPTION_MAX = 500;
const HEADER_SEARCH_ROWS = 30;
const BCA_FOOTER = /^(saldo awal|mutasi kredit|mutasi debet|saldo akhir)/i;

type Row = { cells: string[]; line: number };

function readRows(text: string): Row[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new AppError('VALIDATION', STATEMENT_MESSAGES.broken(line), { lines: [line] });
  }
}

/** BCA's preamble: 'Periode : ,01/11/2026 - 30/11/2026'. A December-to-January period spans two years. */
function bcaYears(preamble: Row[]): ((month: number) => number) | undefined {
  for (const { cells } of preamble) {
    const match = /(\d{2})\/(\d{2})\/(\d{4})\s*-\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(cells.join(' '));
    if (match) {
      const [startMonth, startYear, endYear] = [Number(match[2]), Number(match[3]), Number(match[6])];
      return (month) => (month >= startMonth ? startYear : endYear);
    }
  }
  return undefined;
}

function moneyOf(columns: ColumnMap, cells: string[]): { amount: number; direction: Direction } | string {
  const cell = (index: number) => cells[index] ?? '';
  if ('debit' in columns) {
    const debit = cell(columns.debit) === '' ? null : parseAmount(cell(columns.debit));
    const credit = cell(columns.credit) === '' ? null : parseAmount(cell(columns.credit));
    if ((cell(columns.debit) !== '' && !debit) || (cell(columns.credit) !== '' && !credit)) return 'jumlah tidak dikenali';
    if (credit && credit.amount > 0)
      return debit && debit.amount > 0 ? 'debet dan kredit terisi bersamaan' : { amount: credit.amount, direction: 'CREDIT' };
    if (debit && debit.amount > 0) return { amount: debit.amount, direction: 'DEBIT' };
    return 'jumlah kosong';
  }
  const parsed = parseAmount(cell(columns.amount));
  if (!parsed) return `jumlah tidak dikenali ("${cell(columns.amount).slice(0, 30)}")`;
  const typed = columns.type === null || cell(columns.type) === '' ? null : parseDirection(cell(columns.type));
  if (columns.type !== null && cell(columns.type) !== '' && !typed) return 'jenis mutasi harus CR atau DB';
  const direction = typed ?? parsed.direction;
  return direction ? { amount: parsed.amount, direction } : 'jenis mutasi (CR/DB) tidak ada';
}

/**
 * Reads an internet-banking CSV export. All or nothing: any row it cannot read makes the whole file
 * refused, naming the lines, so an import never pays half a statement.
 */
export function parseStatement(text: string): ParsedStatement {
  // U+0000 is in no CSV export, and Postgres cannot store it: a binary file sent by mistake.
  if (text.includes('\u0000')) throw new AppError('VALIDATION', STATEMENT_MESSAGES.notText);
  const rows = readRows(text);
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => detectLayout(row.cells) !== null);
  if (headerAt < 0) throw new AppError('VALIDATION', STATEMENT_MESSAGES.noHeader);
  const { bank, columns } = detectLayout((rows[headerAt] as Row).cells) as NonNullable<ReturnType<typeof detectLayout>>;
  const yearFor = bank === 'BCA' ? bcaYears(rows.slice(0, headerAt)) : undefined;

  const problems: { line: number; problem: string }[] = [];
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of rows.slice(headerAt + 1)) {
    const first = cells[0] ?? '';
    if (bank === 'BCA' && BCA_FOOTER.test(first)) break;
    if (cells.every((cell) => cell === '')) continue;
    // BCA lists transfers not yet settled as 'PEND'; they come back dated once they are.
    if (bank === 'BCA' && /^'?PEND$/i.test(cells[columns.date] ?? '')) continue;
    const date = parseStatementDate(cells[columns.date] ?? '', yearFor);
    if (!date) {
      problems.push({ line, problem: `tanggal tidak dikenali ("${(cells[columns.date] ?? '').slice(0, 20)}")` });
      continue;
    }
    const money = moneyOf(columns, cells);
    if (typeof money === 'string') {
      problems.push({ line, problem: money });
      continue;
    }
    const balanceCell = columns.balance === null ? '' : (cells[columns.balance] ?? '');
    const balance = balanceCell === '' ? null : (parseAmount(balanceCell)?.amount ?? null);
    const description = columns.descriptions
      .map((index) => cells[index] ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, DESCRIPTION_MAX);
    const base = [bank, date, description.toUpperCase(), money.direction, money.amount.toFixed(2)].join('|');
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    const identity = `${base}|${balance === null ? `#${occurrence}` : `saldo ${balance.toFixed(2)}`}`;
    lines.push({ lineNumber: line, bank, date, description, amount: money.amount, direction: money.direction, balance, identity });
  }
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_REPORTED).map(({ line, problem }) => `baris ${line}: ${problem}`);
    if (problems.length > MAX_REPORTED) listed.push(`dan ${problems.length - MAX_REPORTED} baris lain`);
    throw new AppError('VALIDATION', STATEMENT_MESSAGES.invalid(listed), { lines: problems.map((p) => p.line) });
  }
  if (lines.length === 0) throw new AppError('VALIDATION', STATEMENT_MESSAGES.empty);
  return { bank, lines };
}
