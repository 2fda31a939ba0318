import type { PendingLink } from '../accounts/google.ts';
import { googleStartQuerySchema } from '../accounts/google.ts';
import { answer, endpoint } from './endpoint.ts';

// Signing in with Google: browser navigations under /api/auth/google (api/routes/google-auth.routes.ts).

export const googleAuthContract = {
  start: endpoint({
    method: 'GET',
    path: '/api/auth/google',
    tag: 'Auth',
    summary: 'Start signing in with Google (a browser navigation, not a fetch)',
    access: 'visitor',
    query: googleStartQuerySchema,
    description:
      '`role` is the role a new account gets. The PKCE verifier, `state` and `nonce` go into a sealed, httpOnly cookie for the callback.',
    responses: {
      302: "To Google's sign-in; without a valid role to /auth; when Google sign-in is off or unreachable to /auth-callback with `result`",
    },
  }),
  callback: endpoint({
    method: 'GET',
    path: '/api/auth/google/callback',
    tag: 'Auth',
    summary: "Google's return: exchange the code and sign in",
    access: 'visitor',
    description:
      "Google's `code`, `state` (or `error`) and `iss`, checked against this browser's flow cookie. Always a redirect to `/auth-callback?type=google&result=…`; `signed-in` also sets the refresh cookie.",
    responses: { 302: '`/auth-callback` with the outcome (`signed-in`, `linked`, `link-required` or the reason it failed)' },
  }),
  pendingLink: endpoint({
    method: 'GET',
    path: '/api/auth/google/pending-link',
    tag: 'Auth',
    summary: "The address whose password links this browser's Google account",
    access: 'visitor',
    responses: { 200: '`{ email }` (null when none waits)' },
    answer: answer<PendingLink>(),
  }),
};
