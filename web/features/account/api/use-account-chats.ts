import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys.ts';
import type { AccountChats } from '../../../../core/contracts/account.contract.ts';
import { getAccountChats } from './account-api.ts';

/** While a code is shown, the user is linking in the chat: look every 3 s for the bot's answer. */
export const LINK_POLL_MS = 3_000;

/**
 * The user's chats per channel. Linking happens in another app, so coming back to this tab reads
 * them again (unlike the lists); `pollEvery` decides from the latest answer whether to read again
 * (every 3 s while a code waits to be used).
 */
export const useAccountChats = (pollEvery: (data: AccountChats | undefined) => number | false) =>
  useQuery({
    queryKey: accountKeys.chats,
    queryFn: ({ signal }) => getAccountChats(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => pollEvery(query.state.data),
  });
