import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { SESSION_STATUS_LABELS, sessionGoogleLink, showLessonTime, zoneOfIso } from '../../../core/lessons/session-display.ts';
import { SESSION_RULES, type SessionParty, type SessionView } from '../../../core/lessons/sessions.ts';
import { DEFAULT_TIME_ZONE, zoneLabel, type TimeZone } from '../../../core/lessons/time-zones.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/field.tsx';
import { SessionTimeFields, durationLabel } from './session-time-fields.tsx';
import { useSessionAction } from './use-session-action.ts';
import {
  answerProposal,
  answerReschedule,
  downloadSessionCalendar,
  proposeReschedule,
  getTimeZone,
  proposeSessions,
  TIME_ZONE_KEY,
  type SessionTime,
} from './sessions-api.ts';

// docs/product.md#lesson-sessions on the transaction pages, for both sides: the tutor proposes
// times, the customer accepts or asks for others, either side asks to move a confirmed session and
// the other answers. The server decides every rule; the page shows its answer.

type Props = {
  transactionId: string;
  subjects: string[];
  paidHours: number;
  sessions: SessionView[];
  side: SessionParty;
  /** A paid class still in progress: the only one whose sessions can be set or moved. */
  schedulable: boolean;
  /** The query the transaction came from: refreshed after every answer. */
  queryKey: QueryKey;
  /** The attendance answers of a session (docs/product.md#lesson-attendance), filled by that feature. */
  attendanceSlot?: (session: SessionView) => ReactNode;
};

const STATUS_TONES: Record<SessionView['status'], BadgeTone> = {
  PROPOSED: 'warning',
  CONFIRMED: 'info',
  DONE: 'success',
  DISPUTED: 'danger',
  DECLINED: 'neutral',
  CANCELLED: 'neutral',
};
const PARTY_LABELS: Record<SessionParty, string> = { tutor: 'tutor', customer: 'pelanggan' };
const LIVE = new Set(['PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED']);
const emptyTime = (): SessionTime => ({ date: '', time: '', durationMinutes: 60 });

const SCHEDULE_FAILURE = 'Gagal menyimpan jadwal. Silakan coba lagi.';

export function SessionsCard(props: Props) {
  const { sessions, side, schedulable, paidHours } = props;
  const bookedMinutes = sessions.filter((s) => LIVE.has(s.status)).reduce((sum, s) => sum + s.durationMinutes, 0);
  const proposed = sessions.filter((s) => s.status === 'PROPOSED');
  // The times typed in are read in the user's zone, which /akun sets.
  const zone = useQuery({ queryKey: TIME_ZONE_KEY, queryFn: ({ signal }) => getTimeZone(signal) }).data?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <section
      aria-labelledby="sessions-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <div>
        <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
          Jadwal Sesi
        </h2>
        <p className="text-sm text-slate-600">
          {bookedMinutes / 60} dari {paidHours} jam terjadwal · waktu dalam {zoneLabel(zone)} (ubah di halaman Akun)
        </p>
      </div>
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-600">
          {side === 'tutor' ? 'Belum ada jadwal. Usulkan waktu sesi di bawah.' : 'Belum ada jadwal. Tutor akan mengusulkan waktu sesi.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} {...props} />
          ))}
        </ul>
      )}
      {side === 'customer' && proposed.length > 0 && schedulable && <ProposalAnswer {...props} />}
      {side === 'tutor' && schedulable && bookedMinutes < paidHours * 60 && <ProposeForm {...props} zone={zone} />}
    </section>
  );
}

function SessionRow({ session, side, subjects, schedulable, queryKey, attendanceSlot }: Props & { session: SessionView }) {
  const [moving, setMoving] = useState(false);
  const answer = useSessionAction((accept: boolean) => answerReschedule(session.id, accept), queryKey, SCHEDULE_FAILURE);
  const move = session.reschedule;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="session-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{showLessonTime(session.startsAt)}</p>
          <p className="text-sm text-slate-600">{durationLabel(session.durationMinutes)}</p>
        </div>
        <Badge tone={STATUS_TONES[session.status]}>{SESSION_STATUS_LABELS[session.status]}</Badge>
      </div>
      {move && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          <p>
            Usulan jadwal ulang oleh {PARTY_LABELS[move.proposedBy]}: {showLessonTime(move.startsAt)}, {durationLabel(move.durationMinutes)}
          </p>
          {move.late && (
            <p>Kurang dari {SESSION_RULES.rescheduleNoticeHours} jam sebelum sesi: hanya berlaku atas kesepakatan kedua pihak.</p>
          )}
          {move.proposedBy !== side && (
            <div className="mt-2 flex gap-2">
              <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
                Terima jadwal ulang
              </Button>
              <Button variant="secondary" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
                Tolak
              </Button>
            </div>
          )}
        </div>
      )}
      {session.changes.length > 0 && (
        <ul className="mt-2 text-sm text-slate-600" aria-label="Riwayat jadwal ulang">
          {session.changes.map((change) => (
            <li key={change.toStartsAt + change.fromStartsAt}>
              Dipindah dari {showLessonTime(change.fromStartsAt)} ke {showLessonTime(change.toStartsAt)}, diminta{' '}
              {PARTY_LABELS[change.proposedBy]}
              {change.late ? ' (atas kesepakatan)' : ''}
            </li>
          ))}
        </ul>
      )}
      {session.status === 'CONFIRMED' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void downloadSessionCalendar(session.id).catch(() => toast.error('File kalender gagal diunduh.'))}
          >
            Unduh .ics
          </Button>
          <a
            className="inline-flex items-center px-2 text-sm font-semibold text-brand-800 underline"
            href={sessionGoogleLink(session, subjects)}
            target="_blank"
            rel="noreferrer"
          >
            Tambah ke Google Calendar
          </a>
          {schedulable && !move && (
            <Button variant="ghost" onClick={() => setMoving((open) => !open)}>
              Ajukan jadwal ulang
            </Button>
          )}
        </div>
      )}
      {moving && <RescheduleForm session={session} queryKey={queryKey} onDone={() => setMoving(false)} />}
      {attendanceSlot?.(session)}
    </li>
  );
}

function RescheduleForm({ session, queryKey, onDone }: { session: SessionView; queryKey: QueryKey; onDone: () => void }) {
  const [time, setTime] = useState<SessionTime>({ ...emptyTime(), durationMinutes: session.durationMinutes });
  const save = useSessionAction((value: SessionTime) => proposeReschedule(session.id, value), queryKey, SCHEDULE_FAILURE);
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(time, { onSuccess: onDone });
      }}
    >
      <SessionTimeFields
        idPrefix={`move-${session.id}`}
        value={time}
        zoneLabel={zoneLabel(zoneOfIso(session.startsAt))}
        onChange={setTime}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Mengirim...' : 'Kirim usulan jadwal ulang'}
      </Button>
    </form>
  );
}

function ProposalAnswer({ transactionId, queryKey }: Props) {
  const [note, setNote] = useState('');
  const answer = useSessionAction(
    (accept: boolean) => answerProposal(transactionId, accept, accept ? undefined : note.trim()),
    queryKey,
    SCHEDULE_FAILURE,
  );
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
      <p className="text-sm text-slate-800">Tutor mengusulkan jadwal di atas. Terima semua, atau minta waktu lain.</p>
      <label className="text-sm text-slate-700" htmlFor="proposal-note">
        Catatan untuk tutor (opsional)
        <input id="proposal-note" className={inputClass} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="flex gap-2">
        <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
          Terima jadwal
        </Button>
        <Button variant="secondary" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
          Minta waktu lain
        </Button>
      </div>
    </div>
  );
}

function ProposeForm({ transactionId, queryKey, zone }: Props & { zone: TimeZone }) {
  const [times, setTimes] = useState<SessionTime[]>([emptyTime()]);
  const save = useSessionAction((value: SessionTime[]) => proposeSessions(transactionId, value), queryKey, SCHEDULE_FAILURE);
  return (
    <form
      aria-label="Usulkan jadwal"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(times, { onSuccess: () => setTimes([emptyTime()]) });
      }}
    >
      <h3 className="font-semibold text-slate-900">Usulkan jadwal</h3>
      {times.map((time, i) => (
        <div key={i} className="flex flex-col gap-1">
          <SessionTimeFields
            idPrefix={`propose-${i}`}
            value={time}
            zoneLabel={zoneLabel(zone)}
            onChange={(value) => setTimes(times.map((t, j) => (j === i ? value : t)))}
          />
          {times.length > 1 && (
            <Button variant="ghost" className="self-start" onClick={() => setTimes(times.filter((_, j) => j !== i))}>
              Hapus sesi
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setTimes([...times, emptyTime()])}>
          Tambah sesi
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Mengirim...' : 'Kirim usulan'}
        </Button>
      </div>
    </form>
  );
}
