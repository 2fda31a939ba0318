import { CHANNELS, type Channel, type SwitchableGroup } from '../../../../core/notifications/channels.ts';
import type { PreferencesView } from '../../../../core/notifications/preference-groups.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { CHANNEL_LABELS, GROUP_LABELS } from '../account-labels.ts';

type Props = {
  view: PreferencesView;
  /** Email, and the chat channels this deployment runs. */
  channels: readonly Channel[];
  /** The switch being saved, if any. */
  saving: { channel: Channel; group: SwitchableGroup } | null;
  onChange: (change: { channel: Channel; group: SwitchableGroup; enabled: boolean }) => void;
};

/** docs/product.md#notification-preferences: one switch per channel and group the role receives; account mail is always on. */
export function NotificationSwitches({ view, channels, saving, onChange }: Props) {
  const shown = CHANNELS.filter((channel) => channels.includes(channel));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {shown.map((channel) => (
        <fieldset key={channel} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-preferences={channel}>
          <legend className="sr-only">Notifikasi {CHANNEL_LABELS[channel]}</legend>
          <h3 aria-hidden="true" className="mb-4 text-base font-bold text-slate-900">
            {CHANNEL_LABELS[channel]}
          </h3>
          <div className="flex flex-col gap-4">
            {view.groups.map((group) => (
              <Switch
                key={group}
                label={`${GROUP_LABELS[group].label} lewat ${CHANNEL_LABELS[channel]}`}
                text={GROUP_LABELS[group].label}
                hint={GROUP_LABELS[group].hint}
                checked={view.preferences[channel][group] ?? true}
                disabled={saving?.channel === channel && saving.group === group}
                onChange={(enabled) => onChange({ channel, group, enabled })}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
