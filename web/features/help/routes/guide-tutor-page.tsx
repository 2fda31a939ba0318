import { GuidePageLayout } from '../components/guide-page-layout.tsx';
import { tutorGuide } from '../guide-content.ts';

/** /guide-tutor (docs/product.md#faq). */
export function GuideTutorPage() {
  return (
    <GuidePageLayout
      title="Panduan Tutor"
      intro="Langkah demi langkah dari melengkapi profil sampai mencairkan pendapatan."
      steps={tutorGuide}
      other={{ to: '/guide-customer', label: 'Panduan Siswa' }}
    />
  );
}
