import { SESSION_RULES } from '../../../core/lessons/sessions.ts';
import { inputClass } from '../ui/field.tsx';
import type { SessionTime } from './sessions-api.ts';

const DURATIONS: number[] = [];
for (let m = SESSION_RULES.minMinutes; m <= SESSION_RULES.maxMinutes; m += SESSION_RULES.stepMinutes) DURATIONS.push(m);

export const durationLabel = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} jam` : `${Math.floor(minutes / 60)} jam ${minutes % 60} menit`.replace(/^0 jam /, '');

/** Date, start time (in the user's zone, named by `zoneLabel`) and duration of one session. */
export function SessionTimeFields({
  idPrefix,
  value,
  zoneLabel,
  onChange,
}: {
  idPrefix: string;
  value: SessionTime;
  zoneLabel: string;
  onChange: (value: SessionTime) => void;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <label className="text-sm text-slate-700" htmlFor={`${idPrefix}-date`}>
        Tanggal
        <input
          id={`${idPrefix}-date`}
          type="date"
          required
          className={inputClass}
          value={value.date}
          onChange={(e) => onChange({ ...value, date: e.target.value })}
        />
      </label>
      <label className="text-sm text-slate-700" htmlFor={`${idPrefix}-time`}>
        Jam mulai ({zoneLabel})
        <input
          id={`${idPrefix}-time`}
          type="time"
          required
          className={inputClass}
          value={value.time}
          onChange={(e) => onChange({ ...value, time: e.target.value })}
        />
      </label>
      <label className="text-sm text-slate-700" htmlFor={`${idPrefix}-duration`}>
        Durasi
        <select
          id={`${idPrefix}-duration`}
          className={inputClass}
          value={value.durationMinutes}
          onChange={(e) => onChange({ ...value, durationMinutes: Number(e.target.value) })}
        >
          {DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {durationLabel(minutes)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
