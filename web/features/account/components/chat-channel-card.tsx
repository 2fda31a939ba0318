import type { ReactNode } from 'react';
import type { AccountChannel } from '../../../../core/chat-links/chat-links.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { CHANNEL_LABELS, chatStateOf } from '../account-labels.ts';
import { connectLabel } from '../link-code.ts';

type Props = {
  channel: AccountChannel;
  /** The code panel, while a code for this channel is on screen. */
  children?: ReactNode;
  /** 'Telegram berhasil terhubung.' right after the bot used the code. */
  justLinked: boolean;
  creating: boolean;
  onConnect: () => void;
  onUnlink: () => void;
};

/** One chat channel on /akun: its state, 'Hubungkan …' and, when linked, 'Putuskan'. */
export function ChatChannelCard({ channel, children, justLinked, creating, onConnect, onUnlink }: Props) {
  const { link, enabled } = channel;
  const label = CHANNEL_LABELS[channel.channel];
  const state = chatStateOf(channel.channel, enabled, link);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-channel={channel.channel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-bold text-slate-900">{label}</h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-600">{state.hint}</p>
      {link && <p className="mt-1 text-xs text-slate-500">Terhubung sejak {formatTransactionDate(link.linkedAt)}</p>}
      {justLinked && (
        <p className="mt-3 text-sm font-semibold text-emerald-700" role="status">
          {label} berhasil terhubung.
        </p>
      )}
      {enabled && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant={link ? 'secondary' : 'primary'} onClick={onConnect} disabled={creating}>
            {creating ? 'Membuat kode...' : connectLabel(channel.channel, Boolean(link))}
          </Button>
          {link && (
            <Button variant="ghost" onClick={onUnlink}>
              Putuskan
            </Button>
          )}
        </div>
      )}
      {!enabled && link && (
        <div className="mt-4">
          <Button variant="ghost" onClick={onUnlink}>
            Putuskan
          </Button>
        </div>
      )}
      {children}
    </article>
  );
}
