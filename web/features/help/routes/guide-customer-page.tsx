import { GuidePageLayout } from '../components/guide-page-layout.tsx';
import { customerGuide } from '../guide-content.ts';

/** /guide-customer (docs/product.md#faq). */
export function GuideCustomerPage() {
  return (
    <GuidePageLayout
      title="Panduan Siswa"
      intro="Langkah demi langkah dari daftar akun sampai memberi ulasan."
      steps={customerGuide}
      other={{ to: '/guide-tutor', label: 'Panduan Tutor' }}
    />
  );
}
