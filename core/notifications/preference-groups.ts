import type { Role } from '../accounts/auth.schema.ts';
import type { Channel, SwitchableGroup } from './channels.ts';

// Which notification groups a role can receive, so the /akun switches offer only those
// (docs/product.md#notification-preferences): customers have no payouts, only admins get admin work.
const GROUPS_BY_ROLE: Record<Role, readonly SwitchableGroup[]> = {
  customer: ['transactions', 'requests', 'feedback'],
  tutor: ['transactions', 'payouts', 'requests', 'feedback'],
  admin: ['transactions', 'payouts', 'requests', 'admin', 'feedback'],
};

export const preferenceGroupsFor = (role: Role): readonly SwitchableGroup[] => GROUPS_BY_ROLE[role];

/** GET/PUT /api/account/notification-preferences: the role's groups, and each channel's switch per group. */
export type PreferencesView = {
  groups: SwitchableGroup[];
  preferences: Record<Channel, Partial<Record<SwitchableGroup, boolean>>>;
};
