import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../core/bank-statements/parse-statement.ts';
import { wibDay } from '../../core/bank-statements/match-statement.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// docs/product.md#bank-statements: an admin's CSV import pays the single match by the same path as
// a proof approval, lists the rest with candidates, changes nothing the second time, and refuses a
// bad file whole.
const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, outboxEvents } = app;

const tutor = await createTutor({ name: 'Siti Rahma', price: 120_000 });
const cheaperTutor = await createTutor({ name: 'Rina Wati', price: 119_995 });
const admin = await createAdmin();
const today = wibDay(new Date());

type Due = { id: string; amountDue: number };
async function open(customerName = 'Budi Santoso', by: Actor = tutor): Promise<Due & { customer: Actor }> {
  const customer = await createCustomer(customerName);
  const transaction = await book(customer, by, { durationHours: 1, studentCount: 1 });
  const row = await db('transactions').where({ id: transaction.id }).first('total_price', 'unique_code');
  return { id: transaction.id, amountDue: row.total_price + row.unique_code, customer };
}

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const csvOf = (rows: [string, string, number, 'CR' | 'DB'][]) =>
  ['tanggal;keterangan;jumlah;jenis', ...rows.map(([date, text, amount, type]) => `${date};${text};${rupiah(amount)};${type}`)].join('\n');

function importCsv(csv: string, viewer: Actor | null = admin) {
  const form = new FormData();
  form.set('statement', new Blob([csv], { type: 'text/csv' }), 'mutasi.csv');
  return call(viewer, 'POST', '/api/admin/bank-statements', { form });
}

const statusOf = async (id: string) => (await db('transactions').where({ id }).first('payment_status')).payment_status as string;
const countLines = async () => Number((await db('bank_statement_lines').count({ n: '*' }).first())?.n);

describe('bank statement import', () => {
  it('pays the one open transaction whose amount due a credit carries: audit entry, payment.verified, the line as evidence', async () => {
    const due = await open();
    const res = await importCsv(csvOf([[today, 'TRSF E-BANKING CR BUDI SANTOSO', due.amountDue, 'CR']]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bank: 'GENERIC', lines: 1, alreadyImported: 0, debits: 0, listed: [] });
    expect(res.body.matched).toEqual([
      { lineId: expect.any(String), lineNumber: 2, date: today, amount: due.amountDue, transactionId: due.id },
    ]);
    const lineId = res.body.matched[0].lineId as string;

    expect(await db('transactions').where({ id: due.id }).first()).toMatchObject({ payment_status: 'PAID', paid_at: expect.any(Date) });
    expect(await db('bank_statement_lines').where({ id: lineId }).first()).toMatchObject({
      outcome: 'MATCHED',
      transaction_id: due.id,
      imported_by: admin.id,
    });
    expect(await db('audit_log').where({ entity_id: due.id, action: 'payment.statement_match' }).first()).toMatchObject({
      actor_id: admin.id,
      after: { paymentStatus: 'PAID', statementLineId: lineId },
    });
    expect((await outboxEvents('payment.verified')).map((event) => event.payload)).toContainEqual({
      transactionId: due.id,
      statementLineId: lineId,
    });
    // The number is revealed exactly as after a proof approval.
    const detail = await call(due.customer, 'GET', `/api/transactions/${due.id}`);
    expect(detail.body.transaction.tutorPhone).toBe(tutor.phone);
  });

  it('changes nothing when the same file is imported again', async () => {
    const due = await open();
    const csv = csvOf([
      [today, 'TRSF CR', due.amountDue, 'CR'],
      [today, 'BIAYA ADM', 10_000, 'DB'],
    ]);
    expect((await importCsv(csv)).body.matched).toHaveLength(1);
    const lines = await countLines();
    const audits = (await db('audit_log').count({ n: '*' }).first())?.n;
    const events = (await outboxEvents()).length;

    const again = await importCsv(csv);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ lines: 2, alreadyImported: 2, debits: 0, matched: [], listed: [] });
    expect(await countLines()).toBe(lines);
    expect((await db('audit_log').count({ n: '*' }).first())?.n).toBe(audits);
    expect((await outboxEvents()).length).toBe(events);
  });

  it('approves the pending proof of a transaction waiting for verification, which leaves the proof queue', async () => {
    const due = await open();
    await uploadProof(due.customer, due.id);
    const proofId = await pendingProofId(due.id);
    expect((await importCsv(csvOf([[today, 'TRSF CR PROOF', due.amountDue, 'CR']]))).body.matched).toHaveLength(1);
    expect(await db('payment_proofs').where({ id: proofId }).first()).toMatchObject({ decision: 'APPROVED', decided_by: admin.id });
    const queue = await call(admin, 'GET', '/api/admin/proofs');
    expect(queue.body.proofs.map((proof: { proofId: string }) => proof.proofId)).not.toContain(proofId);
  });

  it('never pays with a debit, even of the exact amount due', async () => {
    const due = await open();
    const res = await importCsv(csvOf([[today, 'TRSF DB', due.amountDue, 'DB']]));
    expect(res.body).toMatchObject({ debits: 1, matched: [], listed: [] });
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it('lists a line two open transactions could be, with both as candidates, and pays neither', async () => {
    const first = await open('Budi Santoso');
    const second = await open('Ani Lestari', cheaperTutor);
    // 120 000 + c and 119 995 + (c + 5): one amount due, two transactions, with codes nobody holds.
    const held = new Set((await db('transactions').whereNotNull('unique_code').pluck('unique_code')) as number[]);
    const code = Array.from({ length: 900 }, (_, i) => i + 1).find((c) => !held.has(c) && !held.has(c + 5)) as number;
    await db('transactions').where({ id: first.id }).update({ unique_code: code });
    await db('transactions')
      .where({ id: second.id })
      .update({ unique_code: code + 5 });
    const amount = 120_000 + code;
    const res = await importCsv(csvOf([[today, 'TRSF CR SAMA', amount, 'CR']]));
    expect(res.body.matched).toEqual([]);
    expect(res.body.listed).toEqual([
      {
        lineId: expect.any(String),
        lineNumber: 2,
        date: today,
        description: 'TRSF CR SAMA',
        amount,
        outcome: 'AMBIGUOUS',
        candidates: expect.arrayContaining([
          {
            transactionId: first.id,
            customerName: 'Budi Santoso',
            tutorName: 'Siti Rahma',
            amountDue: amount,
            createdAt: expect.any(String),
          },
          {
            transactionId: second.id,
            customerName: 'Ani Lestari',
            tutorName: 'Rina Wati',
            amountDue: amount,
            createdAt: expect.any(String),
          },
        ]),
      },
    ]);
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['UNPAID', 'UNPAID']);

    // The proof queue shows the admin that the money of this proof is on the statement.
    await uploadProof(first.customer, first.id);
    const queue = await call(admin, 'GET', '/api/admin/proofs');
    const proof = queue.body.proofs.find((entry: { transactionId: string }) => entry.transactionId === first.id);
    expect(proof.statementLine).toEqual({
      lineId: res.body.listed[0].lineId,
      date: today,
      amount,
      description: 'TRSF CR SAMA',
      candidates: 2,
    });
  });

  it('shows no statement line beside a proof whose money no line carries', async () => {
    const due = await open();
    await uploadProof(due.customer, due.id);
    const queue = await call(admin, 'GET', '/api/admin/proofs');
    expect(queue.body.proofs.find((entry: { transactionId: string }) => entry.transactionId === due.id).statementLine).toBeNull();
  });

  it('lists a credit nobody owes, and one dated before the transaction existed, without candidates', async () => {
    const due = await open();
    const res = await importCsv(
      csvOf([
        [today, 'TRSF CR ASING', 1_234_567, 'CR'],
        ['2020-01-02', 'TRSF CR LAMA', due.amountDue, 'CR'],
      ]),
    );
    expect(res.body.listed.map((line: { outcome: string; candidates: unknown[] }) => [line.outcome, line.candidates])).toEqual([
      ['UNMATCHED', []],
      ['UNMATCHED', []],
    ]);
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it('lists a transfer dated after the payment deadline, even before the expiry job ran, and pays nothing', async () => {
    const due = await open('Dewi Lestari');
    await db('transactions')
      .where({ id: due.id })
      .update({ created_at: db.raw(`now() - interval '5 days'`), payment_due_at: db.raw(`now() - interval '2 days'`) });
    const res = await importCsv(csvOf([[today, 'TRSF CR TERLAMBAT', due.amountDue, 'CR']]));
    expect(res.body.listed.map((line: { outcome: string }) => line.outcome)).toEqual(['UNMATCHED']);
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it('refuses a malformed file whole, naming its lines, and stores nothing', async () => {
    const due = await open();
    const before = await countLines();
    const csv = `tanggal;keterangan;jumlah;jenis\n${today};OK;${due.amountDue};CR\n${today};RUSAK;dua ribu;CR\n`;
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      message: STATEMENT_MESSAGES.invalid(['baris 3: jumlah tidak dikenali ("dua ribu")']),
    });
    expect(await countLines()).toBe(before);
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it('refuses a file holding U+0000 whole: no CSV export has one, and Postgres could not store it', async () => {
    const due = await open('Nul Santoso');
    const before = await countLines();
    const res = await importCsv(csvOf([[today, 'TRSF CR BUDI\u0000', due.amountDue, 'CR']]));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(STATEMENT_MESSAGES.notText);
    expect(await countLines()).toBe(before);
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it('asks for a file when none is sent', async () => {
    const res = await call(admin, 'POST', '/api/admin/bank-statements', { form: new FormData() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(STATEMENT_MESSAGES.fileMissing);
  });

  it('is for admins only', async () => {
    const due = await open();
    const csv = csvOf([[today, 'TRSF CR', due.amountDue, 'CR']]);
    expect((await importCsv(csv, due.customer)).status).toBe(403);
    expect((await importCsv(csv, tutor)).status).toBe(403);
    expect((await importCsv(csv, null)).status).toBe(401);
    expect(await statusOf(due.id)).toBe('UNPAID');
  });
});
