import type { SessionGrant } from '../../../lib/access-token.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** 'Buka Ajarin' in Telegram: the initData Telegram passed, and where to go after (a path of this site). */
export type TelegramWebAppInput = { initData: string; next?: string };

export const signInWithTelegram = (input: TelegramWebAppInput) =>
  apiClient.post<SessionGrant & { next: string }>('/api/auth/telegram-web-app', input);
