import type { ReactNode } from 'react';

// Development runs with made-up payment details and addresses (infra/demo-settings.ts; production
// refuses to start with them). Where one shows, the page says it is an example, so nobody pays a
// number nobody owns (docs/product.md#payment-methods, #landing-sections, #tutor-dashboard).
export const EXAMPLE_TEXTS = {
  gopay: 'Contoh (mode pengembangan): nomor ini bukan milik Ajarin, jangan transfer ke sini.',
  qris: 'Contoh (mode pengembangan): QRIS ini bukan milik Ajarin, jangan bayar lewat kode ini.',
  footer: 'Tautan contoh (mode pengembangan), bukan akun Ajarin.',
  tutorLinks: 'Tautan contoh (mode pengembangan): grup dan formulir ini bukan milik Ajarin.',
} as const;

export function ExampleNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset">
      {children}
    </p>
  );
}
