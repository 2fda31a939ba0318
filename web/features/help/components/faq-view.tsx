import { Tabs } from '../../../components/ui/tabs.tsx';
import { FAQ_CATEGORY_LABELS, FAQ_TABS, faqForTab, type FaqCategory, type FaqItem, type FaqTab } from '../faq-content.ts';
import { FaqQuestion } from './faq-question.tsx';

type Props = {
  items: FaqItem[];
  tab: FaqTab;
  onTabChange: (tab: FaqTab) => void;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

const CATEGORIES: FaqCategory[] = ['customer', 'tutor', 'platform'];

/** The tabs and, in the chosen one, each category's questions under its own heading. */
export function FaqView({ items, tab, onTabChange, openIds, onToggle }: Props) {
  const shown = faqForTab(items, tab);
  return (
    <Tabs label="Kategori pertanyaan" tabs={FAQ_TABS} value={tab} onChange={onTabChange} columns={4}>
      <div className="space-y-8">
        {CATEGORIES.map((category) => {
          const questions = shown.filter((item) => item.category === category);
          if (questions.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`faq-kategori-${category}`}>
              <h2 id={`faq-kategori-${category}`} className="mb-2 text-lg font-bold text-slate-900">
                {FAQ_CATEGORY_LABELS[category]}
              </h2>
              <div className="divide-y divide-slate-200 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200 sm:px-6">
                {questions.map((item) => (
                  <FaqQuestion key={item.id} item={item} open={openIds.has(item.id)} onToggle={onToggle} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </Tabs>
  );
}
