import { useState } from 'react';
import { LINK_CODE_TTL_MINUTES, type AccountChannel, type ChatChannel } from '../../../../core/chat-links/chat-links.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { CHANNEL_LABELS } from '../account-labels.ts';
import { useAccountChats, LINK_POLL_MS } from '../api/use-account-chats.ts';
import { useCreateLinkCode, useUnlinkChat } from '../api/use-chat-mutations.ts';
import { codeWasUsed, pendingCode, type PendingCode } from '../link-code.ts';
import { ChatChannelCard } from './chat-channel-card.tsx';
import { LinkCodePanel } from './link-code-panel.tsx';

export const CHATS_LOAD_FAILED = 'Gagal memuat chat yang terhubung';

const linkOf = (channels: AccountChannel[] | undefined, channel: ChatChannel) =>
  channels?.find((entry) => entry.channel === channel)?.link ?? null;

/** docs/product.md#chat-links: the user's Telegram and WhatsApp chats, linking codes and 'Putuskan'. */
export function ChatLinksSection() {
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [unlinking, setUnlinking] = useState<ChatChannel | null>(null);
  const countdown = useCountdown();
  // Polls only while a live code waits for the bot; stops once the link shows up.
  const chats = useAccountChats((data) =>
    pending !== null && countdown.seconds > 0 && !codeWasUsed(pending, linkOf(data?.channels, pending.view.channel)) ? LINK_POLL_MS : false,
  );
  const create = useCreateLinkCode();
  const unlink = useUnlinkChat(() => setUnlinking(null));

  const channels = chats.data?.channels;
  const used = pending !== null && codeWasUsed(pending, linkOf(channels, pending.view.channel));

  function connect(channel: ChatChannel) {
    const before = linkOf(channels, channel);
    create.mutate(channel, {
      onSuccess: (view) => {
        setPending(pendingCode(view, before));
        // Counted from now rather than from the server's clock: the code was made a moment ago.
        countdown.start(LINK_CODE_TTL_MINUTES * 60);
      },
    });
  }

  function confirmUnlink() {
    if (!unlinking) return;
    const channel = unlinking;
    unlink.mutate(channel, { onSuccess: () => setPending((current) => (current?.view.channel === channel ? null : current)) });
  }

  return (
    <section aria-labelledby="chat-links" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="chat-links" className="text-lg font-bold text-slate-900">
            Chat Terhubung
          </h2>
          <p className="text-sm text-slate-600">
            Terima permintaan belajar, kabar transaksi dan kirim bukti pembayaran langsung dari Telegram atau WhatsApp.
          </p>
        </div>
        {channels && (
          <Button variant="ghost" onClick={() => void chats.refetch()} disabled={chats.isFetching}>
            Muat Ulang
          </Button>
        )}
      </div>
      {channels ? (
        <>
          {channels.every((channel) => !channel.enabled && !channel.link) ? (
            <Alert tone="info">Bot chat belum aktif di Ajarin. Notifikasi tetap dikirim lewat email.</Alert>
          ) : (
            channels.every((channel) => !channel.link) && (
              <Alert tone="info">
                Belum ada chat yang terhubung. Hubungkan Telegram atau WhatsApp agar kabar penting langsung sampai di chat.
              </Alert>
            )
          )}
          <div className="grid gap-4 md:grid-cols-2">
            {channels.map((channel) => {
              const mine = pending?.view.channel === channel.channel;
              return (
                <ChatChannelCard
                  key={channel.channel}
                  channel={channel}
                  justLinked={mine && used}
                  creating={create.isPending && create.variables === channel.channel}
                  onConnect={() => connect(channel.channel)}
                  onUnlink={() => setUnlinking(channel.channel)}
                >
                  {mine && !used && pending && (
                    <LinkCodePanel
                      code={pending.view}
                      secondsLeft={countdown.seconds}
                      renewing={create.isPending}
                      onRenew={() => connect(channel.channel)}
                    />
                  )}
                </ChatChannelCard>
              );
            })}
          </div>
        </>
      ) : chats.isError ? (
        <LoadError message={CHATS_LOAD_FAILED} onRetry={() => void chats.refetch()} retrying={chats.isFetching} />
      ) : (
        <LoadingBlock label="Memuat chat terhubung..." />
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={`Putuskan ${unlinking ? CHANNEL_LABELS[unlinking] : ''}?`}
        confirmLabel="Putuskan"
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setUnlinking(null)}
      >
        Anda tidak akan menerima notifikasi lewat chat ini lagi. Anda dapat menghubungkannya kembali kapan saja.
      </ConfirmDialog>
    </section>
  );
}
