import { describe, expect, it } from 'vitest';
import type { Role } from '../../../core/accounts/auth.schema.ts';
import { decideAccess } from './decide-access.ts';
import type { AuthState } from '../../hooks/use-auth.ts';

const signedIn = (role: Role): AuthState => ({ status: 'authenticated', user: { id: 'u1', email: 'a@example.com', role, name: 'A' } });

describe('decideAccess (product.md#web-route-guard)', () => {
  it('shows open pages to everyone, even while the session loads', () => {
    expect(decideAccess('open', { status: 'loading' })).toEqual({ kind: 'show' });
    expect(decideAccess('open', { status: 'anonymous' })).toEqual({ kind: 'show' });
  });

  it('waits (spinner) while the session loads', () => {
    expect(decideAccess('signed-in', { status: 'loading' })).toEqual({ kind: 'wait' });
    expect(decideAccess('tutor', { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends a visitor without a session to /auth', () => {
    expect(decideAccess('signed-in', { status: 'anonymous' })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideAccess('admin', { status: 'anonymous' })).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it("sends a user with the wrong role to '/'", () => {
    expect(decideAccess('tutor', signedIn('customer'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('admin', signedIn('tutor'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('shows the page to any signed-in user or to the required role', () => {
    expect(decideAccess('signed-in', signedIn('tutor'))).toEqual({ kind: 'show' });
    expect(decideAccess('tutor', signedIn('tutor'))).toEqual({ kind: 'show' });
    expect(decideAccess('admin', signedIn('admin'))).toEqual({ kind: 'show' });
  });
});
