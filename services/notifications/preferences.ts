import { CHANNELS, NOTIFICATION_GROUPS, isSwitchableGroup, type Channel, type SwitchableGroup } from '../../core/notifications/channels.ts';
import { AppError } from '../../core/errors.ts';
import { preferenceSchema } from '../../core/notifications/preference.schema.ts';
import type { Db } from '../../infra/db.ts';

// Which groups of events a user wants on which channel. No row means on; 'account' messages are
// not switchable (the table's CHECK refuses them too).

export const PREFERENCE_MESSAGES = {
  accountAlwaysOn: 'Notifikasi akun selalu dikirim lewat email dan tidak dapat dimatikan.',
  invalid: 'Pengaturan notifikasi tidak valid.',
} as const;

export type NotificationPreferences = Record<Channel, Record<SwitchableGroup, boolean>>;

const SWITCHABLE = NOTIFICATION_GROUPS.filter(isSwitchableGroup);

/** Every channel and switchable group with its current setting. */
export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db('notification_preferences')
    .where({ user_id: userId })
    .select<{ channel: Channel; group: SwitchableGroup; enabled: boolean }[]>('channel', 'group', 'enabled');
  const preferences = Object.fromEntries(
    CHANNELS.map((channel) => [channel, Object.fromEntries(SWITCHABLE.map((group) => [group, true]))]),
  ) as NotificationPreferences;
  for (const row of rows) preferences[row.channel][row.group] = row.enabled;
  return preferences;
}

export async function setNotificationPreference(db: Db, userId: string, input: unknown): Promise<NotificationPreferences> {
  const parsed = preferenceSchema.safeParse(input);
  if (!parsed.success) throw new AppError('VALIDATION', PREFERENCE_MESSAGES.invalid);
  const { channel, group, enabled } = parsed.data;
  if (!isSwitchableGroup(group)) throw new AppError('VALIDATION', PREFERENCE_MESSAGES.accountAlwaysOn, { field: 'group' });
  await db('notification_preferences')
    .insert({ user_id: userId, channel, group, enabled })
    .onConflict(['user_id', 'channel', 'group'])
    .merge({ enabled, updated_at: db.fn.now() });
  return getNotificationPreferences(db, userId);
}

/** Of `userIds`, those who switched `group` off on `channel`. */
export async function usersWithGroupOff(db: Db, userIds: string[], channel: Channel, group: SwitchableGroup): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db('notification_preferences')
    .whereIn('user_id', userIds)
    .andWhere({ channel, group, enabled: false })
    .pluck('user_id');
  return new Set(rows as string[]);
}
