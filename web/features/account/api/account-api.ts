import type { ChatChannel } from '../../../../core/chat-links/chat-links.ts';
import { accountContract as C } from '../../../../core/contracts/account.contract.ts';
import type { Channel, SwitchableGroup } from '../../../../core/notifications/channels.ts';
import { callApi } from '../../../lib/call-api.ts';

// The /api/account calls (core/contracts/account.contract.ts).

export const getAccountChats = (signal?: AbortSignal) => callApi(C.chats, {}, { signal });

export const createLinkCode = (channel: ChatChannel) => callApi(C.linkCode, { params: { channel } });

export const unlinkChat = (channel: ChatChannel) => callApi(C.unlinkChat, { params: { channel } });

export const getNotificationPreferences = (signal?: AbortSignal) => callApi(C.preferences, {}, { signal });

export const setNotificationPreference = (change: { channel: Channel; group: SwitchableGroup; enabled: boolean }) =>
  callApi(C.setPreference, { body: change });
