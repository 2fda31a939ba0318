import type { GoogleAccountView } from '../accounts/google.ts';
import { googleLinkStartSchema } from '../accounts/google.ts';
import { answer, endpoint, named } from './endpoint.ts';

// /akun's Google card (api/routes/account-google.routes.ts).

export const accountGoogleContract = {
  get: endpoint({
    method: 'GET',
    path: '/api/account/google',
    tag: 'Account',
    summary: 'The linked Google account and whether the account has a password',
    access: 'signed-in',
    responses: { 200: '`{ available, identity, hasPassword }`' },
    answer: answer<GoogleAccountView>(),
  }),
  link: endpoint({
    method: 'POST',
    path: '/api/account/google/link',
    tag: 'Account',
    summary: 'Start linking a Google account to the signed-in account (the password, or a sign-in within 10 minutes)',
    access: 'signed-in',
    body: named('GoogleLinkStart', googleLinkStartSchema),
    responses: {
      200: '`{ authorizationUrl }` to send the browser to; sets the flow cookie',
      400: 'Wrong password',
      403: '`REAUTH_REQUIRED`: the password, or a recent sign-in, is needed',
    },
    answer: answer<{ authorizationUrl: string }>(),
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/account/google',
    tag: 'Account',
    summary: "Unlink Google ('Putuskan'); refused while it is the only way to sign in",
    access: 'signed-in',
    responses: { 200: '`{ available, identity, hasPassword }`' },
    answer: answer<GoogleAccountView>(),
  }),
};
