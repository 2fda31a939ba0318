import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../core/accounts/auth.schema.ts';
import { renderInApp } from '../../../test/render.tsx';
import { CreateRequestPage } from './create-request-page.tsx';

const as = (role: Role) => renderInApp(<CreateRequestPage />, { user: { id: 'u-1', email: 'u@example.com', role, name: 'Nadia Putri' } });

describe('/create-bidding (docs/product.md#request-create)', () => {
  it("gives a customer the form, without the browser's own checks, with their name filled in", () => {
    const html = as('customer');
    expect(html).toMatch(/<form novalidate=""[^>]*aria-label="Form permintaan belajar"/i);
    expect(html).toContain('value="Nadia Putri"');
    expect(html).toContain('>Buat Permintaan</button>');
  });

  it.each<Role>(['tutor', 'admin'])("tells a %s 'Akses Ditolak' instead of showing a form the server would refuse", (role) => {
    const html = as(role);
    expect(html).toContain('>Akses Ditolak</h1>');
    expect(html).not.toContain('<form');
  });
});
