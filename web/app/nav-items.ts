import type { NavItem } from '../components/layout/nav-item.ts';
import type { Role } from '../../core/accounts/auth.schema.ts';
import type { AuthState } from '../hooks/use-auth.ts';

const roleLinks: Record<Role, NavItem[]> = {
  customer: [
    { label: 'Cari Tutor', to: '/tutors' },
    { label: 'Transaksi', to: '/transactions' },
    { label: 'Permintaan Saya', to: '/biddings' },
  ],
  tutor: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Transaksi', to: '/tutor-transactions' },
    { label: 'Request Belajar', to: '/tutor-requests' },
  ],
  admin: [{ label: 'Admin', to: '/admin' }],
};

/** The header links per session (docs/product.md#web-header); nothing while the session loads, so no wrong menu flashes. */
export function navItemsFor(auth: AuthState): NavItem[] {
  switch (auth.status) {
    case 'loading':
      return [];
    case 'anonymous':
      return [
        { label: 'FAQ', to: '/faq' },
        { label: 'Masuk', to: '/auth' },
        { label: 'Daftar', to: '/auth', emphasis: true },
      ];
    case 'authenticated':
      return [
        ...roleLinks[auth.user.role],
        { label: 'Akun', to: '/akun' },
        { label: 'Feedback', to: '/feedback' },
        { label: 'FAQ', to: '/faq' },
      ];
  }
}
