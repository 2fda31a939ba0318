import { Link } from 'react-router-dom';

/** docs/product.md#chat-links: the way to /akun, where a tutor links Telegram or WhatsApp. */
export function ChatBotsCard() {
  return (
    <section aria-labelledby="chat-bots" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="chat-bots" className="text-base font-bold text-slate-900">
        Notifikasi Chat
      </h2>
      <Link
        to="/akun"
        className="mt-4 flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span>
          Terima permintaan belajar lewat Telegram atau WhatsApp
          <span className="block text-xs font-normal text-slate-500">Hubungkan chat di halaman Akun dan gabung dengan satu ketukan</span>
        </span>
        <svg
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M7 4l6 6-6 6" />
        </svg>
      </Link>
    </section>
  );
}
