import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import type { GoogleAccountView } from '../../../../core/accounts/google.ts';
import { accountKeys } from '../api/account-keys.ts';
import { renderInApp } from '../../../test/render.tsx';
import { buttonLabels, visibleText } from '../../../test/html.ts';
import { GOOGLE_LOAD_FAILED, GoogleSection } from './google-section.tsx';

const user: SessionUser = { id: 'c-1', email: 'nadia@example.com', role: 'customer', name: 'Nadia Putri' };
const linked = { email: 'nadia.putri@gmail.com', linkedAt: '2026-11-20T03:00:00.000Z' };

const render = (view: GoogleAccountView | Error) =>
  renderInApp(<GoogleSection />, {
    user,
    cache: [view instanceof Error ? { key: accountKeys.google, error: view } : { key: accountKeys.google, data: view }],
  });

describe("/akun's Google card (docs/product.md#accounts-google)", () => {
  it('shows the linked Google account with Putuskan when the account also has a password', () => {
    const html = render({ available: true, identity: linked, hasPassword: true });
    expect(visibleText(html)).toContain('Terhubung dengan nadia.putri@gmail.com.');
    expect(visibleText(html)).toContain('Terhubung sejak 20 November 2026, 10:00');
    expect(buttonLabels(html)).toEqual(['Putuskan']);
    expect(html).not.toMatch(/<button[^>]* disabled=""[^>]*>Putuskan/);
  });

  it('refuses Putuskan while Google is the only way in, and points to setting a password', () => {
    const html = render({ available: true, identity: linked, hasPassword: false });
    expect(visibleText(html)).toContain('Google adalah satu-satunya cara Anda masuk.');
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Putuskan<\/button>/);
    expect(html).toContain('href="/password-update"');
  });

  it('offers Hubungkan Google when nothing is linked, and says nothing where Google is not offered', () => {
    expect(buttonLabels(render({ available: true, identity: null, hasPassword: true }))).toEqual(['Hubungkan Google']);
    expect(render({ available: false, identity: null, hasPassword: true })).toBe('');
    // Linked before Google was switched off: it can still be undone.
    expect(buttonLabels(render({ available: false, identity: linked, hasPassword: true }))).toEqual(['Putuskan']);
  });

  it('says when it failed to load, with Coba Lagi', () => {
    const html = render(new Error('x'));
    expect(visibleText(html)).toContain(GOOGLE_LOAD_FAILED);
    expect(buttonLabels(html)).toEqual(['Coba Lagi']);
  });
});
