import { accountGoogleContract } from './account-google.contract.ts';
import { accountContract } from './account.contract.ts';
import { adminFeedbackContract } from './admin-feedback.contract.ts';
import { adminOverviewContract } from './admin-overview.contract.ts';
import { adminSendingContract } from './admin-sending.contract.ts';
import { adminUsersContract } from './admin-users.contract.ts';
import { adminContract } from './admin.contract.ts';
import { authContract } from './auth.contract.ts';
import { bankStatementsContract } from './bank-statements.contract.ts';
import { bookingsContract } from './bookings.contract.ts';
import { configContract } from './config.contract.ts';
import type { Endpoint } from './endpoint.ts';
import { eventsContract } from './events.contract.ts';
import { feedbackContract } from './feedback.contract.ts';
import { googleAuthContract } from './google-auth.contract.ts';
import { healthContract } from './health.contract.ts';
import { lessonsContract } from './lessons.contract.ts';
import { mediaContract } from './media.contract.ts';
import { openapiContract } from './openapi.contract.ts';
import { requestsContract } from './requests.contract.ts';
import { reviewsContract } from './reviews.contract.ts';
import { telegramWebhookContract } from './telegram-webhook.contract.ts';
import { transactionsContract } from './transactions.contract.ts';
import { tutorTransactionsContract } from './tutor-transactions.contract.ts';
import { tutorsContract } from './tutors.contract.ts';

// Every router's contract, in the order the OpenAPI document lists them. A route the api
// registers must be one of these endpoints (tests/integration/openapi.test.ts): the list the
// document, the security suite and the route-table check all read.

const CONTRACTS = [
  healthContract,
  authContract,
  googleAuthContract,
  tutorsContract,
  configContract,
  mediaContract,
  eventsContract,
  bookingsContract,
  transactionsContract,
  reviewsContract,
  lessonsContract,
  tutorTransactionsContract,
  requestsContract,
  feedbackContract,
  accountContract,
  accountGoogleContract,
  adminOverviewContract,
  adminContract,
  bankStatementsContract,
  adminSendingContract,
  adminFeedbackContract,
  adminUsersContract,
  openapiContract,
  telegramWebhookContract,
] as const;

/** Every endpoint of the api (the /dev tools aside: development only, never in production). */
export const ENDPOINTS: readonly Endpoint[] = CONTRACTS.flatMap((contract) => Object.values(contract) as Endpoint[]);
