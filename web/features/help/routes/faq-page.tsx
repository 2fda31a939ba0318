import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FaqView } from '../components/faq-view.tsx';
import { GuideLinks } from '../components/guide-links.tsx';
import { HelpRulesGate } from '../components/help-rules-gate.tsx';
import { buildFaq, toggleOpen, type FaqTab } from '../faq-content.ts';

/** /faq (docs/product.md#faq): open to everyone; tabs per audience, answers as accordions. */
export function FaqPage() {
  const [tab, setTab] = useState<FaqTab>('all');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageHeader title="Pertanyaan yang Sering Diajukan">
        Aturan main Ajarin untuk siswa dan tutor: pemesanan, pembayaran, refund, pencairan dan status.
      </PageHeader>
      <GuideLinks />
      <HelpRulesGate>
        {(rules) => (
          <FaqView
            items={buildFaq(rules)}
            tab={tab}
            onTabChange={setTab}
            openIds={openIds}
            onToggle={(id) => setOpenIds((open) => toggleOpen(open, id))}
          />
        )}
      </HelpRulesGate>
    </section>
  );
}
