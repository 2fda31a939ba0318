import { Link } from 'react-router-dom';
import type { GuideStep } from '../guide-content.ts';

/** Numbered steps, each with an optional link to the page where it is done. */
export function GuideSteps({ steps }: { steps: GuideStep[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow-sm shadow-brand-700/30"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{step.title}</h2>
            <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{step.text}</p>
            {step.link && (
              <Link
                to={step.link.to}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {step.link.label} →
              </Link>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
