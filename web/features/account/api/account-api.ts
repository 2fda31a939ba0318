import type { AccountChannel, ChatChannel, LinkCodeView } from '../../../../core/chat-links/chat-links.ts';
import type { Channel, SwitchableGroup } from '../../../../core/notifications/channels.ts';
import type { PreferencesView } from '../../../../core/notifications/preference-groups.ts';
import { apiClient } from '../../../lib/api-client.ts';

// The /api/account calls (api/routes/account.routes.ts).

export type AccountChats = { channels: AccountChannel[] };

export const getAccountChats = (signal?: AbortSignal) => apiClient.get<AccountChats>('/api/account/chats', { signal });

export const createLinkCode = (channel: ChatChannel) => apiClient.post<LinkCodeView>(`/api/account/chats/${channel}/code`);

export const unlinkChat = (channel: ChatChannel) => apiClient.delete<AccountChats & { unlinked: boolean }>(`/api/account/chats/${channel}`);

export const getNotificationPreferences = (signal?: AbortSignal) =>
  apiClient.get<PreferencesView>('/api/account/notification-preferences', { signal });

export const setNotificationPreference = (change: { channel: Channel; group: SwitchableGroup; enabled: boolean }) =>
  apiClient.put<PreferencesView>('/api/account/notification-preferences', change);
