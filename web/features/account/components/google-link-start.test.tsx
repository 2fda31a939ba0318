import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES } from '../../../../core/accounts/google.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { buttonLabels, visibleText } from '../../../test/html.ts';
import type { useLinkGoogle } from '../api/use-google-account.ts';
import { GoogleLinkStart } from './google-link-start.tsx';

type Link = ReturnType<typeof useLinkGoogle>;
const linkWith = (error: Error | null) => ({ error, isPending: false, isSuccess: false, mutate: () => undefined }) as unknown as Link;
const reauth = (hasPassword: boolean) =>
  new ApiError('FORBIDDEN', hasPassword ? GOOGLE_MESSAGES.reauthPassword : GOOGLE_MESSAGES.reauthSignIn, 403, {
    reason: 'REAUTH_REQUIRED',
    hasPassword,
  });

describe("/akun's 'Hubungkan Google' (docs/decisions/041)", () => {
  it('is one button while no proof was asked for', () => {
    expect(buttonLabels(renderToString(<GoogleLinkStart link={linkWith(null)} />))).toEqual(['Hubungkan Google']);
  });

  it('asks for the password when the server wants it', () => {
    const html = renderToString(<GoogleLinkStart link={linkWith(reauth(true))} />);
    expect(visibleText(html)).toContain('Demi keamanan, masukkan password Anda untuk menghubungkan Google.');
    expect(html).toContain('type="password"');
    expect(buttonLabels(html)).toEqual(['Lanjutkan ke Google']);
  });

  it('tells an account without a password to sign in again', () => {
    const html = renderToString(<GoogleLinkStart link={linkWith(reauth(false))} />);
    expect(visibleText(html)).toContain(GOOGLE_MESSAGES.reauthSignIn);
    expect(buttonLabels(html)).toEqual([]);
  });
});
