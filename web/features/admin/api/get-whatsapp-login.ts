import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSendingContract } from '../../../../core/contracts/admin-sending.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { BOTS_POLL_MS, botsKeys } from './bots-keys.ts';

export const getWhatsAppLogin = (signal?: AbortSignal) => callApi(adminSendingContract.whatsappLogin, {}, { signal });

// A QR lives about 20 s before WhatsApp shows the next: polling every 5 s keeps the one shown scannable.
export const whatsAppLoginQueryOptions = () =>
  queryOptions({
    queryKey: botsKeys.whatsapp(),
    queryFn: ({ signal }) => getWhatsAppLogin(signal),
    staleTime: 0,
    refetchInterval: BOTS_POLL_MS,
  });

/** The bot's WhatsApp login as it last published it. */
export const useWhatsAppLogin = () => useQuery(whatsAppLoginQueryOptions());
