import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyRequestValues } from '../request-form.ts';
import { RequestFormFields } from './request-form-fields.tsx';

const NOTICE = 'Nomor atau kontak di catatan akan disembunyikan sampai pembayaran';
const render = (notes: string) =>
  renderToStaticMarkup(
    <RequestFormFields formId="r" values={{ ...emptyRequestValues('Rina'), notes }} problems={{}} onChange={() => undefined} />,
  );

describe('the notes of /create-bidding (docs/product.md#privacy-free-text)', () => {
  it.each(['Persiapan UTBK. WA 0812 3456 7890', 'IG: rina.belajar', 'Hubungi ０８１２３４５６７８９０', 'rina at gmail.com'])(
    'tell the writer before sending that %j will be hidden until payment, tied to the field',
    (notes) => {
      const html = render(notes);
      expect(html).toContain(`<p id="r-notes-hint" class="mt-1 text-xs text-slate-500">${NOTICE}</p>`);
      expect(html).toMatch(/<textarea[^>]*id="r-notes"[^>]*aria-describedby="r-notes-hint"/);
    },
  );

  it.each(['', 'Rp 150.000 per jam, kelas 12, 2x seminggu', 'via WA video call, jam 19.00'])('say nothing of it for %j', (notes) => {
    expect(render(notes)).not.toContain(NOTICE);
  });
});
