import type { PreferencesView } from '../notifications/preference-groups.ts';
import type { AccountChannel, LinkCodeView } from '../chat-links/chat-links.ts';
import { z } from 'zod';
import { CHAT_CHANNELS } from '../chat-links/chat-links.ts';
import { preferenceSchema } from '../notifications/preference.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The signed-in user's linked chats and notification switches (api/routes/account.routes.ts).

export type AccountChats = { channels: AccountChannel[] };

const channelParam = { channel: z.enum(CHAT_CHANNELS) };

export const accountContract = {
  chats: endpoint({
    method: 'GET',
    path: '/api/account/chats',
    tag: 'Account',
    summary: 'Linked Telegram and WhatsApp chats',
    access: 'signed-in',
    responses: { 200: '`{ channels }`' },
    answer: answer<AccountChats>(),
  }),
  linkCode: endpoint({
    method: 'POST',
    path: '/api/account/chats/:channel/code',
    tag: 'Account',
    summary: 'A one-time code to link a chat (30 minutes)',
    access: 'signed-in',
    params: channelParam,
    responses: { 201: 'The code and its deep link' },
    answer: answer<LinkCodeView>(),
  }),
  unlinkChat: endpoint({
    method: 'DELETE',
    path: '/api/account/chats/:channel',
    tag: 'Account',
    summary: 'Unlink a chat',
    access: 'signed-in',
    params: channelParam,
    responses: { 200: '`{ unlinked, channels }`' },
    answer: answer<AccountChats & { unlinked: boolean }>(),
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/account/notification-preferences',
    tag: 'Account',
    summary: 'The notification switches',
    access: 'signed-in',
    responses: { 200: '`{ groups, preferences }`' },
    answer: answer<PreferencesView>(),
  }),
  setPreference: endpoint({
    method: 'PUT',
    path: '/api/account/notification-preferences',
    tag: 'Account',
    summary: 'Set one notification switch',
    access: 'signed-in',
    body: named('NotificationPreference', preferenceSchema),
    responses: { 200: '`{ groups, preferences }`' },
    answer: answer<PreferencesView>(),
  }),
};
