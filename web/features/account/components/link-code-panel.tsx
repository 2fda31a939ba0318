import { toast } from 'sonner';
import type { LinkCodeView } from '../../../../core/chat-links/chat-links.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatCountdown, whatsappMessage } from '../link-code.ts';

async function copyMessage(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Pesan berhasil disalin');
  } catch {
    toast.error('Gagal menyalin pesan');
  }
}

type Props = { code: LinkCodeView; secondsLeft: number; renewing: boolean; onRenew: () => void };

/**
 * The one-time code just made (docs/product.md#chat-links): Telegram opens the bot with the code
 * in the link; WhatsApp needs the user to send 'LINK <code>'. The page looks for the new link
 * every few seconds meanwhile.
 */
export function LinkCodePanel({ code, secondsLeft, renewing, onRenew }: Props) {
  if (secondsLeft <= 0) {
    return (
      <div className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <p>Kode sudah kedaluwarsa. Buat kode baru untuk menghubungkan.</p>
        <Button variant="secondary" onClick={onRenew} disabled={renewing}>
          {renewing ? 'Membuat kode...' : 'Buat Kode Baru'}
        </Button>
      </div>
    );
  }
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-200"
      data-testid="link-code"
    >
      {code.channel === 'telegram' ? (
        <>
          <p>Buka bot Ajarin di Telegram lalu tekan Start. Akun Anda langsung terhubung.</p>
          {code.deepLink && (
            <a href={code.deepLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ className: 'self-start' })}>
              Buka Telegram
              <span className="sr-only">(membuka tab baru)</span>
            </a>
          )}
          <p className="text-xs text-slate-600">
            Kode: <code className="font-mono break-all text-slate-900">{code.code}</code>
          </p>
        </>
      ) : (
        <>
          <p>{code.instruction}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-white px-3 py-2 font-mono text-base font-semibold tracking-wider text-slate-900 ring-1 ring-slate-200">
              {whatsappMessage(code.code)}
            </code>
            <Button variant="secondary" onClick={() => void copyMessage(whatsappMessage(code.code))}>
              Salin
            </Button>
            {code.deepLink && (
              <a href={code.deepLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'ghost' })}>
                Buka WhatsApp
                <span className="sr-only">(membuka tab baru)</span>
              </a>
            )}
          </div>
        </>
      )}
      <p className="text-xs text-slate-600" aria-live="polite">
        Kode berlaku {formatCountdown(secondsLeft)} lagi dan hanya dapat dipakai sekali. Halaman ini menunggu balasan bot…
      </p>
    </div>
  );
}
