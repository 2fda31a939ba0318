import type { Actor } from '../../core/accounts/actor.ts';
import { AppError } from '../../core/errors.ts';
import { CHANNELS, type SwitchableGroup } from '../../core/notifications/channels.ts';
import { preferenceGroupsFor, type PreferencesView } from '../../core/notifications/preference-groups.ts';
import type { Db } from '../../infra/db.ts';
import { getNotificationPreferences, PREFERENCE_MESSAGES, setNotificationPreference, type NotificationPreferences } from './preferences.ts';

// The /akun switches (docs/product.md#notification-preferences): the actor's own settings, limited
// to the groups their role can receive.

function viewFor(actor: Actor, all: NotificationPreferences): PreferencesView {
  const groups = [...preferenceGroupsFor(actor.role)];
  const preferences = Object.fromEntries(
    CHANNELS.map((channel) => [channel, Object.fromEntries(groups.map((group) => [group, all[channel][group]]))]),
  );
  return { groups, preferences: preferences as PreferencesView['preferences'] };
}

export async function getAccountPreferences(deps: { db: Db }, actor: Actor): Promise<PreferencesView> {
  return viewFor(actor, await getNotificationPreferences(deps.db, actor.id));
}

/** One switch `{ channel, group, enabled }`; a group the role never receives is refused like an unknown one. */
export async function setAccountPreference(deps: { db: Db }, actor: Actor, input: unknown): Promise<PreferencesView> {
  const group = (input as { group?: unknown } | null)?.group;
  if (group !== 'account' && typeof group === 'string' && !preferenceGroupsFor(actor.role).includes(group as SwitchableGroup)) {
    throw new AppError('VALIDATION', PREFERENCE_MESSAGES.invalid);
  }
  return viewFor(actor, await setNotificationPreference(deps.db, actor.id, input));
}
