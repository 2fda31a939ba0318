import { z } from 'zod';
import { auditQuerySchema } from '../../core/admin/audit.ts';
import { adminUsersQuerySchema, verifyTutorSchema } from '../../core/admin/users.ts';
import {
  emailTokenSchema,
  requestPasswordOtpSchema,
  resendConfirmationSchema,
  signInSchema,
  updatePasswordSchema,
  verifyPasswordOtpSchema,
  type Role,
} from '../../core/accounts/auth.schema.ts';
import { googleLinkStartSchema, googleStartQuerySchema } from '../../core/accounts/google.ts';
import { completeTutorProfileSchema, signUpSchema } from '../../core/accounts/sign-up.schema.ts';
import { telegramWebAppSchema } from '../../core/accounts/telegram-web-app.ts';
import { CHAT_CHANNELS } from '../../core/chat-links/chat-links.ts';
import {
  feedbackInboxQuerySchema,
  ownFeedbackQuerySchema,
  replyFeedbackSchema,
  submitFeedbackSchema,
} from '../../core/feedback/feedback.schema.ts';
import { openRequestsQuerySchema, ownRequestsQuerySchema } from '../../core/requests/request-query.schema.ts';
import { chooseTutorSchema, createRequestSchema } from '../../core/requests/request.schema.ts';
import { createBookingSchema } from '../../core/transactions/booking.schema.ts';
import {
  customerTransactionsQuerySchema,
  rejectionSchema,
  reviewSchema,
  tutorTransactionsQuerySchema,
} from '../../core/transactions/transaction.schema.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import { setAvailabilitySchema, updateTutorProfileSchema } from '../../core/tutors/tutor-profile.schema.ts';
import { text } from '../../core/validation/text.ts';
import { QUEUE_NAMES } from '../../infra/queue.ts';
import { preferenceSchema } from '../../services/notifications/preferences.ts';
import { streamQuery } from '../routes/events.routes.ts';

// Every route of the API, described for the OpenAPI document (api/openapi/build-openapi.ts). Bodies
// and queries are THE zod objects the routes parse, imported, never copied: a changed rule changes
// the document. tests/integration/openapi.test.ts walks the real router table and fails when a
// route has no entry here or an entry has no route, when the guard or the Idempotency-Key
// middleware differ from what is written here, so this list cannot drift either.

export type Access =
  /** Anyone, no token. */
  | 'visitor'
  /** A valid access token of any role; who owns what is the use case's call (403 or 404). */
  | 'signed-in'
  /** The refresh cookie, not the access token. */
  | 'refresh-cookie'
  /** A valid access token of one of these roles (403 for the others). */
  | readonly Role[];

/** A zod schema and the name it has under components.schemas. */
export type NamedSchema = { name: string; schema: z.ZodType };

export type RouteSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Koa syntax (`/api/transactions/:id`), exactly as the router registers it. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** A JSON body: the schema the route parses. */
  body?: NamedSchema;
  /** multipart/form-data with one file field (and, for sign-up, the JSON body as a `payload` field). */
  upload?: { field: string; description: string; payload?: NamedSchema };
  query?: z.ZodObject | z.ZodPipe;
  /** Path parameters other than uuids (every other `:param` is a uuid the use case checks). */
  params?: Record<string, z.ZodType>;
  /** Honours an optional Idempotency-Key (docs/decisions/006-no-automatic-mutation-retry.md). */
  idempotent?: boolean;
  /** Success statuses and what they carry. Error answers are added from the access and inputs. */
  responses: Record<number, string>;
  /** Media types of a success answer other than JSON (a file, a stream). */
  produces?: readonly string[];
};

const named = (name: string, schema: z.ZodType): NamedSchema => ({ name, schema });
const rejection = named('Rejection', rejectionSchema);
const channelParam = { channel: z.enum(CHAT_CHANNELS) };

export const ROUTE_SPECS: readonly RouteSpec[] = [
  // Health
  {
    method: 'GET',
    path: '/healthz',
    tag: 'Health',
    summary: 'The process answers',
    access: 'visitor',
    responses: { 200: '`{ status: "ok" }`' },
  },
  {
    method: 'GET',
    path: '/readyz',
    tag: 'Health',
    summary: 'Postgres and Redis are reachable',
    access: 'visitor',
    responses: { 200: 'Ready', 503: 'Not ready; `checks` names what is down' },
  },

  // Auth
  {
    method: 'POST',
    path: '/api/auth/sign-up',
    tag: 'Auth',
    summary: 'Create a customer or tutor account',
    access: 'visitor',
    idempotent: true,
    body: named('SignUp', signUpSchema),
    upload: { field: 'photo', description: "The tutor's photo (JPEG, PNG or WebP)", payload: named('SignUp', signUpSchema) },
    responses: { 201: 'The account; a confirmation email is sent' },
  },
  {
    method: 'POST',
    path: '/api/auth/confirm-email',
    tag: 'Auth',
    summary: 'Confirm the email with the link token and sign in',
    access: 'visitor',
    body: named('EmailToken', emailTokenSchema),
    responses: { 200: 'Access token, user and landing path; sets the refresh cookie' },
  },
  {
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    tag: 'Auth',
    summary: 'Send the confirmation email again',
    access: 'visitor',
    body: named('ResendConfirmation', resendConfirmationSchema),
    responses: { 200: '`{ cooldownSeconds }`' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    access: 'visitor',
    body: named('SignIn', signInSchema),
    responses: { 200: 'Access token, user and landing path; sets the refresh cookie' },
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    tag: 'Auth',
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    access: 'refresh-cookie',
    responses: { 200: 'Access token, user and landing path; sets the new refresh cookie' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    tag: 'Auth',
    summary: "End the refresh cookie's login, if one is sent",
    access: 'visitor',
    responses: { 204: 'Signed out (also without a cookie); the cookie is cleared' },
  },
  {
    method: 'POST',
    path: '/api/auth/telegram-web-app',
    tag: 'Auth',
    summary: "Sign in from the Telegram Mini App with Telegram's initData (HMAC-checked, 10 minutes fresh, used once; never an admin)",
    access: 'visitor',
    body: named('TelegramWebApp', telegramWebAppSchema),
    responses: {
      200: 'Access token, user and the safe `next` path; sets the refresh cookie and ends the login the old one held. With `ask`: `{ account, signedInAs }`, masked, and no session',
      409: "`OTHER_SESSION`: this browser holds another account's login; `switchAccount` to leave it",
    },
  },
  {
    method: 'GET',
    path: '/api/auth/session',
    tag: 'Auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    responses: { 200: '`{ user }`' },
  },
  {
    method: 'POST',
    path: '/api/auth/password/otp',
    tag: 'Auth',
    summary: 'Email a password reset code',
    access: 'visitor',
    body: named('RequestPasswordOtp', requestPasswordOtpSchema),
    responses: { 200: '`{ cooldownSeconds }` (the same answer for an unknown email)' },
  },
  {
    method: 'POST',
    path: '/api/auth/password/verify-otp',
    tag: 'Auth',
    summary: 'Check a reset code; returns a one-time reset token',
    access: 'visitor',
    body: named('VerifyPasswordOtp', verifyPasswordOtpSchema),
    responses: { 200: '`{ resetToken }`' },
  },
  {
    method: 'POST',
    path: '/api/auth/password/recovery-link',
    tag: 'Auth',
    summary: "Check a recovery link's token; returns a one-time reset token",
    access: 'visitor',
    body: named('EmailToken', emailTokenSchema),
    responses: { 200: '`{ resetToken }`' },
  },
  {
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
  },
  {
    method: 'GET',
    path: '/api/auth/google/callback',
    tag: 'Auth',
    summary: "Google's return: exchange the code and sign in",
    access: 'visitor',
    description:
      "Google's `code`, `state` (or `error`) and `iss`, checked against this browser's flow cookie. Always a redirect to `/auth-callback?type=google&result=…`; `signed-in` also sets the refresh cookie.",
    responses: { 302: '`/auth-callback` with the outcome (`signed-in`, `linked`, `link-required` or the reason it failed)' },
  },
  {
    method: 'GET',
    path: '/api/auth/google/pending-link',
    tag: 'Auth',
    summary: "The address whose password links this browser's Google account",
    access: 'visitor',
    responses: { 200: '`{ email }` (null when none waits)' },
  },
  {
    method: 'POST',
    path: '/api/auth/password/update',
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
    access: 'visitor',
    body: named('UpdatePassword', updatePasswordSchema),
    responses: { 200: 'Updated; every login of the account is ended' },
  },

  // Tutors and reviews
  {
    method: 'GET',
    path: '/api/tutors',
    tag: 'Tutors',
    summary: 'The tutor gallery, filtered, sorted and paged',
    access: 'visitor',
    query: listTutorsQuerySchema,
    responses: { 200: 'A page of tutors and the next cursor; names with contact details masked' },
  },
  {
    method: 'GET',
    path: '/api/tutors/price-range',
    tag: 'Tutors',
    summary: "The listed tutors' lowest and highest price",
    access: 'visitor',
    responses: { 200: 'The bounds of the price slider' },
  },
  {
    method: 'GET',
    path: '/api/tutors/me',
    tag: 'Tutors',
    summary: "The signed-in tutor's own profile",
    access: ['tutor'],
    responses: { 200: 'The profile' },
  },
  {
    method: 'PUT',
    path: '/api/tutors/me',
    tag: 'Tutors',
    summary: "Update the signed-in tutor's profile",
    access: ['tutor'],
    body: named('UpdateTutorProfile', updateTutorProfileSchema),
    responses: { 200: 'The profile' },
  },
  {
    method: 'POST',
    path: '/api/tutors/me/completion',
    tag: 'Tutors',
    summary: 'Fill in the tutor form after a Google sign-up (once); the tutor is then listed',
    access: ['tutor'],
    body: named('CompleteTutorProfile', completeTutorProfileSchema),
    responses: { 200: 'The profile' },
  },
  {
    method: 'PATCH',
    path: '/api/tutors/me/availability',
    tag: 'Tutors',
    summary: "Switch the tutor's availability",
    access: ['tutor'],
    body: named('SetAvailability', setAvailabilitySchema),
    responses: { 200: '`{ isAvailable }`' },
  },
  {
    method: 'POST',
    path: '/api/tutors/me/photo',
    tag: 'Tutors',
    summary: "Replace the tutor's photo",
    access: ['tutor'],
    upload: { field: 'photo', description: 'JPEG, PNG or WebP' },
    responses: { 200: '`{ imageUrl }`' },
  },
  {
    method: 'GET',
    path: '/api/tutors/:id',
    tag: 'Tutors',
    summary: "A listed tutor's public profile",
    access: 'visitor',
    responses: { 200: 'The profile (no phone number; name and texts with contact details masked)' },
  },
  {
    method: 'GET',
    path: '/api/tutors/:id/reviews',
    tag: 'Tutors',
    summary: "A tutor's recent reviews",
    access: 'visitor',
    responses: { 200: '`{ reviews }`, contact details masked' },
  },

  // Public config, media, live updates
  {
    method: 'GET',
    path: '/api/config/public',
    tag: 'Public',
    summary: 'Payment methods, links and the rules the FAQ states',
    access: 'visitor',
    responses: { 200: 'The public settings (never a secret)' },
  },
  {
    method: 'GET',
    path: '/media/avatars/:file',
    tag: 'Public',
    summary: "A tutor's photo",
    access: 'visitor',
    params: { file: text().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.(webp|jpg|png)$/) },
    produces: ['image/webp', 'image/jpeg', 'image/png'],
    responses: { 200: 'The image' },
  },
  {
    method: 'GET',
    path: '/media/previews/tutors/:file',
    tag: 'Public',
    summary: "A listed tutor's link-preview picture (og:image): the photo as a 600 px square JPEG",
    access: 'visitor',
    params: { file: text().regex(/^[0-9a-f-]{36}\.jpg$/) },
    produces: ['image/jpeg'],
    responses: { 200: 'The image' },
  },
  {
    method: 'POST',
    path: '/api/events/ticket',
    tag: 'Live updates',
    summary: 'A single-use ticket (60 s) for the signed-in event stream',
    access: 'signed-in',
    responses: { 200: '`{ ticket, expiresIn }`' },
  },
  {
    method: 'GET',
    path: '/api/events',
    tag: 'Live updates',
    summary: 'Server-sent events: `change` with `{ table, id }` for the rows the viewer may see',
    access: 'visitor',
    description: 'Without a ticket the stream carries public changes only.',
    query: streamQuery,
    produces: ['text/event-stream'],
    responses: { 200: 'The stream' },
  },

  // Bookings, transactions, proofs, payouts
  {
    method: 'POST',
    path: '/api/bookings',
    tag: 'Transactions',
    summary: 'Book a tutor',
    access: ['customer'],
    idempotent: true,
    body: named('CreateBooking', createBookingSchema),
    responses: { 201: '`{ transaction }` awaiting payment' },
  },
  {
    method: 'GET',
    path: '/api/transactions',
    tag: 'Transactions',
    summary: "The customer's transactions, newest first",
    access: ['customer'],
    query: customerTransactionsQuerySchema,
    responses: { 200: 'A page of transactions and the next cursor' },
  },
  {
    method: 'GET',
    path: '/api/transactions/:id',
    tag: 'Transactions',
    summary: 'One transaction of its customer',
    access: 'signed-in',
    responses: { 200: '`{ transaction }`' },
  },
  {
    method: 'POST',
    path: '/api/transactions/:id/proof',
    tag: 'Transactions',
    summary: 'Upload a payment proof',
    access: 'signed-in',
    idempotent: true,
    upload: { field: 'proof', description: 'JPEG, PNG or PDF, at most 750 KB' },
    responses: { 201: 'The transaction, now waiting for verification' },
  },
  {
    method: 'GET',
    path: '/api/transactions/:id/proofs/:proofId/file',
    tag: 'Transactions',
    summary: 'A proof file, to its customer and to admins',
    access: 'signed-in',
    produces: ['image/jpeg', 'image/png', 'application/pdf'],
    responses: { 200: 'The file' },
  },
  {
    method: 'POST',
    path: '/api/transactions/:id/cancel',
    tag: 'Transactions',
    summary: 'Cancel an unpaid transaction',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
  },
  {
    method: 'POST',
    path: '/api/transactions/:id/refund',
    tag: 'Transactions',
    summary: 'Ask for a refund of a paid class',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
  },
  {
    method: 'POST',
    path: '/api/transactions/:id/complete',
    tag: 'Transactions',
    summary: 'Mark a paid class done',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
  },
  {
    method: 'POST',
    path: '/api/transactions/:id/review',
    tag: 'Transactions',
    summary: 'Rate a finished class',
    access: 'signed-in',
    idempotent: true,
    body: named('Review', reviewSchema),
    responses: { 201: 'The review' },
  },
  {
    method: 'GET',
    path: '/api/tutor/transactions',
    tag: 'Tutor transactions',
    summary: "The tutor's transactions with the summary cards",
    access: ['tutor'],
    query: tutorTransactionsQuerySchema,
    responses: { 200: 'A page of transactions, the summary and the next cursor' },
  },
  {
    method: 'GET',
    path: '/api/tutor/transactions/:id',
    tag: 'Tutor transactions',
    summary: 'One transaction of the tutor',
    access: ['tutor'],
    responses: { 200: "`{ transaction }`; the customer's name and notes with contact details masked until PAID" },
  },
  {
    method: 'GET',
    path: '/api/tutor/transactions/:id/payout-preview',
    tag: 'Tutor transactions',
    summary: 'What a payout of this transaction would pay',
    access: ['tutor'],
    responses: { 200: 'Amount, admin fee, net and bank account' },
  },
  {
    method: 'POST',
    path: '/api/tutor/transactions/:id/payout',
    tag: 'Tutor transactions',
    summary: "Ask for this transaction's payout",
    access: ['tutor'],
    idempotent: true,
    responses: { 201: 'The transaction and a message' },
  },

  // Learning requests
  {
    method: 'POST',
    path: '/api/requests',
    tag: 'Learning requests',
    summary: 'Post a learning request',
    access: ['customer'],
    idempotent: true,
    body: named('CreateRequest', createRequestSchema),
    responses: { 201: '`{ request }`' },
  },
  {
    method: 'GET',
    path: '/api/requests/mine',
    tag: 'Learning requests',
    summary: "The customer's requests",
    access: ['customer'],
    query: ownRequestsQuerySchema,
    responses: { 200: 'A page of requests and the next cursor' },
  },
  {
    method: 'GET',
    path: '/api/requests/open',
    tag: 'Learning requests',
    summary: 'Open requests tutors may join',
    access: ['tutor', 'admin'],
    query: openRequestsQuerySchema,
    responses: { 200: 'A page of requests and the next cursor; tutors read names and notes with contact details masked' },
  },
  {
    method: 'GET',
    path: '/api/requests/:id',
    tag: 'Learning requests',
    summary: 'One request, as its owner, a tutor or an admin sees it',
    access: 'signed-in',
    responses: { 200: '`{ request }`; a tutor reads the name and notes with contact details masked until their transaction is PAID' },
  },
  {
    method: 'POST',
    path: '/api/requests/:id/join',
    tag: 'Learning requests',
    summary: 'Join an open request',
    access: ['tutor'],
    responses: { 200: 'The request' },
  },
  {
    method: 'POST',
    path: '/api/requests/:id/choose',
    tag: 'Learning requests',
    summary: 'Choose one of the tutors who joined',
    access: ['customer'],
    body: named('ChooseTutor', chooseTutorSchema),
    responses: { 200: 'The request and the new transaction id' },
  },
  {
    method: 'POST',
    path: '/api/requests/:id/cancel',
    tag: 'Learning requests',
    summary: 'Cancel an open request',
    access: ['customer'],
    responses: { 200: 'The request' },
  },

  // Feedback
  {
    method: 'POST',
    path: '/api/feedback',
    tag: 'Feedback',
    summary: 'Send feedback or a report',
    access: 'signed-in',
    idempotent: true,
    body: named('SubmitFeedback', submitFeedbackSchema),
    responses: { 201: '`{ feedback }`' },
  },
  {
    method: 'GET',
    path: '/api/feedback',
    tag: 'Feedback',
    summary: "The user's own feedback, newest first",
    access: 'signed-in',
    query: ownFeedbackQuerySchema,
    responses: { 200: 'A page of feedback and the next cursor' },
  },
  {
    method: 'GET',
    path: '/api/feedback/:id',
    tag: 'Feedback',
    summary: 'One entry, to its author or an admin',
    access: 'signed-in',
    responses: { 200: '`{ feedback }`' },
  },

  // Account
  {
    method: 'GET',
    path: '/api/account/chats',
    tag: 'Account',
    summary: 'Linked Telegram and WhatsApp chats',
    access: 'signed-in',
    responses: { 200: '`{ channels }`' },
  },
  {
    method: 'POST',
    path: '/api/account/chats/:channel/code',
    tag: 'Account',
    summary: 'A one-time code to link a chat (30 minutes)',
    access: 'signed-in',
    params: channelParam,
    responses: { 201: 'The code and its deep link' },
  },
  {
    method: 'DELETE',
    path: '/api/account/chats/:channel',
    tag: 'Account',
    summary: 'Unlink a chat',
    access: 'signed-in',
    params: channelParam,
    responses: { 200: '`{ unlinked, channels }`' },
  },
  {
    method: 'GET',
    path: '/api/account/notification-preferences',
    tag: 'Account',
    summary: 'The notification switches',
    access: 'signed-in',
    responses: { 200: '`{ groups, preferences }`' },
  },
  {
    method: 'PUT',
    path: '/api/account/notification-preferences',
    tag: 'Account',
    summary: 'Set one notification switch',
    access: 'signed-in',
    body: named('NotificationPreference', preferenceSchema),
    responses: { 200: '`{ groups, preferences }`' },
  },

  {
    method: 'GET',
    path: '/api/account/google',
    tag: 'Account',
    summary: 'The linked Google account and whether the account has a password',
    access: 'signed-in',
    responses: { 200: '`{ available, identity, hasPassword }`' },
  },
  {
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
  },
  {
    method: 'DELETE',
    path: '/api/account/google',
    tag: 'Account',
    summary: "Unlink Google ('Putuskan'); refused while it is the only way to sign in",
    access: 'signed-in',
    responses: { 200: '`{ available, identity, hasPassword }`' },
  },

  // Admin console
  {
    method: 'GET',
    path: '/api/admin/overview',
    tag: 'Admin',
    summary: 'The overview tab',
    access: ['admin'],
    responses: { 200: 'Counts and totals' },
  },
  {
    method: 'GET',
    path: '/api/admin/proofs',
    tag: 'Admin',
    summary: 'Proofs waiting for a decision',
    access: ['admin'],
    responses: { 200: '`{ proofs }`' },
  },
  {
    method: 'POST',
    path: '/api/admin/proofs/:id/approve',
    tag: 'Admin',
    summary: 'Approve a proof (the transaction becomes PAID)',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/proofs/:id/reject',
    tag: 'Admin',
    summary: 'Reject a proof with a reason',
    access: ['admin'],
    body: rejection,
    responses: { 200: 'The decision' },
  },
  {
    method: 'GET',
    path: '/api/admin/payouts',
    tag: 'Admin',
    summary: 'Payout requests',
    access: ['admin'],
    responses: { 200: '`{ payouts }`' },
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/:id/approve',
    tag: 'Admin',
    summary: 'Approve a payout',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/:id/reject',
    tag: 'Admin',
    summary: 'Reject a payout with a reason',
    access: ['admin'],
    body: rejection,
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/:id/mark-paid',
    tag: 'Admin',
    summary: 'Mark an approved payout paid',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'GET',
    path: '/api/admin/refunds',
    tag: 'Admin',
    summary: 'Refund requests',
    access: ['admin'],
    responses: { 200: '`{ refunds }`' },
  },
  {
    method: 'POST',
    path: '/api/admin/transactions/:id/refund-complete',
    tag: 'Admin',
    summary: 'Record a refund as paid back',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'GET',
    path: '/api/admin/send-queues',
    tag: 'Admin',
    summary: 'The send queues and their counts',
    access: ['admin'],
    responses: { 200: '`{ queues }`' },
  },
  {
    method: 'GET',
    path: '/api/admin/send-queues/:queue/failed',
    tag: 'Admin',
    summary: "A send queue's failed jobs",
    access: ['admin'],
    params: { queue: z.enum(QUEUE_NAMES) },
    responses: { 200: '`{ jobs }`' },
  },
  {
    method: 'POST',
    path: '/api/admin/send-queues/:queue/failed/:jobId/retry',
    tag: 'Admin',
    summary: 'Retry a failed job',
    access: ['admin'],
    params: { queue: z.enum(QUEUE_NAMES), jobId: text().min(1) },
    responses: { 200: 'The retried job' },
  },
  {
    method: 'GET',
    path: '/api/admin/whatsapp',
    tag: 'Admin',
    summary: 'The WhatsApp login state (and its QR code)',
    access: ['admin'],
    responses: { 200: 'The login' },
  },
  {
    method: 'GET',
    path: '/api/admin/feedback',
    tag: 'Admin',
    summary: "Every user's feedback and reports",
    access: ['admin'],
    query: feedbackInboxQuerySchema,
    responses: { 200: 'A page of feedback and the next cursor' },
  },
  {
    method: 'POST',
    path: '/api/admin/feedback/:id/reply',
    tag: 'Admin',
    summary: 'Reply to feedback',
    access: ['admin'],
    body: named('ReplyFeedback', replyFeedbackSchema),
    responses: { 200: '`{ feedback }`' },
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    tag: 'Admin',
    summary: 'Accounts, searched and filtered',
    access: ['admin'],
    query: adminUsersQuerySchema,
    responses: { 200: 'A page of accounts and the next cursor' },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    tag: 'Admin',
    summary: 'Disable an account (ends its logins)',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    tag: 'Admin',
    summary: 'Enable an account again',
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/tutors/:id/verify',
    tag: 'Admin',
    summary: "Mark a tutor's student ID checked",
    access: ['admin'],
    body: named('VerifyTutor', verifyTutorSchema),
    responses: { 200: 'The decision' },
  },
  {
    method: 'POST',
    path: '/api/admin/tutors/:id/unverify',
    tag: 'Admin',
    summary: "Withdraw a tutor's verification",
    access: ['admin'],
    responses: { 200: 'The decision' },
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: 'The audit log, newest first',
    access: ['admin'],
    query: auditQuerySchema,
    responses: { 200: 'A page of audit entries and the next cursor' },
  },

  // This document
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI document',
    access: ['admin'],
    description: 'Outside production anyone may read it (and /dev/api-docs shows it); in production only admins.',
    responses: { 200: 'The OpenAPI 3.1 document' },
  },
];

/**
 * Routes left out of the document on purpose, each with why. The drift test accepts exactly these
 * as routes without an entry.
 */
export const UNDOCUMENTED_ROUTES: readonly { path: RegExp; reason: string }[] = [
  {
    path: /^\/(api\/)?dev\//,
    reason: 'development tools (mailbox, Telegram and WhatsApp emulators, these docs), never mounted in production',
  },
  { path: /^\/telegram\/webhook$/, reason: "Telegram's own callback, guarded by its secret header; not an API for our clients" },
];
