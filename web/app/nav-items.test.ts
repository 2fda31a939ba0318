import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/accounts/auth.schema.ts';
import { navItemsFor } from './nav-items.ts';

const linksFor = (role: Role) =>
  navItemsFor({ status: 'authenticated', user: { id: 'u1', email: 'a@example.com', role, name: 'A' } }).map(({ label, to }) => [label, to]);

describe('header links (product.md#web-header)', () => {
  it('shows nothing while the session loads', () => {
    expect(navItemsFor({ status: 'loading' })).toEqual([]);
  });

  it('offers FAQ, Masuk and Daftar to a visitor, both of the latter to /auth', () => {
    expect(navItemsFor({ status: 'anonymous' }).map(({ label, to }) => [label, to])).toEqual([
      ['FAQ', '/faq'],
      ['Masuk', '/auth'],
      ['Daftar', '/auth'],
    ]);
  });

  it('gives each role its links, then Akun, Feedback and FAQ', () => {
    expect(linksFor('customer')).toEqual([
      ['Cari Tutor', '/tutors'],
      ['Transaksi', '/transactions'],
      ['Permintaan Saya', '/biddings'],
      ['Akun', '/akun'],
      ['Feedback', '/feedback'],
      ['FAQ', '/faq'],
    ]);
    expect(linksFor('tutor')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transaksi', '/tutor-transactions'],
      ['Request Belajar', '/tutor-requests'],
      ['Akun', '/akun'],
      ['Feedback', '/feedback'],
      ['FAQ', '/faq'],
    ]);
    expect(linksFor('admin')).toEqual([
      ['Admin', '/admin'],
      ['Akun', '/akun'],
      ['Feedback', '/feedback'],
      ['FAQ', '/faq'],
    ]);
  });
});
