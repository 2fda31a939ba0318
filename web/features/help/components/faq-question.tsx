import type { FaqItem } from '../faq-content.ts';
import { FaqAnswer } from './faq-answer.tsx';

/**
 * One accordion entry: the question is a real button in a heading, with aria-expanded and
 * aria-controls pointing at the answer's region, so Enter and Space open it and a screen reader
 * hears whether it is open.
 */
export function FaqQuestion({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: (id: string) => void }) {
  const buttonId = `faq-${item.id}-pertanyaan`;
  const panelId = `faq-${item.id}`;
  return (
    <div>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-start justify-between gap-4 rounded-lg px-1 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span>{item.question}</span>
          <svg
            viewBox="0 0 24 24"
            className={`mt-0.5 size-5 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-1 pb-5">
        <FaqAnswer blocks={item.answer} />
      </div>
    </div>
  );
}
