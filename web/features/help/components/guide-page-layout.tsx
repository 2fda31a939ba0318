import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import type { GuideStep } from '../guide-content.ts';
import type { HelpRules } from '../help-rules.ts';
import { GuideSteps } from './guide-steps.tsx';
import { HelpRulesGate } from './help-rules-gate.tsx';

type Props = {
  title: string;
  intro: string;
  steps: (rules: HelpRules) => GuideStep[];
  other: { to: string; label: string };
};

/** A guide page: its steps, then the way to the FAQ and to the other guide. */
export function GuidePageLayout({ title, intro, steps, other }: Props) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageHeader title={title}>
        {intro}{' '}
        <Link to="/faq" className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
          Lihat FAQ
        </Link>
      </PageHeader>
      <HelpRulesGate>{(rules) => <GuideSteps steps={steps(rules)} />}</HelpRulesGate>
      <aside className="mt-10 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
        <h2 className="text-lg font-semibold text-slate-900">Masih ada pertanyaan?</h2>
        <p className="mt-1 text-sm text-slate-600">Aturan biaya, refund, status transaksi dan lainnya dijelaskan di FAQ.</p>
        <div className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/faq">Baca FAQ</ButtonLink>
          <ButtonLink to={other.to} variant="secondary">
            {other.label}
          </ButtonLink>
        </div>
      </aside>
    </section>
  );
}
