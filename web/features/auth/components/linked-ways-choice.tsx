import { LINKED_WAYS, LINKED_WAYS_TEXTS as T, type LinkedWay, type LinkedWays } from '../../../../core/accounts/linked-ways.ts';

type Props = { linked: LinkedWays; chosen: LinkedWay[]; onChange: (chosen: LinkedWay[]) => void };

const labelOf = (way: LinkedWay, linked: LinkedWays) => (way === 'google' ? T.google(linked.google ?? '') : T[way]);

/**
 * The password reset's list of what else opens the account (docs/decisions/041): each one linked
 * gets a box; ticked ones are removed with the old password. Nothing linked: nothing shown.
 */
export function LinkedWaysChoice({ linked, chosen, onChange }: Props) {
  const present = LINKED_WAYS.filter((way) => (way === 'google' ? linked.google !== null : linked[way]));
  if (present.length === 0) return null;
  const toggle = (way: LinkedWay, on: boolean) => onChange(on ? [...chosen, way] : chosen.filter((item) => item !== way));
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <legend className="sr-only">Putuskan yang terhubung</legend>
      <p className="text-sm text-slate-700">{T.intro}</p>
      {present.map((way) => (
        <label key={way} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="remove"
            value={way}
            checked={chosen.includes(way)}
            onChange={(event) => toggle(way, event.target.checked)}
            className="h-4 w-4"
          />
          {labelOf(way, linked)}
        </label>
      ))}
    </fieldset>
  );
}
