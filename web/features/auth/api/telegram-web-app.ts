import type { TelegramSignInQuestion } from '../../../../core/accounts/telegram-web-app.ts';
import type { SessionGrant } from '../../../lib/access-token.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/** 'Buka Ajarin' in Telegram: the initData Telegram passed, and where to go after (a path of this site). */
export type TelegramWebAppInput = { initData: string; next?: string; switchAccount?: boolean };

export const signInWithTelegram = (input: TelegramWebAppInput) =>
  // The one endpoint answers a question when asked, else the session: each call knows which.
  callApi(C.telegramWebApp, { body: input }) as Promise<SessionGrant & { next: string }>;

/** Which account the initData opens and which one this browser holds, masked; opens nothing. */
export const askTelegramSignIn = (initData: string) =>
  callApi(C.telegramWebApp, { body: { initData, ask: true } }) as Promise<TelegramSignInQuestion>;

/** The server refused to switch this browser's account without asking (409 OTHER_SESSION): what to ask. */
export function otherSessionOf(error: unknown): TelegramSignInQuestion | null {
  if (!(error instanceof ApiError) || error.details.reason !== 'OTHER_SESSION') return null;
  const { account, signedInAs } = error.details;
  return typeof account === 'string' && typeof signedInAs === 'string' ? { account, signedInAs } : null;
}
