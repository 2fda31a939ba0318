import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { parseStatement } from './parse-statement.ts';

const BCA = `Informasi Rekening - Mutasi Rekening
No. rekening : ,'0123456789
Nama : ,AJARIN INDONESIA
Periode : ,01/11/2026 - 30/11/2026
Kode Mata Uang : ,Rp

Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo
'27/11,TRSF E-BANKING CR 2711/FTSCY/WS95031 150123.00 BUDI SANTOSO,0000,"150,123.00",CR,"2,150,123.00"
'28/11,BIAYA ADM,0000,"10,000.00",DB,"2,140,123.00"
PEND,SWITCHING CR TRANSFER DARI SITI,0000,"75,456.00",CR,
Saldo Awal,:,"2,000,000.00"
Mutasi Kredit,:,"150,123.00",1 Transaksi
`;

const MANDIRI = `Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit,
1230001234567,28/11/26,28/11/26,8888,TRANSFER DARI BUDI,SANTOSO,REF001,.00,"150,123.00",
1230001234567,28/11/26,28/11/26,8888,BIAYA ADM,,REF002,"10,000.00",.00,
`;

const BRI = `Tanggal Transaksi,Uraian Transaksi,Teller,Debet,Kredit,Saldo
28/11/26 09:14:02,NBMB BUDI SANTOSO TO AJARIN,8888001,0.00,150123.00,2150123.00
28/11/26 10:00:00,BIAYA ADM,8888001,10000.00,0.00,2140123.00
`;

const BNI = `Post Date,Value Date,Branch,Journal No.,Description,Amount,Db/Cr,Balance
28/11/2026 09:14:02,28/11/2026,0259,123456,TRF/PAY/TOP-UP ECHANNEL BUDI SANTOSO,"150,123.00",C,"2,150,123.00"
28/11/2026 10:00:00,28/11/2026,0259,123457,BIAYA ADM,"10,000.00",D,"2,140,123.00"
`;

const GENERIC = `tanggal;keterangan;jumlah;jenis
2026-11-28;Transfer Budi;Rp 150.123;CR
2026-11-28;Biaya admin;Rp 10.000;DB
`;

function failure(text: string): AppError {
  try {
    parseStatement(text);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('parseStatement', () => {
  it.each([
    ['BCA', BCA, '2026-11-27'],
    ['MANDIRI', MANDIRI, '2026-11-28'],
    ['BRI', BRI, '2026-11-28'],
    ['BNI', BNI, '2026-11-28'],
    ['GENERIC', GENERIC, '2026-11-28'],
  ])('reads a %s export: one credit of 150 123 and one debit of 10 000', (bank, text, creditDate) => {
    const { bank: detected, lines } = parseStatement(text);
    expect(detected).toBe(bank);
    expect(lines.map(({ amount, direction }) => [amount, direction])).toEqual([
      [150123, 'CREDIT'],
      [10000, 'DEBIT'],
    ]);
    expect(lines[0]?.date).toBe(creditDate);
  });

  it('skips BCA pending rows and stops at the footer, keeping the file line numbers', () => {
    const { lines } = parseStatement(BCA);
    expect(lines.map((line) => line.lineNumber)).toEqual([8, 9]);
    expect(lines[0]?.description).toContain('BUDI SANTOSO');
    expect(lines[0]?.balance).toBe(2150123);
  });

  it('joins Mandiri two description columns', () => {
    expect(parseStatement(MANDIRI).lines[0]?.description).toBe('TRANSFER DARI BUDI SANTOSO');
  });

  it('reads a generic file with a CR/DB suffix on the amount and no type column', () => {
    const { lines } = parseStatement('date,description,amount\n28/11/2026,Transfer,150.123 CR\n28/11/2026,Fee,"2.500,00 DB"\n');
    expect(lines.map((l) => [l.amount, l.direction])).toEqual([
      [150123, 'CREDIT'],
      [2500, 'DEBIT'],
    ]);
  });

  it('gives the same identities to the same file read twice', () => {
    expect(parseStatement(BRI).lines.map((l) => l.identity)).toEqual(parseStatement(BRI).lines.map((l) => l.identity));
  });

  it('tells two equal transfers on the same day apart by position when there is no balance', () => {
    const text = 'tanggal,keterangan,jumlah,jenis\n28/11/2026,Transfer,150123,CR\n28/11/2026,Transfer,150123,CR\n';
    const [first, second] = parseStatement(text).lines;
    expect(first?.identity).not.toBe(second?.identity);
  });

  it('refuses a file it does not recognise', () => {
    expect(failure('nama,umur\nBudi,20\n').message).toMatch(/^Format mutasi tidak dikenali/);
  });

  it('names every unreadable line and reads nothing', () => {
    const error = failure(
      'tanggal,keterangan,jumlah,jenis\n28/11/2026,Ok,150123,CR\n31/02/2026,Tanggal salah,1000,CR\n28/11/2026,Jumlah salah,abc,CR\n28/11/2026,Jenis salah,1000,X\n',
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe(
      'Berkas mutasi tidak dapat dibaca: baris 3: tanggal tidak dikenali ("31/02/2026"); baris 4: jumlah tidak dikenali ("abc"); baris 5: jenis mutasi harus CR atau DB.',
    );
    expect(error.details).toEqual({ lines: [3, 4, 5] });
  });

  it('names the line of a broken quote', () => {
    const error = failure('tanggal,keterangan,jumlah,jenis\n28/11/2026,Ok,150123,CR\n28/11/2026,"Tidak ditutup,1000,CR\n');
    expect(error.message).toMatch(/^Berkas CSV rusak di baris \d+\./);
  });

  it('refuses a file with a header and no transactions', () => {
    expect(failure('tanggal,keterangan,jumlah,jenis\n').message).toBe('Berkas mutasi tidak berisi transaksi.');
  });
});
