import { describe, expect, it } from 'vitest';
import { FaqView } from '../components/faq-view.tsx';
import { HELP_LOAD_FAILED } from '../components/help-rules-gate.tsx';
import { buildFaq, type FaqTab } from '../faq-content.ts';
import { renderInApp } from '../../../test/render.tsx';
import { tagWithId, visibleText } from '../../../test/html.ts';
import { testConfig } from '../../../test/public-config.ts';
import { FaqPage } from './faq-page.tsx';

const items = buildFaq(testConfig);
const view = (tab: FaqTab, open: string[] = []) =>
  renderInApp(<FaqView items={items} tab={tab} onTabChange={() => undefined} openIds={new Set(open)} onToggle={() => undefined} />);
const questionButton = (html: string, id: string) => tagWithId(html, `faq-${id}-pertanyaan`);

describe('/faq (docs/product.md#faq)', () => {
  it('links to both guides and waits for the server settings before stating numbers', () => {
    const html = renderInApp(<FaqPage />);
    expect(visibleText(html)).toContain('Pertanyaan yang Sering Diajukan');
    expect(html).toContain('href="/guide-customer"');
    expect(html).toContain('href="/guide-tutor"');
    expect(visibleText(html)).toContain('Memuat data...');
    expect(html).not.toContain('role="tab"');
  });

  it('says so, with Coba Lagi, when the settings fail to load', () => {
    const text = visibleText(renderInApp(<FaqPage />, { config: new Error('offline') }));
    expect(text).toContain(HELP_LOAD_FAILED);
    expect(text).toContain('Coba Lagi');
  });

  it("opens on 'Semua' with every question closed", () => {
    const html = renderInApp(<FaqPage />, { config: testConfig });
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/button>/g)].map(
      ([, selected, label]) => [label, selected],
    );
    expect(tabs).toEqual([
      ['Semua', 'true'],
      ['Untuk Siswa', 'false'],
      ['Untuk Tutor', 'false'],
      ['Tentang Platform', 'false'],
    ]);
    for (const item of items) {
      expect(visibleText(html)).toContain(item.question);
      expect(questionButton(html, item.id)).toContain('aria-expanded="false"');
      expect(tagWithId(html, `faq-${item.id}`)).toContain('hidden=""');
    }
  });

  it('shows only the chosen tab’s questions', () => {
    const html = view('tutor');
    expect(html).toMatch(/aria-selected="true"[^>]*>Untuk Tutor</);
    for (const item of items) expect(visibleText(html).includes(item.question)).toBe(item.category === 'tutor');
  });

  it('an open question says so and shows its answer in a region named by the question', () => {
    const html = view('all', ['pembagian-biaya']);
    const button = questionButton(html, 'pembagian-biaya');
    expect(button).toContain('aria-expanded="true"');
    expect(button).toContain('aria-controls="faq-pembagian-biaya"');
    const region = tagWithId(html, 'faq-pembagian-biaya');
    expect(region).toContain('role="region"');
    expect(region).toContain('aria-labelledby="faq-pembagian-biaya-pertanyaan"');
    expect(region).not.toContain('hidden');
    expect(visibleText(html)).toContain('tutor menerima 85% dan platform 15%');
    expect(questionButton(html, 'pendapatan')).toContain('aria-expanded="false"');
  });
});
