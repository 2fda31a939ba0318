// `npm run bench:statements`: reading and matching a bank statement of 10,000 lines against 5,000
// open transactions (docs/benchmarks.md). Aim (issue 42): under 2 s for both. Exits 1 when missed.
// The file is a BCA export, the layout with the most work per line (preamble, year, footer).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { matchStatement, type OpenTransaction } from '../core/bank-statements/match-statement.ts';
import { parseStatement } from '../core/bank-statements/parse-statement.ts';

const LINES = 10_000;
const OPEN = 5_000;
const AIM_MS = 2_000;
const RUNS = 5;
const say = (line = '') => process.stdout.write(`${line}\n`);

// Open transactions at five prices plus a kode unik. Of every four lines, two pay an open
// transaction's amount (the second 5,000 lines pay them again, so those are listed), one is a
// stranger amount and one a debit.
const open: OpenTransaction[] = Array.from({ length: OPEN }, (_, i) => ({
  id: `t${i}`,
  amountDue: 100_000 * (1 + (i % 5)) + (i % 999) + 1,
  windowStart: '2026-11-01',
  windowEnd: '2026-11-30',
}));
const rupiah = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
const rows: string[] = [];
let balance = 10_000_000;
for (let i = 0; i < LINES; i += 1) {
  const debit = i % 4 === 3;
  const amount = i % 4 === 2 ? 77_777 + i : (open[i % OPEN] as OpenTransaction).amountDue;
  balance += debit ? -amount : amount;
  const day = String(1 + (i % 28)).padStart(2, '0');
  rows.push(
    `'${day}/11,TRSF E-BANKING ${debit ? 'DB' : 'CR'} ${i} PELANGGAN ${i},0000,"${rupiah(amount)}",${debit ? 'DB' : 'CR'},"${rupiah(balance)}"`,
  );
}
const csv = [
  'Informasi Rekening - Mutasi Rekening',
  "No. rekening : ,'0123456789",
  'Periode : ,01/11/2026 - 30/11/2026',
  'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
  ...rows,
  'Saldo Awal,:,"10,000,000.00"',
].join('\n');

say(
  `Load average ${os.loadavg()[0]!.toFixed(2)}, Node ${process.version}. ${LINES} lines (${(csv.length / 1024).toFixed(0)} KB), ${OPEN} open transactions.`,
);
const timings: { parse: number; match: number }[] = [];
let outcomes: Record<string, number> = {};
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const { lines } = parseStatement(csv);
  const parsed = performance.now();
  const results = matchStatement(lines, open);
  timings.push({ parse: parsed - started, match: performance.now() - parsed });
  outcomes = {};
  for (const { outcome } of results) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const parse = median(timings.map((t) => t.parse));
const match = median(timings.map((t) => t.match));
say(`Outcomes: ${JSON.stringify(outcomes)}`);
say(
  `Median of ${RUNS}: parse ${parse.toFixed(0)} ms, match ${match.toFixed(0)} ms, total ${(parse + match).toFixed(0)} ms (aim < ${AIM_MS} ms).`,
);
if (parse + match >= AIM_MS) process.exitCode = 1;
