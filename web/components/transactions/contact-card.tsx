import { HIDDEN_PHONE_LABEL } from '../../../core/transactions/labels.ts';
import { whatsappUrl } from '../../lib/whatsapp.ts';

/**
 * The other party's phone: only there once the payment is verified (the server sends null before),
 * then with a WhatsApp chat link.
 */
export function ContactCard({ title, name, phone, hiddenHint }: { title: string; name: string; phone: string | null; hiddenHint: string }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-3 text-sm text-slate-500">Nama</p>
      <p className="font-medium text-slate-900">{name}</p>
      <p className="mt-3 text-sm text-slate-500">Nomor Telepon</p>
      {phone ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-mono text-lg text-slate-900" data-testid="contact-phone">
            {phone}
          </p>
          <a
            href={whatsappUrl(phone)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-700"
          >
            Chat WhatsApp
          </a>
        </div>
      ) : (
        <>
          <p className="font-medium text-slate-500 italic">{HIDDEN_PHONE_LABEL}</p>
          <p className="mt-1 text-xs text-slate-500">{hiddenHint}</p>
        </>
      )}
    </section>
  );
}
