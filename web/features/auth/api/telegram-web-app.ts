import type { TelegramSignInQuestion } from '../../../../core/accounts/telegram-web-app.ts';
import type { SessionGrant } from '../../../lib/access-token.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

/** 'Buka Ajarin' in Telegram: the initData Telegram passed, and where to go after (a path of this site). */
export type TelegramWebAppInput = { initData: string; next?: string; switchAccount?: boolean };

export const signInWithTelegram = (input: TelegramWebAppInput) =>
  apiClient.post<SessionGrant & { next: string }>('/api/auth/telegram-web-app', input);

/** Which account the initData opens and which one this browser holds, masked; opens nothing. */
export const askTelegramSignIn = (initData: string) =>
  apiClient.post<TelegramSignInQuestion>('/api/auth/telegram-web-app', { initData, ask: true });

/** The server refused to switch this browser's account without asking (409 OTHER_SESSION): what to ask. */
export function otherSessionOf(error: unknown): TelegramSignInQuestion | null {
  if (!(error instanceof ApiError) || error.details.reason !== 'OTHER_SESSION') return null;
  const { account, signedInAs } = error.details;
  return typeof account === 'string' && typeof signedInAs === 'string' ? { account, signedInAs } : null;
}
