// Who may call which route (docs/product.md). One entry per method + path of the real router
// table: a route without an entry fails tests/security/access-matrix.test.ts, so whoever adds a
// route decides here who may call it.
//
// Outcomes: 'ok' = let in (2xx, a redirect of a route a browser follows, or a 4xx about the input
// or the state: 400, 409, 422, 429);
// 'auth' = 401 (not signed in); 'deny' = 403 or 404 (signed in, but not theirs / not their role).

export const ROLES = ['visitor', 'otherCustomer', 'otherTutor', 'customerOwner', 'tutorOwner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = 'ok' | 'auth' | 'deny';

/** The ids the owners own (tests/security/world.ts builds them). */
export type World = {
  /** customerOwner's booking of tutorOwner, its proof waiting for the admin. */
  pendingTransaction: string;
  proofId: string;
  /** customerOwner's completed booking of tutorOwner, with the payout tutorOwner asked for. */
  doneTransaction: string;
  payoutId: string;
  /** A CONFIRMED session of doneTransaction, in the past. */
  sessionId: string;
  /** customerOwner's open learning request, joined by tutorOwner. */
  requestId: string;
  /** customerOwner's feedback report. */
  feedbackId: string;
  /** A tutor and a customer only the admin routes act on (disable, verify). */
  spareTutor: string;
  spareCustomer: string;
  tutorOwner: string;
  avatarFile: string;
};

export type Rule = {
  who: Record<Role, Outcome>;
  /** Values for the path's parameters; a parameter left out gets a random UUID. */
  params?: (world: World) => Record<string, string>;
  /** Sent as the JSON body of a write (default `{}`). */
  body?: (world: World) => unknown;
  /** Not called in the matrix: dev-only or machine-to-machine, checked on its own in the test. */
  special?: 'dev' | 'webhook' | 'stream';
};

const who = (
  visitor: Outcome,
  otherCustomer: Outcome,
  otherTutor: Outcome,
  customerOwner: Outcome,
  tutorOwner: Outcome,
  admin: Outcome,
): Record<Role, Outcome> => ({
  visitor,
  otherCustomer,
  otherTutor,
  customerOwner,
  tutorOwner,
  admin,
});

const everyone = who('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const signedIn = who('auth', 'ok', 'ok', 'ok', 'ok', 'ok');
const adminOnly = who('auth', 'deny', 'deny', 'deny', 'deny', 'ok');
const customersOnly = who('auth', 'ok', 'deny', 'ok', 'deny', 'deny');
const tutorsOnly = who('auth', 'deny', 'ok', 'deny', 'ok', 'deny');
/** The booking's customer and the admin; its tutor reads it through /api/tutor/transactions. */
const customerOwnerAndAdmin = who('auth', 'deny', 'deny', 'ok', 'deny', 'ok');
const customerOwnerOnly = who('auth', 'deny', 'deny', 'ok', 'deny', 'deny');
const tutorOwnerOnly = who('auth', 'deny', 'deny', 'deny', 'ok', 'deny');
const bothOwners = who('auth', 'deny', 'deny', 'ok', 'ok', 'deny');

const pending = (w: World) => ({ id: w.pendingTransaction, proofId: w.proofId });
const done = (w: World) => ({ id: w.doneTransaction });

export const ACCESS_RULES: Record<string, Rule> = {
  // Accounts: the sign-in and recovery flows are for visitors (a signed-in caller is no one special).
  'POST /api/auth/sign-up': { who: everyone },
  'POST /api/auth/confirm-email': { who: everyone },
  'POST /api/auth/resend-confirmation': { who: everyone },
  'POST /api/auth/sign-in': { who: everyone },
  // Telegram's initData instead of a password: anyone may try; a forged one is 401 (tests/integration/telegram-web-app.test.ts).
  'POST /api/auth/telegram-web-app': { who: everyone },
  'POST /api/auth/refresh': { who: who('auth', 'auth', 'auth', 'auth', 'auth', 'auth') },
  'POST /api/auth/sign-out': { who: everyone },
  'GET /api/auth/session': { who: signedIn },
  'POST /api/auth/password/otp': { who: everyone },
  'POST /api/auth/password/verify-otp': { who: everyone },
  'POST /api/auth/password/recovery-link': { who: everyone },
  'POST /api/auth/password/update': { who: everyone },
  // Sign in with Google: redirects a browser follows, answering every caller with the next address.
  'GET /api/auth/google': { who: everyone },
  'GET /api/auth/google/callback': { who: everyone },
  'GET /api/auth/google/pending-link': { who: everyone },

  'GET /healthz': { who: everyone },
  'GET /readyz': { who: everyone },
  'GET /api/config/public': { who: everyone },
  // Open outside production (this matrix runs the development config); admins only in production.
  'GET /api/openapi.json': { who: everyone },
  'GET /media/avatars/:file': { who: everyone, params: (w) => ({ file: w.avatarFile }) },
  'GET /media/previews/tutors/:file': { who: everyone, params: (w) => ({ file: `${w.tutorOwner}.jpg` }) },

  'GET /api/tutors': { who: everyone },
  'GET /api/tutors/price-range': { who: everyone },
  'GET /api/tutors/me': { who: tutorsOnly },
  'PUT /api/tutors/me': { who: tutorsOnly },
  'PATCH /api/tutors/me/availability': { who: tutorsOnly },
  'POST /api/tutors/me/photo': { who: tutorsOnly },
  'POST /api/tutors/me/completion': { who: tutorsOnly },
  'GET /api/tutors/:id': { who: everyone, params: (w) => ({ id: w.tutorOwner }) },
  'GET /api/tutors/:id/reviews': { who: everyone, params: (w) => ({ id: w.tutorOwner }) },

  'POST /api/events/ticket': { who: signedIn },
  'GET /api/events': { who: everyone, special: 'stream' },

  'POST /api/bookings': { who: customersOnly },

  'GET /api/transactions': { who: customersOnly },
  'GET /api/transactions/:id': { who: customerOwnerAndAdmin, params: pending },
  'POST /api/transactions/:id/proof': { who: customerOwnerOnly, params: pending },
  'GET /api/transactions/:id/proofs/:proofId/file': { who: customerOwnerAndAdmin, params: pending },
  'GET /api/transactions/:id/receipt': { who: customerOwnerOnly, params: done },
  'POST /api/transactions/:id/cancel': { who: customerOwnerOnly, params: pending },
  'POST /api/transactions/:id/refund': { who: customerOwnerOnly, params: pending },
  'POST /api/transactions/:id/complete': { who: customerOwnerOnly, params: done },
  'POST /api/transactions/:id/review': { who: customerOwnerOnly, params: done, body: () => ({ rating: 5, comment: 'Mantap' }) },

  // Lesson sessions: both sides of the class read them (admins too); the tutor proposes, the
  // customer answers (the other side 403), each side moves and answers a move (a done class: 409).
  'GET /api/transactions/:id/sessions': { who: who('auth', 'deny', 'deny', 'ok', 'ok', 'ok'), params: done },
  'POST /api/transactions/:id/sessions': {
    who: tutorOwnerOnly,
    params: done,
    body: () => ({ sessions: [{ date: '2030-01-15', time: '10:00', durationMinutes: 60 }] }),
  },
  'POST /api/transactions/:id/sessions/answer': { who: customerOwnerOnly, params: done, body: () => ({ accept: true }) },
  'POST /api/sessions/:id/reschedule': {
    who: bothOwners,
    params: (w) => ({ id: w.sessionId }),
    body: () => ({ date: '2030-01-01', time: '10:00' }),
  },
  'POST /api/sessions/:id/reschedule/answer': { who: bothOwners, params: (w) => ({ id: w.sessionId }), body: () => ({ accept: true }) },

  'GET /api/tutor/transactions': { who: tutorsOnly },
  'GET /api/tutor/transactions/:id': { who: tutorOwnerOnly, params: done },
  'GET /api/tutor/transactions/:id/payout-preview': { who: tutorOwnerOnly, params: done },
  'POST /api/tutor/transactions/:id/payout': { who: tutorOwnerOnly, params: done },

  'POST /api/requests': { who: customersOnly },
  'GET /api/requests/mine': { who: customersOnly },
  'GET /api/requests/open': { who: who('auth', 'deny', 'ok', 'deny', 'ok', 'ok') },
  // Any tutor may read an open request (to join it); customers only their own.
  'GET /api/requests/:id': { who: who('auth', 'deny', 'ok', 'ok', 'ok', 'ok'), params: (w) => ({ id: w.requestId }) },
  'POST /api/requests/:id/join': { who: tutorsOnly, params: (w) => ({ id: w.requestId }) },
  'POST /api/requests/:id/choose': {
    who: customerOwnerOnly,
    params: (w) => ({ id: w.requestId }),
    body: (w) => ({ tutorId: w.tutorOwner }),
  },
  'POST /api/requests/:id/cancel': { who: customerOwnerOnly, params: (w) => ({ id: w.requestId }) },

  'GET /api/account/chats': { who: signedIn },
  'POST /api/account/chats/:channel/code': { who: signedIn, params: () => ({ channel: 'telegram' }) },
  'DELETE /api/account/chats/:channel': { who: signedIn, params: () => ({ channel: 'telegram' }) },
  'GET /api/account/notification-preferences': { who: signedIn },
  'PUT /api/account/notification-preferences': { who: signedIn },
  'GET /api/account/google': { who: signedIn },
  'POST /api/account/google/link': { who: signedIn },
  'DELETE /api/account/google': { who: signedIn },

  'POST /api/feedback': { who: signedIn },
  'GET /api/feedback': { who: signedIn },
  'GET /api/feedback/:id': { who: customerOwnerAndAdmin, params: (w) => ({ id: w.feedbackId }) },

  'GET /api/admin/proofs': { who: adminOnly },
  'POST /api/admin/proofs/:id/approve': { who: adminOnly, params: (w) => ({ id: w.proofId }) },
  'POST /api/admin/proofs/:id/reject': { who: adminOnly, params: (w) => ({ id: w.proofId }) },
  // A CSV upload; the matrix's JSON body is refused as 'no file' (400) once the admin is let in.
  'POST /api/admin/bank-statements': { who: adminOnly },
  // The bank-mutation service's call: no session of any role opens it, only the HMAC signature
  // (tests/integration/bank-mutations-webhook.test.ts).
  'POST /api/payments/bank-mutations': { who: who('deny', 'deny', 'deny', 'deny', 'deny', 'deny') },
  'GET /api/admin/payouts': { who: adminOnly },
  'POST /api/admin/payouts/:id/approve': { who: adminOnly, params: (w) => ({ id: w.payoutId }) },
  'POST /api/admin/payouts/:id/reject': { who: adminOnly, params: (w) => ({ id: w.payoutId }) },
  'POST /api/admin/payouts/:id/mark-paid': { who: adminOnly, params: (w) => ({ id: w.payoutId }) },
  'GET /api/admin/refunds': { who: adminOnly },
  'POST /api/admin/transactions/:id/refund-complete': { who: adminOnly, params: pending },
  'GET /api/admin/send-queues': { who: adminOnly },
  'GET /api/admin/send-queues/:queue/failed': { who: adminOnly, params: () => ({ queue: 'email' }) },
  'POST /api/admin/send-queues/:queue/failed/:jobId/retry': { who: adminOnly, params: () => ({ queue: 'email', jobId: '1' }) },
  'GET /api/admin/whatsapp': { who: adminOnly },
  'GET /api/admin/overview': { who: adminOnly },
  'GET /api/admin/feedback': { who: adminOnly },
  'POST /api/admin/feedback/:id/reply': { who: adminOnly, params: (w) => ({ id: w.feedbackId }) },
  'GET /api/admin/users': { who: adminOnly },
  'POST /api/admin/users/:id/disable': { who: adminOnly, params: (w) => ({ id: w.spareCustomer }) },
  'POST /api/admin/users/:id/enable': { who: adminOnly, params: (w) => ({ id: w.spareCustomer }) },
  'POST /api/admin/tutors/:id/verify': { who: adminOnly, params: (w) => ({ id: w.spareTutor }) },
  'POST /api/admin/tutors/:id/unverify': { who: adminOnly, params: (w) => ({ id: w.spareTutor }) },
  'GET /api/admin/audit': { who: adminOnly },

  // Development tools: never mounted in production, this machine only elsewhere (dev-tools-reach.test.ts).
  'GET /dev/mailbox': { who: everyone, special: 'dev' },
  'GET /dev/api-docs': { who: everyone, special: 'dev' },
  'GET /dev/bank-statement.csv': { who: everyone, special: 'dev' },
  'GET /dev/mailbox/:id': { who: everyone, special: 'dev' },
  'GET /dev/mailbox/:id/attachments/:attachmentId': { who: everyone, special: 'dev' },
  'GET /api/dev/mailbox': { who: everyone, special: 'dev' },
  'GET /api/dev/mailbox/:id': { who: everyone, special: 'dev' },
  'GET /dev/telegram': { who: everyone, special: 'dev' },
  'GET /dev/telegram/app.js': { who: everyone, special: 'dev' },
  'GET /api/dev/telegram/chats': { who: everyone, special: 'dev' },
  'GET /api/dev/telegram/chats/:chatId': { who: everyone, special: 'dev' },
  'POST /api/dev/telegram/chats/:chatId/text': { who: everyone, special: 'dev' },
  'POST /api/dev/telegram/chats/:chatId/press': { who: everyone, special: 'dev' },
  'POST /api/dev/telegram/chats/:chatId/file': { who: everyone, special: 'dev' },
  'GET /api/dev/telegram/files/:fileId': { who: everyone, special: 'dev' },
  'GET /dev/whatsapp': { who: everyone, special: 'dev' },
  'GET /dev/whatsapp/app.js': { who: everyone, special: 'dev' },
  'GET /api/dev/whatsapp/chats': { who: everyone, special: 'dev' },
  'GET /api/dev/whatsapp/chats/:chatId': { who: everyone, special: 'dev' },
  'POST /api/dev/whatsapp/chats/:chatId/text': { who: everyone, special: 'dev' },
  'POST /api/dev/whatsapp/chats/:chatId/file': { who: everyone, special: 'dev' },
  'GET /api/dev/whatsapp/files/:fileId': { who: everyone, special: 'dev' },
  // Telegram's own call, gated by the webhook secret header (only mounted in webhook mode).
  'POST /telegram/webhook': { who: everyone, special: 'webhook' },
};
