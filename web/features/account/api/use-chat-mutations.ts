import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ChatChannel } from '../../../../core/chat-links/chat-links.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { CHANNEL_LABELS } from '../account-labels.ts';
import { accountKeys } from './account-keys.ts';
import { createLinkCode, unlinkChat } from './account-api.ts';

/** 'Hubungkan Telegram' / 'Hubungkan WhatsApp': a fresh one-time code (the older one stops working). */
export function useCreateLinkCode() {
  return useMutation({
    mutationFn: createLinkCode,
    onError: (error, channel) =>
      toast.error(`Gagal membuat kode ${CHANNEL_LABELS[channel]}`, { description: serverMessage(error) ?? undefined }),
  });
}

/** 'Putuskan': the chat hears nothing more; `onSettled` closes the asking dialog either way. */
export function useUnlinkChat(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ChatChannel) => unlinkChat(channel),
    onSuccess: ({ channels }, channel) => {
      onSettled();
      queryClient.setQueryData(accountKeys.chats, { channels });
      toast.success(`${CHANNEL_LABELS[channel]} diputuskan`, { description: 'Anda tidak akan menerima notifikasi lewat chat ini lagi.' });
    },
    onError: (error) => {
      onSettled();
      toast.error('Gagal memutuskan chat', { description: serverMessage(error) ?? undefined });
    },
  });
}
