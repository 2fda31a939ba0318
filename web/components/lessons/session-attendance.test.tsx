import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../../core/lessons/sessions.ts';
import { renderInApp } from '../../test/render.tsx';
import { SessionAttendance } from './session-attendance.tsx';

// docs/product.md#lesson-attendance: every state of a session's attendance under it on the pages.
const session = (over: Partial<SessionView> = {}): SessionView => ({
  id: 's1',
  startsAt: '2026-12-01T16:00:00+07:00',
  durationMinutes: 60,
  status: 'CONFIRMED',
  proposedBy: 'tutor',
  reschedule: null,
  attendance: { tutor: null, customer: null },
  ended: true,
  dispute: null,
  changes: [],
  ...over,
});
const show = (value: SessionView, side: 'tutor' | 'customer' = 'customer') =>
  renderInApp(<SessionAttendance session={value} side={side} queryKey={['t']} />);

describe('a session’s attendance on the transaction page', () => {
  it('waits for the end, then asks the viewer with the silence deadline for the customer only', () => {
    expect(show(session({ ended: false }))).not.toContain('Kelas sudah berlangsung?');
    const customer = show(session());
    expect(customer).toContain('Kelas sudah berlangsung?');
    expect(customer).toMatch(/Ya.*Tidak.*Ada masalah/);
    expect(customer).toContain('Batasnya: Jumat, 4 Desember 2026, 17.00 WIB');
    expect(show(session(), 'tutor')).not.toContain('Batasnya');
  });

  it('shows both answers, waiting, done', () => {
    const answered = show(session({ attendance: { tutor: 'YES', customer: null } }), 'tutor');
    expect(answered).toContain('Tutor: Ya · Pelanggan: belum menjawab');
    expect(answered).toContain('Menunggu jawaban pihak lain.');
    expect(show(session({ status: 'DONE', attendance: { tutor: 'YES', customer: 'YES' } }))).toContain('Sesi tercatat selesai.');
  });

  it('asks for the statement of an open dispute until written, then shows the decision', () => {
    const open = { id: 'd1', status: 'OPEN', reason: 'NO', viewerStatementWritten: false, decision: null } as const;
    expect(show(session({ status: 'DISPUTED', dispute: open }))).toContain('Ceritakan apa yang terjadi');
    expect(show(session({ status: 'DISPUTED', dispute: { ...open, viewerStatementWritten: true } }))).toContain(
      'Penjelasan Anda sudah tersimpan.',
    );
    const decided = show(
      session({
        status: 'DONE',
        dispute: { ...open, status: 'DECIDED', decision: { outcome: 'PARTIAL_REFUND', refundAmount: 50_000, note: 'Separuh waktu.' } },
      }),
    );
    expect(decided).toContain('Pengembalian dana sebagian');
    expect(decided).toContain('Rp 50.000');
    expect(decided).not.toContain('Ceritakan apa yang terjadi');
  });
});
