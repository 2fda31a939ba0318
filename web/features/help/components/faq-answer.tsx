import { Link } from 'react-router-dom';
import type { FaqBlock } from '../faq-content.ts';

/** An answer's blocks as readable text: paragraphs, bullets, status labels with their meaning. */
export function FaqAnswer({ blocks }: { blocks: FaqBlock[] }) {
  return (
    <div className="space-y-3 text-[15px] leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'text':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'statuses':
            return (
              <div key={index}>
                <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{block.title}</p>
                <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 ring-1 ring-slate-200">
                  {block.items.map((entry) => (
                    <div key={entry.label} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:gap-4">
                      <dt className="shrink-0 font-semibold text-slate-900 sm:w-56">{entry.label}</dt>
                      <dd className="text-sm text-slate-600 sm:text-[15px]">{entry.text}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            );
          case 'link':
            return (
              <p key={index}>
                <Link to={block.to} className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
                  {block.label} →
                </Link>
              </p>
            );
        }
      })}
    </div>
  );
}
