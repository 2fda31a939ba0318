import type { PreferencesView } from '../notifications/preference-groups.ts';
import type { AccountChannel, LinkCodeView } from '../chat-links/chat-links.ts';
import { z } from 'zod';
import { CHAT_CHANNELS } from '../chat-links/chat-links.ts';
import { preferenceSchema } from '../notifications/preference.schema.ts';
import { timeZoneSchema } from '../lessons/session.schema.ts';
import type { TimeZone } from '../lessons/time-zones.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The signed-in user's linked chats, notification switches and time zone (api/routes/account.routes.ts).

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
  timeZone: endpoint({
    method: 'GET',
    path: '/api/account/time-zone',
    tag: 'Account',
    summary: 'The zone lesson times are entered and shown in (WIB, WITA or WIT)',
    access: 'signed-in',
    responses: { 200: '`{ timeZone }`' },
    answer: answer<{ timeZone: TimeZone }>(),
  }),
  setTimeZone: endpoint({
    method: 'PUT',
    path: '/api/account/time-zone',
    tag: 'Account',
    summary: 'Choose WIB, WITA or WIT for lesson times',
    access: 'signed-in',
    body: named('TimeZoneChoice', timeZoneSchema),
    responses: { 200: '`{ message, timeZone }`' },
    answer: answer<{ message: string; timeZone: TimeZone }>(),
  }),
};
