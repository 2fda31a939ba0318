// The ways a notification reaches a user, and the groups of events a user can switch per channel.

export const CHANNELS = ['email', 'telegram', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export const NOTIFICATION_GROUPS = ['account', 'transactions', 'payouts', 'requests', 'admin', 'feedback'] as const;
/** 'account' (confirmation link, reset code, account status) is always email and cannot be switched off. */
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export type SwitchableGroup = Exclude<NotificationGroup, 'account'>;

export const isSwitchableGroup = (group: NotificationGroup): group is SwitchableGroup => group !== 'account';
