import { type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_MESSAGES as M,
  ATTENDANCE_QUESTION,
  DISPUTE_OUTCOME_LABELS,
  STATEMENT_MAX,
} from '../../../core/lessons/attendance-messages.ts';
import { zoneOfIso } from '../../../core/lessons/session-display.ts';
import { ATTENDANCE_ANSWERS, SESSION_RULES, type SessionParty, type SessionView } from '../../../core/lessons/sessions.ts';
import { formatLessonTime } from '../../../core/lessons/time-zones.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/field.tsx';
import { answerAttendance, writeDisputeStatement } from './sessions-api.ts';
import { useSessionAction } from './use-session-action.ts';

// docs/product.md#lesson-attendance under each session of the transaction pages: after its end,
// "Kelas sudah berlangsung?" for the viewer's side, both sides' answers, the silence rule for the
// customer, and an open dispute's statement form and decision. The server decides; we show it.

type Props = { session: SessionView; side: SessionParty; queryKey: QueryKey; readOnly?: boolean };

const HOUR = 3_600_000;
const endOf = (session: SessionView) => new Date(new Date(session.startsAt).getTime() + session.durationMinutes * 60_000);
const answerLabel = (answer: SessionView['attendance']['tutor']) => (answer ? ATTENDANCE_LABELS[answer] : 'belum menjawab');

export function SessionAttendance({ session, side, queryKey, readOnly = false }: Props) {
  if (!session.ended || !['CONFIRMED', 'DONE', 'DISPUTED'].includes(session.status)) return null;
  const mine = session.attendance[side];
  const silenceAt = new Date(endOf(session).getTime() + SESSION_RULES.silenceHours * HOUR);
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 text-sm" data-testid="session-attendance">
      <p className="font-medium text-slate-900">{ATTENDANCE_QUESTION}</p>
      <p className="text-slate-700">
        Tutor: {answerLabel(session.attendance.tutor)} · Pelanggan: {answerLabel(session.attendance.customer)}
      </p>
      {session.status === 'DONE' && <p className="font-medium text-emerald-800">Sesi tercatat selesai.</p>}
      {session.status === 'CONFIRMED' && !mine && !readOnly && <AnswerButtons session={session} queryKey={queryKey} />}
      {session.status === 'CONFIRMED' && side === 'customer' && !mine && (
        <p className="text-slate-600">
          {M.silenceRule} Batasnya: {formatLessonTime(silenceAt, zoneOfIso(session.startsAt))}.
        </p>
      )}
      {session.status === 'CONFIRMED' && mine && <p className="text-slate-600">Menunggu jawaban pihak lain.</p>}
      {session.dispute && <DisputeBox dispute={session.dispute} queryKey={queryKey} readOnly={readOnly} />}
    </div>
  );
}

function AnswerButtons({ session, queryKey }: { session: SessionView; queryKey: QueryKey }) {
  const answer = useSessionAction((value: (typeof ATTENDANCE_ANSWERS)[number]) => answerAttendance(session.id, value), queryKey);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {ATTENDANCE_ANSWERS.map((value) => (
          <Button
            key={value}
            variant={value === 'YES' ? 'primary' : 'secondary'}
            disabled={answer.isPending}
            onClick={() => answer.mutate(value)}
          >
            {ATTENDANCE_LABELS[value]}
          </Button>
        ))}
      </div>
      {answer.isPending && <p className="text-slate-600">Mengirim jawaban...</p>}
      {answer.isError && (
        <p role="alert" className="text-red-700">
          {serverMessage(answer.error) ?? 'Jawaban gagal dikirim. Silakan coba lagi.'}
        </p>
      )}
    </div>
  );
}

function DisputeBox({
  dispute,
  queryKey,
  readOnly,
}: {
  dispute: NonNullable<SessionView['dispute']>;
  queryKey: QueryKey;
  readOnly: boolean;
}) {
  const decision = dispute.decision;
  if (decision) {
    return (
      <div className="rounded-lg bg-slate-50 p-2 text-slate-800">
        <p className="font-medium">Keputusan admin: {DISPUTE_OUTCOME_LABELS[decision.outcome]}</p>
        {decision.refundAmount !== null && <p>Dana dikembalikan: {formatRupiah(decision.refundAmount)}</p>}
        {decision.note && <p>Catatan: {decision.note}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-red-50 p-2 text-red-900">
      <p>Laporan {dispute.reason === 'NO' ? '“Tidak”' : '“Ada masalah”'} sedang ditinjau admin. Pencairan ditahan sampai ada keputusan.</p>
      {dispute.viewerStatementWritten ? (
        <p>Penjelasan Anda sudah tersimpan.</p>
      ) : (
        !readOnly && <StatementForm disputeId={dispute.id} queryKey={queryKey} />
      )}
    </div>
  );
}

function StatementForm({ disputeId, queryKey }: { disputeId: string; queryKey: QueryKey }) {
  const [text, setText] = useState('');
  const save = useSessionAction((statement: string) => writeDisputeStatement(disputeId, statement), queryKey);
  const id = `statement-${disputeId}`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text.trim());
      }}
    >
      <TextAreaField
        id={id}
        label="Ceritakan apa yang terjadi"
        maxLength={STATEMENT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={save.isError ? (serverMessage(save.error) ?? 'Penjelasan gagal dikirim. Silakan coba lagi.') : undefined}
      />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Mengirim...' : 'Kirim penjelasan'}
      </Button>
    </form>
  );
}
